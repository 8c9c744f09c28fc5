/**
 * Spec §2 "Defcon" (prefix /defcon): every screen's path, written once. The kit's own sub-paths (groups) come
 * from `kitPaths`; defcon's device screens live under `/defcon/device` (singular, as the spec writes it).
 */
const root = '/defcon';
const alarms = `${root}/alarms`;
const device = `${root}/device`;
const panels = `${root}/panels`;
const customers = `${root}/security-company/customer`;
const police = `${root}/polices`;

export const DEFCON_PATHS = {
  root,
  alarms,
  intrusionAlarms: `${alarms}/intrusion-alarms`,
  intrusionHistory: `${alarms}/intrusion-alarms-history`,
  statusAlarms: `${alarms}/status-alarms`,
  statusHistory: `${alarms}/status-alarms-history`,
  analysis: `${root}/analysis`,
  dashboard: `${root}/analysis/dashboard`,
  device,
  deviceList: `${device}/list`,
  deviceDetails: (id: number | string) => `${device}/details/${id}`,
  panelDevice: (panelId: number | string, id: number | string) => `${device}/panel/${panelId}/details/${id}`,
  deviceAssign: `${device}/device-assign/list`,
  panels,
  panelList: `${panels}/list`,
  panelDetails: (id: number | string) => `${panels}/details/${id}`,
  securityCompany: `${root}/security-company`,
  customers,
  customerList: `${customers}/list`,
  customerAdd: `${customers}/add`,
  customerEdit: (id: number | string) => `${customers}/edit/${id}`,
  /** Not named by the spec (it names the call `/defcon/intrusion-setting`): beside the customers. */
  intrusionSettings: `${root}/security-company/intrusion-settings`,
  groups: `${root}/groups`,
  police,
  headQuarters: `${police}/head-quarter-list`,
  localStations: `${police}/local-police-list`,
  localStation: (id: number | string) => `${police}/local-police-list/${id}`,
  createHeadQuarter: `${police}/create-head-quarter`,
  editHeadQuarter: (id: number | string) => `${police}/create-head-quarter/${id}`,
  createLocalStation: (hqId: number | string) => `${police}/${hqId}/create-local-quarter`,
  editLocalStation: (hqId: number | string, id: number | string) =>
    `${police}/${hqId}/edit-local-quarter/${id}`,
} as const;
