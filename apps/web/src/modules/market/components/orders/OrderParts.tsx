import { market } from '@atrium/contracts';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Price, PriceRow } from '../Price.tsx';

/**
 * Spec §3 order: its sub-orders (the cart's orders, one order type each) with every priced line: a device
 * line and its add-ons (indented), tokens, plugins and packages; R102 prices.
 */
export function OrderParts({ order }: { order: market.Order }) {
  const { t } = useTranslation('market');
  return (
    <Stack>
      {order.parts.map((part) => (
        <Card
          withBorder
          key={part.index}
          component="section"
          aria-label={t('orders.part', { index: part.index + 1 })}
        >
          <Group justify="space-between" mb="sm">
            <div>
              <Title order={2} fz="h4">
                {t('orders.part', { index: part.index + 1 })} · {t(`apps.${part.app}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`orders.types.${part.type}`)}
              </Text>
            </div>
            <Group gap="xs">
              {!part.editable && <Badge variant="outline">{t('orders.notEditable')}</Badge>}
              <Price cents={part.subtotalCents} fw={600} />
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.columns.item')}</Table.Th>
                  <Table.Th>{t('orders.columns.itemType')}</Table.Th>
                  <Table.Th ta="end">{t('orders.columns.qty')}</Table.Th>
                  <Table.Th ta="end">{t('orders.columns.unitPrice')}</Table.Th>
                  <Table.Th ta="end">{t('orders.columns.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {part.lines.map((line) => (
                  <Table.Tr key={`${line.kind}-${line.itemId}-${line.deviceIndex ?? 'x'}`}>
                    <Table.Td ps={line.kind === 'product' ? 'xl' : undefined}>{line.name}</Table.Td>
                    <Table.Td>{t(`itemTypes.${line.itemType}`)}</Table.Td>
                    <Table.Td ta="end">{line.qty}</Table.Td>
                    <Table.Td ta="end">
                      <Price cents={line.unitPriceCents} size="sm" />
                    </Table.Td>
                    <Table.Td ta="end">
                      <Price cents={line.totalCents} size="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}
    </Stack>
  );
}

/** The order's adjustments and total (R101, R102). */
export function OrderTotals({ order }: { order: market.Order }) {
  const { t } = useTranslation('market');
  const row = (label: string, cents: number, testId: string, minus = false) => (
    <PriceRow key={testId} label={label} cents={cents} testId={testId} minus={minus} />
  );
  return (
    <Stack gap={4}>
      {row(t('checkout.subtotal'), order.subtotalCents, 'order-subtotal')}
      {order.discountRateCents > 0 &&
        row(t('checkout.discountRate'), order.discountRateCents, 'order-rate', true)}
      {order.discountCode &&
        row(
          `${t('checkout.discountCode')} ${order.discountCode}`,
          order.discountCodeCents,
          'order-code',
          true,
        )}
      {order.needsShipping && row(t('checkout.shipping'), order.shippingCents, 'order-shipping')}
      {order.voucherCode &&
        row(`${t('voucher.label')} ${order.voucherCode}`, order.voucherCents, 'order-voucher', true)}
      <Group justify="space-between">
        <Text fw={700}>{t('checkout.total')}</Text>
        <Text fw={700} data-testid="order-total">
          {market.formatCents(order.totalCents)}
        </Text>
      </Group>
    </Stack>
  );
}
