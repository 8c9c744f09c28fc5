import { z } from 'zod';
import type { Alarm } from '../alarms/alarms.ts';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { deleted, groupBase, groupListQuery, groupParams, groupPermission, groupReply } from './common.ts';

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

export const listNotificationGroups = defineEndpoint({
  method: 'GET',
  path: '/swam/notifications-group',
  summary: 'Notification groups of the caller’s company (customerId for another one it sees); name searches',
  tags,
  access: anyOf(groupPermission('view')),
  schemas: {
    querystring: groupListQuery,
    headers: tenancyHeaders,
    response: { 200: paged(notificationGroup), ...bad },
  },
});

export const getNotificationGroup = defineEndpoint({
  method: 'GET',
  path: '/swam/notifications-group/:id',
  summary: 'One notification group',
  tags,
  access: anyOf(groupPermission('view')),
  schemas: { params: groupParams, response: { 200: one, ...bad } },
});

export const createNotificationGroup = defineEndpoint({
  method: 'POST',
  path: '/swam/notifications-group',
  summary: 'Creates a notification group; users and resources must be of its company',
  tags,
  access: anyOf(groupPermission('create')),
  schemas: {
    querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
    headers: tenancyHeaders,
    body: notificationGroupForm,
    response: { 201: one, ...bad },
  },
});

export const updateNotificationGroup = defineEndpoint({
  method: 'PUT',
  path: '/swam/notifications-group/:id',
  summary: 'Replaces a notification group (the muted map keeps the users still in it)',
  tags,
  access: anyOf(groupPermission('update')),
  schemas: {
    params: groupParams,
    body: notificationGroupForm.omit({ customerId: true }),
    response: { 200: one, ...bad },
  },
});

export const muteNotificationGroup = defineEndpoint({
  method: 'PATCH',
  path: '/swam/notifications-group/:id/mute',
  summary: 'Mutes or unmutes a notification group for the caller, who must be in it',
  tags,
  access: anyOf(groupPermission('view')),
  // 409 when the caller is not in the group.
  errors: [409],
  schemas: { params: groupParams, body: muteBody, response: { 200: one, ...bad } },
});

export const deleteNotificationGroup = defineEndpoint({
  method: 'DELETE',
  path: '/swam/notifications-group/:id',
  summary: 'Removes a notification group',
  tags,
  access: anyOf(groupPermission('delete')),
  schemas: { params: groupParams, response: { 200: deleted, ...bad } },
});
