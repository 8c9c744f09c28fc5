import type { places, sparking } from '@atrium/contracts';

/** A spot in the location form: an existing one keeps its id (`spotId`); `key` tells the rows apart. */
export interface SpotDraftRow {
  key: string;
  spotId?: number;
  code: string;
  lat: number;
  lng: number;
  state: sparking.SpotState;
}

export const draftsOf = (spots: readonly sparking.Spot[]): SpotDraftRow[] =>
  spots.map((s) => ({
    key: `spot-${s.id}`,
    spotId: s.id,
    code: s.code,
    lat: s.lat,
    lng: s.lng,
    state: s.state,
  }));

/** The next free code like `S-01`, `S-02`, … */
export function nextCode(rows: readonly SpotDraftRow[]): string {
  const taken = new Set(rows.map((r) => r.code.toLowerCase()));
  for (let n = rows.length + 1; ; n++) {
    const code = `S-${String(n).padStart(2, '0')}`;
    if (!taken.has(code.toLowerCase())) return code;
  }
}

/** Six decimals (about 0.1 m): what a click on the map means. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
export const pointOf = (p: places.LatLng) => ({ lat: round(p.lat), lng: round(p.lng) });

/**
 * A rectangle around the spots with a margin of about 10 m: an outline for a car park whose spots were
 * placed first. Null without spots.
 */
export function outlineAround(rows: readonly places.LatLng[], margin = 0.0001): places.LatLng[] | null {
  if (rows.length === 0) return null;
  const lats = rows.map((r) => r.lat);
  const lngs = rows.map((r) => r.lng);
  const south = round(Math.min(...lats) - margin);
  const north = round(Math.max(...lats) + margin);
  const west = round(Math.min(...lngs) - margin);
  const east = round(Math.max(...lngs) + margin);
  return [
    { lat: north, lng: west },
    { lat: north, lng: east },
    { lat: south, lng: east },
    { lat: south, lng: west },
  ];
}

/** Zod issues and 418 params as one map of dotted field names to their first message. */
export function dotted(
  items: readonly ({ path: PropertyKey[]; message: string } | { param: string; msg: string })[],
) {
  const out: Record<string, string> = {};
  for (const item of items) {
    const field = 'param' in item ? item.param : item.path.map(String).join('.');
    out[field] ??= 'param' in item ? item.msg : item.message;
  }
  return out;
}
