import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { jsonRows, rowsOf } from '../../kernel/db/sql.ts';
import { recordInfo } from '../devices/device-logs.service.ts';
import { pendingRollupsSql } from './batch-rollups.ts';

/** A reading on its way to the database, with what listeners need to know of its device. */
export interface ReadingRow {
  deviceId: number;
  companyId: number;
  serial: string;
  ts: Date;
  receivedAt: Date;
  values: Record<string, number>;
  /**
   * The broker delivered it again (MQTT DUP: a server stopped before acknowledging it): it is stored unless the
   * same reading (device, ts and values) already is.
   */
  redelivered?: boolean;
}

/** A queued configuration that was sent out with this batch (R207). */
export interface ConfigDelivery {
  deviceId: number;
  serial: string;
  reportingIntervalSeconds: number;
}

/** The newest reading of each device in the batch. */
function latestPerDevice(rows: ReadingRow[]) {
  const latest = new Map<number, ReadingRow>();
  for (const row of rows) {
    const seen = latest.get(row.deviceId);
    if (!seen || seen.ts <= row.ts) latest.set(row.deviceId, row);
  }
  return [...latest.values()];
}

/** The indexes of the redelivered rows already stored (same device, ts and values). */
async function alreadyStored(db: DbOrTx, rows: ReadingRow[]): Promise<Set<number>> {
  const again = rows.flatMap((r, i) =>
    r.redelivered ? [{ i, d: r.deviceId, t: r.ts.getTime(), v: r.values }] : [],
  );
  if (again.length === 0) return new Set();
  const found = rowsOf<{ i: number }>(
    await db.execute(sql`
      select x.i from json_to_recordset(${jsonRows(again)}) as x(i int, d int, t float8, v jsonb)
      where exists (
        select 1 from readings stored
        where stored.device_id = x.d and stored.ts = to_timestamp(x.t / 1000.0) and stored.values = x.v)`),
  );
  return new Set(found.map((r) => r.i));
}

/** Set by `storeReadings`'s insert: the rollups come with the batch, the trigger stands by (and clears it). */
const ROLLED_UP = 'atrium.readings_rolled_up';

/**
 * One batch in one transaction: the readings (one multi-row INSERT from a JSON document, so the statement
 * and its single parameter are the same for 1 row or 5,000, on PGlite and PostgreSQL; times as epoch
 * milliseconds, cheaper to write and to read than ISO text), their rollups (left to be folded), each device's
 * last seen and latest values, and the queued configurations now due. A device blocked meanwhile loses its rows.
 * A redelivered reading already stored (same device, ts and values; the (device_id, ts) index finds it) is
 * skipped, so a broker's redelivery after a crash stores each reading once.
 *
 * The rollups are added up here from the batch in memory (minutes only: a few hundred rows for thousands of
 * readings) and left, as one row, in `reading_rollups_pending` by the readings' own statement, from the same rows
 * and the same view of the devices; `foldRollups` adds them in. The table's `readings_roll_up` trigger (kept for
 * every other writer: seeds, imports, SQL) stands by for this statement (migration 0040). The benchmark's modes,
 * never the product's: `rollups: 'trigger'` leaves them to the trigger (what every other writer gets), `'none'`
 * stores none (the trigger stands by all the same).
 */
export async function storeReadings(
  db: DbOrTx,
  rows: ReadingRow[],
  { rollups = 'batch' }: { rollups?: 'batch' | 'trigger' | 'none' } = {},
): Promise<ConfigDelivery[]> {
  const latest = latestPerDevice(rows);
  const seen = JSON.stringify(latest.map((r) => ({ d: r.deviceId, t: r.ts.toISOString(), v: r.values })));
  return db.transaction(async (tx) => {
    const skipped = await alreadyStored(tx, rows);
    const fresh = skipped.size === 0 ? rows : rows.filter((_, i) => !skipped.has(i));
    const readings = JSON.stringify(
      fresh.map((r) => ({ d: r.deviceId, t: r.ts.getTime(), r: r.receivedAt.getTime(), v: r.values })),
    );
    const insert = (guard: SQL) => sql`
      insert into readings (device_id, ts, received_at, values)
      select x.d, to_timestamp(x.t / 1000.0), to_timestamp(x.r / 1000.0), x.v
      from json_to_recordset(${readings}::json) as x(d int, t float8, r float8, v jsonb)
      join devices on devices.id = x.d and devices.state = 'active' ${guard}`;
    // The setting is made before the first row is inserted (an init plan), and the trigger clears it.
    const standBy = insert(sql`where (select set_config(${ROLLED_UP}, 'on', true)) = 'on'`);
    if (rollups === 'batch' && fresh.length > 0)
      await tx.execute(sql`with stored as (${standBy}) ${pendingRollupsSql(fresh)}`);
    else await tx.execute(rollups === 'none' ? standBy : insert(sql``));
    // Batches are written side by side: each takes its devices' row locks in id order, so two never deadlock.
    await tx.execute(sql`
      select 1 from devices
      where id in (select x.d from json_to_recordset(${seen}::json) as x(d int))
      order by id
      for no key update`);
    await tx.execute(sql`
      update devices set
        last_seen_at = x.t,
        last_values = coalesce(devices.last_values, '{}'::jsonb) || x.v,
        battery = coalesce((x.v ->> 'battery')::float8, devices.battery)
      from json_to_recordset(${seen}::json) as x(d int, t timestamptz, v jsonb)
      where devices.id = x.d and devices.state = 'active'
        and (devices.last_seen_at is null or devices.last_seen_at <= x.t)`);
    const due = rowsOf<{ id: number; serial: string; interval: number }>(
      await tx.execute(sql`
        update devices set
          reporting_interval_seconds = pending_reporting_interval_seconds,
          pending_reporting_interval_seconds = null,
          updated_at = now()
        where id in (select x.d from json_to_recordset(${seen}::json) as x(d int))
          and pending_reporting_interval_seconds is not null
        returning id, serial, reporting_interval_seconds as interval`),
    );
    for (const d of due) {
      await recordInfo(
        tx,
        d.id,
        'info',
        'CONFIG_SENT',
        `Reporting every ${d.interval} s: sent as the device came online`,
      );
    }
    return due.map((d) => ({ deviceId: d.id, serial: d.serial, reportingIntervalSeconds: d.interval }));
  });
}
