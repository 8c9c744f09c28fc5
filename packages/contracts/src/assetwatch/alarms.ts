import { z } from 'zod';
import { clockTime, localTime, minutesOf, timeZoneSchema, WEEK_DAYS, type WeekDay } from '../access/time.ts';
import type { AppAlarmFilter } from '../alarms/alarms.ts';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { distanceInMetres } from '../places/geometry.ts';
import { AW_API, awCompanyQuery, awTags } from './common.ts';

/**
 * Asset watch alarms (kind `asset-watch`, rule id `aw:<indoor|outdoor>:<rule>`), raised by the app itself from
 * its tags' readings and a minute scan: indoor ones (a tag in a zone) are `operational`, outdoor ones (GPS)
 * `status`; the kit's lists take `where` (indoor or outdoor, by rule id) for the app's indoor and outdoor screens. Which rules run, and their
 * thresholds, are the company's alarm settings.
 */

export const AW_RULES = [
  'left-zone',
  'forbidden-zone',
  'not-seen',
  'out-of-hours',
  'moved-while-locked',
  'low-battery',
] as const;
export type AwRule = (typeof AW_RULES)[number];
export const AW_WHERE = ['indoor', 'outdoor'] as const;
export type AwWhere = (typeof AW_WHERE)[number];
export const AW_ALARM_CATEGORY = { indoor: 'operational', outdoor: 'status' } as const;
export const AW_RULE_SEVERITY: Record<AwRule, 'critical' | 'major' | 'minor'> = {
  'left-zone': 'major',
  'forbidden-zone': 'critical',
  'not-seen': 'minor',
  'out-of-hours': 'major',
  'moved-while-locked': 'critical',
  'low-battery': 'minor',
};
export const awRuleId = (where: AwWhere, rule: AwRule) => `aw:${where}:${rule}`;
/** The kit alarm lists' `where` param of asset watch: indoor or outdoor alarms, by their rule id. */
export const AW_WHERE_FILTER = {
  param: 'where',
  values: AW_WHERE,
  rulePrefix: (where: string) => `aw:${where}:`,
} as const satisfies AppAlarmFilter;
export const AW_RULE_MESSAGES: Record<AwRule, string> = {
  'left-zone': 'The asset left its zone',
  'forbidden-zone': 'The asset entered a forbidden zone',
  'not-seen': 'The asset has not been seen',
  'out-of-hours': 'The asset moved out of working hours',
  'moved-while-locked': 'The asset moved while locked',
  'low-battery': "The asset tag's battery is low",
};

const rulesShape = z.strictObject(
  Object.fromEntries(AW_RULES.map((r) => [r, z.boolean({ error: 'Must be true or false' })])) as Record<
    AwRule,
    z.ZodBoolean
  >,
);
const whole = (min: number, max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(min, `Must be between ${min} and ${max}`)
    .max(max, `Must be between ${min} and ${max}`);

export const alarmSettings = z.object({
  companyId: z.number().int(),
  rules: z.record(z.enum(AW_RULES), z.boolean()),
  notSeenMinutes: z.number().int(),
  lowBattery: z.number().int(),
  timeZone: z.string(),
  workDays: z.array(z.enum(WEEK_DAYS)),
  workFrom: z.string(),
  workTo: z.string(),
  lockRadiusMetres: z.number().int(),
  /** Places geofences an asset must not enter. */
  forbiddenGeofenceIds: z.array(z.number().int()),
  updatedAt: z.string().nullable(),
});
export type AlarmSettings = z.infer<typeof alarmSettings>;

export const DEFAULT_ALARM_SETTINGS: Omit<AlarmSettings, 'companyId' | 'updatedAt'> = {
  rules: Object.fromEntries(AW_RULES.map((r) => [r, true])) as Record<AwRule, boolean>,
  notSeenMinutes: 60,
  lowBattery: 20,
  timeZone: 'Asia/Dubai',
  workDays: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'],
  workFrom: '07:00',
  workTo: '19:00',
  lockRadiusMetres: 25,
  forbiddenGeofenceIds: [],
};

export const alarmSettingsUpdate = z.strictObject({
  rules: rulesShape.partial().optional(),
  notSeenMinutes: whole(5, 10_080).optional(),
  lowBattery: whole(1, 99).optional(),
  timeZone: timeZoneSchema.optional(),
  workDays: z.array(z.enum(WEEK_DAYS, { error: `Must be one of ${WEEK_DAYS.join(', ')}` })).optional(),
  workFrom: clockTime.optional(),
  workTo: clockTime.optional(),
  lockRadiusMetres: whole(5, 1000).optional(),
  forbiddenGeofenceIds: z.array(recordId).max(100, 'At Most 100 Geofences').optional(),
});
export type AlarmSettingsUpdate = z.output<typeof alarmSettingsUpdate>;

export const alarmSettingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/alarm-settings`,
    summary: 'Asset watch: the company’s alarm settings (defaults until saved)',
    tags: awTags,
    access: anyOf('p_asset_alarms_view'),
    schemas: {
      querystring: z.object(awCompanyQuery),
      response: { 200: z.object({ data: alarmSettings }), ...bad },
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${AW_API}/alarm-settings`,
    summary: 'Asset watch: changes the alarm settings (another company’s geofence is a 418)',
    tags: awTags,
    access: anyOf('p_asset_templates_update'),
    schemas: {
      querystring: z.object(awCompanyQuery),
      body: alarmSettingsUpdate,
      response: { 200: z.object({ data: alarmSettings }), ...bad },
    },
  }),
};

/** Where a tag was seen: an indoor zone, a GPS point, or both unknown. */
export interface Fix {
  at: Date;
  zoneId: number | null;
  lat: number | null;
  lng: number | null;
  /** The tag's own motion flag (`moved` 1). */
  moved: boolean;
}
export type Anchor = Pick<Fix, 'zoneId' | 'lat' | 'lng'>;

export const whereOf = (fix: Pick<Fix, 'zoneId' | 'lat' | 'lng'>): AwWhere =>
  fix.zoneId === null && fix.lat !== null && fix.lng !== null ? 'outdoor' : 'indoor';

/** Whether a fix is away from where the asset was (`anchor`): its motion flag, another zone, or GPS beyond `radius`. */
export function movedFrom(anchor: Anchor | null, fix: Fix, radiusMetres: number): boolean {
  if (fix.moved) return true;
  if (!anchor) return false;
  if (fix.zoneId !== null && anchor.zoneId !== null) return fix.zoneId !== anchor.zoneId;
  if (fix.lat !== null && fix.lng !== null && anchor.lat !== null && anchor.lng !== null) {
    return (
      distanceInMetres({ lat: anchor.lat, lng: anchor.lng }, { lat: fix.lat, lng: fix.lng }) > radiusMetres
    );
  }
  // From a zone to GPS or back: it went somewhere else.
  return (fix.zoneId === null) !== (anchor.zoneId === null);
}

/** Minutes after midnight of an `HH:mm` clock time. */
export const minutesOfClock = minutesOf;

export function withinWorkHours(
  at: Date,
  s: Pick<AlarmSettings, 'timeZone' | 'workDays' | 'workFrom' | 'workTo'>,
): boolean {
  const local = localTime(at, s.timeZone);
  if (!s.workDays.includes(local.day as WeekDay)) return false;
  return local.minutes >= minutesOf(s.workFrom) && local.minutes < minutesOf(s.workTo);
}

export interface RuleInput {
  settings: Pick<
    AlarmSettings,
    'rules' | 'lowBattery' | 'lockRadiusMetres' | 'timeZone' | 'workDays' | 'workFrom' | 'workTo'
  >;
  fix: Fix;
  /** Where it was before this fix. */
  previous: Anchor | null;
  battery: number | null;
  /** Its home zone (indoor) and whether the fix is in it; null: none set. */
  homeZoneId: number | null;
  /** Outdoors: inside its home geofence (null: none set or no GPS). */
  insideHomeGeofence: boolean | null;
  /** The fix's zone is flagged forbidden, or the point is inside a forbidden geofence. */
  inForbidden: boolean;
  /** Where it was locked; null: not locked. */
  lockedAt: Anchor | null;
}

/** The level rules a fix meets (alarms stay open while they hold); `moved-while-locked` stays until unlock. */
export function rulesMet(input: RuleInput): AwRule[] {
  const { settings, fix } = input;
  const met: AwRule[] = [];
  const on = (rule: AwRule) => settings.rules[rule] !== false;
  const leftZone =
    (input.homeZoneId !== null && fix.zoneId !== null && fix.zoneId !== input.homeZoneId) ||
    input.insideHomeGeofence === false;
  if (on('left-zone') && leftZone) met.push('left-zone');
  if (on('forbidden-zone') && input.inForbidden) met.push('forbidden-zone');
  const moved = movedFrom(input.previous, fix, settings.lockRadiusMetres);
  if (on('out-of-hours') && moved && !withinWorkHours(fix.at, settings)) met.push('out-of-hours');
  if (on('moved-while-locked') && input.lockedAt && movedFrom(input.lockedAt, fix, settings.lockRadiusMetres))
    met.push('moved-while-locked');
  if (on('low-battery') && input.battery !== null && input.battery < settings.lowBattery)
    met.push('low-battery');
  return met;
}
