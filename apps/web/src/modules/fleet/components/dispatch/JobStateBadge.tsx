import type { fleet } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const JOB_STATE_COLORS: Record<fleet.JobState, string> = {
  new: 'gray',
  assigned: 'blue',
  'in-progress': 'orange',
  done: 'green',
  cancelled: 'red',
};

export function JobStateBadge({ state }: { state: fleet.JobState }) {
  const { t } = useTranslation('fleet');
  return (
    <Badge color={JOB_STATE_COLORS[state]} variant="light">
      {t(`dispatch.jobs.states.${state}`)}
    </Badge>
  );
}
