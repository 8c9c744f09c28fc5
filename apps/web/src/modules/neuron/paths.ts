/**
 * Spec §2 "Neuron (anpr)" (prefix /neuron): every screen's path of routes.tsv, written once. The spec gives
 * update-access no `:id`: the access to edit is the query parameter `?id=`.
 */
const root = '/neuron';
const residents = `${root}/residents`;
const owner = `${root}/owner`;
const boxes = `${root}/boxes`;
const logs = `${root}/logs`;
const accesses = `${root}/accesses`;

export const NEURON_PATHS = {
  root,
  residents,
  residentsList: `${residents}/residents-list`,
  profileMe: `${residents}/profile/me`,
  profile: (id: number | string) => `${residents}/profile/${id}`,
  structures: `${residents}/structures`,
  owner,
  dashboard: `${owner}/dashboard`,
  boxes,
  edgeBoxes: `${boxes}/edge-boxes`,
  boxDevices: (boxId: number | string) => `${boxes}/box-linked-devices/${boxId}`,
  logs,
  liveLogs: `${logs}/vehicles-logs`,
  logsHistory: `${logs}/vehicles-logs-history`,
  accesses,
  accessList: `${accesses}/access-list`,
  createAccess: `${accesses}/create-access`,
  updateAccess: (id: number | string) => `${accesses}/update-access?id=${id}`,
  /** The route of update-access, without its query. */
  updateAccessRoute: `${accesses}/update-access`,
} as const;
