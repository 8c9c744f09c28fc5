import type { AlarmCategory, AlarmKind } from '../alarms/rules.ts';

/**
 * Fleet alarms (issue 19): alarms of app `fleet` in the alarms module, raised by the dispatch watcher on a
 * vehicle's tracker (no template). The kit's alarm endpoints (`/fleet/alarms/<category>...`) list them; its
 * `kind` filter splits them by screen: the alarm's `kind` is `fleet-job` (a job card's route and times) or
 * `fleet-vehicle` (how the vehicle is driven and where); the devices screen shows the status alarms
 * (low battery from the watcher, offline from a fleet template's no-data rule). The alarm's `key` names the
 * fleet kind below; its `ruleId` is `fleet:<kind>[:job:<jobCardId>[:stop:<position>]|:<geofenceId>]`.
 */

export const FLEET_ALARM_KINDS = [
  'out-of-route',
  'late',
  'speeding',
  'idle',
  'geofence-enter',
  'geofence-exit',
  'harsh-braking',
  'harsh-acceleration',
  'low-battery',
  'offline',
] as const;
export type FleetAlarmKind = (typeof FLEET_ALARM_KINDS)[number];

export const FLEET_ALARM_SCREENS = ['job-cards', 'vehicles', 'devices'] as const;
export type FleetAlarmScreen = (typeof FLEET_ALARM_SCREENS)[number];

/** The alarms screen (spec routes `/fleet/alarms/<screen>/list-live|list-history`) each kind shows on. */
export const FLEET_ALARM_SCREEN_OF: Record<FleetAlarmKind, FleetAlarmScreen> = {
  'out-of-route': 'job-cards',
  late: 'job-cards',
  speeding: 'vehicles',
  idle: 'vehicles',
  'geofence-enter': 'vehicles',
  'geofence-exit': 'vehicles',
  'harsh-braking': 'vehicles',
  'harsh-acceleration': 'vehicles',
  'low-battery': 'devices',
  offline: 'devices',
};

/** The kit alarm list a screen reads: its category endpoint and, where given, the `kind` filter. */
export const FLEET_ALARM_SCREEN_QUERY: Record<
  FleetAlarmScreen,
  { category: AlarmCategory; kind?: AlarmKind }
> = {
  'job-cards': { category: 'operational', kind: 'fleet-job' },
  vehicles: { category: 'operational', kind: 'fleet-vehicle' },
  devices: { category: 'status' },
};

/** The kit alarm kind (column `kind`) of each fleet kind the watcher raises. */
export const FLEET_ALARM_KIT_KIND: Record<FleetAlarmKind, AlarmKind> = {
  'out-of-route': 'fleet-job',
  late: 'fleet-job',
  speeding: 'fleet-vehicle',
  idle: 'fleet-vehicle',
  'geofence-enter': 'fleet-vehicle',
  'geofence-exit': 'fleet-vehicle',
  'harsh-braking': 'fleet-vehicle',
  'harsh-acceleration': 'fleet-vehicle',
  'low-battery': 'battery-low',
  offline: 'no-data',
};

const isFleetKind = (key: string | null): key is FleetAlarmKind =>
  key !== null && (FLEET_ALARM_KINDS as readonly string[]).includes(key);

/** The fleet kind of an alarm of app fleet (null for one of a template's reading rules). */
export function fleetAlarmKindOf(alarm: { kind: AlarmKind; key: string | null }): FleetAlarmKind | null {
  if (alarm.kind === 'no-data') return 'offline';
  if (alarm.kind === 'battery-low') return 'low-battery';
  return (alarm.kind === 'fleet-job' || alarm.kind === 'fleet-vehicle') && isFleetKind(alarm.key)
    ? alarm.key
    : null;
}

/** The rule id of a fleet alarm (one open alarm per device and rule id). */
export function fleetRuleId(
  kind: FleetAlarmKind,
  on: { jobCardId?: number; stop?: number; geofenceId?: number } = {},
): string {
  if (on.jobCardId !== undefined)
    return `fleet:${kind}:job:${on.jobCardId}${on.stop !== undefined ? `:stop:${on.stop}` : ''}`;
  if (on.geofenceId !== undefined) return `fleet:${kind}:${on.geofenceId}`;
  return `fleet:${kind}`;
}

/** The job card a job alarm is about (its rule id), so a screen can link to it; null for other alarms. */
export function jobCardIdOfAlarm(ruleId: string): number | null {
  const match = /^fleet:[a-z-]+:job:(\d+)/.exec(ruleId);
  return match ? Number(match[1]) : null;
}

/** The geofence a geofence alarm is about; null for other alarms. */
export function geofenceIdOfAlarm(ruleId: string): number | null {
  const match = /^fleet:geofence-(?:enter|exit):(\d+)$/.exec(ruleId);
  return match ? Number(match[1]) : null;
}
