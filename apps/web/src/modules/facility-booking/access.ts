import { alarmPermissionsOf, analysisPermissionOf, devicePermissionsOf } from '../../kit/access.ts';
import { FACILITY_BOOKING } from './kitApp.ts';

const one = (key: string) => [key] as const;
const of = (scope: string, action: string) => one(`p_facility_booking_${scope}_${action}`);
const crud = (scope: string) => ({
  view: of(scope, 'view'),
  create: of(scope, 'create'),
  update: of(scope, 'update'),
  delete: of(scope, 'delete'),
});

/** Facility booking's keys of the catalogue (spec §6, `p_facility_booking_*`), by screen. */
export const FB_KEYS = {
  devices: devicePermissionsOf(FACILITY_BOOKING),
  alarms: alarmPermissionsOf(FACILITY_BOOKING),
  analysis: analysisPermissionOf(FACILITY_BOOKING),
  reservations: { ...crud('reservations'), cancel: of('reservations', 'cancel') },
  buildings: crud('buildings'),
  visitors: crud('visitors'),
} as const;

/** Whoever sees any facility booking screen sees the app's entry. */
export const FB_ANY_VIEW = [
  ...FB_KEYS.reservations.view,
  ...FB_KEYS.buildings.view,
  ...FB_KEYS.visitors.view,
  ...FB_KEYS.alarms.view,
  ...FB_KEYS.devices.view,
  ...FB_KEYS.analysis,
];
