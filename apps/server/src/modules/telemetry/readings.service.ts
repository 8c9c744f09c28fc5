import type { ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { findDevice } from '../devices/scope.ts';
import { readings } from './telemetry.schema.ts';

export interface ReadingFilters {
  from?: string;
  to?: string;
  /** Only readings carrying this value. */
  sensor?: string;
}

/** A device's readings, newest first unless `sortBy=ts&sortType=asc`. */
export async function listReadings(
  db: DbOrTx,
  ctx: RequestContext,
  deviceId: number,
  filters: ReadingFilters,
  page: ListQuery,
) {
  await findDevice(db, ctx, deviceId, 'view');
  const where = and(
    eq(readings.deviceId, deviceId),
    filters.from ? gte(readings.ts, new Date(filters.from)) : undefined,
    filters.to ? lte(readings.ts, new Date(filters.to)) : undefined,
    filters.sensor ? sql`${readings.values} ? ${filters.sensor}` : undefined,
  );
  const order = page.sort[0]?.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(readings)
    .where(where)
    .orderBy(order(readings.ts))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = page.total
    ? await db.select({ n: count() }).from(readings).where(where)
    : [{ n: rows.length }];
  return {
    data: rows.map((r) => ({
      ts: r.ts.toISOString(),
      receivedAt: r.receivedAt.toISOString(),
      values: r.values,
    })),
    totalRecords: total?.n ?? 0,
  };
}
