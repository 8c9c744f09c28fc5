import { z } from 'zod';
import { type Alarm, appSummary } from '../alarms/alarms.ts';
import { APPLICATIONS, type AppKey } from '../apps/index.ts';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import {
  deleted,
  type GroupAction,
  groupBase,
  groupListQuery,
  groupParams,
  groupPermissionOf,
  groupReply,
} from './common.ts';

/**
 * Notification groups (spec §3): which alarms (type) reach the group's users how (method: at once, or in
 * the scheduled digest) and where (channels). Each user may mute a group for themselves.
 */

/** `operational` and `status` are the alarm categories; `battery` and `no-data` single status kinds out. */
export const NOTIFICATION_TYPES = ['operational', 'status', 'battery', 'no-data'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_METHODS = ['immediate', 'scheduled'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];
export const NOTIFICATION_CHANNELS = ['in-app', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Scheduled notifications go out as one digest per user and channel at the start of every hour. */
export const DIGEST_MINUTES = 60;
export const nextDigestAt = (at: Date) =>
  new Date(
    Math.floor(at.getTime() / (DIGEST_MINUTES * 60_000)) * DIGEST_MINUTES * 60_000 + DIGEST_MINUTES * 60_000,
  );

/** The notification types an alarm is of: its category, and its kind for battery and no-data alarms. */
export function typesOfAlarm(alarm: Pick<Alarm, 'category' | 'kind'>): NotificationType[] {
  const types: NotificationType[] = [alarm.category];
  if (alarm.kind === 'battery-low') types.push('battery');
  if (alarm.kind === 'no-data') types.push('no-data');
  return types;
}

const channels = z
  .array(z.enum(NOTIFICATION_CHANNELS, { error: `Must be one of ${NOTIFICATION_CHANNELS.join(', ')}` }))
  .refine((list) => new Set(list).size === list.length, 'Each Channel Only Once');
const methods = z.partialRecord(
  z.enum(NOTIFICATION_METHODS, { error: `Must be one of ${NOTIFICATION_METHODS.join(', ')}` }),
  channels,
);
export const notificationsMap = z.partialRecord(
  z.enum(NOTIFICATION_TYPES, { error: `Must be one of ${NOTIFICATION_TYPES.join(', ')}` }),
  methods,
  { error: 'Must be a map of types to methods to channels' },
);
export type NotificationsMap = z.output<typeof notificationsMap>;

/** Every (method, channel) an alarm of these types asks for, once each. */
export function deliveriesOf(map: NotificationsMap, types: readonly NotificationType[]) {
  const out = new Map<string, { method: NotificationMethod; channel: NotificationChannel }>();
  for (const type of types)
    for (const [method, list] of Object.entries(map[type] ?? {}) as [
      NotificationMethod,
      NotificationChannel[],
    ][])
      for (const channel of list ?? []) out.set(`${method}:${channel}`, { method, channel });
  return [...out.values()];
}

export const notificationGroupForm = groupBase.extend({ notifications: notificationsMap.default({}) });
export type NotificationGroupForm = z.input<typeof notificationGroupForm>;
export type NotificationGroupValues = z.output<typeof notificationGroupForm>;

export const notificationGroup = z.object({
  ...groupReply,
  notifications: notificationsMap,
  /** user id → muted (spec §3 per-user muted map); users absent are not muted. */
  muted: z.record(z.string(), z.boolean()),
});
export type NotificationGroup = z.infer<typeof notificationGroup>;

export const muteBody = z.strictObject({ muted: z.boolean({ error: 'Must be true or false' }) });

const one = z.object({ data: notificationGroup });
const tags = ['groups'];

/** The notification groups list, at `notifications-group` and at the spec §7 alias `alarm/group`. */
const notificationGroupListAt = (app: AppKey, path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}${path}`,
    summary: appSummary(app, summary),
    tags,
    access: anyOf(groupPermissionOf(app, 'view')),
    schemas: {
      querystring: groupListQuery,
      headers: tenancyHeaders,
      response: { 200: paged(notificationGroup), ...bad },
    },
  });

/** The app's notification groups that receive alarms (spec §7 `/metrowatch/alarm/group`). */
export const alarmGroupsAliasOf = (app: AppKey) =>
  notificationGroupListAt(
    app,
    '/alarm/group',
    'Notification groups that receive the app’s alarms, of the caller’s company (customerId for another one it sees); name searches',
  );

export function notificationGroupEndpointsOf(app: AppKey) {
  const base = `${APPLICATIONS[app].apiPrefix}/notifications-group`;
  const s = (summary: string) => appSummary(app, summary);
  const access = (action: GroupAction) => anyOf(groupPermissionOf(app, action));
  return {
    list: notificationGroupListAt(
      app,
      '/notifications-group',
      'Notification groups of the caller’s company (customerId for another one it sees); name searches',
    ),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: s('One notification group'),
      tags,
      access: access('view'),
      schemas: { params: groupParams, response: { 200: one, ...bad } },
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      summary: s('Creates a notification group; users and resources must be of its company'),
      tags,
      access: access('create'),
      schemas: {
        querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
        headers: tenancyHeaders,
        body: notificationGroupForm,
        response: { 201: one, ...bad },
      },
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      summary: s('Replaces a notification group (the muted map keeps the users still in it)'),
      tags,
      access: access('update'),
      schemas: {
        params: groupParams,
        body: notificationGroupForm.omit({ customerId: true }),
        response: { 200: one, ...bad },
      },
    }),
    mute: defineEndpoint({
      method: 'PATCH',
      path: `${base}/:id/mute`,
      summary: s('Mutes or unmutes a notification group for the caller, who must be in it'),
      tags,
      access: access('view'),
      // 409 when the caller is not in the group.
      errors: [409],
      schemas: { params: groupParams, body: muteBody, response: { 200: one, ...bad } },
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: s('Removes a notification group'),
      tags,
      access: access('delete'),
      schemas: { params: groupParams, response: { 200: deleted, ...bad } },
    }),
  };
}
export type NotificationGroupEndpoints = ReturnType<typeof notificationGroupEndpointsOf>;

const swam = notificationGroupEndpointsOf('swam');
export const listNotificationGroups = swam.list;
export const getNotificationGroup = swam.get;
export const createNotificationGroup = swam.create;
export const updateNotificationGroup = swam.update;
export const muteNotificationGroup = swam.mute;
export const deleteNotificationGroup = swam.delete;
