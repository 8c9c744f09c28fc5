import type * as defconAlarms from '@atrium/contracts/defcon/alarms';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<defconAlarms.DefconStage, string> = {
  operator: 'red',
  'company-admin': 'orange',
  responder: 'yellow',
  'police-hq': 'grape',
  'police-station': 'violet',
  closed: 'gray',
};

/** Who must act next on the alarm (its rung of the ladder), or closed. */
export function StageBadge({ alarm }: { alarm: Pick<defconAlarms.DefconAlarm, 'stage'> }) {
  const { t } = useTranslation('defcon');
  return (
    <Badge color={COLOURS[alarm.stage]} variant="light" data-testid="alarm-stage">
      {t(`alarms.stages.${alarm.stage}`)}
    </Badge>
  );
}
