import type { market } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<market.OrderStatus, string> = {
  'awaiting-payment': 'yellow',
  'requires-confirmation': 'orange',
  'payment-failed': 'red',
  paid: 'green',
  deployed: 'blue',
};

export function OrderStatusBadge({ status }: { status: market.OrderStatus }) {
  const { t } = useTranslation('market');
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="order-status">
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}
