import {
  alarmPermissionsOf,
  analysisPermissionOf,
  devicePermissionsOf,
  groupPermissionsOf,
} from '../../kit/access.ts';
import { ASSET_WATCH } from './kitApp.ts';

const one = (key: string) => [key] as const;
const of = (scope: string, action: string) => one(`p_asset_${scope}_${action}`);
const crud = (scope: string) => ({
  view: of(scope, 'view'),
  create: of(scope, 'create'),
  update: of(scope, 'update'),
  delete: of(scope, 'delete'),
});

/** Asset watch's keys of the catalogue (spec §6, module `asset`), by screen. */
export const AW_KEYS = {
  assets: {
    view: one('p_asset_view'),
    create: one('p_asset_create'),
    update: one('p_asset_update'),
    delete: one('p_asset_delete'),
    lock: one('p_asset_lock'),
    unlock: one('p_asset_unlock'),
  },
  types: crud('types'),
  zones: crud('zones'),
  reports: { ...crud('reports'), export: of('reports', 'export') },
  devices: devicePermissionsOf(ASSET_WATCH),
  alarms: alarmPermissionsOf(ASSET_WATCH),
  groups: groupPermissionsOf(ASSET_WATCH),
  analysis: analysisPermissionOf(ASSET_WATCH),
  settings: { view: one('p_asset_alarms_view'), update: one('p_asset_templates_update') },
} as const;

/** Whoever sees any asset watch screen sees the app's entry. */
export const AW_ANY_VIEW = [
  ...AW_KEYS.assets.view,
  ...AW_KEYS.alarms.view,
  ...AW_KEYS.devices.view,
  ...AW_KEYS.analysis,
];
