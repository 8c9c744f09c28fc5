import { type alarms, fleet, places } from '@atrium/contracts';
import {
  distanceToRoute,
  estimatedArrival,
  type GeofenceShape,
  geofenceTransitions,
  harshChange,
  idleSinceAfter,
  idleTooLong,
  isLate,
  isLowBattery,
  isSpeeding,
  outOfRoute,
  reachesStop,
} from './rules.ts';

/**
 * One device's positions of a stored batch through the dispatch rules, pure: from the device's watch state,
 * its company's settings, its vehicle's job in progress (if any) and the company's geofences to the alarms to
 * raise and clear, the stops reached or found late, and the next watch state. The caller reads those and
 * writes what comes out (watch.service.ts).
 */

export interface WatchState {
  /** The newest position seen; an older or equal one is a replay and changes nothing. */
  lastTs: Date | null;
  lastSpeedKmh: number | null;
  idleSince: Date | null;
  /** The geofences holding the last position; null before the first. */
  insideGeofences: number[] | null;
}
export const EMPTY_STATE: WatchState = {
  lastTs: null,
  lastSpeedKmh: null,
  idleSince: null,
  insideGeofences: null,
};

export interface JobStopState {
  position: number;
  name: string;
  lat: number;
  lng: number;
  radiusMeters: number;
  plannedAt: Date | null;
  arrivedAt: Date | null;
  lateAlarmed: boolean;
}
export interface JobContext {
  jobCardId: number;
  title: string;
  stops: JobStopState[];
}

export interface Position {
  ts: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  ignition: boolean | null;
  battery: number | null;
}

export interface Intent {
  op: 'raise' | 'clear';
  kind: fleet.FleetAlarmKind;
  ruleId: string;
  message: string;
  value: number | null;
  severity: alarms.Severity;
  at: Date;
}

export interface DeviceInput {
  vehicleName: string;
  settings: fleet.AlarmSettingsInput;
  state: WatchState;
  job: JobContext | null;
  geofences: readonly (GeofenceShape & { name: string })[];
  positions: readonly Position[];
  /** The rule ids of the device's open fleet alarms. */
  open: ReadonlySet<string>;
}

export interface DeviceOutcome {
  state: WatchState;
  intents: Intent[];
  arrivals: { position: number; at: Date }[];
  lateMarks: { position: number; at: Date }[];
}

const SEVERITY: Record<fleet.FleetAlarmKind, alarms.Severity> = {
  'out-of-route': 'major',
  late: 'minor',
  speeding: 'major',
  idle: 'warning',
  'geofence-enter': 'minor',
  'geofence-exit': 'minor',
  'harsh-braking': 'minor',
  'harsh-acceleration': 'minor',
  'low-battery': 'warning',
  offline: 'warning',
};

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** Late stops of a job at `now` not alarmed yet, as raise intents (the watcher and the minute scan share it). */
export function lateIntents(
  vehicleName: string,
  job: JobContext,
  now: Date,
  toleranceMinutes: number,
  /** Where the vehicle is and how fast it goes, for the estimated arrival (the minute scan knows neither). */
  from?: { lat: number; lng: number; speedKmh: number | null },
): { intents: Intent[]; marks: { position: number; at: Date }[] } {
  const intents: Intent[] = [];
  const marks: { position: number; at: Date }[] = [];
  for (const stop of job.stops) {
    if (stop.lateAlarmed || !isLate(stop, now, toleranceMinutes) || stop.plannedAt === null) continue;
    const minutesLate = Math.floor((now.getTime() - stop.plannedAt.getTime()) / 60_000);
    const eta = from ? estimatedArrival(now, places.distanceInMetres(from, stop), from.speedKmh) : null;
    intents.push({
      op: 'raise',
      kind: 'late',
      ruleId: fleet.fleetRuleId('late', { jobCardId: job.jobCardId, stop: stop.position }),
      message: `${vehicleName} has not reached stop ${stop.position + 1} (${stop.name}) of job "${job.title}", planned at ${hhmm(stop.plannedAt)} UTC${eta ? `, expected at ${hhmm(eta)} UTC` : ''}`,
      value: minutesLate,
      severity: SEVERITY.late,
      at: now,
    });
    marks.push({ position: stop.position, at: now });
  }
  return { intents, marks };
}

export function evaluateDevice(input: DeviceInput): DeviceOutcome {
  const { vehicleName: name, settings, job } = input;
  const open = new Set(input.open);
  const state: WatchState = { ...input.state };
  const intents: Intent[] = [];
  const arrivals: DeviceOutcome['arrivals'] = [];
  const lateMarks: DeviceOutcome['lateMarks'] = [];
  const stops = job?.stops.map((s) => ({ ...s })) ?? [];

  const raise = (
    kind: fleet.FleetAlarmKind,
    ruleId: string,
    at: Date,
    message: string,
    value: number | null,
  ) => {
    if (open.has(ruleId)) return;
    open.add(ruleId);
    intents.push({ op: 'raise', kind, ruleId, message, value, severity: SEVERITY[kind], at });
  };
  const clear = (kind: fleet.FleetAlarmKind, ruleId: string, at: Date, message: string) => {
    if (!open.has(ruleId)) return;
    open.delete(ruleId);
    intents.push({ op: 'clear', kind, ruleId, message, value: null, severity: SEVERITY[kind], at });
  };

  const sorted = [...input.positions].sort((a, b) => a.ts.getTime() - b.ts.getTime());
  for (const p of sorted) {
    if (state.lastTs !== null && p.ts.getTime() <= state.lastTs.getTime()) continue;
    const at = p.ts;
    const point = { lat: p.lat, lng: p.lon };

    const speedRule = fleet.fleetRuleId('speeding');
    if (isSpeeding(p.speedKmh, settings.speedLimitKmh))
      raise(
        'speeding',
        speedRule,
        at,
        `${name} at ${Math.round(p.speedKmh ?? 0)} km/h, over the limit of ${settings.speedLimitKmh} km/h`,
        p.speedKmh,
      );
    else clear('speeding', speedRule, at, 'Back within the speed limit');

    state.idleSince = idleSinceAfter(state.idleSince, p);
    const idleRule = fleet.fleetRuleId('idle');
    if (idleTooLong(state.idleSince, at, settings.idleMinutes) && state.idleSince !== null) {
      const minutes = Math.floor((at.getTime() - state.idleSince.getTime()) / 60_000);
      raise('idle', idleRule, at, `${name} idle for ${minutes} minutes with the ignition on`, minutes);
    } else if (state.idleSince === null) clear('idle', idleRule, at, 'Moving or switched off');

    if (settings.harshEvents && state.lastTs !== null) {
      const harsh = harshChange({ ts: state.lastTs, speedKmh: state.lastSpeedKmh }, p);
      if (harsh) {
        const what = harsh.kind === 'harsh-braking' ? 'braked' : 'accelerated';
        raise(
          harsh.kind,
          fleet.fleetRuleId(harsh.kind),
          at,
          `${name} ${what} harshly (${Math.abs(Math.round(harsh.rate))} km/h per second)`,
          Math.abs(harsh.rate),
        );
      }
    }

    const fences = geofenceTransitions(state.insideGeofences, point, input.geofences);
    const nameOf = (id: number) => input.geofences.find((g) => g.id === id)?.name ?? `#${id}`;
    if (settings.geofenceEnter)
      for (const id of fences.entered)
        raise(
          'geofence-enter',
          fleet.fleetRuleId('geofence-enter', { geofenceId: id }),
          at,
          `${name} entered ${nameOf(id)}`,
          null,
        );
    if (settings.geofenceExit)
      for (const id of fences.exited)
        raise(
          'geofence-exit',
          fleet.fleetRuleId('geofence-exit', { geofenceId: id }),
          at,
          `${name} left ${nameOf(id)}`,
          null,
        );
    state.insideGeofences = fences.inside;

    const batteryRule = fleet.fleetRuleId('low-battery');
    if (isLowBattery(p.battery, settings.lowBatteryPercent))
      raise(
        'low-battery',
        batteryRule,
        at,
        `${name}: tracker battery at ${Math.round(p.battery ?? 0)} %`,
        p.battery,
      );
    else if (p.battery !== null) clear('low-battery', batteryRule, at, 'Battery above the low level');

    if (job && stops.length > 0) {
      const routeRule = fleet.fleetRuleId('out-of-route', { jobCardId: job.jobCardId });
      const distance = distanceToRoute(point, stops);
      if (outOfRoute(distance, settings.outOfRouteMeters))
        raise(
          'out-of-route',
          routeRule,
          at,
          `${name} is ${Math.round(distance)} m off the route of job "${job.title}"`,
          Math.round(distance),
        );
      else clear('out-of-route', routeRule, at, 'Back within the route corridor');

      for (const stop of stops) {
        if (stop.arrivedAt !== null || !reachesStop(point, stop)) continue;
        stop.arrivedAt = at;
        arrivals.push({ position: stop.position, at });
        clear(
          'late',
          fleet.fleetRuleId('late', { jobCardId: job.jobCardId, stop: stop.position }),
          at,
          `Arrived at ${hhmm(at)} UTC`,
        );
      }
      const late = lateIntents(name, { ...job, stops }, at, settings.lateToleranceMinutes, {
        ...point,
        speedKmh: p.speedKmh,
      });
      for (const intent of late.intents)
        raise(intent.kind, intent.ruleId, intent.at, intent.message, intent.value);
      for (const mark of late.marks) {
        const stop = stops.find((s) => s.position === mark.position);
        if (stop) stop.lateAlarmed = true;
        lateMarks.push(mark);
      }
    }

    state.lastTs = p.ts;
    state.lastSpeedKmh = p.speedKmh;
  }
  return { state, intents, arrivals, lateMarks };
}
