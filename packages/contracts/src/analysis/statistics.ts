import { z } from 'zod';
import { appSummary } from '../alarms/alarms.ts';
import { APPLICATIONS, type AppKey, appPermission } from '../apps/index.ts';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { BUCKETS, idList, keyList, periodBound, refinePeriod } from './period.ts';

/** Spec §7 `/swam/statistics`: an app's analysis (counts, readings aggregates, alarms over time). */

export const analysisViewOf = (app: AppKey) => appPermission(app, 'analysis', 'view');
export const ANALYSIS_VIEW = analysisViewOf('swam');
/** Devices or structures a statistics call compares at once. */
export const MAX_TARGETS = 10;

export const statisticsQuery = z
  .looseObject({
    customerId: customerIdSchema.optional(),
    solutionId: recordId.optional(),
    /** Instants (ISO); default the last 7 days. */
    from: periodBound.optional(),
    to: periodBound.optional(),
    /** Default hour up to two days, else day. */
    bucket: z.enum(BUCKETS, { error: `Must be one of ${BUCKETS.join(', ')}` }).optional(),
    /** Readings series per device (comma-separated ids). */
    deviceIds: idList(MAX_TARGETS).optional(),
    /** Readings series per structure, over its devices (comma-separated ids). */
    structureIds: idList(MAX_TARGETS).optional(),
    /** Only these sensors' series (comma-separated keys). */
    sensors: keyList.optional(),
  })
  .superRefine(refinePeriod);
export type StatisticsQuery = z.output<typeof statisticsQuery>;

const int = z.number().int();
export const openAlarmCounts = z.object({ operational: int, status: int });
export const countsRow = z.object({
  id: int,
  name: z.string(),
  devices: int,
  online: int,
  offline: int,
  neverSeen: int,
  openAlarms: openAlarmCounts,
});
export type CountsRow = z.infer<typeof countsRow>;

export const aggregatePoint = z.object({
  /** The bucket's start (ISO, UTC). */
  t: z.string(),
  min: z.number(),
  max: z.number(),
  avg: z.number(),
  count: int,
});
export type AggregatePoint = z.infer<typeof aggregatePoint>;

export const TARGET_KINDS = ['device', 'structure'] as const;
export const readingSeries = z.object({
  target: z.object({ kind: z.enum(TARGET_KINDS), id: int, name: z.string() }),
  sensor: z.string(),
  unit: z.string(),
  points: z.array(aggregatePoint),
});
export type ReadingSeries = z.infer<typeof readingSeries>;

export const alarmBucket = z.object({ t: z.string(), operational: int, status: int });

export const statistics = z.object({
  period: z.object({ from: z.string(), to: z.string(), bucket: z.enum(BUCKETS) }),
  totals: countsRow.omit({ id: true, name: true }),
  solutions: z.array(countsRow),
  structures: z.array(countsRow),
  series: z.array(readingSeries),
  /** Alarms raised per bucket, by category. */
  alarms: z.array(alarmBucket),
});
export type Statistics = z.infer<typeof statistics>;

const statisticsSummary =
  "devices online/offline and open alarms per solution and structure; min/max/avg of each sensor per hour or day for up to 10 devices or structures; alarms raised per bucket. Without customerId or on-behalf-of, the caller's own company (spec §6); another company's device or structure is a 404";

export const statisticsEndpointOf = (app: AppKey) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}/statistics`,
    summary:
      app === 'swam'
        ? `Sensor-solution statistics: ${statisticsSummary}`
        : appSummary(app, `Statistics of the app's devices: ${statisticsSummary}`),
    tags: ['analysis', app],
    access: anyOf(analysisViewOf(app)),
    schemas: {
      querystring: statisticsQuery,
      headers: tenancyHeaders,
      response: { 200: z.object({ data: statistics }), ...bad },
    },
  });

export const getStatistics = statisticsEndpointOf('swam');

/** The analysis answers the short `analysis/:endpoint` call gives (spec §7 `/metrowatch/analysis/:endpoint`). */
export const ANALYSIS_ENDPOINTS = ['statistics'] as const;
export type AnalysisEndpoint = (typeof ANALYSIS_ENDPOINTS)[number];

export const analysisEndpointOf = (app: AppKey) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}/analysis/:endpoint`,
    summary: appSummary(
      app,
      `One analysis of the app's devices by name (${ANALYSIS_ENDPOINTS.join(', ')}), as its own call answers it; another name is a 404`,
    ),
    tags: ['analysis', app],
    access: anyOf(analysisViewOf(app)),
    schemas: {
      params: z.object({ endpoint: z.string() }),
      querystring: statisticsQuery,
      headers: tenancyHeaders,
      response: { 200: z.object({ data: statistics }), ...bad },
    },
  });
