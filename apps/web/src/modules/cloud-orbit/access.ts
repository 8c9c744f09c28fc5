import {
  alarmPermissionsOf,
  analysisPermissionOf,
  devicePermissionsOf,
  groupPermissionsOf,
} from '../../kit/access.ts';
import { CLOUD_ORBIT } from './kitApp.ts';

const one = (key: string) => [key] as const;

/** Cloud orbit's keys of the catalogue (spec §6, `p_rodent_*`), by screen. */
export const CO_KEYS = {
  devices: devicePermissionsOf(CLOUD_ORBIT),
  alarms: alarmPermissionsOf(CLOUD_ORBIT),
  groups: groupPermissionsOf(CLOUD_ORBIT),
  analysis: analysisPermissionOf(CLOUD_ORBIT),
  /** A40: `cloud-orbit.alarms.operationalAlarm.view`, besides the alarms' view key. */
  operationalAlarms: {
    keys: [...alarmPermissionsOf(CLOUD_ORBIT).view, 'p_rodent_operational_alarms_view'],
    mode: 'and' as const,
  },
  visits: { view: one('p_rodent_visits_view'), create: one('p_rodent_visits_create') },
} as const;

/** Whoever sees any cloud orbit screen sees the app's entry. */
export const CO_ANY_VIEW = [
  ...CO_KEYS.analysis,
  ...CO_KEYS.devices.view,
  ...CO_KEYS.alarms.view,
  ...CO_KEYS.groups.view,
];
