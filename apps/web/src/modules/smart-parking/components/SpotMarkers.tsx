import type { sparking } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { STATE_FILL } from './states.ts';

interface SpotMarkersProps {
  spots: readonly Pick<sparking.Spot, 'id' | 'code' | 'lat' | 'lng' | 'state'>[];
  onSpotClick?: (id: number) => void;
}

/**
 * Spots as dots coloured by state, inside a MapView. Each dot carries its spot and state as classes
 * (`sp-spot-<id> sp-state-<state>`); a new state draws a new dot (Leaflet sets a path's class once).
 */
export function SpotMarkers({ spots, onSpotClick }: SpotMarkersProps) {
  const { t } = useTranslation('smart-parking');
  return spots.map((spot) => (
    <CircleMarker
      key={`${spot.id}|${spot.state}`}
      center={[spot.lat, spot.lng]}
      radius={7}
      pmIgnore
      pathOptions={{
        color: '#ffffff',
        weight: 2,
        fillColor: STATE_FILL[spot.state],
        fillOpacity: 0.95,
        className: `sp-spot sp-spot-${spot.id} sp-state-${spot.state}`,
      }}
      eventHandlers={onSpotClick ? { click: () => onSpotClick(spot.id) } : {}}
    >
      <Tooltip>
        <span dir="auto">
          {spot.code} · {t(`states.${spot.state}`)}
        </span>
      </Tooltip>
    </CircleMarker>
  ));
}
