import type { management } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<management.RequestState, string> = { sent: 'blue', handled: 'green', cancelled: 'gray' };

export function RequestStateBadge({ state }: { state: management.RequestState }) {
  const { t } = useTranslation('management');
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="request-state">
      {t(`requests.states.${state}`)}
    </Badge>
  );
}
