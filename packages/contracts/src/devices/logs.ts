import { z } from 'zod';
import { defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { bad, deviceAccess, deviceParams } from './common.ts';

/** What a device reported and what happened to it: readings, info logs, access logs. */

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });
const period = { from: isoDate.optional(), to: isoDate.optional() };

export const reading = z.object({
  ts: z.string(),
  receivedAt: z.string(),
  values: z.record(z.string(), z.number()),
});
export type Reading = z.infer<typeof reading>;

export const READING_SORTS = ['ts'] as const;
/** Where a page of readings ended: its last reading's time and how many of that time were listed. */
export const READING_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_\d{1,9}$/;
/** A page of readings; `nextCursor` asks for the next one at the cost of the first (null: the last page). */
export const readingsPage = paged(reading).extend({ nextCursor: z.string().nullable().optional() });
/** Info and access logs are sorted by when things happened. */
export const LOG_SORTS = ['at'] as const;

export const listReadings = defineEndpoint({
  method: 'GET',
  path: '/device/:id/readings',
  summary:
    'Readings of a device, newest first unless sorted; from/to bound ts; sensor keeps readings with that value; page by nextCursor (keyset) or offset',
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    params: deviceParams,
    querystring: listQuery(READING_SORTS).extend({
      ...period,
      sensor: z
        .string()
        .regex(/^[a-z][a-zA-Z0-9_]{0,31}$/, 'Must be a value name')
        .optional(),
      cursor: z
        .string()
        .regex(READING_CURSOR, 'Must be the nextCursor of a previous page')
        .refine((text) => {
          // A time the database can hold (years 1970 to 9999), else a 418 rather than a failed query.
          const time = Date.parse(text.split('_')[0] ?? '');
          return time >= 0 && time < Date.UTC(10_000, 0, 1);
        }, 'Must be the nextCursor of a previous page')
        .optional()
        .describe('Keyset paging: the nextCursor of the previous page (offset is then ignored)'),
    }),
    response: { 200: readingsPage, ...bad },
  },
});

export const INFO_LOG_LEVELS = ['info', 'warning', 'error'] as const;
export const infoLog = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Last time, for an entry that counts repeats (rejected messages within one minute are one entry). */
  lastAt: z.string(),
  level: z.enum(INFO_LOG_LEVELS),
  code: z.string(),
  msg: z.string(),
  count: z.number().int(),
});
export type InfoLog = z.infer<typeof infoLog>;

export const listInfoLogs = defineEndpoint({
  method: 'GET',
  path: '/device/:id/info-logs',
  summary: 'What happened to a device (installed, moved, rejected messages counted by code), newest first',
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    params: deviceParams,
    querystring: listQuery(LOG_SORTS).extend({
      ...period,
      level: z.enum(INFO_LOG_LEVELS).optional(),
      code: z.string().max(64).optional(),
    }),
    response: { 200: paged(infoLog), ...bad },
  },
});

/** device: its own sign-ins; user: a user's action; access: a door decision of access management. */
export const ACCESS_ACTORS = ['device', 'user', 'access'] as const;
export const accessLog = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.enum(ACCESS_ACTORS),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  result: z.enum(['accepted', 'refused']),
  reason: z.string().nullable(),
  remoteAddress: z.string().nullable(),
  /** The credential presented, for a door decision made on one. */
  credential: z.object({ id: z.number().int(), label: z.string() }).nullable().optional(),
});
export type AccessLog = z.infer<typeof accessLog>;

export const listAccessLogs = defineEndpoint({
  method: 'GET',
  path: '/device/:id/access-logs',
  summary:
    'Who used a device: its own sign-ins (accepted or refused, with the address) and users’ actions, newest first',
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    params: deviceParams,
    querystring: listQuery(LOG_SORTS).extend({ ...period, actor: z.enum(ACCESS_ACTORS).optional() }),
    response: { 200: paged(accessLog), ...bad },
  },
});
