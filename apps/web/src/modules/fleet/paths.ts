/**
 * Spec §2 "Fleet" (prefix /fleet): every screen's path of routes.tsv, written once. The kit's device screens
 * live at `/fleet/devices/list` and `/fleet/devices/history`; the fleet's alarms and notification group are
 * its own (under `/fleet/alarms`), not the kit's.
 */
const root = '/fleet';
const vehicles = `${root}/vehicles`;
const drivers = `${root}/drivers`;
const jobCards = `${root}/job-cards`;
const routes = `${root}/routes`;
const pois = `${root}/points-of-interests`;
const geofence = `${root}/geofence`;
const alarms = `${root}/alarms`;
const reports = `${root}/reports`;
const devices = `${root}/devices`;
const analysis = `${root}/analysis`;

/** The three alarm screens of fleet (spec §2): each has a live and a history list. */
export const FLEET_ALARM_SCOPES = ['job-cards', 'vehicles', 'devices'] as const;
export type FleetAlarmScope = (typeof FLEET_ALARM_SCOPES)[number];

export const FLEET_PATHS = {
  root,
  analysis,
  dashboard: `${analysis}/dashboard`,
  vehicles,
  mapView: `${vehicles}/map-view`,
  vehicleMap: (id: number | string) => `${vehicles}/map-view/${id}`,
  vehiclesList: `${vehicles}/vehicles-list`,
  vehiclesGroups: `${vehicles}/vehicles-groups`,
  drivers,
  driversList: `${drivers}/drivers-list`,
  jobCards,
  jobList: `${jobCards}/job-list`,
  kanban: `${jobCards}/kanban-view`,
  job: (id: number | string) => `${jobCards}/job/${id}`,
  routes,
  routesList: `${routes}/routes`,
  routeCreate: `${routes}/create`,
  routeUpdate: (id: number | string) => `${routes}/update/${id}`,
  pois,
  poiList: `${pois}/list`,
  geofence,
  geofenceList: `${geofence}/list`,
  geofenceAdd: `${geofence}/add`,
  geofenceEdit: (id: number | string) => `${geofence}/edit/${id}`,
  alarms,
  alarmsLive: (scope: FleetAlarmScope) => `${alarms}/${scope}/list-live`,
  alarmsHistory: (scope: FleetAlarmScope) => `${alarms}/${scope}/list-history`,
  notificationGroup: `${alarms}/notification-group`,
  alarmSettings: `${alarms}/alarm-settings`,
  reports,
  reportsList: `${reports}/reports-list`,
  reportCreateTemplate: `${reports}/create-template`,
  reportsHistory: `${reports}/reports-history`,
  devices,
  devicesList: `${devices}/list`,
  devicesHistory: `${devices}/history`,
  /** A device's readings and logs: the history page opened on that tracker. */
  deviceHistory: (id: number | string) => `${devices}/history?deviceId=${id}`,
} as const;
