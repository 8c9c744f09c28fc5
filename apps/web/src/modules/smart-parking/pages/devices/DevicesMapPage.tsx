import type { places, sparking } from '@atrium/contracts';
import { Card, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { MapView } from '../../../../ui/Map/index.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useSpotsMap } from '../../api/live.ts';
import { SpotMarkers } from '../../components/SpotMarkers.tsx';
import { countsOf, StateCounts } from '../../components/StateCounts.tsx';
import { SP_PATHS } from '../../paths.ts';

function LiveMap({ locations }: { locations: sparking.MapLocation[] }) {
  const { t } = useTranslation('smart-parking');
  const navigate = useNavigate();
  const spots = useMemo(() => locations.flatMap((l) => l.spots), [locations]);
  const shapes = useMemo<places.MapShape[]>(
    () => locations.map((l) => ({ type: 'polygon', path: l.outline })),
    [locations],
  );
  const locationOf = useMemo(() => new Map(spots.map((s) => [s.id, s.locationId])), [spots]);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <StateCounts counts={countsOf(spots)} />
        <MapView
          shapes={shapes}
          fitKey={locations.map((l) => l.id).join(',')}
          maxFitZoom={18}
          height={560}
          label={t('map.label')}
        >
          <SpotMarkers
            spots={spots}
            onSpotClick={(id) => {
              const locationId = locationOf.get(id);
              if (locationId) void navigate(SP_PATHS.locationDetails(locationId));
            }}
          />
        </MapView>
      </Stack>
    </Card>
  );
}

/**
 * /smart-parking/devices/map: every location's outline and spots coloured by state, with the counts per
 * state; each state pushed on the socket (`sparking:spot`) repaints its spot without a reload.
 */
export function DevicesMapPage() {
  const { t } = useTranslation('smart-parking');
  const map = useSpotsMap();
  return (
    <Stack gap="lg">
      <PageHeader title={t('map.title')} description={t('map.description')} />
      {map.data ? (
        map.data.length === 0 ? (
          <EmptyState variant="data" description={t('map.empty')} />
        ) : (
          <LiveMap locations={map.data} />
        )
      ) : (
        <RecordLoadState
          query={map}
          failedTitle={t('map.loadFailed')}
          notFoundTitle={t('map.loadFailed')}
          back={{ to: SP_PATHS.locationsList, label: t('locations.back') }}
        />
      )}
    </Stack>
  );
}
