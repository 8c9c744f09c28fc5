import { z } from 'zod';
import { APP_KEYS, APPLICATIONS, type AppKey, appPermission } from '../apps/index.ts';
import { AW_WHERE_FILTER } from '../assetwatch/alarms.ts';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { allOf, anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { ALARM_CATEGORIES, ALARM_KINDS, type AlarmCategory, SEVERITIES } from './rules.ts';

/** Operational and status alarms of any kit app (spec §3 alarm filter, §4 alarm actions, §7 /swam/alarms). */

export const ALARM_STATUSES = ['active', 'acknowledged', 'escalated', 'cleared', 'terminated'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];
/** An open alarm is one the rule has not cleared and no one terminated: at most one per device and rule. */
export const OPEN_STATUSES = ['active', 'acknowledged', 'escalated'] as const satisfies AlarmStatus[];

export const ALARM_ACTIONS = ['acknowledge', 'comment', 'escalate', 'terminate'] as const;
export type AlarmAction = (typeof ALARM_ACTIONS)[number];
export const alarmPermissionOf = (app: AppKey, action: AlarmAction | 'view') =>
  appPermission(app, 'alarms', action);
export const alarmPermission = (action: AlarmAction | 'view') => alarmPermissionOf('swam', action);

/** Summaries name the app when it is not the sensor solution, so each app's operations read apart. */
export const appSummary = (app: AppKey, summary: string) =>
  app === 'swam' ? summary : `${APPLICATIONS[app].label}: ${summary}`;

export const HISTORY_EVENTS = [
  'raised',
  'acknowledged',
  'commented',
  'escalated',
  'cleared',
  'terminated',
  // Defcon's response (issue 18): a panel's restoral, a responder sent, a false alarm, the police ladder.
  'restored',
  'dispatched',
  'rejected',
  'police-escalated',
  'handed-over',
  'auto-escalated',
  'reminded',
] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

const named = z.object({ id: z.number().int(), name: z.string() });

export const alarm = z.object({
  id: z.number().int(),
  /** The kit app of the device's hardware (a socket carries every app's alarms; the web keeps its own). */
  app: z.enum(APP_KEYS),
  category: z.enum(ALARM_CATEGORIES),
  kind: z.enum(ALARM_KINDS),
  severity: z.enum(SEVERITIES),
  status: z.enum(ALARM_STATUSES),
  /** The rule in words, e.g. `temperature above 30`. */
  message: z.string(),
  key: z.string().nullable(),
  /** The value that raised it (null for no-data). */
  value: z.number().nullable(),
  device: z.object({ id: z.number().int(), serial: z.string(), name: z.string() }),
  company: named,
  solution: named.nullable(),
  structure: named.nullable(),
  template: named.nullable(),
  ruleId: z.string(),
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Alarm = z.infer<typeof alarm>;

export const historyEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.enum(HISTORY_EVENTS),
  /** Who did it; null when the rule did (raised, cleared). */
  user: named.nullable(),
  comment: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

const day = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time (HH:mm)');

/** Spec §3 alarm filter; dates and times bound the raising moment (UTC), times within each day. */
export const alarmFilter = {
  customerId: customerIdSchema.optional(),
  solutionId: recordId.optional(),
  deviceId: recordId.optional(),
  assetId: recordId.optional(),
  status: z.enum(ALARM_STATUSES, { error: `Must be one of ${ALARM_STATUSES.join(', ')}` }).optional(),
  /** What raised it (an app's own kinds split its alarm screens: Fleet's job-card and vehicle alarms). */
  kind: z.enum(ALARM_KINDS, { error: `Must be one of ${ALARM_KINDS.join(', ')}` }).optional(),
  structureId: recordId.optional(),
  /** Alarms this user acted on (acknowledged, commented, escalated, terminated). */
  userId: recordId.optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  startTime: time.optional(),
  endTime: time.optional(),
};
export const ALARM_SORTS = ['id', 'raisedAt', 'closedAt', 'severity'] as const;
/** An alarm's history is sorted by when things happened. */
export const ALARM_HISTORY_SORTS = ['at'] as const;
export const alarmListQuery = listQuery(ALARM_SORTS).extend(alarmFilter);
export type AlarmFilter = { [K in keyof typeof alarmFilter]?: z.output<(typeof alarmFilter)[K]> } & {
  /** An app's own filter param (APP_ALARM_FILTERS). */
  [appParam: string]: unknown;
};

/**
 * The kit's hook for an app's own alarm filter: one query param of its lists whose each value picks the alarms
 * whose rule id starts with a prefix (asset watch's `where`: its indoor or outdoor alarms).
 */
export interface AppAlarmFilter {
  param: string;
  values: readonly [string, ...string[]];
  rulePrefix: (value: string) => string;
}
export const APP_ALARM_FILTERS: Partial<Record<AppKey, AppAlarmFilter>> = { asset: AW_WHERE_FILTER };

/** The rule id prefix an app's own filter param means, or null when the app has no such param. */
export function appAlarmRulePrefix(app: AppKey, param: string, value: string): string | null {
  const own = APP_ALARM_FILTERS[app];
  return own?.param === param && own.values.includes(value) ? own.rulePrefix(value) : null;
}

/** The list query of an app: the spec §3 filter and the app's own param. */
function alarmListQueryOf(app: AppKey) {
  const own = APP_ALARM_FILTERS[app];
  if (!own) return alarmListQuery;
  const values = z.enum(own.values, { error: `Must be one of ${own.values.join(', ')}` });
  return alarmListQuery.extend({ [own.param]: values.optional() });
}

const alarmParams = z.object({ id: recordId });
const one = z.object({ data: alarm });
export const commentBody = z.strictObject({
  comment: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(1000, 'Please Enter At Most 1000 Characters'),
});
/** Acknowledge, escalate and terminate take an optional comment: the body is `{}` or `{ comment }`. */
const optionalComment = z.strictObject({ comment: commentBody.shape.comment.optional() });

/** Spec A40: cloud orbit's operational alarms are seen only with their own key besides the alarms' view key. */
const CATEGORY_VIEW_KEYS: Partial<Record<AppKey, Partial<Record<AlarmCategory, string>>>> = {
  rodent: { operational: 'p_rodent_operational_alarms_view' },
};

function categoryEndpoints(app: AppKey, category: AlarmCategory) {
  const base = `${APPLICATIONS[app].apiPrefix}/alarms/${category}`;
  const tags = ['alarms'];
  const categoryKey = CATEGORY_VIEW_KEYS[app]?.[category];
  const permission = (action: AlarmAction | 'view') =>
    action === 'view' && categoryKey
      ? allOf(alarmPermissionOf(app, action), categoryKey)
      : anyOf(alarmPermissionOf(app, action));
  const s = (summary: string) => appSummary(app, summary);
  const querystring = alarmListQueryOf(app);
  const action = (name: AlarmAction, summary: string, body: z.ZodType = optionalComment) =>
    defineEndpoint({
      method: 'POST',
      path: `${base}/:id/${name}`,
      summary: s(summary),
      tags,
      access: permission(name),
      schemas: { params: alarmParams, body, response: { 200: one, 409: errorBody, ...bad } },
    });
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      summary: s(
        `Open ${category} alarms (active, acknowledged, escalated) with the spec §3 filter, newest first`,
      ),
      tags,
      access: permission('view'),
      schemas: {
        querystring,
        headers: tenancyHeaders,
        response: { 200: paged(alarm), ...bad },
      },
    }),
    history: defineEndpoint({
      method: 'GET',
      path: `${base}/history`,
      summary: s(`Closed ${category} alarms (cleared or terminated) with the spec §3 filter, newest first`),
      tags,
      access: permission('view'),
      schemas: {
        querystring,
        headers: tenancyHeaders,
        response: { 200: paged(alarm), ...bad },
      },
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: s(`One ${category} alarm`),
      tags,
      access: permission('view'),
      schemas: { params: alarmParams, response: { 200: one, ...bad } },
    }),
    events: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/history`,
      summary: s('What happened to an alarm, oldest first: raised, actions with who and when, cleared'),
      tags,
      access: permission('view'),
      schemas: {
        params: alarmParams,
        querystring: listQuery(ALARM_HISTORY_SORTS),
        response: { 200: paged(historyEntry), ...bad },
      },
    }),
    acknowledge: action(
      'acknowledge',
      'Acknowledges an open alarm (with an optional comment); 409 once closed',
    ),
    comment: action('comment', 'Adds a comment to an alarm', commentBody),
    escalate: action('escalate', 'Escalates an open alarm (with an optional comment); 409 once closed'),
    terminate: action(
      'terminate',
      'Closes an open alarm by hand (with an optional comment); the rule raises it again if still crossed',
    ),
  };
}

export const alarmEndpointsOf = (app: AppKey) => ({
  operational: categoryEndpoints(app, 'operational'),
  status: categoryEndpoints(app, 'status'),
});
export type AlarmEndpoints = ReturnType<typeof alarmEndpointsOf>;

export const alarmEndpoints = alarmEndpointsOf('swam');
export const operationalAlarms = alarmEndpoints.operational;
export const statusAlarms = alarmEndpoints.status;
