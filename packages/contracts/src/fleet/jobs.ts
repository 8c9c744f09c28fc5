import { z } from 'zod';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { description, listQuery, placeName, timestamps } from '../places/common.ts';
import { dispatchCompanyQuery } from './settings.ts';

/**
 * Job cards (spec §2 Fleet "Job cards"): work for a vehicle and its driver, optionally along a route, moved
 * through its states on a list or a kanban board. Every change is kept in the card's history with who and
 * when, and pushed live on the socket (`fleet:job-card`) to the company's room.
 */

export const JOB_STATES = ['new', 'assigned', 'in-progress', 'done', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Which moves a card may make: done is final; a cancelled card may only be reopened as new. Moving to
 * assigned or in progress needs a vehicle (`jobStateError`).
 */
export const JOB_TRANSITIONS: Record<JobState, readonly JobState[]> = {
  new: ['assigned', 'in-progress', 'cancelled'],
  assigned: ['new', 'in-progress', 'cancelled'],
  'in-progress': ['assigned', 'done', 'cancelled'],
  done: [],
  cancelled: ['new'],
};

/** Why a card cannot move to `to` (English; the web translates by state), or null when it may. */
export function jobStateError(
  card: { state: JobState; vehicleId: number | null },
  to: JobState,
): string | null {
  if (card.state === to) return `The job is already ${to}`;
  if (!JOB_TRANSITIONS[card.state].includes(to)) return `A ${card.state} job cannot become ${to}`;
  if ((to === 'assigned' || to === 'in-progress') && card.vehicleId === null) return 'Assign a vehicle first';
  return null;
}

const named = z.object({ id: z.number().int(), name: z.string() });
const moment = z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' });

/** Where the vehicle stands on a stop of the job's route (the watcher records arrivals). */
export const jobStop = z.object({
  position: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  radiusMeters: z.number().int(),
  /** The job's planned start plus the stop's offset; null while the job has no planned start. */
  plannedAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  /** A late alarm was raised for it. */
  late: z.boolean(),
});
export type JobStop = z.infer<typeof jobStop>;

export const jobCard = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  description: z.string(),
  state: z.enum(JOB_STATES),
  vehicle: named.extend({ plate: z.string() }).nullable(),
  driver: named.nullable(),
  route: named.nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  createdBy: named.nullable(),
  ...timestamps,
});
export type JobCard = z.infer<typeof jobCard>;
/** One card with its route's stops and where the vehicle stands on them. */
export const jobCardDetail = jobCard.extend({ stops: z.array(jobStop) });
export type JobCardDetail = z.infer<typeof jobCardDetail>;

const title = placeName;
const refs = {
  vehicleId: recordId.nullable(),
  driverId: recordId.nullable(),
  routeId: recordId.nullable(),
  plannedStart: moment.nullable(),
  plannedEnd: moment.nullable(),
};
const endAfterStart = (j: { plannedStart?: string | null; plannedEnd?: string | null }) =>
  !j.plannedStart || !j.plannedEnd || Date.parse(j.plannedEnd) >= Date.parse(j.plannedStart);
const endRule = { message: 'Must not be before the planned start', path: ['plannedEnd'] };

export const jobCardInput = z
  .strictObject({
    title,
    description: description.default(''),
    vehicleId: refs.vehicleId.default(null),
    driverId: refs.driverId.default(null),
    routeId: refs.routeId.default(null),
    plannedStart: refs.plannedStart.default(null),
    plannedEnd: refs.plannedEnd.default(null),
  })
  .refine(endAfterStart, endRule);
export const jobCardPatch = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    vehicleId: refs.vehicleId.optional(),
    driverId: refs.driverId.optional(),
    routeId: refs.routeId.optional(),
    plannedStart: refs.plannedStart.optional(),
    plannedEnd: refs.plannedEnd.optional(),
  })
  .refine(endAfterStart, endRule);
export type JobCardInput = z.output<typeof jobCardInput>;
export type JobCardPatch = z.output<typeof jobCardPatch>;

export const jobStateInput = z.strictObject({
  state: z.enum(JOB_STATES, { error: `Must be one of ${JOB_STATES.join(', ')}` }),
  comment: z.string().trim().max(1000, 'Please Enter At Most 1000 Characters').optional(),
});

export const JOB_HISTORY_EVENTS = ['created', 'updated', 'state'] as const;
export const jobHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.enum(JOB_HISTORY_EVENTS),
  fromState: z.enum(JOB_STATES).nullable(),
  toState: z.enum(JOB_STATES).nullable(),
  /** What an update changed: field → { from, to }. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  user: named.nullable(),
  comment: z.string().nullable(),
});
export type JobHistoryEntry = z.infer<typeof jobHistoryEntry>;

/** The socket event of a job card's change, to the company's room (`alarms.companyRoom`). */
export const JOB_CARD_EVENT = 'fleet:job-card';
export interface JobCardEvent {
  change: 'created' | 'updated' | 'state' | 'deleted';
  jobCardId: number;
  companyId: number;
  state: JobState;
  fromState: JobState | null;
  at: string;
  userId: number | null;
}

export const JOB_CARD_SORTS = ['id', 'title', 'state', 'plannedStart', 'createdAt', 'updatedAt'] as const;
const params = z.object({ id: recordId });
const one = z.object({ data: jobCardDetail });
const tags = ['fleet'];

export const jobCardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/fleet/job-card',
    summary: `Fleet: job cards (title search, state, vehicle, driver, route); sorts: ${JOB_CARD_SORTS.join(', ')}`,
    tags,
    access: anyOf('p_fleet_job_cards_view'),
    schemas: {
      querystring: listQuery(JOB_CARD_SORTS).extend({
        state: z.enum(JOB_STATES, { error: `Must be one of ${JOB_STATES.join(', ')}` }).optional(),
        vehicleId: recordId.optional(),
        driverId: recordId.optional(),
        routeId: recordId.optional(),
        customerId: customerIdSchema.optional(),
      }),
      response: { 200: paged(jobCard), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/fleet/job-card/:id',
    summary: 'Fleet: one job card with its vehicle, driver, route, stops and times',
    tags,
    access: anyOf('p_fleet_job_cards_view'),
    schemas: { params, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/fleet/job-card',
    summary: 'Fleet: creates a job card (state new); vehicle, driver and route of the company',
    tags,
    access: anyOf('p_fleet_job_cards_create'),
    schemas: { querystring: dispatchCompanyQuery, body: jobCardInput, response: { 201: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/fleet/job-card/:id',
    summary: 'Fleet: changes a job card (not its state); each change is kept in its history',
    tags,
    access: anyOf('p_fleet_job_cards_update'),
    schemas: { params, body: jobCardPatch, response: { 200: one, ...bad } },
  }),
  state: defineEndpoint({
    method: 'PATCH',
    path: '/fleet/job-card/:id/state',
    summary:
      'Fleet: moves a job card to another state (kanban); kept in its history and pushed live; 409 for a move its state does not allow',
    tags,
    access: anyOf('p_fleet_job_cards_update'),
    schemas: { params, body: jobStateInput, response: { 200: one, 409: errorBody, ...bad } },
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/fleet/job-card/:id/history',
    summary: 'Fleet: every change of a job card, oldest first, with who and when',
    tags,
    access: anyOf('p_fleet_job_cards_view'),
    schemas: {
      params,
      querystring: listQuery(['at'] as const),
      response: { 200: paged(jobHistoryEntry), ...bad },
    },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/job-card/:id',
    summary: 'Fleet: deletes a job card and its history',
    tags,
    access: anyOf('p_fleet_job_cards_delete'),
    schemas: { params, response: { 204: z.null(), ...bad } },
  }),
};
