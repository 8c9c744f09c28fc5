import { fleet } from '@atrium/contracts';
import { DUBAI_ROUTES, pointAlong } from '../modules/fleet/demo-routes.ts';
import { FLEET_DEMO_TRACKERS } from '../modules/fleet/fleet.seed.ts';

/**
 * The demo fleet's trackers posting OsmAnd positions to the receiver (issue 19), as Traccar Client does:
 * every `intervalMs` each tracker drives on along its Dubai route (out and back) at 30-90 km/h, stops at a
 * light now and then (ignition on, speed 0) and, one tracker in four, parks a while (ignition off). Odd
 * trackers send the query form (legacy Android client, speed in knots), even ones the JSON form (Traccar
 * Client 9, speed in m/s). Started by the fleet module with SIMULATE and demo data; a failed post is
 * counted, never thrown.
 */

export interface FleetSimulatorOptions {
  /** The receiver, e.g. `http://127.0.0.1:5055`. */
  url: string;
  intervalMs: number;
  trackers?: readonly { serial: string; route: keyof typeof DUBAI_ROUTES; index: number }[];
  random?: () => number;
}

export interface FleetSimulator {
  trackers: number;
  stats(): { sent: number; stored: number; refused: number; failed: number };
  /** Moves every tracker one interval on and posts its fix (what the timer does; tests call it). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

interface Driving {
  serial: string;
  route: keyof typeof DUBAI_ROUTES;
  json: boolean;
  km: number;
  /** Ticks left standing (a light) or parked; 0: driving. */
  standing: number;
  parked: boolean;
  speedKmh: number;
  battery: number;
}

export function startFleetSimulator(options: FleetSimulatorOptions): FleetSimulator {
  const random = options.random ?? Math.random;
  const stats = { sent: 0, stored: 0, refused: 0, failed: 0 };
  const vehicles: Driving[] = (options.trackers ?? FLEET_DEMO_TRACKERS).map((t) => ({
    serial: t.serial,
    route: t.route,
    json: t.index % 2 === 1,
    km: t.index * 3.7,
    standing: 0,
    parked: false,
    speedKmh: 50,
    battery: 90 - t.index,
  }));

  const move = (v: Driving) => {
    const hours = options.intervalMs / 3_600_000;
    if (v.standing > 0) {
      v.standing -= 1;
      v.speedKmh = 0;
      if (v.standing === 0) v.parked = false;
      return;
    }
    const draw = random();
    if (draw < 0.03) {
      v.standing = 4 + Math.floor(random() * 12);
      v.speedKmh = 0;
      return;
    }
    if (draw < 0.035 && vehicles.indexOf(v) % 4 === 3) {
      v.standing = 60 + Math.floor(random() * 60);
      v.parked = true;
      v.speedKmh = 0;
      return;
    }
    v.speedKmh = Math.max(30, Math.min(90, v.speedKmh + (random() - 0.5) * 20));
    v.km += v.speedKmh * hours;
    v.battery = Math.max(15, v.battery - 0.002);
  };

  const request = (v: Driving): [string, RequestInit] => {
    const at = pointAlong(DUBAI_ROUTES[v.route] ?? [], v.km);
    const lat = at.lat.toFixed(6);
    const lon = at.lon.toFixed(6);
    if (v.json) {
      const location = {
        timestamp: new Date().toISOString(),
        coords: {
          latitude: Number(lat),
          longitude: Number(lon),
          speed: v.speedKmh / fleet.KMH_PER_MPS,
          heading: at.heading,
          accuracy: 5,
          altitude: 8,
        },
        is_moving: v.speedKmh > 0,
        battery: { level: v.battery / 100, is_charging: false },
        extras: { ignition: !v.parked },
      };
      return [
        options.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ device_id: v.serial, location }),
        },
      ];
    }
    const params = new URLSearchParams({
      id: v.serial,
      timestamp: String(Math.floor(Date.now() / 1000)),
      lat,
      lon,
      speed: (v.speedKmh / fleet.KMH_PER_KNOT).toFixed(2),
      bearing: String(at.heading),
      altitude: '8',
      accuracy: '5',
      batt: v.battery.toFixed(0),
      ignition: String(!v.parked),
    });
    return [`${options.url}/?${params}`, { method: 'POST' }];
  };

  const post = async (v: Driving) => {
    const [url, init] = request(v);
    stats.sent += 1;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      if (res.ok) stats.stored += 1;
      else stats.refused += 1;
      await res.arrayBuffer();
    } catch {
      stats.failed += 1;
    }
  };

  const tick = async () => {
    await Promise.all(
      vehicles.map((v) => {
        move(v);
        return post(v);
      }),
    );
  };

  let running: Promise<void> = Promise.resolve();
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          running = running.then(tick);
        }, options.intervalMs)
      : undefined;
  timer?.unref();

  return {
    trackers: vehicles.length,
    stats: () => ({ ...stats }),
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
