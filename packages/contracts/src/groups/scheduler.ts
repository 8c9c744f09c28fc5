import { z } from 'zod';
import { bad, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { customerIdSchema, listQuery } from '../places/common.ts';
import { groupPermission } from './common.ts';
import { NOTIFICATION_CHANNELS } from './notification-groups.ts';

/** The notification scheduler: alarms waiting for (or sent in) a user's digest. */

const named = z.object({ id: z.number().int(), name: z.string() });
export const SCHEDULED_STATES = ['pending', 'sent'] as const;

export const scheduledNotification = z.object({
  id: z.number().int(),
  group: named.nullable(),
  user: named,
  channel: z.enum(NOTIFICATION_CHANNELS),
  alarm: z.object({ id: z.number().int(), message: z.string(), deviceSerial: z.string() }).nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduledNotification = z.infer<typeof scheduledNotification>;
export const SCHEDULED_SORTS = ['id', 'dueAt', 'createdAt'] as const;

export const listScheduled = defineEndpoint({
  method: 'GET',
  path: '/notification-scheduler',
  summary: 'Scheduled (digest) notifications of the caller’s company, next due first',
  tags: ['groups'],
  access: anyOf(groupPermission('view')),
  schemas: {
    querystring: listQuery(SCHEDULED_SORTS).extend({
      customerId: customerIdSchema.optional(),
      state: z.enum(SCHEDULED_STATES, { error: 'Must be pending or sent' }).optional(),
    }),
    headers: tenancyHeaders,
    response: { 200: paged(scheduledNotification), ...bad },
  },
});

/** Socket.IO event (server → the user's room) for in-app notifications. */
export const NOTIFICATION_EVENT = 'notification';
export interface NotificationEvent {
  kind: 'alarm' | 'digest';
  group: { id: number; name: string } | null;
  title: string;
  /** The alarms in words, one a line (what email and SMS carry under the title). */
  body: string;
  /** The alarms it is about (one for `alarm`, all of the digest for `digest`). */
  alarms: { id: number; message: string; deviceSerial: string; raisedAt: string }[];
  at: string;
}
