import type { market } from '@atrium/contracts';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEdit, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { describeError } from '../../../../lib/errors.ts';
import { hasPermissions, useAccessContext } from '../../../../lib/permissions.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { ErrorState } from '../../../../ui/ErrorState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { startEditing } from '../../api/checkout.ts';
import { fetchBill, type OrderDetails, saveFile, useDeployOrder, useOrderDetails } from '../../api/orders.ts';
import { OrderParts, OrderTotals } from '../../components/orders/OrderParts.tsx';
import { OrderStatusBadge } from '../../components/orders/OrderStatusBadge.tsx';
import { Price } from '../../components/Price.tsx';
import { editTarget } from '../../draft.ts';
import { CORE_MARKET, editQuery, marketPaths, ORDERS_PATH } from '../../paths.ts';

const CORE = marketPaths(CORE_MARKET);

/** What the edit target of a sub-order needs of it (names and prices come back from the catalogue). */
const asCartOrder = (part: market.OrderPartView): market.CartOrder => {
  const line = (l: { id: number; qty: number }) => ({ ...l, name: '', priceCents: 0 });
  const solutionId = part.devices.find((d) => d.solutionId !== undefined)?.solutionId;
  return {
    index: 0,
    type: part.type,
    app: { name: part.app },
    solution: solutionId ? { id: solutionId, name: '' } : null,
    subOrders: part.devices.map((d) => ({ qty: d.qty, hardwareId: d.id, items: [] })),
    tokens: part.tokens.map(line),
    plugins: part.plugins.map(line),
    packages: part.packages.map(line),
  };
};
const idOf = (value: string | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : 0);

/** /core/orders/:orderId/:customerId: one order, its sub-orders, payment and shipping; bill, deploy, edit. */
export function OrderDetailsPage() {
  const { t } = useTranslation('market');
  const params = useParams();
  const orderId = idOf(params.orderId);
  const companyId = idOf(params.customerId);
  const details = useOrderDetails(companyId, orderId);
  const title = t('orders.details', { id: orderId });
  const back = <BackLink to={ORDERS_PATH}>{t('orders.back')}</BackLink>;

  if (details.isPending && orderId > 0 && companyId > 0)
    return (
      <Stack gap="lg">
        <PageHeader title={title} before={back} />
        <Loader role="status" aria-label={t('orders.loading')} />
      </Stack>
    );
  if (!details.data)
    return (
      <Stack gap="lg">
        <PageHeader title={title} before={back} />
        <ErrorState
          title={t('orders.loadFailed')}
          description={details.error ? describeError(t, details.error) : t('orders.notFound')}
          onRetry={details.error ? () => void details.refetch() : undefined}
        />
      </Stack>
    );
  return <OrderView details={details.data} back={back} />;
}

function OrderView({ details, back }: { details: OrderDetails; back: React.ReactNode }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const access = useAccessContext();
  const { order, payment, shipping } = details;
  const deploy = useDeployOrder(order.companyId, order.id);
  const [confirmDeploy, setConfirmDeploy] = useState(false);
  const [bill, setBill] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const can = (key: string) => access.isAdmin || hasPermissions(access, [key]);

  const downloadBill = async () => {
    setBill({ busy: true, message: null });
    try {
      const outcome = await fetchBill(order.companyId, order.id);
      if (outcome.ok) saveFile(outcome.file, `order-${order.id}.pdf`);
      setBill({ busy: false, message: outcome.ok ? null : t('orders.billNotAvailable') });
    } catch (error) {
      setBill({ busy: false, message: describeError(t, error) });
    }
  };
  /** R35, A23: the order goes back into the cart, and its first sub-order opens in its app's steps. */
  const edit = () => {
    startEditing(order);
    const part = order.parts[0];
    const target = part && editTarget(asCartOrder(part));
    navigate(part && target ? `${CORE.app(part.app)}${editQuery(target)}` : CORE.cart);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={
          <Group gap="sm">
            {t('orders.details', { id: order.id })}
            <OrderStatusBadge status={order.status} />
          </Group>
        }
        description={t('orders.createdAt', {
          date: formatDateTime(order.createdAt),
          name: order.createdBy?.name ?? '—',
        })}
        before={back}
        actions={
          <>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadBill()}
              loading={bill.busy}
            >
              {t('orders.bill')}
            </Button>
            {order.editable && can('p_order_update') && (
              <Button variant="light" leftSection={<IconEdit size={16} />} onClick={edit}>
                {t('actions.edit')}
              </Button>
            )}
            {order.status === 'paid' && can('p_order_deploy') && (
              <Button leftSection={<IconRocket size={16} />} onClick={() => setConfirmDeploy(true)}>
                {t('orders.deploy')}
              </Button>
            )}
          </>
        }
      />
      {bill.message && (
        <Alert
          color="yellow"
          role="alert"
          withCloseButton
          onClose={() => setBill({ busy: false, message: null })}
        >
          {bill.message}
        </Alert>
      )}
      {!order.editable && ['awaiting-payment', 'payment-failed'].includes(order.status) && (
        <Text size="sm" c="dimmed">
          {t('orders.cannotEdit')}
        </Text>
      )}
      <OrderParts order={order} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder component="section" aria-label={t('checkout.summary')}>
          <Title order={2} fz="h4" mb="sm">
            {t('checkout.summary')}
          </Title>
          <OrderTotals order={order} />
        </Card>
        <Card withBorder component="section" aria-label={t('orders.payment')}>
          <Title order={2} fz="h4" mb="sm">
            {t('orders.payment')}
          </Title>
          <Stack gap={4}>
            <Text>
              {t('orders.columns.payment')}:{' '}
              {order.paymentMethod ? t(`orders.methods.${order.paymentMethod}`) : '—'}
            </Text>
            {payment ? (
              <>
                <Text data-testid="payment-status">
                  {t('orders.paymentStatus')}: {t(`orders.paymentStatuses.${payment.status}`)}
                </Text>
                <Text>
                  {t('orders.amount')}: <Price cents={payment.amountCents} />
                </Text>
                {payment.failureMessage && (
                  <Text c="red" size="sm">
                    {payment.failureMessage}
                  </Text>
                )}
              </>
            ) : (
              <Text c="dimmed">{t('orders.noPayment')}</Text>
            )}
            {order.paidAt && <Text>{t('orders.paidAt', { date: formatDateTime(order.paidAt) })}</Text>}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-label={t('checkout.shipping')}>
          <Title order={2} fz="h4" mb="sm">
            {t('checkout.shipping')}
          </Title>
          <Stack gap={4}>
            <Text data-testid="shipping-status">{t(`orders.shippingStatuses.${shipping.status}`)}</Text>
            {shipping.method && <Text>{t(`checkout.methods.${shipping.method}`)}</Text>}
            {shipping.address ? (
              <Text size="sm">
                {[
                  shipping.address.name,
                  shipping.address.line1,
                  shipping.address.line2,
                  shipping.address.city,
                  shipping.address.postalCode,
                  shipping.address.phone,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
      <ConfirmDialog
        opened={confirmDeploy}
        title={t('orders.deploy')}
        message={t('orders.deployQuestion', { id: order.id })}
        confirmLabel={t('orders.deploy')}
        onConfirm={() => deploy.mutateAsync().then(() => setConfirmDeploy(false))}
        onClose={() => setConfirmDeploy(false)}
      />
    </Stack>
  );
}
