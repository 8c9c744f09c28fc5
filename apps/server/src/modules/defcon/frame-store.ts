import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { devices } from '../devices/devices.schema.ts';
import { defconPanelEvents, defconPanels } from './panels.schema.ts';
import type { SiaDecoded } from './sia/index.ts';

/**
 * The receiver's ACK path in batches (issue 18): a burst of frames from many panels would cost an account
 * lookup, a heartbeat and an event insert each, one round trip apiece, and queue on the connection pool; here
 * the lookups of frames arriving together are one query, and their heartbeats and events two statements, so
 * a frame waits at most for the batch before it (group commit). Each frame is answered only once its
 * heartbeat and events are stored: nothing is ACKed that is not durable.
 */

type Deps = Pick<AppDeps, 'database'>;
export type EventRow = typeof defconPanelEvents.$inferSelect;

export interface PanelRef {
  id: number;
  name: string;
  serial: string;
  /** Set when the panel was flagged offline before this frame (its 'panel offline' alarm is to be restored). */
  offlineSince: Date | null;
}

/** A frame stored: its panel and its events (link tests are not stored). */
export interface StoredFrame {
  panel: PanelRef;
  events: EventRow[];
}

/** At most this many items per batch. */
const MAX_BATCH = 500;

/**
 * Runs items in batches, one batch at a time: what arrives while a batch runs waits for the next one, so an
 * idle receiver answers a lone frame at once and a busy one gathers. A failed batch fails its items.
 */
export function serialBatcher<I, O>(run: (items: I[]) => Promise<O[]>) {
  const waiting: { item: I; resolve: (out: O) => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  const drain = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        const out = await run(batch.map((w) => w.item));
        for (const [i, w] of batch.entries()) w.resolve(out[i] as O);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    running = false;
  };
  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/** Known, unblocked panels' keys (null: clear frames) by account; null for an unknown account (NAK). */
export async function lookupAccounts({ database: { db } }: Deps, accounts: string[]) {
  const wanted = [...new Set(accounts.map((a) => a.toUpperCase()))];
  const rows = await db
    .select({ account: defconPanels.accountNumber, key: defconPanels.siaKey, state: devices.state })
    .from(defconPanels)
    .innerJoin(devices, eq(devices.id, defconPanels.deviceId))
    .where(inArray(defconPanels.accountNumber, wanted));
  const known = new Map(rows.map((r) => [r.account, r]));
  return accounts.map((account) => {
    const panel = known.get(account.toUpperCase());
    return !panel || panel.state === 'blocked' ? null : { key: panel.key };
  });
}

/**
 * The frames' heartbeats in one statement: each account's panel gets its latest frame's time as last
 * heartbeat (and loses its offline flag) and its count of accepted frames, its device its last seen. Answers
 * the panels by account with the offline flag they had.
 */
async function heartbeats({ database: { db } }: Deps, frames: readonly SiaDecoded[]) {
  const beats = new Map<string, { at: Date; n: number }>();
  for (const frame of frames) {
    const account = frame.account.toUpperCase();
    const beat = beats.get(account);
    if (!beat) beats.set(account, { at: frame.receivedAt, n: 1 });
    else {
      beat.n += 1;
      if (frame.receivedAt > beat.at) beat.at = frame.receivedAt;
    }
  }
  const values = sql.join(
    [...beats].map(
      ([account, b]) => sql`(${account}::text, ${b.at.toISOString()}::timestamptz, ${b.n}::int)`,
    ),
    sql`, `,
  );
  const rows = rowsOf<{
    id: number;
    account: string;
    name: string;
    serial: string;
    offline_since: string | Date | null;
  }>(
    await db.execute(sql`
      with beats(account, at, n) as (values ${values}),
      old as (
        select p.device_id, p.account_number, p.offline_since, d.name, d.serial
        from ${defconPanels} p join ${devices} d on d.id = p.device_id join beats b on b.account = p.account_number
      ), beat as (
        update ${defconPanels} p set last_heartbeat_at = b.at, offline_since = null,
          frames_accepted = p.frames_accepted + b.n, updated_at = b.at
        from beats b where p.account_number = b.account
        returning p.device_id
      ), seen as (
        update ${devices} d set last_seen_at = b.at
        from old o join beats b on b.account = o.account_number
        where d.id = o.device_id and (d.last_seen_at is null or d.last_seen_at < b.at)
        returning d.id
      )
      select old.device_id as id, old.account_number as account, old.name, old.serial, old.offline_since
      from old`),
  );
  return new Map(
    rows.map((r): [string, PanelRef] => [
      r.account,
      {
        id: Number(r.id),
        name: r.name,
        serial: r.serial,
        offlineSince: r.offline_since === null ? null : new Date(r.offline_since),
      },
    ]),
  );
}

const stored = (event: SiaDecoded['events'][number]) => !(event.kind === 'test' && event.code === 'NULL');

/**
 * Stores a batch of accepted frames: their heartbeats, then every event in one insert (intrusion and status
 * ones `alarm_pending`, for the alarm path). Per frame its panel and events, null for an unknown account. The
 * offline flag goes with the first frame of its panel in the batch (its restoral is raised once).
 */
export async function storeFrames(
  deps: Deps,
  frames: readonly SiaDecoded[],
): Promise<(StoredFrame | null)[]> {
  const panels = await heartbeats(deps, frames);
  const restored = new Set<number>();
  const owners = frames.map((frame) => {
    const panel = panels.get(frame.account.toUpperCase());
    if (!panel) return null;
    if (restored.has(panel.id) || panel.offlineSince === null) return { ...panel, offlineSince: null };
    restored.add(panel.id);
    return panel;
  });
  const values = frames.flatMap((frame, i) => {
    const panel = owners[i];
    if (!panel) return [];
    return frame.events.filter(stored).map((event) => ({
      panelId: panel.id,
      at: frame.receivedAt,
      kind: event.kind,
      eventClass: event.eventClass,
      code: event.code,
      restore: event.restore,
      zone: event.zone ?? null,
      panelUser: event.user ?? null,
      description: event.description,
      alarmPending: event.eventClass === 'intrusion' || event.eventClass === 'status',
    }));
  });
  // Rows come back in the order given: each frame takes its own count of them.
  const rows =
    values.length === 0 ? [] : await deps.database.db.insert(defconPanelEvents).values(values).returning();
  let next = 0;
  return frames.map((frame, i) => {
    const panel = owners[i];
    if (!panel) return null;
    const count = frame.events.filter(stored).length;
    const events = rows.slice(next, next + count);
    next += count;
    return { panel, events };
  });
}

/** The receiver's batched calls for one application: account lookups and frame storing. */
export function frameStore(deps: Deps) {
  return {
    lookupAccount: serialBatcher((accounts: string[]) => lookupAccounts(deps, accounts)),
    store: serialBatcher((frames: SiaDecoded[]) => storeFrames(deps, frames)),
  };
}
