import { fleet } from '@atrium/contracts';

type LiveVehicle = fleet.LiveVehicle;
type PositionEvent = fleet.PositionEvent;

/**
 * The live map's vehicles, outside React: thousands of them, moved by pushed positions. Pushes are merged
 * into a pending set and applied together at most every `flushMs` (one redraw of the map and the list for
 * many positions, not one per position); listeners hear of each applied batch.
 */
export class LiveFleet {
  private readonly vehicles = new Map<number, LiveVehicle>();
  private readonly pending = new Map<number, PositionEvent>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private snapshot: readonly LiveVehicle[] = [];
  private stale = false;
  /** Grows with each applied change: what `useSyncExternalStore` compares. */
  version = 0;

  constructor(private readonly flushMs = 250) {}

  /** Replaces every vehicle (a fresh load); pushes for vehicles not in it are ignored. */
  reset(list: readonly LiveVehicle[]): void {
    this.vehicles.clear();
    for (const vehicle of list) this.vehicles.set(vehicle.id, vehicle);
    // A push newer than the load still counts.
    for (const id of this.pending.keys()) if (!this.vehicles.has(id)) this.pending.delete(id);
    this.apply();
  }

  /** A pushed position; false when the vehicle is not on this map (another company's, or new). */
  push(event: PositionEvent): boolean {
    const current = this.vehicles.get(event.vehicleId);
    if (!current) return false;
    const queued = this.pending.get(event.vehicleId);
    // Out-of-order fixes (a tracker's buffered batch) never move a vehicle back in time.
    if (queued && queued.ts >= event.ts) return true;
    this.pending.set(event.vehicleId, event);
    this.timer ??= setTimeout(() => this.flush(), this.flushMs);
    return true;
  }

  /** Applies the pending positions now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.apply();
  }

  /**
   * A vehicle that stopped reporting turns offline (STATE_RULES): the server pushes nothing when positions
   * stop, so the map ages its vehicles itself.
   */
  age(now: Date = new Date()): void {
    const limit = now.getTime() - fleet.STATE_RULES.offlineAfterMinutes * 60_000;
    let changed = false;
    for (const vehicle of this.vehicles.values()) {
      if (vehicle.state === 'offline' || vehicle.ts === null || Date.parse(vehicle.ts) >= limit) continue;
      this.vehicles.set(vehicle.id, { ...vehicle, state: 'offline' });
      changed = true;
    }
    if (changed) this.changed();
  }

  get(id: number): LiveVehicle | undefined {
    return this.vehicles.get(id);
  }

  get size(): number {
    return this.vehicles.size;
  }

  /** Every vehicle, as an array kept until the next change. */
  list(): readonly LiveVehicle[] {
    if (this.stale) {
      this.snapshot = [...this.vehicles.values()];
      this.stale = false;
    }
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops a scheduled flush (the page is leaving); listeners unsubscribe themselves. */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private apply(): void {
    for (const [id, event] of this.pending) {
      const vehicle = this.vehicles.get(id);
      if (!vehicle || (vehicle.ts !== null && vehicle.ts > event.ts)) continue;
      this.vehicles.set(id, {
        ...vehicle,
        ts: event.ts,
        lat: event.lat,
        lon: event.lon,
        speedKmh: event.speedKmh,
        heading: event.heading,
        state: event.state,
      });
    }
    this.pending.clear();
    this.changed();
  }

  private changed(): void {
    this.stale = true;
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** Vehicles per state, for the legend. */
export function countByState(list: readonly LiveVehicle[]): Record<fleet.VehicleState, number> {
  const counts = { moving: 0, idle: 0, stopped: 0, offline: 0 };
  for (const vehicle of list) counts[vehicle.state] += 1;
  return counts;
}
