import { z } from 'zod';
import { BATTERY_PROBLEM_LEVEL } from '../devices/reference.ts';

/**
 * Alarm rules of a template, written once for the server's evaluation and the web's template form.
 * Threshold and range rules raise operational alarms; no-data and low battery raise status alarms.
 */

export const SEVERITIES = ['critical', 'major', 'minor', 'warning'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The categories of the kit's lists and templates' rules. */
export const ALARM_CATEGORIES = ['operational', 'status'] as const;
export type AlarmCategory = (typeof ALARM_CATEGORIES)[number];
/**
 * Every category an alarm may have: the kit's, and `intrusion`, raised by an intrusion panel's burglary, panic
 * or tamper event (Defcon, issue 18), never by a template.
 */
export const ANY_ALARM_CATEGORIES = [...ALARM_CATEGORIES, 'intrusion'] as const;
export type AnyAlarmCategory = (typeof ANY_ALARM_CATEGORIES)[number];

export const RULE_KINDS = ['above', 'below', 'range', 'no-data', 'battery-low'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
/**
 * What raised an alarm: a template's rule, or the app itself, no template: a panel's event (Defcon), a fleet
 * rule on a job card's route and times or on a vehicle's driving and place (Fleet, contracts/fleet/alarms.ts),
 * a space or door rule of facility booking (contracts/facmgmt/alarms.ts).
 */
export const ALARM_KINDS = [
  ...RULE_KINDS,
  'panel-event',
  'fleet-job',
  'fleet-vehicle',
  'facility-booking',
  'asset-watch',
  'rodent',
  'parking',
  'sos',
] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** No-data timeouts, in minutes: a day at most. */
export const NO_DATA_MINUTES = { min: 1, max: 1440 } as const;
/** How long a reading rule's condition must hold before it raises (`forSeconds`): a day at most; 0 at once. */
export const HOLD_SECONDS = { min: 0, max: 86_400 } as const;

const valueKey = z.string({ error: 'Required' }).regex(/^[a-z][a-zA-Z0-9_]{0,31}$/, 'Must be a value name');
const limit = z.number({ error: 'Must be a number' }).finite('Must be a number');
const severity = z.enum(SEVERITIES, { error: 'Choose a severity' });
/** Given by the server when a rule is created; kept when a template is edited, so open alarms stay attached. */
const ruleId = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'Must be a rule id')
  .optional();
const betweenHold = `Must be between ${HOLD_SECONDS.min} and ${HOLD_SECONDS.max}`;
/** Reading rules only: raise once the condition has held this long without a restoring reading. */
const forSeconds = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(HOLD_SECONDS.min, betweenHold)
  .max(HOLD_SECONDS.max, betweenHold)
  .optional();

export const ruleInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ id: ruleId, kind: z.literal('above'), key: valueKey, value: limit, forSeconds, severity }),
    z.object({ id: ruleId, kind: z.literal('below'), key: valueKey, value: limit, forSeconds, severity }),
    z
      .object({
        id: ruleId,
        kind: z.literal('range'),
        key: valueKey,
        min: limit,
        max: limit,
        forSeconds,
        severity,
      })
      .refine((r) => r.min < r.max, { message: 'Must be greater than the minimum', path: ['max'] }),
    z.object({
      id: ruleId,
      kind: z.literal('no-data'),
      minutes: z
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .min(NO_DATA_MINUTES.min, `Must be between ${NO_DATA_MINUTES.min} and ${NO_DATA_MINUTES.max}`)
        .max(NO_DATA_MINUTES.max, `Must be between ${NO_DATA_MINUTES.min} and ${NO_DATA_MINUTES.max}`),
      severity,
    }),
    z.object({ id: ruleId, kind: z.literal('battery-low'), forSeconds, severity }),
  ],
  { error: 'Choose a rule kind' },
);
export type RuleInput = z.infer<typeof ruleInput>;
export type Rule = RuleInput & { id: string };

/** A stored rule as replies carry it (its other fields are those of its kind). */
export const rule = z.looseObject({ id: z.string(), kind: z.enum(RULE_KINDS), severity: z.enum(SEVERITIES) });

export const categoryOf = (kind: RuleKind): AlarmCategory =>
  kind === 'no-data' || kind === 'battery-low' ? 'status' : 'operational';

/** The value a reading rule watches (no-data watches none). */
export const watchedKey = (r: Rule): string | null =>
  r.kind === 'no-data' ? null : r.kind === 'battery-low' ? 'battery' : r.key;

/**
 * Whether a value crosses a reading rule: above/below are strict, a range alarms outside [min, max],
 * a battery at or below 20 % is low (R201).
 */
export function crosses(r: Rule, value: number): boolean {
  switch (r.kind) {
    case 'above':
      return value > r.value;
    case 'below':
      return value < r.value;
    case 'range':
      return value < r.min || value > r.max;
    case 'battery-low':
      return value <= BATTERY_PROBLEM_LEVEL;
    case 'no-data':
      return false;
  }
}

/** The seconds a reading rule's condition must hold before it raises; 0: at the first crossing reading. */
export const holdSecondsOf = (r: Rule): number => (r.kind === 'no-data' ? 0 : (r.forSeconds ?? 0));

/** A rule in words (English; the web translates by kind), shown with its alarm. */
export function describeRule(r: Rule): string {
  const hold = holdSecondsOf(r);
  return hold > 0 ? `${condition(r)} for ${hold} s` : condition(r);
}

function condition(r: Rule): string {
  switch (r.kind) {
    case 'above':
      return `${r.key} above ${r.value}`;
    case 'below':
      return `${r.key} below ${r.value}`;
    case 'range':
      return `${r.key} outside ${r.min} to ${r.max}`;
    case 'no-data':
      return `no data for ${r.minutes} minutes`;
    case 'battery-low':
      return `battery at or below ${BATTERY_PROBLEM_LEVEL} %`;
  }
}
