import type { devices as contract, ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { users } from '../users/users.schema.ts';
import { deviceAccessLogs, deviceInfoLogs } from './devices.schema.ts';
import { findDevice } from './scope.ts';

type Level = (typeof contract.INFO_LOG_LEVELS)[number];

/** One entry in a device's info log. */
export async function recordInfo(db: DbOrTx, deviceId: number, level: Level, code: string, msg: string) {
  await db.insert(deviceInfoLogs).values({ deviceId, level, code, msg });
}

export interface CountedEvent {
  deviceId: number;
  code: string;
  msg: string;
  count: number;
}

/** Repeats of one code within this window add to one entry instead of writing a row each. */
const COALESCE_WINDOW = '1 minute';

/**
 * Rejected messages, counted per device and code: added to the entry of the last minute when there is
 * one, else a new warning entry: two statements per (device, code), whatever the number of messages.
 */
export async function countInInfoLog(db: DbOrTx, events: CountedEvent[]) {
  for (const e of events) {
    const [recent] = await db
      .select({ id: deviceInfoLogs.id })
      .from(deviceInfoLogs)
      .where(
        and(
          eq(deviceInfoLogs.deviceId, e.deviceId),
          eq(deviceInfoLogs.code, e.code),
          sql`${deviceInfoLogs.lastAt} > now() - interval '${sql.raw(COALESCE_WINDOW)}'`,
        ),
      )
      .orderBy(desc(deviceInfoLogs.id))
      .limit(1);
    if (recent) {
      await db
        .update(deviceInfoLogs)
        .set({ count: sql`${deviceInfoLogs.count} + ${e.count}`, lastAt: new Date(), msg: e.msg })
        .where(eq(deviceInfoLogs.id, recent.id));
    } else {
      await db
        .insert(deviceInfoLogs)
        .values({ deviceId: e.deviceId, level: 'warning', code: e.code, msg: e.msg, count: e.count });
    }
  }
}

export interface AccessEvent {
  deviceId: number;
  actor: (typeof contract.ACCESS_ACTORS)[number];
  userId?: number | null;
  action: string;
  result: 'accepted' | 'refused';
  reason?: string | null;
  remoteAddress?: string | null;
  credentialId?: number | null;
  credentialLabel?: string | null;
}

export async function recordAccess(db: DbOrTx, event: AccessEvent) {
  await db.insert(deviceAccessLogs).values(event);
}

/** A user's action on a device, in its access log (who and when). */
export const recordUserAction = (db: DbOrTx, ctx: RequestContext, deviceId: number, action: string) =>
  recordAccess(db, {
    deviceId,
    actor: 'user',
    userId: ctx.user?.actorId ?? ctx.user?.id ?? null,
    action,
    result: 'accepted',
  });

interface Period {
  from?: string;
  to?: string;
}
const within = (column: Parameters<typeof gte>[0], period: Period): SQL | undefined =>
  and(
    period.from ? gte(column, new Date(period.from)) : undefined,
    period.to ? lte(column, new Date(period.to)) : undefined,
  );

const newestFirst = (page: ListQuery) => page.sort[0]?.direction !== 'asc';

export async function listInfoLogs(
  db: DbOrTx,
  ctx: RequestContext,
  deviceId: number,
  filters: Period & { level?: Level; code?: string },
  page: ListQuery,
) {
  await findDevice(db, ctx, deviceId, 'view');
  const where = and(
    eq(deviceInfoLogs.deviceId, deviceId),
    within(deviceInfoLogs.at, filters),
    filters.level ? eq(deviceInfoLogs.level, filters.level) : undefined,
    filters.code ? eq(deviceInfoLogs.code, filters.code) : undefined,
  );
  const order = newestFirst(page) ? desc : asc;
  const rows = await db
    .select()
    .from(deviceInfoLogs)
    .where(where)
    .orderBy(order(deviceInfoLogs.at), order(deviceInfoLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(deviceInfoLogs).where(where);
  return {
    data: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      lastAt: r.lastAt.toISOString(),
      level: r.level,
      code: r.code,
      msg: r.msg,
      count: r.count,
    })),
    totalRecords: total?.n ?? 0,
  };
}

export async function listAccessLogs(
  db: DbOrTx,
  ctx: RequestContext,
  deviceId: number,
  filters: Period & { actor?: (typeof contract.ACCESS_ACTORS)[number] },
  page: ListQuery,
) {
  await findDevice(db, ctx, deviceId, 'view');
  const where = and(
    eq(deviceAccessLogs.deviceId, deviceId),
    within(deviceAccessLogs.at, filters),
    filters.actor ? eq(deviceAccessLogs.actor, filters.actor) : undefined,
  );
  const order = newestFirst(page) ? desc : asc;
  const rows = await db
    .select({
      log: deviceAccessLogs,
      userId: users.id,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(deviceAccessLogs)
    .leftJoin(users, eq(users.id, deviceAccessLogs.userId))
    .where(where)
    .orderBy(order(deviceAccessLogs.at), order(deviceAccessLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(deviceAccessLogs).where(where);
  return {
    data: rows.map(({ log, userId, userName }) => ({
      id: log.id,
      at: log.at.toISOString(),
      actor: log.actor,
      user: userId === null ? null : { id: userId, name: userName },
      action: log.action,
      result: log.result,
      reason: log.reason,
      remoteAddress: log.remoteAddress,
      credential:
        log.credentialId === null ? null : { id: log.credentialId, label: log.credentialLabel ?? '' },
    })),
    totalRecords: total?.n ?? 0,
  };
}
