import type { places } from '@atrium/contracts';
import { Card, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Polyline } from 'react-leaflet';
import { formatDateTime } from '../../../modules/companies/components/format.ts';
import { LoadingCard } from '../../../modules/places/components/LoadingCard.tsx';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { MapView } from '../../../ui/Map/index.ts';
import type { PeriodReadings } from '../../api/periodReadings.ts';
import { PositionMarkers } from './PositionMarkers.tsx';
import { trackOf } from './track.ts';

export interface LastPosition {
  latitude: number;
  longitude: number;
  at: string;
}

interface TrackMapCardProps {
  title: string;
  /** The period's readings carrying a latitude (`fetchPeriodReadings(..., 'latitude', ...)`). */
  readings: UseQueryResult<PeriodReadings>;
  last: LastPosition | null;
}

/**
 * A tracker's last position (a marker) and its track over the period (a line through the positions it
 * reported, oldest to newest, with a marker where the track starts). Tiles are optional: the map draws on a
 * plain background without them.
 */
export function TrackMapCard({ title, readings, last }: TrackMapCardProps) {
  const { t } = useTranslation('kit');
  const theme = useMantineTheme();
  const track = useMemo(() => trackOf(readings.data?.rows ?? []), [readings.data]);
  const markers = useMemo(() => {
    const list: places.MapMarker[] = [];
    const start = track[0];
    if (start && track.length > 1)
      list.push({
        id: 'start',
        lat: start.lat,
        lng: start.lng,
        label: t('tracking.trackStart', { at: formatDateTime(start.ts) }),
      });
    if (last)
      list.push({
        id: 'last',
        lat: last.latitude,
        lng: last.longitude,
        label: t('tracking.lastPositionAt', { at: formatDateTime(last.at) }),
      });
    return list;
  }, [track, last, t]);

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {readings.isError ? (
          <QueryErrorState title={t('tracking.readingsFailed')} query={readings} />
        ) : readings.isPending ? (
          <LoadingCard rows={6} />
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="track-summary">
              {track.length === 0 ? t('tracking.noTrack') : t('tracking.points', { count: track.length })}
              {readings.data.truncated && ` ${t('tracking.truncated')}`}
            </Text>
            <MapView label={title} height={420}>
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
