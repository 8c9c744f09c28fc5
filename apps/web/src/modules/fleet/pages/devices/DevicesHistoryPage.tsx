import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoLogsTable, ReadingsTable } from '../../../../kit/components/DeviceLogTables.tsx';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { TrackerPicker } from '../../components/vehicles/pickers.tsx';

/**
 * /fleet/devices/history: what one tracker reported (its readings: position, speed, heading, ignition,
 * odometer, battery) and what happened to it (its info log: refusals, reconnections), with the kit's
 * tables. The tracker is in the address (`?deviceId=`), so a devices-list row opens it here.
 */
export function DevicesHistoryPage() {
  const { t } = useTranslation('fleet');
  const [params, setParams] = useSearchParams();
  const raw = params.get('deviceId') ?? '';
  const deviceId = /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('deviceHistory.title')} description={t('deviceHistory.description')} />
      <Card withBorder padding="md" maw={480}>
        <TrackerPicker
          label={t('deviceHistory.tracker')}
          placeholder={t('deviceHistory.chooseTracker')}
          value={deviceId === null ? '' : String(deviceId)}
          onChange={(value) => setParams(value ? { deviceId: value } : {}, { replace: true })}
        />
      </Card>
      {deviceId === null ? (
        <EmptyState variant="logs" description={t('deviceHistory.chooseTracker')} />
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
