import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoLogsTable, ReadingsTable } from '../../../../kit/components/DeviceLogTables.tsx';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { DevicePicker } from '../../components/DevicePicker.tsx';

/**
 * /facility-booking/devices/device-history: what one occupancy sensor or door controller reported (the kit's
 * readings table) and what happened to it (its info log). The device is in the address (`?deviceId=`), so a
 * devices-list row opens it here.
 */
export function DeviceHistoryPage() {
  const { t } = useTranslation('facility-booking');
  const [params, setParams] = useSearchParams();
  const raw = params.get('deviceId') ?? '';
  const deviceId = /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('deviceHistory.title')} description={t('deviceHistory.description')} />
      <Card withBorder padding="md" maw={480}>
        <DevicePicker
          label={t('deviceHistory.device')}
          placeholder={t('deviceHistory.choose')}
          value={deviceId === null ? '' : String(deviceId)}
          onChange={(value) => setParams(value ? { deviceId: value } : {}, { replace: true })}
        />
      </Card>
      {deviceId === null ? (
        <EmptyState variant="logs" description={t('deviceHistory.choose')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }} key={deviceId}>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('deviceHistory.readings')}
              </Title>
              <ReadingsTable deviceId={deviceId} />
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('deviceHistory.infoLogs')}
              </Title>
              <InfoLogsTable deviceId={deviceId} />
            </Stack>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
