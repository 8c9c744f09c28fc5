import { alarmPermissionsOf, devicePermissionsOf, templatePermissionsOf } from '../../kit/access.ts';
import { GLOBAL_MOBILITY } from './kitApp.ts';

const one = (key: string) => [key] as const;
const settings = (action: string) => one(`p_gm_notification_settings_${action}`);

/** Global mobility's keys of the catalogue (spec §6, `p_gm_*`), by screen. */
export const GM_KEYS = {
  devices: devicePermissionsOf(GLOBAL_MOBILITY),
  alarms: alarmPermissionsOf(GLOBAL_MOBILITY),
  templates: templatePermissionsOf(GLOBAL_MOBILITY),
  settings: {
    view: settings('view'),
    create: settings('create'),
    update: settings('update'),
    delete: settings('delete'),
  },
  staff: { view: one('p_gm_staff_view'), update: one('p_gm_staff_update') },
} as const;

/** Whoever sees any global mobility screen sees the app's entry. */
export const GM_ANY_VIEW = [
  ...GM_KEYS.devices.view,
  ...GM_KEYS.alarms.view,
  ...GM_KEYS.templates.view,
  ...GM_KEYS.settings.view,
  ...GM_KEYS.staff.view,
];
