import type { fleet, places } from '@atrium/contracts';
import { useMantineTheme } from '@mantine/core';
import L from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Marker, Polyline, Tooltip } from 'react-leaflet';
import { MapView } from '../../../../ui/Map/index.ts';
import { MapFit } from '../../../../ui/Map/MapBehaviours.tsx';
import { formatDuration, formatTime } from './format.ts';
import type { PlaybackPosition } from './playback.ts';

const NO_SHAPES: readonly places.MapShape[] = [];

const dot = (color: string, size: number, ring: string) =>
  L.divIcon({
    className: 'fleet-track-dot',
    html: `<span style="display:block;width:${size}px;height:${size}px;border-radius:50%;background:${color};border:3px solid ${ring}"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    tooltipAnchor: [size / 2, 0],
  });

interface TrackMapProps {
  track: fleet.Track | null;
  playback: PlaybackPosition | null;
  /** The vehicle's latest position (pushed live), when known. */
  live: { lat: number; lon: number } | null;
  label: string;
}

/**
 * One vehicle's map: the period's track as a line, its stops (circles, with how long) and events (small
 * dots), the playback position, and where the vehicle is now. Nothing is focusable on the map: the stops
 * and events are listed beside it with buttons that move the playback there.
 */
export function TrackMap({ track, playback, live, label }: TrackMapProps) {
  const { t } = useTranslation('fleet');
  const theme = useMantineTheme();
  const line = useMemo(
    () => (track?.positions ?? []).map((point) => [point.lat, point.lon] as [number, number]),
    [track],
  );
  const fitTo = useMemo<places.LatLng[]>(() => {
    const points = (track?.positions ?? []).map((point) => ({ lat: point.lat, lng: point.lon }));
    if (points.length === 0 && live) points.push({ lat: live.lat, lng: live.lon });
    return points;
  }, [track, live]);
  const fitKey = `${track?.vehicleId ?? ''}|${track?.from ?? ''}|${track?.to ?? ''}|${fitTo.length > 0}`;
  const primary = theme.colors[theme.primaryColor]?.[7] ?? '#1971c2';
  const playIcon = useMemo(() => dot(primary, 18, '#ffffff'), [primary]);
  const liveIcon = useMemo(() => dot(theme.colors.green?.[8] ?? '#2f9e44', 20, '#ffffff'), [theme]);

  return (
    <MapView label={label} height={480}>
      {line.length > 1 && (
        <Polyline positions={line} pathOptions={{ color: primary, weight: 4, opacity: 0.8 }} />
      )}
      {track?.stops.map((stop) => (
        <CircleMarker
          key={stop.from}
          center={[stop.lat, stop.lon]}
          radius={9}
          interactive={false}
          pathOptions={{ color: theme.colors.red?.[8], fillOpacity: 0.6, weight: 2 }}
        >
          <Tooltip>
            {t('playback.stopTooltip', {
              from: formatTime(stop.from),
              duration: formatDuration(stop.durationSeconds, t),
            })}
          </Tooltip>
        </CircleMarker>
      ))}
      {track?.events.map((event) => (
        <CircleMarker
          key={`${event.ts}-${event.kind}`}
          center={[event.lat, event.lon]}
          radius={5}
          interactive={false}
          pathOptions={{ color: theme.colors.orange?.[8], fillOpacity: 1, weight: 1 }}
        />
      ))}
      {live && (
        <Marker position={[live.lat, live.lon]} icon={liveIcon} interactive={false} keyboard={false} pmIgnore>
          <Tooltip permanent direction="top">
            <span data-testid="fleet-live-marker">{t('playback.now')}</span>
          </Tooltip>
        </Marker>
      )}
      {playback && (
        <Marker
          position={[playback.lat, playback.lon]}
          icon={playIcon}
          interactive={false}
          keyboard={false}
          pmIgnore
        />
      )}
      <MapFit markers={fitTo} shapes={NO_SHAPES} fitKey={fitKey} maxZoom={16} />
    </MapView>
  );
}
