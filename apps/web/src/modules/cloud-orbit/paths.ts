/**
 * Spec §2 "Cloud orbit" (prefix /cloud-orbit): every screen's path of routes.tsv, written once. The kit's
 * screens used here are the groups page, the devices list and the alarm lists.
 */
const root = '/cloud-orbit';
const analysis = `${root}/analysis`;
const groups = `${root}/groups`;
const devices = `${root}/devices`;
const alarms = `${root}/alarms`;

export const CO_PATHS = {
  root,
  analysis,
  dashboard: `${analysis}/dashboard`,
  groups,
  groupsMain: `${groups}/main`,
  devices,
  deviceList: `${devices}/list`,
  deviceHistory: `${devices}/history`,
  /** One station's readings and logs: the history page opened on it. */
  deviceHistoryOf: (id: number | string) => `${devices}/history?deviceId=${id}`,
  deviceDetails: (id: number | string) => `${devices}/details/${id}`,
  alarms,
  statusAlarms: `${alarms}/status`,
  operationalAlarms: `${alarms}/operational`,
} as const;
