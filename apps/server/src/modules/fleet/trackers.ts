import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { idIn } from '../../kernel/db/sql.ts';
import { devices, hardware } from '../devices/devices.schema.ts';

/** What the positions path knows of a device sending fixes. */
export interface Tracker {
  id: number;
  serial: string;
  companyId: number;
  blocked: boolean;
  /** A device of app fleet: only those may send positions. */
  isTracker: boolean;
}

const MAX_ENTRIES = 100_000;
/** Serials looked up in one query. */
const LOOKUP_BATCH = 1000;

/**
 * Devices by serial (OsmAnd's `id`) and by id (MQTT readings), remembered for `ttlMs` (an unknown serial for
 * `unknownTtlMs`): a tracker posting every few seconds costs one query a minute, a flood of a made-up serial
 * one every few seconds.
 */
export class TrackerDirectory {
  private readonly bySerialCache = new Map<string, { tracker: Tracker | null; until: number }>();
  private readonly byIdCache = new Map<number, { tracker: Tracker; until: number }>();
  private readonly pending = new Map<
    string,
    { resolve: (tracker: Tracker | null) => void; reject: (error: unknown) => void }[]
  >();
  private lookup: NodeJS.Immediate | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly ttlMs = 60_000,
    private readonly unknownTtlMs = 5_000,
  ) {}

  private select() {
    return this.db
      .select({
        id: devices.id,
        serial: devices.serial,
        companyId: devices.companyId,
        state: devices.state,
        app: hardware.app,
      })
      .from(devices)
      .innerJoin(hardware, eq(hardware.id, devices.hardwareId));
  }

  private static of(row: {
    id: number;
    serial: string;
    companyId: number;
    state: string;
    app: string;
  }): Tracker {
    return {
      id: row.id,
      serial: row.serial,
      companyId: row.companyId,
      blocked: row.state === 'blocked',
      isTracker: row.app === 'fleet',
    };
  }

  /**
   * A device by serial. Lookups missing the cache in the same turn of the event loop go as one query (a
   * fleet reconnecting at once costs a query per thousand trackers, not one each).
   */
  bySerial(serial: string, now = Date.now()): Promise<Tracker | null> {
    const cached = this.bySerialCache.get(serial);
    if (cached && cached.until > now) return Promise.resolve(cached.tracker);
    const waiting = this.pending.get(serial) ?? [];
    this.pending.set(serial, waiting);
    const found = new Promise<Tracker | null>((resolve, reject) => waiting.push({ resolve, reject }));
    this.lookup ??= setImmediate(() => void this.lookUp());
    return found;
  }

  private async lookUp() {
    this.lookup = undefined;
    const pending = [...this.pending];
    this.pending.clear();
    for (let i = 0; i < pending.length; i += LOOKUP_BATCH) {
      const chunk = pending.slice(i, i + LOOKUP_BATCH);
      try {
        const rows = await this.select().where(
          inArray(
            devices.serial,
            chunk.map(([serial]) => serial),
          ),
        );
        const bySerial = new Map(rows.map((row) => [row.serial, TrackerDirectory.of(row)]));
        const now = Date.now();
        if (this.bySerialCache.size + chunk.length >= MAX_ENTRIES) this.bySerialCache.clear();
        for (const [serial, waiters] of chunk) {
          const tracker = bySerial.get(serial) ?? null;
          this.bySerialCache.set(serial, {
            tracker,
            until: now + (tracker ? this.ttlMs : this.unknownTtlMs),
          });
          for (const waiter of waiters) waiter.resolve(tracker);
        }
      } catch (error) {
        for (const [, waiters] of chunk) for (const waiter of waiters) waiter.reject(error);
      }
    }
  }

  /** Forgets what is remembered of a serial (its device was just changed). */
  forget(serial: string) {
    const cached = this.bySerialCache.get(serial);
    this.bySerialCache.delete(serial);
    if (cached?.tracker) this.byIdCache.delete(cached.tracker.id);
  }

  /** The devices of `ids` that exist, by id. */
  async byIds(ids: readonly number[], now = Date.now()): Promise<Map<number, Tracker>> {
    const found = new Map<number, Tracker>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.byIdCache.get(id);
      if (cached && cached.until > now) found.set(id, cached.tracker);
      else missing.push(id);
    }
    if (missing.length > 0) {
      if (this.byIdCache.size >= MAX_ENTRIES) this.byIdCache.clear();
      for (const row of await this.select().where(and(idIn(devices.id, missing)))) {
        const tracker = TrackerDirectory.of(row);
        found.set(tracker.id, tracker);
        this.byIdCache.set(tracker.id, { tracker, until: now + this.ttlMs });
      }
    }
    return found;
  }
}
