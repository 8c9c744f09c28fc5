import { z } from 'zod';
import { APPLICATIONS, type AppKey } from '../apps/index.ts';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { type BatteryLevel, DEVICE_TYPES } from '../devices/reference.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { type Alarm, alarmPermissionOf, appSummary } from './alarms.ts';
import { ALARM_CATEGORIES, RULE_KINDS, SEVERITIES, type Severity } from './rules.ts';

/**
 * Spec §3 "Alarm infos": what the alarm screens offer in their filters and legends, for the companies the
 * call means (the caller's own by default, `customerId` or `on-behalf-of` as for the alarm lists).
 */

const named = z.object({ id: z.number().int(), name: z.string() });

/** An alarm a company's enabled templates can raise: a rule in words, with its kind and severity. */
export const alarmType = z.object({
  category: z.enum(ALARM_CATEGORIES),
  kind: z.enum(RULE_KINDS),
  key: z.string().nullable(),
  message: z.string(),
  severity: z.enum(SEVERITIES),
});
export type AlarmType = z.infer<typeof alarmType>;

export const alarmInfo = z.object({
  /** The operational alarm types (thresholds and ranges). */
  operational: z.array(alarmType),
  /** The status alarm types (no data, low battery). */
  status: z.array(alarmType),
  /** Solutions the companies have devices of, each with its device types and the alarms they may raise. */
  solutions: z.array(
    named.extend({
      deviceTypes: z.array(z.object({ type: z.enum(DEVICE_TYPES), alarms: z.array(z.string()) })),
    }),
  ),
  assets: z.array(named),
  structures: z.array(named),
  /** Users who acted on the companies' alarms: the options of the `userId` filter. */
  users: z.array(named),
  /**
   * The options of the `customerId` filter of the app's lists: the companies the caller sees and those whose
   * devices the app lets it see (Defcon: customers whose devices it monitors). Always answered (optional only
   * for older clients' fixtures).
   */
  customers: z.array(named).optional(),
});
export type AlarmInfo = z.infer<typeof alarmInfo>;

const alarmInfoAt = (app: AppKey, path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}${path}`,
    summary: appSummary(app, summary),
    tags: ['alarms'],
    access: anyOf(alarmPermissionOf(app, 'view')),
    schemas: {
      querystring: z.object({ customerId: customerIdSchema.optional() }),
      headers: tenancyHeaders,
      response: { 200: z.object({ data: alarmInfo }), ...bad },
    },
  });

export const alarmInfoEndpointOf = (app: AppKey) =>
  alarmInfoAt(
    app,
    '/alarms/info',
    'Alarm infos (spec §3): alarm types per category, solutions with device types, assets, structures',
  );
/** The short name of the alarm infos some apps' calls use (spec §7 `/metrowatch/alarm/info`). */
export const alarmInfoAliasOf = (app: AppKey) =>
  alarmInfoAt(app, '/alarm/info', 'Alarm infos (spec §3), as `alarms/info` answers them');

export const alarmInfoEndpoint = alarmInfoEndpointOf('swam');

/**
 * Spec §9 alert colours for an alarm: an open one by severity (critical a problem, major poor, minor and
 * warning ok), a closed one good.
 */
const SEVERITY_ALERT: Record<Severity, BatteryLevel> = {
  critical: 'problem',
  major: 'poor',
  minor: 'ok',
  warning: 'ok',
};
export const alarmAlert = (alarm: Pick<Alarm, 'severity' | 'closedAt'>): BatteryLevel =>
  alarm.closedAt ? 'good' : SEVERITY_ALERT[alarm.severity];
