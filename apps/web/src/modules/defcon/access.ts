import {
  alarmPermissionsOf,
  analysisPermissionOf,
  devicePermissionsOf,
  groupPermissionsOf,
} from '../../kit/access.ts';
import { DEFCON } from './kitApp.ts';

const one = (key: string) => [key] as const;
const of = (scope: string, action: string) => one(`p_defcon_${scope}_${action}`);

/** Defcon's keys of the catalogue (spec §6, `p_defcon_*`), by screen. */
export const DEFCON_KEYS = {
  devices: devicePermissionsOf(DEFCON),
  alarms: alarmPermissionsOf(DEFCON),
  groups: groupPermissionsOf(DEFCON),
  analysis: analysisPermissionOf(DEFCON),
  panels: {
    view: of('panels', 'view'),
    activate: of('panels', 'activate'),
    command: of('panels', 'command'),
    panic: of('panels', 'panic'),
    transfer: of('panels', 'transfer'),
  },
  customers: {
    view: of('customers', 'view'),
    create: of('customers', 'create'),
    update: of('customers', 'update'),
    delete: of('customers', 'delete'),
  },
  settings: { view: of('settings', 'view'), update: of('settings', 'update') },
  police: {
    view: of('police', 'view'),
    create: of('police', 'create'),
    update: of('police', 'update'),
    delete: of('police', 'delete'),
  },
} as const;

/** Whoever sees any defcon screen sees the app's entry. */
export const DEFCON_ANY_VIEW = [
  ...DEFCON_KEYS.alarms.view,
  ...DEFCON_KEYS.panels.view,
  ...DEFCON_KEYS.devices.view,
  ...DEFCON_KEYS.customers.view,
  ...DEFCON_KEYS.police.view,
  ...DEFCON_KEYS.analysis,
];
