import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { useMetroDashboard } from '../api/devices.ts';
import { DeviceCountsCard } from '../components/DeviceCountsCard.tsx';
import { DoorEventsCard } from '../components/DoorEventsCard.tsx';
import { TrackersMapCard } from '../components/TrackersMapCard.tsx';

/** /metro-watch/devices/dashboard: counts by type and state, the trackers on a map, the latest door events. */
export function DashboardPage() {
  const { t } = useTranslation('metro-watch');
  const dashboard = useMetroDashboard();
  return (
    <Stack gap="lg">
      <PageHeader title={t('devices.dashboard.title')} description={t('devices.dashboard.description')} />
      {dashboard.isError ? (
        <QueryErrorState title={t('devices.dashboard.loadFailed')} query={dashboard} />
      ) : dashboard.isPending ? (
        <LoadingCard rows={8} />
      ) : (
        <>
          <DeviceCountsCard counts={dashboard.data.counts} />
          <TrackersMapCard trackers={dashboard.data.trackers} />
          <DoorEventsCard events={dashboard.data.doorEvents} />
        </>
      )}
    </Stack>
  );
}
