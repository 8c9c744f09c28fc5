import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';

/**
 * A company's fleet alarm settings (spec §2 Fleet "alarm settings"): what the dispatch watcher raises on its
 * vehicles' positions. A limit set to null turns its alarm off.
 */

export const SETTING_RANGES = {
  speedLimitKmh: { min: 10, max: 250 },
  idleMinutes: { min: 1, max: 720 },
  outOfRouteMeters: { min: 20, max: 20_000 },
  lateToleranceMinutes: { min: 0, max: 1440 },
  lowBatteryPercent: { min: 1, max: 99 },
} as const;

const whole = (range: { min: number; max: number }) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(range.min, `Must be between ${range.min} and ${range.max}`)
    .max(range.max, `Must be between ${range.min} and ${range.max}`);
const onOff = z.boolean({ error: 'Must be true or false' });

export const alarmSettingsInput = z.strictObject({
  /** Speeding: a position faster than this (km/h); null: off. */
  speedLimitKmh: whole(SETTING_RANGES.speedLimitKmh).nullable(),
  /** Idle: ignition on and standing still this long (minutes); null: off. */
  idleMinutes: whole(SETTING_RANGES.idleMinutes).nullable(),
  geofenceEnter: onOff,
  geofenceExit: onOff,
  /** Out of route: farther than this from the route of the vehicle's job in progress (metres). */
  outOfRouteMeters: whole(SETTING_RANGES.outOfRouteMeters),
  /** Late: a stop not reached this long after its planned time (minutes). */
  lateToleranceMinutes: whole(SETTING_RANGES.lateToleranceMinutes),
  /** Harsh braking and acceleration (a change of speed faster than HARSH_KMH_PER_SECOND). */
  harshEvents: onOff,
  /** Low battery: the tracker's battery at or below this (%); null: off. */
  lowBatteryPercent: whole(SETTING_RANGES.lowBatteryPercent).nullable(),
});
export type AlarmSettingsInput = z.output<typeof alarmSettingsInput>;

/** Used until a company sets its own. */
export const DEFAULT_ALARM_SETTINGS: AlarmSettingsInput = {
  speedLimitKmh: 120,
  idleMinutes: 10,
  geofenceEnter: true,
  geofenceExit: true,
  outOfRouteMeters: 300,
  lateToleranceMinutes: 10,
  harshEvents: true,
  lowBatteryPercent: 20,
};

/** A speed change of at least this many km/h per second (about 3.3 m/s²) is harsh braking or acceleration. */
export const HARSH_KMH_PER_SECOND = 12;

export const alarmSettings = z.object({
  companyId: z.number().int(),
  speedLimitKmh: z.number().int().nullable(),
  idleMinutes: z.number().int().nullable(),
  geofenceEnter: z.boolean(),
  geofenceExit: z.boolean(),
  outOfRouteMeters: z.number().int(),
  lateToleranceMinutes: z.number().int(),
  harshEvents: z.boolean(),
  lowBatteryPercent: z.number().int().nullable(),
  /** False while the company uses the defaults. */
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AlarmSettings = z.infer<typeof alarmSettings>;

export const dispatchCompanyQuery = z.object({
  companyId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT),
});
const one = z.object({ data: alarmSettings });

export const alarmSettingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/fleet/alarm-settings',
    summary:
      "Fleet: the company's alarm settings (speeding, idle, geofences, route, lateness, harsh, battery)",
    tags: ['fleet'],
    access: anyOf('p_fleet_templates_view', 'p_fleet_alarms_view'),
    schemas: { querystring: dispatchCompanyQuery, response: { 200: one, ...bad } },
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/fleet/alarm-settings',
    summary:
      "Fleet: sets the company's alarm settings; open alarms stay, the next positions use the new values",
    tags: ['fleet'],
    access: anyOf('p_fleet_templates_update'),
    schemas: { querystring: dispatchCompanyQuery, body: alarmSettingsInput, response: { 200: one, ...bad } },
  }),
};
