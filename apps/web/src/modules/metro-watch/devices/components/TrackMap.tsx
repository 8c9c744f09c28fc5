import type { metrowatch, places } from '@atrium/contracts';
import { Card, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Polyline } from 'react-leaflet';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { MapView } from '../../../../ui/Map/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { usePeriodReadings } from '../api/devices.ts';
import { PositionMarkers } from './PositionMarkers.tsx';
import { trackOf } from './readingSeries.ts';

interface TrackMapProps {
  device: metrowatch.MetrowatchDevice;
  from: string;
  to: string;
}

/**
 * The tracker's last position (a marker) and its track over the period (a line through the positions it
 * reported, oldest to newest, with a marker where the track starts).
 */
export function TrackMap({ device, from, to }: TrackMapProps) {
  const { t } = useTranslation('metro-watch');
  const theme = useMantineTheme();
  const readings = usePeriodReadings(device.id, 'latitude', from, to);
  const track = useMemo(() => trackOf(readings.data?.rows ?? []), [readings.data]);
  const last = device.lastPosition;
  const markers = useMemo(() => {
    const list: places.MapMarker[] = [];
    const start = track[0];
    if (start && track.length > 1)
      list.push({
        id: 'start',
        lat: start.lat,
        lng: start.lng,
        label: t('devices.tracker.trackStart', { at: formatDateTime(start.ts) }),
      });
    if (last)
      list.push({
        id: 'last',
        lat: last.latitude,
        lng: last.longitude,
        label: t('devices.tracker.lastPositionAt', { at: formatDateTime(last.at) }),
      });
    return list;
  }, [track, last, t]);

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('devices.tracker.map')}
        </Title>
        {readings.isError ? (
          <QueryErrorState title={t('devices.readingsFailed')} query={readings} />
        ) : readings.isPending ? (
          <LoadingCard rows={6} />
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="track-summary">
              {track.length === 0
                ? t('devices.tracker.noTrack')
                : t('devices.tracker.points', { count: track.length })}
              {readings.data.truncated && ` ${t('devices.tracker.truncated')}`}
            </Text>
            <MapView label={t('devices.tracker.map')} height={420}>
              <PositionMarkers markers={markers} fitTo={track.length > 0 ? track : markers} />
              {track.length > 1 && (
                <Polyline
                  positions={track.map((point) => [point.lat, point.lng] as [number, number])}
                  pathOptions={{ color: theme.colors[theme.primaryColor]?.[6], weight: 3 }}
                />
              )}
            </MapView>
          </>
        )}
      </Stack>
    </Card>
  );
}
