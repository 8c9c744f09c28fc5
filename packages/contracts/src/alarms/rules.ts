import { z } from 'zod';
import { BATTERY_PROBLEM_LEVEL } from '../devices/reference.ts';

/**
 * Alarm rules of a template, written once for the server's evaluation and the web's template form.
 * Threshold and range rules raise operational alarms; no-data and low battery raise status alarms.
 */

export const SEVERITIES = ['critical', 'major', 'minor', 'warning'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const ALARM_CATEGORIES = ['operational', 'status'] as const;
export type AlarmCategory = (typeof ALARM_CATEGORIES)[number];

export const RULE_KINDS = ['above', 'below', 'range', 'no-data', 'battery-low'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** No-data timeouts, in minutes: a day at most. */
export const NO_DATA_MINUTES = { min: 1, max: 1440 } as const;

const valueKey = z.string({ error: 'Required' }).regex(/^[a-z][a-zA-Z0-9_]{0,31}$/, 'Must be a value name');
const limit = z.number({ error: 'Must be a number' }).finite('Must be a number');
const severity = z.enum(SEVERITIES, { error: 'Choose a severity' });
/** Given by the server when a rule is created; kept when a template is edited, so open alarms stay attached. */
const ruleId = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'Must be a rule id')
  .optional();

export const ruleInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ id: ruleId, kind: z.literal('above'), key: valueKey, value: limit, severity }),
    z.object({ id: ruleId, kind: z.literal('below'), key: valueKey, value: limit, severity }),
    z
      .object({ id: ruleId, kind: z.literal('range'), key: valueKey, min: limit, max: limit, severity })
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
    z.object({ id: ruleId, kind: z.literal('battery-low'), severity }),
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

/** A rule in words (English; the web translates by kind), shown with its alarm. */
export function describeRule(r: Rule): string {
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
