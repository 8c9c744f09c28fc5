import type { places } from '@atrium/contracts';
import { Marker, Tooltip } from 'react-leaflet';
import { markerIcon } from './leafletSetup.ts';

/** Markers of spec §3: a pin (or the marker's icon image) with its label on hover and as its name. */
export function MapMarkers({
  markers,
  onMarkerClick,
}: {
  markers: readonly places.MapMarker[];
  onMarkerClick?: (marker: places.MapMarker) => void;
}) {
  return markers.map((marker) => (
    <Marker
      // Leaflet sets a marker's title and alt once: a new label needs a new marker.
      key={`${marker.id}|${marker.label ?? ''}`}
      position={[marker.lat, marker.lng]}
      icon={markerIcon(marker.icon)}
      title={marker.label}
      alt={marker.label ?? ''}
      // Markers are content, not drawings: Geoman's edit, drag and remove tools leave them alone.
      pmIgnore
      eventHandlers={onMarkerClick ? { click: () => onMarkerClick(marker) } : {}}
    >
      {marker.label && (
        <Tooltip>
          <span dir="auto">{marker.label}</span>
        </Tooltip>
      )}
    </Marker>
  ));
}
