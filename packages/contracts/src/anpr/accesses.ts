import { z } from 'zod';
import { windowSchema, windowsSchema } from '../access/schedules.ts';
import { timeZoneSchema } from '../access/time.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { bad, customerQuery, flagQuery, idParams, named, anprTags as tags } from './registry-common.ts';
import { typedPlateSchema } from './vehicles.ts';

/**
 * Plate accesses (issue 20): which plates may pass which gate (edge box) and when. The subject is exactly
 * one of a vehicle, a resident (every vehicle of theirs, now and later) or a plate (a visitor's car). Types:
 * fulltime (optionally between validFrom and validUntil), scheduled (weekly windows in a time zone, the week
 * from Saturday as in Metro Watch's schedules, optionally bounded too), temporary (validFrom to validUntil).
 */

export const ANPR_ACCESS_TYPES = ['fulltime', 'scheduled', 'temporary'] as const;
export type AnprAccessType = (typeof ANPR_ACCESS_TYPES)[number];
export const ACCESS_SOURCES = ['manual', 'visitor'] as const;
export type AccessSource = (typeof ACCESS_SOURCES)[number];
export const ACCESS_SUBJECTS = ['vehicle', 'resident', 'plate'] as const;
export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];
export const PLATE_ACCESS_STATES = ['upcoming', 'active', 'expired', 'revoked'] as const;
export type PlateAccessState = (typeof PLATE_ACCESS_STATES)[number];

type When = Date | string | null | undefined;
const time = (value: When) => (value === null || value === undefined ? null : new Date(value).getTime());

/** What the lists say of an access at `now` (a scheduled one is active between its bounds, in or out of a window). */
export function plateAccessState(
  access: { validFrom: When; validUntil: When; revokedAt: When },
  now: Date = new Date(),
): PlateAccessState {
  if (access.revokedAt) return 'revoked';
  const until = time(access.validUntil);
  if (until !== null && now.getTime() >= until) return 'expired';
  const from = time(access.validFrom);
  if (from !== null && now.getTime() < from) return 'upcoming';
  return 'active';
}

export const plateAccess = z.object({
  id: z.number().int(),
  company: named,
  /** The gate: an edge box. */
  box: z.object({ id: z.number().int(), gateName: z.string(), serial: z.string() }),
  name: z.string(),
  subject: z.enum(ACCESS_SUBJECTS),
  vehicle: z.object({ id: z.number().int(), plate: z.string() }).nullable(),
  resident: named.nullable(),
  /** A visitor's plate as typed, and as compared (subject 'plate'). */
  plate: z.string().nullable(),
  plateNorm: z.string().nullable(),
  type: z.enum(ANPR_ACCESS_TYPES),
  windows: z.array(windowSchema).nullable(),
  timeZone: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  source: z.enum(ACCESS_SOURCES),
  state: z.enum(PLATE_ACCESS_STATES),
  createdBy: named.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type PlateAccess = z.infer<typeof plateAccess>;

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });
const accessName = z.string().trim().max(120, 'Please Enter At Most 120 Characters');

interface Shape {
  type?: AnprAccessType;
  windows?: unknown;
  timeZone?: unknown;
  validFrom?: string | null;
  validUntil?: string | null;
}

/** The type's rules on windows, time zone and bounds; each refusal on its field. */
function typeRules(value: Shape, issue: z.RefinementCtx) {
  const add = (path: string, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
  if (value.type === 'scheduled') {
    if (value.windows == null) add('windows', 'Required');
    if (value.timeZone == null) add('timeZone', 'Required');
  } else if (value.type !== undefined) {
    if (value.windows != null) add('windows', 'Only a Scheduled Access Has Windows');
    if (value.timeZone != null) add('timeZone', 'Only a Scheduled Access Has a Time Zone');
  }
  if (value.type === 'temporary') {
    if (!value.validFrom) add('validFrom', 'Required');
    if (!value.validUntil) add('validUntil', 'Required');
  }
  if (value.validFrom && value.validUntil && Date.parse(value.validUntil) <= Date.parse(value.validFrom)) {
    add('validUntil', 'End Must Be After Start');
  }
}

export const accessInput = z
  .strictObject({
    boxId: recordId,
    name: accessName.default(''),
    vehicleId: recordId.optional(),
    residentId: recordId.optional(),
    /** A visitor's plate. */
    plate: typedPlateSchema.optional(),
    type: z.enum(ANPR_ACCESS_TYPES, { error: "Must be 'fulltime', 'scheduled' or 'temporary'" }),
    windows: windowsSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    validFrom: isoDate.nullable().optional(),
    validUntil: isoDate.nullable().optional(),
  })
  .superRefine((value, issue) => {
    const subjects = [value.vehicleId, value.residentId, value.plate].filter((s) => s !== undefined);
    if (subjects.length !== 1) {
      issue.addIssue({
        code: 'custom',
        path: ['vehicleId'],
        message: 'Choose Exactly One of a Vehicle, a Resident or a Plate',
      });
    }
    typeRules(value, issue);
  });
export type AccessInput = z.output<typeof accessInput>;

/**
 * A change: name, type, windows, time zone and bounds (the gate and the subject stay; null clears a bound or
 * the windows). The result is checked as a whole against the type's rules.
 */
export const accessUpdate = z.strictObject({
  name: accessName.optional(),
  type: z.enum(ANPR_ACCESS_TYPES, { error: "Must be 'fulltime', 'scheduled' or 'temporary'" }).optional(),
  windows: windowsSchema.nullable().optional(),
  timeZone: timeZoneSchema.nullable().optional(),
  validFrom: isoDate.nullable().optional(),
  validUntil: isoDate.nullable().optional(),
});
export type AccessUpdate = z.output<typeof accessUpdate>;

/** The whole access after a change, checked as a new one would be (the server's check of an update). */
export const accessShape = z
  .object({
    type: z.enum(ANPR_ACCESS_TYPES),
    windows: z.array(windowSchema).nullable(),
    timeZone: z.string().nullable(),
    validFrom: z.string().nullable(),
    validUntil: z.string().nullable(),
  })
  .superRefine((value, issue) => typeRules(value, issue));

export const ACCESS_SORTS = ['id', 'name', 'type', 'validFrom', 'validUntil', 'createdAt'] as const;
export const accessListQuery = listQuery(ACCESS_SORTS).extend({
  ...customerQuery,
  boxId: recordId.optional(),
  vehicleId: recordId.optional(),
  /** The resident's own accesses and those of their vehicles. */
  residentId: recordId.optional(),
  type: z.enum(ANPR_ACCESS_TYPES, { error: "Must be 'fulltime', 'scheduled' or 'temporary'" }).optional(),
  source: z.enum(ACCESS_SOURCES, { error: "Must be 'manual' or 'visitor'" }).optional(),
  /** Not revoked and within its bounds now (true), or not (false). */
  active: flagQuery.optional(),
});

const one = z.object({ data: plateAccess });
/** Revoking a revoked access: 409 ACCESS_REVOKED. */
const conflict = { 409: errorBody };

export const accessEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/anpr/accesses',
    summary: `Neuron: plate accesses per gate; sorts: ${ACCESS_SORTS.join(', ')}; search (name) matches the name, gate, plate or resident; filters customerId, boxId, vehicleId, residentId, type, source, active`,
    tags,
    access: anyOf('p_cn_accesses_view'),
    schemas: { querystring: accessListQuery, response: { 200: paged(plateAccess), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/anpr/accesses/:id',
    summary: 'Neuron: one plate access',
    tags,
    access: anyOf('p_cn_accesses_view'),
    schemas: { params: idParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/anpr/accesses',
    summary:
      'Neuron: lets a vehicle, a resident or a plate pass a gate: fulltime, scheduled (weekly windows) or temporary; an overlapping identical access is a 418',
    tags,
    access: anyOf('p_cn_accesses_create'),
    schemas: { body: accessInput, response: { 201: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/anpr/accesses/:id',
    summary: "Neuron: changes an access's name, type, windows, time zone or bounds",
    tags,
    access: anyOf('p_cn_accesses_update'),
    schemas: { params: idParams, body: accessUpdate, response: { 200: one, ...bad, ...conflict } },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/anpr/accesses/:id/revoke',
    summary: 'Neuron: revokes an access at once (kept in the list as revoked)',
    tags,
    access: anyOf('p_cn_accesses_update', 'p_cn_accesses_delete'),
    schemas: { params: idParams, response: { 200: one, ...bad, ...conflict } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/anpr/accesses/:id',
    summary: 'Neuron: deletes an access',
    tags,
    access: anyOf('p_cn_accesses_delete'),
    schemas: { params: idParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
