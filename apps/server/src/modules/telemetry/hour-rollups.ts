import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';

/** The transaction-level advisory lock of `rollUpPending` (issue 16): one run at a time across servers. */
const PENDING_LOCK = 1_716_000_016;

/** How many pending (device, hour) marks one run takes (one transaction); the runner goes on while more wait. */
const PENDING_BATCH = 5_000;

/** How often the telemetry service derives the pending hours and days (the issue allows a minute behind). */
export const PENDING_ROLLUPS_EVERY_MS = 15_000;

export interface PendingRollupsRun {
  /** Another run held the lock: nothing done. */
  skipped: boolean;
  /** (device, hour) marks taken and their hour rollups recomputed. */
  hours: number;
  /** (device, day) rollups recomputed. */
  days: number;
  /** The run took a full batch: more marks may wait. */
  more: boolean;
}

const floatArray = (xs: readonly number[]) => `{${xs.join(',')}}`;

/**
 * Issue 16: the hour and day rollups of the (device, hour) pairs marked in `reading_rollups_pending` by the
 * writers (the ingest's batch write and the `readings_roll_up` trigger, which keep only minute rollups), in ONE
 * transaction under a transaction-level advisory lock (a second server's run skips, `skipped`):
 * 1. up to `limit` marks are taken (`FOR UPDATE SKIP LOCKED`: a mark a writer holds, because its minute rows
 *    are not committed yet, stays for the next run) and deleted;
 * 2. their hour rows are RECOMPUTED from their minute rows (replaced, not added to: a run repeated changes
 *    nothing), the last value by last_ts, a tie keeping the larger value, as the trigger;
 * 3. the days of those hours are recomputed from their hour rows the same way.
 * A writer that marks a taken hour meanwhile waits for this transaction's commit and then marks it again, so
 * minute rows this run did not see always leave their hour pending. Readers never read a pending hour's hour
 * or day row (rollups.ts `pendingSince`), so they stay exact whatever this job's delay.
 */
export async function rollUpPending(
  db: DbOrTx,
  { limit = PENDING_BATCH }: { limit?: number } = {},
): Promise<PendingRollupsRun> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${PENDING_LOCK}) as got`),
    );
    if (!lock?.got) return { skipped: true, hours: 0, days: 0, more: false };
    const taken = rowsOf<{ d: number; h: number }>(
      await tx.execute(sql`
        with picked as (
          select device_id, hour from reading_rollups_pending
          order by device_id, hour
          limit ${limit}
          for update skip locked)
        delete from reading_rollups_pending p using picked
        where p.device_id = picked.device_id and p.hour = picked.hour
        returning p.device_id as d, (extract(epoch from p.hour) * 1000)::float8 as h`),
    );
    if (taken.length === 0) return { skipped: false, hours: 0, days: 0, more: false };
    taken.sort((a, b) => a.d - b.d || a.h - b.h);
    const devices = floatArray(taken.map((t) => Number(t.d)));
    const hours = floatArray(taken.map((t) => Number(t.h)));
    await tx.execute(sql`
      insert into reading_rollups as r (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
      select m.device_id, 'hour', x.hour, m.key, sum(m.count), sum(m.sum), min(m.min), max(m.max),
        (max(array[extract(epoch from m.last_ts)::float8, m.last]))[2], max(m.last_ts)
      from unnest(${devices}::int[], ${hours}::float8[]) as x0(d, h)
      cross join lateral (select to_timestamp(x0.h / 1000.0) as hour) as x
      join reading_rollups m on m.device_id = x0.d and m.level = 'minute'
        and m.bucket >= x.hour and m.bucket < x.hour + interval '1 hour'
      group by m.device_id, x.hour, m.key
      order by 1, 3, 4
      on conflict (device_id, level, bucket, key) do update set
        count = excluded.count, sum = excluded.sum, min = excluded.min, max = excluded.max,
        last = excluded.last, last_ts = excluded.last_ts`);
    const days = new Map<string, { d: number; day: number }>();
    for (const t of taken) {
      const day = Math.floor(Number(t.h) / 86_400_000) * 86_400_000;
      days.set(`${t.d}:${day}`, { d: Number(t.d), day });
    }
    const dayList = [...days.values()];
    await tx.execute(sql`
      insert into reading_rollups as r (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
      select h.device_id, 'day', x.day, h.key, sum(h.count), sum(h.sum), min(h.min), max(h.max),
        (max(array[extract(epoch from h.last_ts)::float8, h.last]))[2], max(h.last_ts)
      from unnest(${floatArray(dayList.map((x) => x.d))}::int[], ${floatArray(dayList.map((x) => x.day))}::float8[])
        as x0(d, t)
      cross join lateral (select to_timestamp(x0.t / 1000.0) as day) as x
      join reading_rollups h on h.device_id = x0.d and h.level = 'hour'
        and h.bucket >= x.day and h.bucket < x.day + interval '1 day'
      group by h.device_id, x.day, h.key
      order by 1, 3, 4
      on conflict (device_id, level, bucket, key) do update set
        count = excluded.count, sum = excluded.sum, min = excluded.min, max = excluded.max,
        last = excluded.last, last_ts = excluded.last_ts`);
    return { skipped: false, hours: taken.length, days: dayList.length, more: taken.length >= limit };
  });
}

/** Runs `rollUpPending` until no full batch is left (each run its own transaction). */
export async function rollUpAllPending(db: DbOrTx): Promise<{ hours: number; days: number }> {
  let hours = 0;
  let days = 0;
  for (;;) {
    const run = await rollUpPending(db);
    hours += run.hours;
    days += run.days;
    if (!run.more) return { hours, days };
  }
}

/**
 * The telemetry service's hour and day rollups: once at start, then every `everyMs` (a run never overlaps the
 * previous one in this process; the advisory lock keeps other servers' runs apart). A failure is logged and
 * retried at the next tick. `stop` waits for a run under way.
 */
export function startPendingRollups(
  db: DbOrTx,
  log: Pick<FastifyBaseLogger, 'warn'>,
  everyMs = PENDING_ROLLUPS_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = rollUpAllPending(db)
      .then(
        () => undefined,
        (error) => log.warn({ err: error }, 'could not derive the pending hour and day rollups'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
