import type { sparking } from '@atrium/contracts';
import type { LeafletEvent, Path } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { STATE_FILL } from './states.ts';

interface SpotMarkersProps {
  spots: readonly Pick<sparking.Spot, 'id' | 'code' | 'lat' | 'lng' | 'state'>[];
  onSpotClick?: (id: number) => void;
}

/** Names the dot's SVG element for assistive technology and tests: its spot, state and label. */
const describe = (spot: SpotMarkersProps['spots'][number], label: string) => (event: LeafletEvent) => {
  const element = (event.target as Path).getElement();
  if (!element) return;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.setAttribute('data-spot', String(spot.id));
  element.setAttribute('data-state', spot.state);
};

/**
 * Spots as dots coloured by state, inside a MapView. Each dot carries its spot and state as classes
 * (`sp-spot-<id> sp-state-<state>`), data attributes and an accessible label. The class is a top-level option:
 * react-leaflet gives `pathOptions` to `setStyle`, which never touches a path's class; Leaflet sets it once,
 * so a new state draws a new dot.
 */
export function SpotMarkers({ spots, onSpotClick }: SpotMarkersProps) {
  const { t } = useTranslation('smart-parking');
  return spots.map((spot) => {
    const label = `${spot.code} · ${t(`states.${spot.state}`)}`;
    return (
      <CircleMarker
        key={`${spot.id}|${spot.state}`}
        center={[spot.lat, spot.lng]}
        radius={7}
        pmIgnore
        className={`sp-spot sp-spot-${spot.id} sp-state-${spot.state}`}
        pathOptions={{ color: '#ffffff', weight: 2, fillColor: STATE_FILL[spot.state], fillOpacity: 0.95 }}
        eventHandlers={{
          add: describe(spot, label),
          ...(onSpotClick && { click: () => onSpotClick(spot.id) }),
        }}
      >
        <Tooltip>
          <span dir="auto">{label}</span>
        </Tooltip>
      </CircleMarker>
    );
  });
}
