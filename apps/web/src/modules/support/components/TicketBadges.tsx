import type { support } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<support.TicketState, string> = {
  open: 'blue',
  in_progress: 'orange',
  waiting_for_customer: 'grape',
  resolved: 'green',
  closed: 'gray',
};
const PRIORITY_COLORS: Record<support.TicketPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

export function TicketStateBadge({ state }: { state: support.TicketState }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={STATE_COLORS[state]} variant="light">
      {t(`tickets.states.${state}`)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: support.TicketPriority }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="outline">
      {t(`tickets.priorities.${priority}`)}
    </Badge>
  );
}

export function OverdueBadge() {
  const { t } = useTranslation('support');
  return (
    <Badge color="red" variant="filled">
      {t('tickets.overdue')}
    </Badge>
  );
}
