import {
  alarmPermissionsOf,
  analysisPermissionOf,
  devicePermissionsOf,
  groupPermissionsOf,
  templatePermissionsOf,
} from '../../kit/access.ts';
import { FLEET } from './kitApp.ts';

const one = (key: string) => [key] as const;
const of = (scope: string, action: string) => one(`p_fleet_${scope}_${action}`);
const crud = (scope: string) => ({
  view: of(scope, 'view'),
  create: of(scope, 'create'),
  update: of(scope, 'update'),
  delete: of(scope, 'delete'),
});

/** Fleet's keys of the catalogue (spec §6, `p_fleet_*`), by screen. Geofences use places' `p_area_geofences_*`. */
export const FLEET_KEYS = {
  devices: devicePermissionsOf(FLEET),
  alarms: alarmPermissionsOf(FLEET),
  templates: templatePermissionsOf(FLEET),
  groups: groupPermissionsOf(FLEET),
  analysis: analysisPermissionOf(FLEET),
  vehicles: { ...crud('vehicles'), suspend: of('vehicles', 'suspend') },
  jobCards: crud('job_cards'),
  drivers: crud('drivers'),
  routes: crud('routes'),
  reports: { view: of('reports', 'view'), create: of('reports', 'create'), delete: of('reports', 'delete') },
  geofences: {
    view: one('p_area_geofences_view'),
    create: one('p_area_geofences_create'),
    update: one('p_area_geofences_update'),
    delete: one('p_area_geofences_delete'),
  },
} as const;

/** Whoever sees any fleet screen sees the app's entry. */
export const FLEET_ANY_VIEW = [
  ...FLEET_KEYS.vehicles.view,
  ...FLEET_KEYS.drivers.view,
  ...FLEET_KEYS.jobCards.view,
  ...FLEET_KEYS.routes.view,
  ...FLEET_KEYS.alarms.view,
  ...FLEET_KEYS.reports.view,
  ...FLEET_KEYS.devices.view,
  ...FLEET_KEYS.analysis,
];
