import type { ListQuery } from '@atrium/contracts';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { findDevice } from '../devices/scope.ts';
import { foldRollups } from './batch-rollups.ts';
import { readingsCountSql } from './rollups.ts';
import { readings } from './telemetry.schema.ts';

export interface ReadingFilters {
  from?: string;
  to?: string;
  /** Only readings carrying this value. */
  sensor?: string;
  /** Keyset paging: the previous page's `nextCursor` (the offset is then ignored). */
  cursor?: string;
}

/** Where a page ends: its last reading's time and how many readings of that time were listed so far. */
interface Cursor {
  ts: Date;
  seen: number;
}
const cursorText = (c: Cursor) => `${c.ts.toISOString()}_${c.seen}`;
function parseCursor(text: string): Cursor {
  const [ts = '', seen = '0'] = text.split('_');
  return { ts: new Date(ts), seen: Number(seen) };
}

// The latest instant the database and toISOString both write plainly (year 10000 is "+010000-...").
const LATEST = Date.UTC(9999, 0, 1);

/**
 * How many of a device's readings the filters take, from the rollups. Counted from the device's oldest raw
 * reading on: retention drops whole months of raw readings (the oldest first) and keeps their rollups, which
 * must not count readings the list can no longer show.
 */
async function countReadings(db: DbOrTx, deviceId: number, filters: ReadingFilters) {
  const [oldest] = rowsOf<{ ms: number | null }>(
    await db.execute(sql`
      select (extract(epoch from min(${readings.ts})) * 1000)::float8 as ms from ${readings}
      where ${readings.deviceId} = ${deviceId}`),
  );
  if (oldest?.ms == null) return 0;
  // Within 1970-9999 (the ingest takes nothing outside); `to` is inclusive, times whole milliseconds.
  const from = Math.max(filters.from ? Date.parse(filters.from) : 0, 0, Math.floor(Number(oldest.ms)));
  const to = Math.min(filters.to ? Date.parse(filters.to) + 1 : LATEST, LATEST);
  await foldRollups(db);
  const [row] = rowsOf<{ n: number }>(await db.execute(readingsCountSql(deviceId, from, to, filters.sensor)));
  return Number(row?.n ?? 0);
}

/**
 * A device's readings, newest first unless `sortBy=ts&sortType=asc`. With a cursor a page starts where the
 * previous one ended (the (device_id, ts) index finds it: the hundredth page costs what the first does);
 * ties on ts are ordered by arrival and values, and skipped by count. The total comes from the rollups
 * (day counts, hour and minute ones at the edges of from/to, raw rows for the seconds left over), not from
 * counting the readings.
 */
export async function listReadings(
  db: DbOrTx,
  ctx: RequestContext,
  deviceId: number,
  filters: ReadingFilters,
  page: ListQuery,
) {
  await findDevice(db, ctx, deviceId, 'view');
  const ascending = page.sort[0]?.direction === 'asc';
  const order = ascending ? asc : desc;
  const cursor = filters.cursor ? parseCursor(filters.cursor) : undefined;
  const where = and(
    eq(readings.deviceId, deviceId),
    filters.from ? gte(readings.ts, new Date(filters.from)) : undefined,
    filters.to ? lte(readings.ts, new Date(filters.to)) : undefined,
    filters.sensor ? sql`${readings.values} ? ${filters.sensor}` : undefined,
    cursor ? (ascending ? gte(readings.ts, cursor.ts) : lte(readings.ts, cursor.ts)) : undefined,
  );
  const rows = await db
    .select()
    .from(readings)
    .where(where)
    .orderBy(order(readings.ts), order(readings.receivedAt), order(readings.values))
    .limit(page.limit)
    .offset(cursor ? cursor.seen : page.offset);
  const total = page.total ? await countReadings(db, deviceId, filters) : rows.length;
  const last = rows.at(-1);
  let nextCursor: string | null = null;
  if (last && rows.length === page.limit) {
    const time = last.ts.getTime();
    const seen = rows.filter((r) => r.ts.getTime() === time).length;
    nextCursor = cursorText({
      ts: last.ts,
      seen: seen + (cursor && cursor.ts.getTime() === time ? cursor.seen : 0),
    });
  }
  return {
    data: rows.map((r) => ({
      ts: r.ts.toISOString(),
      receivedAt: r.receivedAt.toISOString(),
      values: r.values,
    })),
    totalRecords: total,
    nextCursor,
  };
}
