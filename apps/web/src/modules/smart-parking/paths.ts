/**
 * Spec §2 "Smart parking" (prefix /smart-parking): every screen's path of routes.tsv, written once. The kit's
 * device screens (list, tokens, inventory) live under `devices` beside the map and the history.
 */
const root = '/smart-parking';
const analysis = `${root}/analysis`;
const locations = `${root}/locations`;
const devices = `${root}/devices`;

export const SP_PATHS = {
  root,
  analysis,
  dashboard: `${analysis}/dashboard`,
  locations,
  locationsList: `${locations}/list`,
  locationAdd: `${locations}/add`,
  locationDetails: (id: number | string) => `${locations}/details/${id}`,
  locationEdit: (id: number | string) => `${locations}/edit/${id}`,
  devices,
  devicesMap: `${devices}/map`,
  devicesList: `${devices}/list`,
  devicesHistory: `${devices}/history`,
  /** One sensor's readings and logs: the history page opened on it. */
  deviceHistoryOf: (id: number | string) => `${devices}/history?deviceId=${id}`,
} as const;

/** A page's record id from the address: a positive whole number, else 0 (which loads nothing). */
export const idParam = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);
