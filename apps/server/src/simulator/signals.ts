import { alarms, devices as contract } from '@atrium/contracts';

/**
 * Realistic readings for the simulator and the demo history: daily cycles, office hours, slow drifts,
 * noise, batteries that drain, counters that only grow. Deterministic for a given seed, so a test can
 * check the shapes and a demo looks the same twice.
 */

export interface SignalState {
  /** A per-device random stream (mulberry32). */
  next(): number;
  battery: number;
  energy: number;
  co2: number;
  level: number;
}

export function signalState(seed: number): SignalState {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    battery: 60 + next() * 40,
    energy: 10_000 + next() * 5000,
    co2: 450,
    level: 40 + next() * 50,
  };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const clamp = (value: number, key: string) => {
  const sensor = contract.SENSOR_TYPE_BY_KEY.get(key);
  return sensor ? Math.min(sensor.max, Math.max(sensor.min, value)) : value;
};

/** One reading of `keys` at `now`. */
export function simulatedValues(
  keys: readonly string[],
  state: SignalState,
  now: Date,
): Record<string, number> {
  const hour = now.getUTCHours() + 4 + now.getUTCMinutes() / 60; // Gulf time: the demo structures are in Dubai
  const day = Math.sin(((hour - 9) / 24) * 2 * Math.PI); // warmest mid-afternoon
  const office = hour % 24 >= 8 && hour % 24 <= 18 ? 1 : 0;
  const noise = (spread: number) => (state.next() - 0.5) * 2 * spread;
  state.battery = Math.max(1, state.battery - 0.001 - state.next() * 0.002);
  state.co2 += (450 + office * 500 - state.co2) * 0.1 + noise(15);
  state.level = Math.min(100, Math.max(5, state.level + noise(0.8) - 0.05));
  const values: Record<string, number> = {};
  for (const key of keys) {
    const value = (() => {
      switch (key) {
        case 'temperature':
          return 22 + day * 2.5 + noise(0.3);
        case 'humidity':
          return 45 - day * 8 + noise(1.5);
        case 'battery':
          return state.battery;
        case 'co2':
          return state.co2;
        case 'tvoc':
          return 120 + office * 180 + noise(30);
        case 'pm25':
          return 12 + noise(4);
        case 'leak':
          return state.next() < 0.002 ? 1 : 0;
        case 'level':
          return state.level;
        case 'flow':
          return Math.max(0, 2 + office * 4 + noise(1));
        case 'ph':
          return 7.2 + noise(0.2);
        case 'turbidity':
          return Math.max(0, 1.5 + noise(0.5));
        case 'power': {
          return Math.max(0, 1500 + office * 4000 + noise(300));
        }
        case 'energy':
          state.energy += 0.05 + office * 0.2;
          return state.energy;
        case 'supplyTemp':
          return 6.5 + office * 0.8 + day * 0.4 + noise(0.2);
        case 'returnTemp':
          return 11.5 + office * 1.8 + day * 0.8 + noise(0.3);
        case 'door':
          return state.next() < 0.05 ? 1 : 0;
        // Metro Watch keys (the simulator's own behaviours in metrowatch.ts are what the demo devices send).
        case 'locked':
          return 1;
        case 'tamper':
        case 'forced':
        case 'asleep':
        case 'sos':
        case 'geofenceExit':
          return 0;
        case 'latitude':
          return 25.2048 + noise(0.01);
        case 'longitude':
          return 55.2708 + noise(0.01);
        case 'speed':
          return Math.max(0, 40 + noise(20));
        default:
          return noise(1);
      }
    })();
    values[key] = round(
      clamp(value, key),
      key === 'energy' ? 2 : key === 'latitude' || key === 'longitude' ? 6 : 1,
    );
  }
  return values;
}

/** The value keys a hardware model reports. */
export const keysOf = (hardwareId: number): string[] =>
  (contract.hardwareById(hardwareId)?.sensorTypeIds ?? [])
    .map((id) => contract.SENSOR_TYPES.find((s) => s.id === id)?.key)
    .filter((key): key is string => key !== undefined);

/** Faulty messages, refused by the ingest. */
export type Fault = 'malformed' | 'out-of-range' | 'wrong-type';
export const FAULTS: readonly Fault[] = ['malformed', 'out-of-range', 'wrong-type'];

/**
 * A valid value that crosses a reading rule (above, below, range), within the sensor's range; none for the
 * other kinds or when the sensor cannot report such a value. The simulator's excursions use it, so the
 * seeded alarm template's rules are what decides the faulty values.
 */
export function crossingValue(rule: alarms.Rule): number | undefined {
  const margin = (limit: number) => Math.max(1, Math.abs(limit) * 0.2);
  const value =
    rule.kind === 'above'
      ? rule.value + margin(rule.value)
      : rule.kind === 'below'
        ? rule.value - margin(rule.value)
        : rule.kind === 'range'
          ? rule.max + Math.max(1, (rule.max - rule.min) / 2)
          : undefined;
  const key = alarms.watchedKey(rule);
  if (value === undefined || key === null) return undefined;
  const clamped = round(clamp(value, key));
  return alarms.crosses(rule, clamped) ? clamped : undefined;
}

/** The rules a device with these value keys can cross, each with its crossing value. */
export function crossableRules(
  rules: readonly alarms.Rule[],
  keys: readonly string[],
): { key: string; value: number }[] {
  return rules.flatMap((rule) => {
    const key = alarms.watchedKey(rule);
    const value = crossingValue(rule);
    return key !== null && keys.includes(key) && value !== undefined ? [{ key, value }] : [];
  });
}

/** A faulty message of the given kind, for fault injection. */
export function faultyPayload(fault: Fault, keys: readonly string[]): string {
  const key = keys[0] ?? 'temperature';
  if (fault === 'malformed') return `{"values": {"${key}": 21.`;
  if (fault === 'out-of-range') return JSON.stringify({ values: { [key]: 1e12 } });
  return JSON.stringify({ values: { [key]: 'high' } });
}
