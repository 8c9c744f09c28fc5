import type { apps, groups as contract } from '@atrium/contracts';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { users } from '../users/users.schema.ts';

/** The kit app a group belongs to: its permissions are that app's keys, its alarms that app's devices'. */
const app = () => text('app').$type<apps.AppKey>().notNull().default('swam');

/**
 * Resources are kept as `{ type, id }` pairs without foreign keys (devices and structures live in other
 * modules and may move owner); a pair that no longer names a row of the company is dropped when read.
 */
export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    app: app(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Catalogue keys of its app (`p_swam_*`); the reply shows them as module → actions. */
    permissions: text('permissions').array().notNull(),
    resources: jsonb('resources').$type<contract.ResourceInput[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('permission_groups_company_idx').on(t.companyId, t.id)],
);

export const permissionGroupUsers = pgTable(
  'permission_group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('permission_group_users_user_idx').on(t.userId),
  ],
);

export const notificationGroups = pgTable(
  'notification_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    app: app(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    resources: jsonb('resources').$type<contract.ResourceInput[]>().notNull().default([]),
    notifications: jsonb('notifications').$type<contract.NotificationsMap>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('notification_groups_company_idx').on(t.companyId, t.id)],
);

/** Members of a notification group, each with their own mute (spec §3 per-user muted map). */
export const notificationGroupUsers = pgTable(
  'notification_group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => notificationGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('notification_group_users_user_idx').on(t.userId),
  ],
);

/** Alarms waiting for a user's digest on one channel; the scheduler job sends and stamps them. */
export const scheduledNotifications = pgTable(
  'scheduled_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyId(),
    groupId: integer('group_id').references(() => notificationGroups.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<contract.NotificationChannel>().notNull(),
    alarmId: integer('alarm_id').references(() => alarms.id, { onDelete: 'set null' }),
    dueAt: at('due_at').notNull(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('scheduled_notifications_due_idx').on(t.sentAt, t.dueAt),
    index('scheduled_notifications_company_idx').on(t.companyId, t.dueAt),
  ],
);
