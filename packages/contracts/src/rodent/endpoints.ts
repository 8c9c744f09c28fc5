import { z } from 'zod';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf, paged } from '../kernel/list.ts';
import { EVENT_KINDS } from './rules.ts';

/**
 * Cloud orbit (issue 21, API prefix /rodent): the stations' events, technicians' visits, one station's page,
 * the dashboard (activity per structure and floor over time) and the per-floor heat map. Stations are the
 * devices of app `rodent` (bait stations, snap traps) in the structure and floor they are placed in.
 */

const moment = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });
const named = z.object({ id: z.number().int(), name: z.string() });
const tags = ['rodent'];

export const MAX_PERIOD_DAYS = 366;
export const DEFAULT_PERIOD_DAYS = 30;
export const BUCKETS = ['hour', 'day', 'week'] as const;
export type Bucket = (typeof BUCKETS)[number];
export const BUCKET_MS: Record<Bucket, number> = { hour: 3_600_000, day: 86_400_000, week: 604_800_000 };
/** At most this many buckets in one answer (a year by day, two weeks by hour). */
export const MAX_BUCKETS = 400;

const eventKind = z.enum(EVENT_KINDS, { error: `Must be one of ${EVENT_KINDS.join(', ')}` });

/** `from` before `to`, at most MAX_PERIOD_DAYS apart (both optional). */
function checkPeriod(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from || !q.to) return;
  const span = Date.parse(q.to) - Date.parse(q.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after From' });
  else if (span > MAX_PERIOD_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_PERIOD_DAYS} days` });
}

export const station = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  /** `bait-station` or `rodent-trap`. */
  type: z.string(),
  structure: named.nullable(),
  floor: named.nullable(),
});
export type Station = z.infer<typeof station>;

export const stationEvent = z.object({
  id: z.number().int(),
  device: station,
  kind: eventKind,
  at: z.string(),
  value: z.number().nullable(),
  /** The visit that cleared it; null while open. */
  clearedByVisit: z.number().int().nullable(),
});
export type StationEvent = z.infer<typeof stationEvent>;

export const visit = z.object({
  id: z.number().int(),
  device: station,
  at: z.string(),
  notes: z.string(),
  technician: named.nullable(),
  /** How many open events and alarms the visit cleared. */
  clearedEvents: z.number().int(),
  clearedAlarms: z.number().int(),
});
export type Visit = z.infer<typeof visit>;

export const EVENT_SORTS = ['at', 'id', 'kind'] as const;
export const VISIT_SORTS = ['at', 'id'] as const;

export const eventListQuery = listQueryOf(EVENT_SORTS)
  .extend({
    deviceId: recordId.optional(),
    structureId: recordId.optional(),
    floorId: recordId.optional(),
    kind: eventKind.optional(),
    /** `true`: not cleared by a visit yet; `false`: cleared. */
    open: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
    from: moment.optional(),
    to: moment.optional(),
    customerId: customerIdSchema.optional(),
  })
  .superRefine(checkPeriod);
export type EventListQuery = z.output<typeof eventListQuery>;

export const visitListQuery = listQueryOf(VISIT_SORTS).extend({
  deviceId: recordId.optional(),
  customerId: customerIdSchema.optional(),
});

export const NOTES_MAX = 1000;
/** A visit may be recorded after the fact, not ahead of it (a few minutes of clock skew allowed). */
const FUTURE_SKEW_MS = 5 * 60_000;

export const visitInput = z.strictObject({
  deviceId: recordId,
  /** When the technician was there; now when left out. */
  at: moment
    .refine((at) => Date.parse(at) <= Date.now() + FUTURE_SKEW_MS, 'Cannot be in the future')
    .optional(),
  notes: z
    .string({ error: 'Must be text' })
    .trim()
    .max(NOTES_MAX, `Please Enter At Most ${NOTES_MAX} Characters`)
    .default(''),
});
export type VisitInput = z.output<typeof visitInput>;

export const stationDetails = z.object({
  station: station.extend({
    state: z.string(),
    lastSeenAt: z.string().nullable(),
    lastValues: z.record(z.string(), z.number()).nullable(),
    battery: z.number().nullable(),
  }),
  /** Where it is drawn on its floor's layout (fractions of the plan from its top-left); null if not placed. */
  position: z.object({ layoutId: z.number().int(), x: z.number(), y: z.number() }).nullable(),
  openEvents: z.number().int(),
  openAlarms: z.number().int(),
  lastVisit: visit.nullable(),
  /** The latest events and visits (the lists page through the rest). */
  recentEvents: z.array(stationEvent),
  recentVisits: z.array(visit),
});
export type StationDetails = z.infer<typeof stationDetails>;

const periodFields = {
  from: moment.optional(),
  to: moment.optional(),
  customerId: customerIdSchema.optional(),
};

export const dashboardQuery = z
  .object({
    ...periodFields,
    bucket: z.enum(BUCKETS, { error: `Must be one of ${BUCKETS.join(', ')}` }).default('day'),
    structureId: recordId.optional(),
  })
  .superRefine((q, ctx) => {
    checkPeriod(q, ctx);
    const to = q.to ? Date.parse(q.to) : Date.now();
    const from = q.from ? Date.parse(q.from) : to - DEFAULT_PERIOD_DAYS * 86_400_000;
    if (to > from && (to - from) / BUCKET_MS[q.bucket] > MAX_BUCKETS)
      ctx.addIssue({
        code: 'custom',
        path: ['bucket'],
        message: `Too many ${q.bucket}s in this period (at most ${MAX_BUCKETS})`,
      });
  });
export type DashboardQuery = z.output<typeof dashboardQuery>;

const kindCounts = z.object(
  Object.fromEntries(EVENT_KINDS.map((k) => [k, z.number().int()])) as {
    [K in (typeof EVENT_KINDS)[number]]: z.ZodNumber;
  },
);
export type KindCounts = z.infer<typeof kindCounts>;

const activity = {
  totals: kindCounts,
  /** Counts per bucket, in the order of the answer's `buckets`. */
  series: z.array(kindCounts),
};

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(BUCKETS),
  /** Each bucket's start (UTC). */
  buckets: z.array(z.string()),
  totals: kindCounts,
  stations: z.number().int(),
  openAlarms: z.number().int(),
  structures: z.array(
    named.extend({
      ...activity,
      floors: z.array(named.extend({ level: z.number().int(), stations: z.number().int(), ...activity })),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

export const heatmapQuery = z.object({ floorId: recordId, ...periodFields }).superRefine(checkPeriod);

export const heatmap = z.object({
  floor: named.extend({ level: z.number().int(), structure: named }),
  layoutId: z.number().int().nullable(),
  /** The plan image (`GET /layout/:id/image`, bearer token); null without one. */
  imageUrl: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** The most events of one station: the heat scale's top. */
  max: z.number().int(),
  placed: z.array(
    station.extend({ x: z.number(), y: z.number(), events: z.number().int(), counts: kindCounts }),
  ),
  unplaced: z.array(station.extend({ events: z.number().int(), counts: kindCounts })),
});
export type Heatmap = z.infer<typeof heatmap>;

const VIEW = 'p_rodent_devices_view';
const ANALYSIS = 'p_rodent_analysis_view';

export const rodentEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: '/rodent/event',
    summary: `Cloud orbit: the stations' events (trap triggered, bait consumed, moved, opened, battery low, silent), newest first; sorts: ${EVENT_SORTS.join(', ')}`,
    tags,
    access: anyOf(VIEW),
    schemas: { querystring: eventListQuery, response: { 200: paged(stationEvent), ...bad } },
  }),
  station: defineEndpoint({
    method: 'GET',
    path: '/rodent/station/:id',
    summary: 'Cloud orbit: one station with its state, place, latest events and visits',
    tags,
    access: anyOf(VIEW),
    schemas: {
      params: z.object({ id: recordId }),
      response: { 200: z.object({ data: stationDetails }), ...bad },
    },
  }),
  visits: defineEndpoint({
    method: 'GET',
    path: '/rodent/visit',
    summary: `Cloud orbit: technicians' visits, newest first; sorts: ${VISIT_SORTS.join(', ')}`,
    tags,
    access: anyOf('p_rodent_visits_view'),
    schemas: { querystring: visitListQuery, response: { 200: paged(visit), ...bad } },
  }),
  visit: defineEndpoint({
    method: 'GET',
    path: '/rodent/visit/:id',
    summary: 'Cloud orbit: one visit',
    tags,
    access: anyOf('p_rodent_visits_view'),
    schemas: { params: z.object({ id: recordId }), response: { 200: z.object({ data: visit }), ...bad } },
  }),
  recordVisit: defineEndpoint({
    method: 'POST',
    path: '/rodent/visit',
    summary:
      "Cloud orbit: records a technician's visit to a station (the caller is the technician); clears the station's open events and its cloud orbit alarms",
    tags,
    access: anyOf('p_rodent_visits_create'),
    schemas: { body: visitInput, response: { 201: z.object({ data: visit }), ...bad } },
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/rodent/analysis/dashboard',
    summary: `Cloud orbit: events per structure and floor per bucket (hour, day, week) over a period (default the last ${DEFAULT_PERIOD_DAYS} days, at most ${MAX_PERIOD_DAYS})`,
    tags,
    access: anyOf(ANALYSIS),
    schemas: { querystring: dashboardQuery, response: { 200: z.object({ data: dashboard }), ...bad } },
  }),
  heatmap: defineEndpoint({
    method: 'GET',
    path: '/rodent/analysis/heatmap',
    summary: "Cloud orbit: a floor's stations at their place on its layout with their events in the period",
    tags,
    access: anyOf(ANALYSIS),
    schemas: { querystring: heatmapQuery, response: { 200: z.object({ data: heatmap }), ...bad } },
  }),
};
