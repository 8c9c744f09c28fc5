import type { market } from '@atrium/contracts';
import { Card, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ItemLookup, quoteCart } from '../../cart.ts';
import { Price } from '../Price.tsx';

const whole = (qty: number) => Number.isInteger(qty) && qty > 0;
const isPriceable = (o: market.CartOrder) =>
  [...o.tokens, ...o.plugins, ...o.packages, ...o.subOrders].every((l) => whole(l.qty));

/** The orders the steps make so far, priced by the contracts' pricing (R101) as the cart will price them. */
export function OrderPreview({ orders, items }: { orders: market.CartOrder[]; items: ItemLookup }) {
  const { t } = useTranslation('market');
  if (orders.length === 0 || !orders.every(isPriceable)) return null;
  const quote = quoteCart(orders, items);
  if (quote.parts.every((p) => p.lines.length === 0)) return null;
  return (
    <Card withBorder aria-label={t('app.preview')} component="section">
      <Text fw={600}>{t('app.preview')}</Text>
      <Table>
        <Table.Tbody>
          {quote.parts.flatMap((part) =>
            part.lines.map((line) => (
              <Table.Tr key={`${part.type}-${line.kind}-${line.itemId}-${line.deviceIndex}`}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>× {line.qty}</Table.Td>
                <Table.Td>
                  <Price cents={line.totalCents} />
                </Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="xs">
        <Text fw={600}>
          {t('cart.subtotal')}: <Price cents={quote.subtotalCents} data-testid="draft-total" />
        </Text>
      </Group>
    </Card>
  );
}
