import { alarms } from '@atrium/contracts';

/** The alarm keys of the catalogue (`p_swam_alarms_<action>`, spec §6). */
export const ALARM_PERMISSIONS = {
  view: [alarms.alarmPermission('view')],
  acknowledge: [alarms.alarmPermission('acknowledge')],
  comment: [alarms.alarmPermission('comment')],
  escalate: [alarms.alarmPermission('escalate')],
  terminate: [alarms.alarmPermission('terminate')],
} as const;
