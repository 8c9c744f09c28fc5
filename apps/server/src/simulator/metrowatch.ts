import { devices as contract, metrowatch } from '@atrium/contracts';
import { DEMO_CREDENTIALS } from '../modules/access/access.seed.ts';
import type { DemoDevice } from '../modules/devices/devices.seed.ts';
import { distanceKm, type LatLng, positionOn, ROUTES, type RouteName } from './routes.ts';
import { keysOf, type SignalState } from './signals.ts';

/**
 * Metro Watch devices in the simulator: locks that open doors and obey their commands, cold-storage loggers
 * whose temperature rises while the door is open, trackers that follow routes around Dubai.
 */

export interface MetrowatchDemo extends DemoDevice {
  route?: RouteName;
  /** Km along the route at the epoch, so two trackers on one route are apart. */
  offsetKm?: number;
  /** A lock that sleeps (reports `asleep`) until woken up, and falls asleep again ten minutes later. */
  sleeps?: boolean;
  /** A geofence: `geofenceExit` is 1 while the tracker is further than `radiusKm` from `center`. */
  fence?: { center: LatLng; radiusKm: number };
}

const AWAKE_MS = 10 * 60_000;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export interface DeviceBehaviour {
  values(now: Date): Record<string, number>;
  /** Applies a command and answers it as the device would. */
  command(message: metrowatch.CommandMessage, now: Date): Omit<metrowatch.CommandAck, 'id'>;
  /** Locks: a credential someone just presented (taken once), to publish on `devices/<serial>/access`. */
  presentation?(now: Date): metrowatch.AccessRequest | null;
  /** Locks: the server's answer to a presentation. */
  decided?(decision: metrowatch.AccessDecisionMessage): void;
}

const demoCode = (label: string) => {
  const found = DEMO_CREDENTIALS.find(([, name]) => name === label);
  if (!found) throw new Error(`no demo credential ${label}`);
  return { kind: found[0], code: found[2] };
};
/**
 * Who badges in at a demo lock (access.seed.ts): mostly the owner's active badge (granted where an access
 * allows it), now and then the lost badge (blocked), the server room PIN or a card nobody issued.
 */
const PRESENTED = [
  { share: 0.7, ...demoCode('Badge 1001') },
  { share: 0.1, ...demoCode('Badge 1002 (lost)') },
  { share: 0.1, ...demoCode('Server room PIN') },
  { share: 0.1, kind: 'card' as const, code: 'CARD9999' },
];

/** Readings a propped-open door stays open at the least (the simulator reports every 5 s). */
const PROPPED_READINGS = 16;

class Lock implements DeviceBehaviour {
  private locked = 1;
  private openFor = 0;
  private relockIn = 0;
  private readings = 0;
  private awakeUntil = 0;
  /** A credential presented and not yet published; then someone waits at the door for the decision. */
  private presented: metrowatch.AccessRequest | null = null;
  /** Readings the one who presented still waits for the unlock (0: nobody waits). */
  private waiting = 0;
  private openNext = false;
  private presentations = 0;
  private openings = 0;

  constructor(
    private readonly demo: MetrowatchDemo,
    private readonly state: SignalState,
  ) {}

  private asleep(now: Date) {
    return this.demo.sleeps === true && now.getTime() >= this.awakeUntil;
  }

  values(now: Date) {
    const { state } = this;
    this.readings += 1;
    state.battery = Math.max(1, state.battery - 0.001);
    const asleep = this.asleep(now);
    const values: Record<string, number> = { battery: round(state.battery, 1), tamper: 0, forced: 0 };
    if (this.openFor > 0) {
      this.openFor -= 1;
      if (this.openFor === 0) {
        values.door = 0;
        this.relockIn = 1;
      }
    } else if (this.openNext) {
      // Unlocked for the one who presented a granted credential: in they go.
      this.openNext = false;
      values.door = 1;
      this.openFor = 2 + Math.floor(state.next() * 3);
    } else if (this.relockIn > 0) {
      this.relockIn -= 1;
      if (this.relockIn === 0) this.locked = 1;
    } else if (!asleep && (this.readings === 3 || state.next() < 0.03)) {
      // Someone badges in (the third reading: a door opens within a minute of the start), now and then forced.
      const forced = state.next() < 0.05;
      if (forced) values.forced = 1;
      else this.locked = 0;
      values.door = 1;
      this.openings += 1;
      // The second time, and now and then after, the door is propped open (a delivery) for 80-105 s:
      // longer than the demo's 'door left open' hold of 60 s, so that alarm shows within minutes of a start.
      const propped = this.openings === 2 || state.next() < 0.15;
      this.openFor = propped
        ? PROPPED_READINGS + Math.floor(state.next() * 6)
        : 2 + Math.floor(state.next() * 3);
    }
    // Someone presents a credential (the second reading, then now and then): the server decides.
    if (this.waiting > 0) this.waiting -= 1;
    else if (!asleep && (this.readings === 2 || state.next() < 0.03)) this.present();
    if (state.next() < 0.003) values.tamper = 1;
    values.locked = this.locked;
    values.asleep = asleep ? 1 : 0;
    return values;
  }

  command(message: metrowatch.CommandMessage, now: Date) {
    if (message.command === 'wake-up') {
      this.awakeUntil = now.getTime() + AWAKE_MS;
      return { status: 'ok' as const };
    }
    if (this.asleep(now)) return { status: 'error' as const, message: 'The lock is asleep' };
    if (message.command === 'lock') this.locked = 1;
    if (message.command === 'unlock') {
      this.locked = 0;
      this.relockIn = 6;
      if (this.waiting > 0) {
        this.waiting = 0;
        this.openNext = true;
      }
    }
    return { status: 'ok' as const };
  }

  private present() {
    this.presentations += 1;
    // The first one is the owner's badge, so a new user sees a door opened by a card within a minute.
    let pick = this.state.next();
    if (this.presentations === 1) pick = 0;
    let chosen = PRESENTED[0];
    for (const option of PRESENTED) {
      chosen = option;
      if (pick < option.share) break;
      pick -= option.share;
    }
    if (!chosen) return;
    this.presented = {
      kind: chosen.kind,
      code: chosen.code,
      id: `${this.demo.serial}-${this.presentations}`,
    };
    this.waiting = 3;
  }

  presentation(now: Date) {
    const presented = this.presented;
    this.presented = null;
    return presented ? { ...presented, ts: now.getTime() } : null;
  }

  decided(decision: metrowatch.AccessDecisionMessage) {
    // Refused: whoever it was walks away (a granted one waits for the unlock command).
    if (!decision.granted) this.waiting = 0;
  }
}

class Mover implements DeviceBehaviour {
  private temperature = 4;
  private doorOpenFor = 0;
  private sosFor = 0;
  private readonly keys: Set<string>;

  constructor(
    private readonly demo: MetrowatchDemo,
    private readonly state: SignalState,
  ) {
    this.keys = new Set(keysOf(demo.hardwareId));
  }

  values(now: Date) {
    const { state, keys } = this;
    const noise = (spread: number) => (state.next() - 0.5) * 2 * spread;
    state.battery = Math.max(1, state.battery - 0.001);
    const values: Record<string, number> = { battery: round(state.battery, 1) };
    if (keys.has('temperature')) {
      // A cold room at 4 °C that warms while its door is open.
      if (this.doorOpenFor > 0) {
        this.doorOpenFor -= 1;
        this.temperature = Math.min(14, this.temperature + 0.9);
        if (this.doorOpenFor === 0) values.door = 0;
      } else {
        this.temperature += (4 - this.temperature) * 0.2;
        if (state.next() < 0.02) {
          this.doorOpenFor = 2 + Math.floor(state.next() * 4);
          values.door = 1;
        }
      }
      values.temperature = round(this.temperature + noise(0.2), 1);
      values.humidity = round(88 + noise(2), 1);
    }
    const route = this.demo.route ? ROUTES[this.demo.route] : undefined;
    if (route && keys.has('latitude')) {
      const { at, speedKmh } = positionOn(route, now, this.demo.offsetKm);
      values.latitude = round(at[0] + noise(0.00002), 6);
      values.longitude = round(at[1] + noise(0.00002), 6);
      values.speed = speedKmh === 0 ? 0 : round(Math.max(0, speedKmh + noise(speedKmh * 0.15)), 1);
      if (keys.has('geofenceExit') && this.demo.fence) {
        values.geofenceExit = distanceKm(at, this.demo.fence.center) > this.demo.fence.radiusKm ? 1 : 0;
      }
    }
    if (keys.has('sos')) {
      if (this.sosFor > 0) this.sosFor -= 1;
      else if (state.next() < 0.001) this.sosFor = 3;
      values.sos = this.sosFor > 0 ? 1 : 0;
    }
    return values;
  }

  command() {
    return { status: 'ok' as const };
  }
}

/** The behaviour of a Metro Watch demo device; null for a device of another app. */
export function metrowatchBehaviour(demo: MetrowatchDemo, state: SignalState): DeviceBehaviour | null {
  const model = contract.hardwareById(demo.hardwareId);
  if (model?.app !== 'metrowatch') return null;
  return metrowatch.detailKindOf(model.type) === 'device-lock'
    ? new Lock(demo, state)
    : new Mover(demo, state);
}
