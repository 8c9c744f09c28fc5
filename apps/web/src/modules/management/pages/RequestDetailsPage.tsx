import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/index.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { formatDateTime } from '../../companies/components/format.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { orderPath } from '../../market/paths.ts';
import { Fact } from '../../places/components/Fact.tsx';
import { LoadState } from '../../places/components/LoadState.tsx';
import { useCancelRequest, useRequest } from '../api.ts';
import { HandleModal } from '../components/HandleModal.tsx';
import { RequestStateBadge } from '../components/RequestBadge.tsx';
import { managementDevicePath, REQUESTS_PATH } from '../paths.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function NotFound() {
  const { t } = useTranslation('management');
  return (
    <EmptyState
      title={t('requests.notFound')}
      actions={
        <Button component={Link} to={REQUESTS_PATH} variant="light">
          {t('requests.back')}
        </Button>
      }
    />
  );
}

/**
 * /management/devices/request/:uuid: what was asked, by whom, its state and answer; the customer cancels
 * while it is sent, the integrator handles it (spare devices or an order).
 */
export function RequestDetailsPage() {
  const { t } = useTranslation('management');
  const uuid = useParams().uuid ?? '';
  const valid = UUID.test(uuid);
  const request = useRequest(valid ? uuid : '00000000-0000-0000-0000-000000000000');
  const cancel = useCancelRequest(uuid);
  const user = useSessionUser();
  const [handling, setHandling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  return (
    <LoadState query={request} missing={!valid} notFound={<NotFound />} rows={5}>
      {(data) => {
        const own = user?.personalInfo.companyId;
        const isIntegrator = own === data.integrator.id;
        const isCustomer = own === data.customer.id;
        return (
          <Stack gap="lg">
            <PageHeader
              before={
                <Anchor component={Link} to={REQUESTS_PATH} size="sm">
                  {t('requests.back')}
                </Anchor>
              }
              title={
                <Group gap="sm">
                  {t('requests.one', { hardware: data.hardware.name, n: data.quantity })}
                  <RequestStateBadge state={data.state} />
                </Group>
              }
              actions={
                data.state === 'sent' && (
                  <Group gap="sm">
                    {isIntegrator && <Button onClick={() => setHandling(true)}>{t('handle.title')}</Button>}
                    {isCustomer && (
                      <Button color="red" variant="light" onClick={() => setCancelling(true)}>
                        {t('requests.cancel')}
                      </Button>
                    )}
                  </Group>
                )
              }
            />
            <Card withBorder padding="lg">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                <Fact label={t('requests.customer')}>{data.customer.name}</Fact>
                <Fact label={t('requests.integrator')}>{data.integrator.name}</Fact>
                <Fact label={t('requests.app')}>{t(`apps.${data.app}`, { defaultValue: data.app })}</Fact>
                <Fact label={t('requests.hardware')}>{data.hardware.name}</Fact>
                <Fact label={t('requests.quantity')}>{data.quantity}</Fact>
                <Fact label={t('requests.where')}>{data.structure?.name ?? t('requests.nowhere')}</Fact>
                <Fact label={t('requests.date')}>{formatDateTime(data.createdAt)}</Fact>
                <Fact label={t('requests.updated')}>{formatDateTime(data.updatedAt)}</Fact>
                <Fact label={t('requests.note')}>{data.note || '–'}</Fact>
              </SimpleGrid>
            </Card>
            {data.state === 'handled' && (
              <Card withBorder padding="lg" data-testid="answer">
                <Text fw={600} mb="xs">
                  {data.handledAs === 'order' ? t('requests.answeredOrder') : t('requests.answeredDevices')}
                </Text>
                {data.orderId !== null && (
                  <Anchor component={Link} to={orderPath(data.orderId, data.customer.id)}>
                    {t('requests.orderN', { n: data.orderId })}
                  </Anchor>
                )}
                <Group gap="sm">
                  {data.deviceIds.map((id) => (
                    <Anchor
                      key={id}
                      component={Link}
                      to={managementDevicePath(data.app, data.hardware.id, id)}
                    >
                      {t('requests.deviceN', { n: id })}
                    </Anchor>
                  ))}
                </Group>
              </Card>
            )}
            {handling && <HandleModal request={data} onClose={() => setHandling(false)} />}
            <ConfirmDialog
              opened={cancelling}
              title={t('requests.cancel')}
              message={t('requests.cancelQuestion')}
              confirmLabel={t('requests.cancel')}
              color="red"
              onClose={() => setCancelling(false)}
              onConfirm={() => cancel.mutateAsync().then(() => setCancelling(false))}
            />
          </Stack>
        );
      }}
    </LoadState>
  );
}
