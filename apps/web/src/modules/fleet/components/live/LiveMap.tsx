import type { fleet } from '@atrium/contracts';
import { useMantineTheme } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { type MapTiles, MapView } from '../../../../ui/Map/index.ts';
import { STATE_COLORS, STATE_SHADE } from './stateColors.ts';
import { VehicleCanvas } from './vehicleCanvas.ts';

type LiveVehicle = fleet.LiveVehicle;
type VehicleState = fleet.VehicleState;

export interface LiveMapProps {
  vehicles: readonly LiveVehicle[];
  selected: LiveVehicle | null;
  onSelect: (id: number) => void;
  /** States drawn (the legend's filter); null: all. */
  visibleStates: ReadonlySet<VehicleState> | null;
  label: string;
  height?: number | string;
  /** Receives the canvas layer once drawn (the bench times its redraws). */
  onCanvas?: (canvas: VehicleCanvas) => void;
  /** The map tiles: the deployment's by default, null for none. */
  tiles?: MapTiles | null;
}

const selectedIcon = (color: string) =>
  L.divIcon({
    className: 'fleet-selected-vehicle',
    html: `<span style="display:block;width:22px;height:22px;border-radius:50%;background:${color};border:3px solid #1c7ed6;box-shadow:0 0 0 3px #fff"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    tooltipAnchor: [12, 0],
  });

function VehicleLayer({
  vehicles,
  selected,
  onSelect,
  visibleStates,
  onCanvas,
}: Omit<LiveMapProps, 'label' | 'height'>) {
  const map = useMap();
  const theme = useMantineTheme();
  const [canvas, setCanvas] = useState<VehicleCanvas | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const colors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(STATE_COLORS).map(([state, color]) => [
          state,
          theme.colors[color]?.[STATE_SHADE] ?? color,
        ]),
      ) as Record<VehicleState, string>,
    [theme],
  );

  useEffect(() => {
    const layer = new VehicleCanvas(map, { colors, onSelect: (id) => select.current(id) });
    setCanvas(layer);
    onCanvas?.(layer);
    return () => layer.remove();
  }, [map, colors, onCanvas]);
  useEffect(() => canvas?.setVehicles(vehicles), [canvas, vehicles]);
  useEffect(() => canvas?.setVisibleStates(visibleStates), [canvas, visibleStates]);
  useEffect(() => canvas?.setSelected(selected?.id ?? null), [canvas, selected?.id]);
  return null;
}

/** Fits the map to the vehicles the first time there are some with a position. */
function FitOnce({ vehicles }: { vehicles: readonly LiveVehicle[] }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const placed = vehicles.filter((vehicle) => vehicle.lat !== null && vehicle.lon !== null);
    if (placed.length === 0) return;
    done.current = true;
    map.fitBounds(L.latLngBounds(placed.map((vehicle) => [vehicle.lat ?? 0, vehicle.lon ?? 0])), {
      padding: [32, 32],
      maxZoom: 14,
    });
  }, [map, vehicles]);
  return null;
}

/**
 * Centres the selected vehicle when another is chosen, and follows it: a move that takes it near the edge
 * or out of view pans the map to it (the zoom stays as the user left it).
 */
function FollowSelection({ selected }: { selected: LiveVehicle | null }) {
  const map = useMap();
  const id = selected?.id ?? null;
  const lat = selected?.lat ?? null;
  const lon = selected?.lon ?? null;
  const centred = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || lat === null || lon === null) {
      centred.current = null;
      return;
    }
    if (centred.current !== id) {
      centred.current = id;
      map.setView([lat, lon], Math.max(map.getZoom(), 15));
    } else if (!map.getBounds().pad(-0.1).contains([lat, lon])) map.panTo([lat, lon]);
  }, [map, id, lat, lon]);
  return null;
}

/**
 * The live map (spec §2 vehicles map-view): every vehicle on one canvas, clustered and coloured by state,
 * and the selected one as a marker with its name. Tiles are optional (the deployment's MAP_TILE_URL).
 */
export function LiveMap({
  vehicles,
  selected,
  onSelect,
  visibleStates,
  label,
  height = 560,
  onCanvas,
  tiles,
}: LiveMapProps) {
  const theme = useMantineTheme();
  const placed = selected && selected.lat !== null && selected.lon !== null ? selected : null;
  const icon = useMemo(
    () => selectedIcon(theme.colors[STATE_COLORS[placed?.state ?? 'offline']]?.[STATE_SHADE] ?? '#868e96'),
    [theme, placed?.state],
  );
  return (
    <MapView label={label} height={height} tiles={tiles}>
      <VehicleLayer
        vehicles={vehicles}
        selected={selected}
        onSelect={onSelect}
        visibleStates={visibleStates}
        onCanvas={onCanvas}
      />
      <FitOnce vehicles={vehicles} />
      <FollowSelection selected={placed} />
      {placed && (
        <Marker
          position={[placed.lat as number, placed.lon as number]}
          icon={icon}
          interactive={false}
          keyboard={false}
          pmIgnore
        >
          <Tooltip permanent direction="right">
            <span dir="auto" data-testid="fleet-selected-marker">
              {placed.name}
            </span>
          </Tooltip>
        </Marker>
      )}
    </MapView>
  );
}
