import type { market } from '@atrium/contracts';
import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { quoteCart, useCart } from '../cart.ts';
import { CatalogueState } from '../components/CatalogueState.tsx';
import { Price } from '../components/Price.tsx';
import { editTarget } from '../draft.ts';
import { editQuery, type MarketPaths } from '../paths.ts';

/** A23 and R35: where a cart order is edited, or null when it cannot be. */
function editPath(paths: MarketPaths, order: market.CartOrder) {
  const target = editTarget(order);
  return target && `${paths.app(order.app.name)}${editQuery(target)}`;
}

/** /core/market/cart: the restored cart (R31-R34) with prices (R101, R102), edit (R35) and remove. */
export function CartPage({ paths }: { paths: MarketPaths }) {
  const { t } = useTranslation('market');
  const cart = useCart();
  return (
    <Stack gap="lg">
      <PageHeader title={t('cart.title')} />
      {cart.dropped.length > 0 && (
        <Alert color="yellow" title={t('cart.droppedTitle')} role="status">
          {cart.dropped.map((d) => (
            <Text key={d.index} size="sm">
              {t(`cart.dropped.${d.reason}`, { index: d.index + 1 })}
            </Text>
          ))}
        </Alert>
      )}
      <CatalogueState isPending={cart.isPending} error={cart.error} retry={() => void cart.refetch()}>
        {() => {
          if (cart.orders.length === 0)
            return (
              <Stack align="center">
                <EmptyState variant="data" />
                <Button component={Link} to={paths.main}>
                  {t('cart.browse')}
                </Button>
              </Stack>
            );
          const quote = quoteCart(cart.orders, cart.items);
          const remove = (index: number) =>
            cart.save(cart.orders.filter((o) => o.index !== index).map((o, i) => ({ ...o, index: i })));
          return (
            <Stack>
              {cart.orders.map((order, i) => (
                <OrderCard
                  key={order.index}
                  order={order}
                  part={quote.parts[i]}
                  editPath={editPath(paths, order)}
                  onRemove={() => remove(order.index)}
                />
              ))}
              <Group justify="space-between">
                <Text fw={600}>
                  {t('cart.subtotal')}: <Price cents={quote.subtotalCents} data-testid="cart-subtotal" />
                </Text>
                <Button component={Link} to={paths.checkout}>
                  {t('cart.checkout')}
                </Button>
              </Group>
            </Stack>
          );
        }}
      </CatalogueState>
    </Stack>
  );
}

interface OrderCardProps {
  order: market.CartOrder;
  part: market.PricedPart | undefined;
  editPath: string | null;
  onRemove: () => void;
}

function OrderCard({ order, part, editPath, onRemove }: OrderCardProps) {
  const { t } = useTranslation('market');
  return (
    <Card withBorder aria-label={t('cart.order', { index: order.index + 1 })} component="section">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>
          {t(`apps.${order.app.name}`)}
          {order.solution ? ` · ${order.solution.name}` : ''}
        </Text>
        <Group gap="xs">
          {editPath && (
            <Button
              component={Link}
              to={editPath}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
            >
              {t('actions.edit')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onRemove}
            leftSection={<IconTrash size={14} />}
          >
            {t('actions.remove')}
          </Button>
        </Group>
      </Group>
      <Table>
        <Table.Tbody>
          {(part?.lines ?? []).map((line) => (
            <Table.Tr key={`${line.kind}-${line.itemId}-${line.deviceIndex}`}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>× {line.qty}</Table.Td>
              <Table.Td>
                <Price cents={line.totalCents} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
