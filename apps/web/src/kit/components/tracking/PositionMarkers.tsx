import type { places } from '@atrium/contracts';
import { Marker } from 'react-leaflet';
import { markerIcon } from '../../../ui/Map/leafletSetup.ts';
import { MapFit } from '../../../ui/Map/MapBehaviours.tsx';

const NO_SHAPES: readonly places.MapShape[] = [];

interface PositionMarkersProps {
  markers: readonly places.MapMarker[];
  /** What the map fits (default the markers): a track fits all its points. */
  fitTo?: readonly places.LatLng[];
}

/**
 * Pins that only show where (their label is their title), drawn inside a MapView, which is fitted to them.
 * Not clickable or focusable: trackers close together would make targets too small to hit (and to pass the
 * accessibility check); the page lists them with links instead.
 */
export function PositionMarkers({ markers, fitTo = markers }: PositionMarkersProps) {
  const fitKey = fitTo.map((point) => `${point.lat},${point.lng}`).join(';');
  return (
    <>
      {markers.map((marker) => (
        <Marker
          key={`${marker.id}|${marker.label ?? ''}`}
          position={[marker.lat, marker.lng]}
          icon={markerIcon(marker.icon)}
          title={marker.label}
          alt={marker.label ?? ''}
          interactive={false}
          keyboard={false}
          pmIgnore
        />
      ))}
      <MapFit markers={fitTo} shapes={NO_SHAPES} fitKey={fitKey} maxZoom={15} />
    </>
  );
}
