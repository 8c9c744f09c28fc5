import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';

/**
 * `readings` is partitioned by UTC month (migration 0034): `readings_pYYYY_MM` for [month, next month) and
 * `readings_default` for a reading whose month has no partition yet (never refused, never lost).
 */
const PARTITION_NAME = /^readings_p(\d{4})_(\d{2})$/;

export interface ReadingsPartition {
  name: string;
  /** Inclusive, UTC. */
  from: Date;
  /** Exclusive, UTC. */
  to: Date;
}

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The month partitions of `readings`, oldest first (the default partition is not one of them). */
export async function listReadingsPartitions(db: DbOrTx): Promise<ReadingsPartition[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'readings'::regclass`),
  );
  return rows
    .flatMap(({ name }) => {
      const match = PARTITION_NAME.exec(name);
      if (!match) return [];
      const year = Number(match[1]);
      const month = Number(match[2]) - 1;
      return [{ name, from: monthStart(year, month), to: monthStart(year, month + 1) }];
    })
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

/**
 * This month's partition and the next `monthsAhead` ones, and one for every month that has readings waiting in
 * the default partition (a device's clock in the past or far ahead): those rows move into it. Each partition
 * in its own transaction (the default partition is locked only while its month's rows move). Returns the
 * partitions created.
 */
export async function ensureReadingsPartitions(
  db: DbOrTx,
  now: Date,
  monthsAhead: number,
): Promise<string[]> {
  const ahead = Array.from({ length: monthsAhead + 1 }, (_, n) =>
    monthStart(now.getUTCFullYear(), now.getUTCMonth() + n)
      .toISOString()
      .slice(0, 10),
  );
  const waiting = rowsOf<{ month: string }>(
    await db.execute(sql`
      select distinct to_char(date_trunc('month', ts, 'UTC') at time zone 'UTC', 'YYYY-MM-DD') as month
      from readings_default`),
  ).map((r) => r.month);
  const created: string[] = [];
  for (const month of [...new Set([...ahead, ...waiting])].sort()) {
    const [row] = rowsOf<{ created: boolean }>(
      await db.transaction((tx) =>
        tx.execute(sql`select readings_ensure_partition(${`${month}T00:00:00Z`}::timestamptz) as created`),
      ),
    );
    if (row?.created) created.push(month.slice(0, 7));
  }
  return created;
}

/**
 * Drops the month partitions wholly older than `keepDays` days before `now` (their end at or before the
 * cutoff): a month is kept while any of its readings is younger. Rows are never deleted one by one.
 */
export async function dropExpiredReadingsPartitions(
  db: DbOrTx,
  now: Date,
  keepDays: number,
): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const expired = (await listReadingsPartitions(db)).filter((p) => p.to.getTime() <= cutoff);
  for (const p of expired) await db.execute(sql.raw(`drop table if exists "${p.name}"`));
  return expired.map((p) => p.name);
}
