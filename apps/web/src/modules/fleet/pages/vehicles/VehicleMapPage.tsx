import type { fleet } from '@atrium/contracts';
import { Alert, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useRealtimeEvent } from '../../../../lib/realtime.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { type PeriodSelection, PeriodSelector, selectPreset } from '../../../../ui/PeriodSelector/index.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { FLEET_KEYS } from '../../access.ts';
import '../../api/live.ts';
import { useTrack, useVehicle } from '../../api/vehicles.ts';
import { formatPosition } from '../../components/live/SelectedVehicleCard.tsx';
import { StateBadge } from '../../components/live/StateBadge.tsx';
import { formatTime } from '../../components/playback/format.ts';
import { PlaybackControls } from '../../components/playback/PlaybackControls.tsx';
import { positionAt, timelineOf } from '../../components/playback/playback.ts';
import { TrackLists } from '../../components/playback/TrackLists.tsx';
import { TrackMap } from '../../components/playback/TrackMap.tsx';
import { usePlayback } from '../../components/playback/usePlayback.ts';
import { VehicleJobsCard } from '../../components/playback/VehicleJobsCard.tsx';
import { FLEET_PATHS } from '../../paths.ts';

const PERIODS = ['last24Hours', 'last48Hours', 'last7Days', 'custom'] as const;
const NO_POINTS: readonly fleet.TrackPoint[] = [];

function Back() {
  const { t } = useTranslation('fleet');
  return <BackLink to={FLEET_PATHS.mapView}>{t('vehicleMap.back')}</BackLink>;
}

/** The vehicle's position now: from the socket while the page is open. */
function useLivePosition(vehicleId: number) {
  const [live, setLive] = useState<fleet.PositionEvent | null>(null);
  useRealtimeEvent('fleet:position', (event) => {
    if (event.vehicleId !== vehicleId) return;
    setLive((current) => (current && current.ts > event.ts ? current : event));
  });
  return live;
}

/**
 * /fleet/vehicles/map-view/:id: one vehicle's live position and its track over a chosen period, played back
 * (play, pause, speed, a time slider) with the stops and events along it; its latest job cards.
 */
export function VehicleMapPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const id = Number(useParams().id);
  const vehicle = useVehicle(id);
  const [period, setPeriod] = useState<PeriodSelection>(() => selectPreset('last24Hours', {}));
  const range = period.kind === 'comparison' ? period.current : period;
  const track = useTrack(id, range.from, range.to);
  const live = useLivePosition(id);
  const timeline = useMemo(() => timelineOf(track.data?.positions ?? NO_POINTS), [track.data]);
  const playback = usePlayback(timeline);
  const position = positionAt(timeline, playback.at);
  const last = track.data?.positions.at(-1);
  const now = live ?? (last ? { lat: last.lat, lon: last.lon, ts: last.ts, speedKmh: last.speedKmh } : null);

  if (vehicle.isError) {
    const missing = vehicle.error instanceof ApiError && vehicle.error.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader title={t('vehicleMap.title')} before={<Back />} />
        {missing ? (
          <EmptyState title={t('vehicleMap.notFound')} />
        ) : (
          <QueryErrorState title={t('vehicleMap.loadFailed')} query={vehicle} />
        )}
      </Stack>
    );
  }
  if (vehicle.isPending)
    return (
      <Stack gap="lg">
        <PageHeader title={t('vehicleMap.title')} before={<Back />} />
        <LoadingCard rows={8} />
      </Stack>
    );

  const data = vehicle.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          <span dir="auto">
            {data.name} · {data.plate}
          </span>
        }
        description={t('vehicleMap.description')}
        before={<Back />}
        actions={
          <PeriodSelector
            label={t('vehicleMap.period')}
            value={period}
            onChange={setPeriod}
            periods={PERIODS}
            comparisons={[]}
            rules={{ maxDays: 7 }}
          />
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('vehicleMap.track')}
              </Title>
              {track.isError ? (
                <QueryErrorState title={t('vehicleMap.trackFailed')} query={track} />
              ) : track.isPending ? (
                <LoadingCard rows={6} />
              ) : (
                <>
                  {track.data.truncated && (
                    <Alert color="yellow" icon={<IconInfoCircle />}>
                      {t('vehicleMap.truncated')}
                    </Alert>
                  )}
                  <TrackMap
                    track={track.data}
                    playback={track.data.positions.length > 0 ? position : null}
                    live={now}
                    label={t('vehicleMap.mapLabel', { name: data.name })}
                  />
                  {track.data.positions.length === 0 ? (
                    <EmptyState variant="map" compact description={t('vehicleMap.noTrack')} />
                  ) : (
                    <>
                      <PlaybackControls
                        timeline={timeline}
                        at={playback.at}
                        playing={playback.playing}
                        speed={playback.speed}
                        position={position}
                        onPlay={playback.play}
                        onPause={playback.pause}
                        onSeek={playback.seek}
                        onSpeed={playback.setSpeed}
                      />
                      <Text size="sm" c="dimmed" data-testid="fleet-track-summary">
                        {t('vehicleMap.summary', {
                          points: track.data.positions.length,
                          stops: track.data.stops.length,
                          distance: track.data.distanceKm.toFixed(1),
                        })}
                      </Text>
                    </>
                  )}
                </>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Card withBorder padding="md" data-testid="fleet-vehicle-now">
              <Stack gap={6}>
                <Title order={2} fz="h4">
                  {t('vehicleMap.now')}
                </Title>
                <Group gap="xs">
                  {data.suspended && <Badge color="red.8">{t('vehicles.suspended')}</Badge>}
                  {live && <StateBadge state={live.state} />}
                </Group>
                {now ? (
                  <>
                    <Text size="sm" dir="ltr" ta="start" data-testid="fleet-vehicle-position">
                      {formatPosition(now.lat, now.lon)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('live.lastFix', { at: formatTime(now.ts), speed: Math.round(now.speedKmh ?? 0) })}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('live.noPosition')}
                  </Text>
                )}
                <Text size="sm">
                  {t('vehicleMap.tracker', { tracker: data.device?.serial ?? t('vehicles.none') })}
                </Text>
                <Text size="sm" dir="auto">
                  {t('vehicleMap.driver', { driver: data.driver?.name ?? t('vehicles.none') })}
                </Text>
              </Stack>
            </Card>
            {can(FLEET_KEYS.jobCards.view) && <VehicleJobsCard vehicleId={id} />}
          </Stack>
        </Grid.Col>
      </Grid>
      {track.data && track.data.positions.length > 0 && (
        <TrackLists track={track.data} onSeek={playback.seek} />
      )}
    </Stack>
  );
}
