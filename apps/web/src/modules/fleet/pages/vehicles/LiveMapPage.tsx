import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { useLiveFleet } from '../../api/live.ts';
import { LiveFleetView } from '../../components/live/LiveFleetView.tsx';
import { FLEET_PATHS } from '../../paths.ts';

/**
 * /fleet/vehicles/map-view: every vehicle of the company on the live map, clustered and coloured by state,
 * moved by pushed positions without a reload; beside it the legend (a filter by state), a search and the
 * list to find a vehicle.
 */
export function LiveMapPage() {
  const { t } = useTranslation('fleet');
  const { store, query, version } = useLiveFleet();
  const header = <PageHeader title={t('mapView.title')} description={t('mapView.description')} />;
  const body = query.isError ? (
    <QueryErrorState title={t('mapView.loadFailed')} query={query} />
  ) : query.isPending ? (
    <LoadingCard rows={8} />
  ) : store.size === 0 ? (
    <EmptyState
      variant="map"
      description={t('mapView.noVehicles')}
      actions={
        <Anchor component={Link} to={FLEET_PATHS.vehiclesList}>
          {t('mapView.toVehicles')}
        </Anchor>
      }
    />
  ) : (
    <LiveFleetView store={store} version={version} loaded={query.data} />
  );
  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}
