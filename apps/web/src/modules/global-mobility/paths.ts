/** Spec §2 "Global mobility" (prefix /gm): every screen's path of routes.tsv, written once. */
const root = '/gm';
const devices = `${root}/devices`;
const templates = `${root}/templates`;
const alarms = `${root}/alarms`;
const settings = `${root}/notifications-settings`;
const staff = `${root}/staff-management`;

export const GM_PATHS = {
  root,
  devices,
  deviceList: `${devices}/list`,
  deviceDetails: (id: number | string) => `${devices}/details/${id}`,
  templates,
  templatesList: `${templates}/list`,
  templateCreate: `${templates}/create`,
  templateCopy: (id: number | string) => `${templates}/copy/${id}`,
  templateEdit: (id: number | string) => `${templates}/edit/${id}`,
  alarms,
  operationalAlarms: `${alarms}/operational`,
  statusAlarms: `${alarms}/status`,
  settings,
  settingsList: `${settings}/list`,
  settingCreate: `${settings}/create`,
  settingEdit: (id: number | string) => `${settings}/edit/${id}`,
  staff,
  staffList: `${staff}/list`,
} as const;
