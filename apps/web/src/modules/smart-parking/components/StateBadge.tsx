import type { sparking } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_BADGE } from './states.ts';

export function StateBadge({ state }: { state: sparking.SpotState }) {
  const { t } = useTranslation('smart-parking');
  return (
    <Badge color={STATE_BADGE[state]} variant="light" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
