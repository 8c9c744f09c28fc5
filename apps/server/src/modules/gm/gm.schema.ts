import type { gm } from '@atrium/contracts';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, timestamps } from '../../kernel/db/columns.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { notificationGroups } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';

/** Global mobility's notification settings (issue 22): alarm types, channels and escalation of one company. */
export const gmNotificationSettings = pgTable(
  'gm_notification_settings',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    alarmTypes: text('alarm_types').array().$type<gm.GmAlarmType[]>().notNull(),
    channels: text('channels').array().$type<gm.GmChannel[]>().notNull(),
    /** Minutes without acknowledgement before the escalation recipients are told; null: no escalation. */
    escalationMinutes: integer('escalation_minutes'),
    ...timestamps(),
  },
  (t) => [index('gm_notification_settings_company_idx').on(t.companyId, t.id)],
);

/** A setting's recipients: users (`escalation` false), escalation recipients (true). */
export const gmSettingUsers = pgTable(
  'gm_setting_users',
  {
    settingId: integer('setting_id')
      .notNull()
      .references(() => gmNotificationSettings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    escalation: boolean('escalation').notNull(),
  },
  (t) => [primaryKey({ columns: [t.settingId, t.escalation, t.userId] })],
);

/** A setting's notification groups: each un-muted member is told too. */
export const gmSettingGroups = pgTable(
  'gm_setting_groups',
  {
    settingId: integer('setting_id')
      .notNull()
      .references(() => gmNotificationSettings.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => notificationGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.settingId, t.groupId] })],
);

/** A gm staff member's on-duty flag (responders on duty answer SOS alarms). */
export const gmStaff = pgTable('gm_staff', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  onDuty: boolean('on_duty').notNull().default(false),
});

/** The staff member who carries a gm device (one at most per device). */
export const gmStaffDevices = pgTable(
  'gm_staff_devices',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('gm_staff_devices_user_idx').on(t.userId)],
);

/** An alarm escalated by a setting: once per alarm and setting, however often the job runs. */
export const gmEscalations = pgTable(
  'gm_escalations',
  {
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    settingId: integer('setting_id')
      .notNull()
      .references(() => gmNotificationSettings.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gm_escalations_alarm_setting_uq').on(t.alarmId, t.settingId)],
);
