/** Spec §2 "Asset watch" (prefix /asset-watch): every screen's path of routes.tsv, written once. */
const root = '/asset-watch';
const analysis = `${root}/analysis`;
const management = `${root}/assets-management`;
const alarms = `${root}/alarms`;
const facilities = `${root}/facilities`;
const devices = `${root}/devices`;
const reports = `${root}/reports`;

export const AW_PATHS = {
  root,
  analysis,
  dashboard: `${analysis}/dashboard`,
  management,
  mapView: `${management}/map-view`,
  assetsList: `${management}/assets-list`,
  assetsGroups: `${management}/assets-groups`,
  groupsHistory: `${management}/groups-history`,
  assetsHistory: `${management}/assets-history`,
  assetMap: (id: number | string) => `${management}/asset-map/${id}`,
  assetDetails: (id: number | string) => `${management}/asset-details/${id}`,
  assetTypes: `${management}/assets-type-list`,
  geofence: `${root}/geofence`,
  alarms,
  indoorLive: `${alarms}/indoor/live`,
  indoorHistory: `${alarms}/indoor/history`,
  outdoorLive: `${alarms}/outdoor/live`,
  outdoorHistory: `${alarms}/outdoor/history`,
  notificationGroup: `${alarms}/notification-group`,
  alarmSettings: `${alarms}/alarm-settings`,
  facilities,
  facilitiesList: `${facilities}/list`,
  devices,
  devicesList: `${devices}/list`,
  devicesHistory: `${devices}/history`,
  deviceHistoryOf: (id: number | string) => `${devices}/history?deviceId=${id}`,
  reports,
  reportsList: `${reports}/reports-list`,
  createTemplate: `${reports}/create-template`,
  updateTemplate: (id: number | string) => `${reports}/update-template/${id}`,
  reportsHistory: `${reports}/reports-history`,
} as const;

/** A page's record id from the address: a positive whole number, else 0 (which loads nothing). */
export const idParam = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);
