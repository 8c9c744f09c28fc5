import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';

/**
 * Defcon's analysis dashboard (issue 18): alarms per day and per customer, the false-alarm rate, and how long
 * the response took (acknowledge, dispatch, terminate: median and 90th percentile, seconds), by operator and
 * by police station, over a period of at most 366 days (default the last 30).
 */

export const ANALYSIS_MAX_DAYS = 366;

export const defconAnalysisQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'Must be an ISO date and time' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'Must be an ISO date and time' }).optional(),
    /** One customer the caller serves. */
    customerId: recordId.optional(),
    /** A security company (system admins; others see their own reach). */
    companyId: recordId.optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after From' });
    else if (span > ANALYSIS_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${ANALYSIS_MAX_DAYS} days` });
  });
export type DefconAnalysisQuery = z.output<typeof defconAnalysisQuery>;

/** Seconds; null when nothing was measured. */
export const durationStats = z.object({
  count: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
});
export type DurationStats = z.infer<typeof durationStats>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const defconAnalysis = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    alarms: z.number().int(),
    intrusion: z.number().int(),
    status: z.number().int(),
    open: z.number().int(),
    falseAlarms: z.number().int(),
    /** falseAlarms / closed intrusion alarms (0..1); null without closed ones. */
    falseAlarmRate: z.number().nullable(),
    escalatedToPolice: z.number().int(),
    missedDeadlines: z.number().int(),
  }),
  /** Every day of the period (UTC), zero days included. */
  perDay: z.array(z.object({ day: z.string(), intrusion: z.number().int(), status: z.number().int() })),
  perCustomer: z.array(
    z.object({ customer: named, alarms: z.number().int(), falseAlarms: z.number().int() }),
  ),
  /** From raised to the first acknowledgement, to a responder sent or police escalation, to closed. */
  times: z.object({ acknowledge: durationStats, dispatch: durationStats, terminate: durationStats }),
  byOperator: z.array(z.object({ user: named, acknowledged: z.number().int(), acknowledge: durationStats })),
  byStation: z.array(
    z.object({
      station: named,
      handled: z.number().int(),
      terminated: z.number().int(),
      terminate: durationStats,
    }),
  ),
});
export type DefconAnalysis = z.infer<typeof defconAnalysis>;

export const defconAnalysisEndpoint = defineEndpoint({
  method: 'GET',
  path: '/defcon/analysis',
  summary:
    'Defcon: alarms per day and customer, false-alarm rate, time to acknowledge, dispatch and terminate (median, p90) by operator and station',
  tags: ['defcon'],
  access: anyOf('p_defcon_analysis_view'),
  schemas: {
    querystring: defconAnalysisQuery,
    response: { 200: z.object({ data: defconAnalysis }), ...bad },
  },
});

/** The q-quantile (0..1) of sorted values by linear interpolation; null when empty. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

export function durationsOf(values: readonly number[]): DurationStats {
  const sorted = [...values].sort((x, y) => x - y);
  return { count: sorted.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
}
