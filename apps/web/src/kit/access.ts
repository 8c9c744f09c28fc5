import { alarms, apps, devices, groups } from '@atrium/contracts';
import type { KitApp } from './app.ts';

export { useCan } from '../modules/companies/access.ts';

const one = (key: string) => [key] as const;

/** The app's device keys of the catalogue (`p_<app>_devices_<action>`, spec §6). */
export const devicePermissionsOf = (app: KitApp) => {
  const of = (action: devices.DeviceAction) => one(devices.devicePermission(app.key, action));
  return {
    view: of('view'),
    install: of('install'),
    update: of('update'),
    control: of('control'),
    move: of('move'),
    transfer: of('transfer'),
    block: of('block'),
  };
};

/** The app's alarm keys (`p_<app>_alarms_<action>`). */
export const alarmPermissionsOf = (app: KitApp) => {
  const of = (action: alarms.AlarmAction | 'view') => one(alarms.alarmPermissionOf(app.key, action));
  return {
    view: of('view'),
    acknowledge: of('acknowledge'),
    comment: of('comment'),
    escalate: of('escalate'),
    terminate: of('terminate'),
  };
};

/** The app's template keys (`p_<app>_templates_<action>`). */
export const templatePermissionsOf = (app: KitApp) => {
  const of = (action: alarms.TemplateAction) => one(alarms.templatePermissionOf(app.key, action));
  return { view: of('view'), create: of('create'), update: of('update'), delete: of('delete') };
};

/** The app's group keys (`p_<app>_groups_<action>`). */
export const groupPermissionsOf = (app: KitApp) => {
  const of = (action: groups.GroupAction) => one(groups.groupPermissionOf(app.key, action));
  return { view: of('view'), create: of('create'), update: of('update'), delete: of('delete') };
};

/** The app's analysis key (`p_<app>_analysis_view`). */
export const analysisPermissionOf = (app: KitApp) => one(apps.appPermission(app.key, 'analysis', 'view'));
