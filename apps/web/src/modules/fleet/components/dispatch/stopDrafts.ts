import type { fleet, places } from '@atrium/contracts';

/** A stop as the route form edits it: a POI of the company, or a point clicked on the map. */
export interface StopDraft {
  /** Stable across reorders (React keys, focus). */
  key: string;
  poi: { id: number; name: string } | null;
  name: string;
  lat: number;
  lng: number;
  /** Minutes after the job's planned start; '' while the field is blank. */
  plannedOffsetMinutes: number | '';
}

/** Minutes between two consecutive stops when the user adds one. */
export const DEFAULT_GAP_MINUTES = 15;

let counter = 0;
const nextKey = () => `stop-${++counter}`;

const nextOffset = (stops: readonly StopDraft[]) => {
  const last = stops.at(-1)?.plannedOffsetMinutes;
  return stops.length === 0 ? 0 : (typeof last === 'number' ? last : 0) + DEFAULT_GAP_MINUTES;
};

export const addPoiStop = (stops: readonly StopDraft[], poi: fleet.Poi): StopDraft[] => [
  ...stops,
  {
    key: nextKey(),
    poi: { id: poi.id, name: poi.name },
    name: poi.name,
    lat: poi.lat,
    lng: poi.lng,
    plannedOffsetMinutes: nextOffset(stops),
  },
];

export const addPointStop = (stops: readonly StopDraft[], point: places.LatLng): StopDraft[] => [
  ...stops,
  {
    key: nextKey(),
    poi: null,
    name: '',
    lat: point.lat,
    lng: point.lng,
    plannedOffsetMinutes: nextOffset(stops),
  },
];

/** The stop at `index` one place earlier (-1) or later (+1); at either end nothing changes. */
export function moveStop(stops: readonly StopDraft[], index: number, delta: -1 | 1): StopDraft[] {
  const target = index + delta;
  if (index < 0 || index >= stops.length || target < 0 || target >= stops.length) return [...stops];
  const next = [...stops];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

export const removeStop = (stops: readonly StopDraft[], index: number): StopDraft[] =>
  stops.filter((_, at) => at !== index);

export const updateStop = (
  stops: readonly StopDraft[],
  index: number,
  change: Partial<StopDraft>,
): StopDraft[] => stops.map((stop, at) => (at === index ? { ...stop, ...change } : stop));

/** The stops of a stored route, in order. */
export const draftsOf = (route: fleet.Route): StopDraft[] =>
  [...route.stops]
    .sort((a, b) => a.position - b.position)
    .map((stop) => ({
      key: nextKey(),
      poi: stop.poi,
      name: stop.name,
      lat: stop.lat,
      lng: stop.lng,
      plannedOffsetMinutes: stop.plannedOffsetMinutes,
    }));

/** The body's stops: a POI by its id, a point by its coordinates and optional name. */
export const stopInputsOf = (stops: readonly StopDraft[]) =>
  stops.map((stop) => {
    const plannedOffsetMinutes = stop.plannedOffsetMinutes === '' ? Number.NaN : stop.plannedOffsetMinutes;
    if (stop.poi) return { poiId: stop.poi.id, plannedOffsetMinutes };
    const name = stop.name.trim();
    return { lat: stop.lat, lng: stop.lng, ...(name ? { name } : {}), plannedOffsetMinutes };
  });

/** The planned arrival as hours and minutes after the start, e.g. `+1 h 05 min`. */
export function offsetText(minutes: number): { hours: number; minutes: string } {
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') };
}
