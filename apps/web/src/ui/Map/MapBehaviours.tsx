import { places } from '@atrium/contracts';
import L from 'leaflet';
import { useEffect, useEffectEvent } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { contentBounds, toPoint } from './shapeLayers.ts';

/** The tiles' attribution at the end-side bottom corner; nothing without tiles. */
export function MapAttribution({
  attribution,
  position,
}: {
  attribution: string | null | undefined;
  position: L.ControlPosition;
}) {
  const map = useMap();
  useEffect(() => {
    if (!attribution) return;
    const control = L.control.attribution({ position, prefix: false }).addTo(map);
    control.addAttribution(attribution);
    return () => {
      control.remove();
    };
  }, [map, attribution, position]);
  return null;
}

/** Map clicks as points; ignored while a shape is being drawn (those clicks place its vertices). */
export function MapClicks({ onMapClick }: { onMapClick: (point: places.LatLng) => void }) {
  const map = useMapEvents({
    click(event) {
      if (map.pm?.globalDrawModeEnabled()) return;
      onMapClick(toPoint(event.latlng));
    },
  });
  return null;
}

/** Fits the map to its content whenever `fitKey` changes; an empty map centres on spec §9's default. */
export function MapFit({
  markers,
  shapes,
  fitKey,
  maxZoom,
}: {
  markers: readonly places.LatLng[];
  shapes: readonly places.MapShape[];
  fitKey: string | number;
  maxZoom: number;
}) {
  const map = useMap();
  const fit = useEffectEvent(() => {
    const bounds = contentBounds(markers, shapes);
    if (bounds) map.fitBounds(bounds, { padding: [32, 32], maxZoom });
    else
      map.setView([places.MAP_DEFAULTS.center.lat, places.MAP_DEFAULTS.center.lng], places.MAP_DEFAULTS.zoom);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey is the trigger; the content is read when it fires.
  useEffect(() => {
    fit();
  }, [fitKey]);
  return null;
}
