import { z } from 'zod';
import { allOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { customerIdSchema, listQuery } from '../places/common.ts';
import { CREDENTIAL_KINDS } from './credentials.ts';
import { ACCESS_TYPES, type AccessType, LINK_TYPES } from './decision.ts';
import { accessGrant, accessRevoke, accessView, windowSchema, windowsSchema } from './schedules.ts';
import { timeZoneSchema } from './time.ts';

/**
 * Accesses to doors (Metro Watch locks, hardware type `device-lock`): fulltime and scheduled accesses of a
 * user or of one credential, and links (public-temporary: several uses within a window; onetime: one use).
 */

export const ACCESS_STATES = ['upcoming', 'active', 'expired', 'used', 'revoked'] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

type When = Date | string | null | undefined;
const time = (value: When) => (value === null || value === undefined ? null : new Date(value).getTime());

/** What the lists say of an access at `now`: revoked, used up, expired, not yet valid, or active. */
export function accessState(
  access: { validFrom: When; validUntil: When; revokedAt: When; uses: number; maxUses: number | null },
  now: Date = new Date(),
): AccessState {
  if (access.revokedAt) return 'revoked';
  if (access.maxUses !== null && access.uses >= access.maxUses) return 'used';
  const until = time(access.validUntil);
  if (until !== null && now.getTime() >= until) return 'expired';
  const from = time(access.validFrom);
  if (from !== null && now.getTime() < from) return 'upcoming';
  return 'active';
}

/** The web page a link opens (spec §2: public, no sign-in). */
export const linkPath = (token: string) => `/metro-watch/one-time-access/${token}`;

const named = z.object({ id: z.number().int(), name: z.string() });
const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

export const door = z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  company: named,
  structure: named.nullable(),
  state: z.enum(['active', 'blocked']),
});
export type Door = z.infer<typeof door>;

export const accessRow = z.object({
  id: z.number().int(),
  type: z.enum(ACCESS_TYPES),
  company: named,
  door: z.object({ id: z.number().int(), name: z.string(), serial: z.string() }),
  /** Whose access: a user (any of their credentials), or one credential; null for a link. */
  user: named.nullable(),
  credential: z
    .object({ id: z.number().int(), label: z.string(), kind: z.enum(CREDENTIAL_KINDS) })
    .nullable(),
  /** A scheduled access follows a company schedule, or its own windows in its own time zone. */
  schedule: named.nullable(),
  windows: z.array(windowSchema).nullable(),
  timeZone: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Opens granted so far; the most allowed (links). */
  uses: z.number().int(),
  maxUses: z.number().int().nullable(),
  state: z.enum(ACCESS_STATES),
  note: z.string(),
  createdBy: named.nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type AccessRow = z.infer<typeof accessRow>;

/** validUntil after validFrom, when both are given; the error is on validUntil. */
const periodInOrder = (
  value: { validFrom?: string | null; validUntil?: string | null },
  issue: z.RefinementCtx,
) => {
  if (value.validFrom && value.validUntil && Date.parse(value.validUntil) <= Date.parse(value.validFrom)) {
    issue.addIssue({ code: 'custom', path: ['validUntil'], message: 'End Must Be After Start' });
  }
};

const note = z.string().trim().max(300, 'Please Enter At Most 300 Characters').default('');

export const grantInput = z
  .strictObject({
    type: z.enum(['fulltime', 'scheduled'], { error: "Must be 'fulltime' or 'scheduled'" }),
    doorId: recordId,
    userId: recordId.optional(),
    credentialId: recordId.optional(),
    scheduleId: recordId.optional(),
    windows: windowsSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    validFrom: isoDate.nullable().optional(),
    validUntil: isoDate.nullable().optional(),
    note,
  })
  .superRefine((value, issue) => {
    const add = (path: string, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
    if ((value.userId === undefined) === (value.credentialId === undefined)) {
      add('userId', 'Choose a User or a Credential');
    }
    if (value.type === 'scheduled') {
      if ((value.scheduleId === undefined) === (value.windows === undefined)) {
        add('scheduleId', 'Choose a Schedule or Give Windows');
      }
      if (value.windows !== undefined && value.timeZone === undefined) add('timeZone', 'Required');
    } else if (value.scheduleId !== undefined || value.windows !== undefined) {
      add('scheduleId', 'A Fulltime Access Has No Schedule');
    }
    periodInOrder(value, issue);
  });

export const MAX_LINK_USES = 1000;
export const MAX_LINK_DAYS = 366;

export const linkInput = z
  .strictObject({
    type: z.enum(LINK_TYPES, { error: "Must be 'public-temporary' or 'onetime'" }),
    doorId: recordId,
    validFrom: isoDate,
    validUntil: isoDate,
    /** public-temporary: how many opens the link allows; onetime: 1. */
    maxUses: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(MAX_LINK_USES, `Must be at most ${MAX_LINK_USES}`)
      .optional(),
    note,
  })
  .superRefine((value, issue) => {
    periodInOrder(value, issue);
    const days = (Date.parse(value.validUntil) - Date.parse(value.validFrom)) / 86_400_000;
    if (days > MAX_LINK_DAYS) {
      issue.addIssue({ code: 'custom', path: ['validUntil'], message: `At Most ${MAX_LINK_DAYS} Days` });
    }
    if (value.type === 'onetime' && value.maxUses !== undefined && value.maxUses !== 1) {
      issue.addIssue({ code: 'custom', path: ['maxUses'], message: 'A One-Time Link Opens Once' });
    }
    if (value.type === 'public-temporary' && value.maxUses === undefined) {
      issue.addIssue({ code: 'custom', path: ['maxUses'], message: 'Required' });
    }
  });

export const periodInput = z
  .strictObject({ validFrom: isoDate.nullable().optional(), validUntil: isoDate.nullable().optional() })
  .superRefine(periodInOrder);

export const ACCESS_SORTS = ['id', 'type', 'validFrom', 'validUntil', 'createdAt'] as const;
const accessFilters = {
  doorId: recordId.optional(),
  userId: recordId.optional(),
  credentialId: recordId.optional(),
  scheduleId: recordId.optional(),
  state: z.enum(ACCESS_STATES).optional(),
  customerId: customerIdSchema.optional(),
};
const listSummary = `sorts: ${ACCESS_SORTS.join(', ')}; search (name) matches the door, the user, the credential or the note; filters doorId, userId (also the accesses of the user's credentials), credentialId, scheduleId, state, customerId`;
const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };
const accessParams = z.object({ id: recordId });
const one = z.object({ data: accessRow });

export const listAccesses = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/user-access',
  summary: `Accesses of every type; filter type; ${listSummary}`,
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: {
    querystring: listQuery(ACCESS_SORTS).extend({ ...accessFilters, type: z.enum(ACCESS_TYPES).optional() }),
    response: { 200: paged(accessRow), ...bad },
  },
});

export const listScheduledAccesses = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/schedule-access',
  summary: `Scheduled accesses; ${listSummary}`,
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: {
    querystring: listQuery(ACCESS_SORTS).extend(accessFilters),
    response: { 200: paged(accessRow), ...bad },
  },
});

export const listTemporaryAccesses = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/temporary-access',
  summary: `Links: public-temporary and onetime accesses, filter type; ${listSummary}`,
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: {
    querystring: listQuery(ACCESS_SORTS).extend({ ...accessFilters, type: z.enum(LINK_TYPES).optional() }),
    response: { 200: paged(accessRow), ...bad },
  },
});

export const getAccess = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/user-access/:id',
  summary: 'One access of any type',
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: { params: accessParams, response: { 200: one, ...bad } },
});

export const grantAccess = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/user-access',
  summary:
    'Grant a user or a credential a fulltime or scheduled access to a door; 418 when it overlaps another access of the same user or credential to that door',
  tags: ['metrowatch', 'access'],
  access: accessGrant,
  schemas: { body: grantInput, response: { 201: one, ...bad } },
});

export const changeAccessPeriod = defineEndpoint({
  method: 'PATCH',
  path: '/metrowatch/user-access/:id',
  summary:
    'Move or resize an access in time (the calendar’s drag and resize); null clears a bound of a fulltime or scheduled access',
  tags: ['metrowatch', 'access'],
  access: accessGrant,
  schemas: { params: accessParams, body: periodInput, response: { 200: one, 409: errorBody, ...bad } },
});

export const revokeAccess = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/user-access/:id/revoke',
  summary: 'Revoke an access or a link: it opens nothing from now on (409 when already revoked)',
  tags: ['metrowatch', 'access'],
  access: accessRevoke,
  schemas: { params: accessParams, response: { 200: one, 409: errorBody, ...bad } },
});

export const createdLink = z.object({
  data: accessRow,
  /** The secret, shown once: only its SHA-256 is kept. */
  token: z.string(),
  /** The public page that opens the door with it. */
  path: z.string(),
});

export const createLink = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/temporary-access',
  summary: 'Create a public-temporary (several uses) or onetime link to a door; the token is answered once',
  tags: ['metrowatch', 'access'],
  access: accessGrant,
  schemas: { body: linkInput, response: { 201: createdLink, ...bad } },
});

export const MAX_CALENDAR_DAYS = 62;
export const calendarQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    type: z.enum(ACCESS_TYPES).optional(),
    doorId: recordId.optional(),
    userId: recordId.optional(),
    credentialId: recordId.optional(),
    customerId: customerIdSchema.optional(),
    includeRevoked: z.enum(['true', 'false']).optional(),
  })
  .superRefine((value, issue) => {
    const span = Date.parse(value.to) - Date.parse(value.from);
    if (span <= 0) issue.addIssue({ code: 'custom', path: ['to'], message: 'End Must Be After Start' });
    if (span > MAX_CALENDAR_DAYS * 86_400_000) {
      issue.addIssue({ code: 'custom', path: ['to'], message: `At Most ${MAX_CALENDAR_DAYS} Days` });
    }
  });

export const occurrence = z.object({
  accessId: z.number().int(),
  type: z.enum(ACCESS_TYPES),
  state: z.enum(ACCESS_STATES),
  /** Door and whose access, for the calendar's title. */
  title: z.string(),
  door: z.object({ id: z.number().int(), name: z.string() }),
  start: z.string(),
  end: z.string(),
});
export type Occurrence = z.infer<typeof occurrence>;

export const MAX_CALENDAR_OCCURRENCES = 2000;
export const accessCalendar = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/access-calendar',
  summary: `Calendar mode: every access as dated occurrences between from and to (at most ${MAX_CALENDAR_DAYS} days; a scheduled access once per window, in its time zone; the first ${MAX_CALENDAR_OCCURRENCES}, by start)`,
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: {
    querystring: calendarQuery,
    response: { 200: z.object({ data: z.array(occurrence), truncated: z.boolean() }), ...bad },
  },
});

export const DOOR_SORTS = ['id', 'name', 'serial'] as const;
export const listDoors = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/access-door',
  summary: `Doors (locks) an access can open; sorts: ${DOOR_SORTS.join(', ')}; search (name) matches the name or serial; filters customerId, structureId`,
  tags: ['metrowatch', 'access'],
  access: allOf('p_metrowatch_access_view', 'p_metrowatch_devices_view'),
  schemas: {
    querystring: listQuery(DOOR_SORTS).extend({
      customerId: customerIdSchema.optional(),
      structureId: recordId.optional(),
    }),
    response: { 200: paged(door), ...bad },
  },
});

export type GrantType = Extract<AccessType, 'fulltime' | 'scheduled'>;
