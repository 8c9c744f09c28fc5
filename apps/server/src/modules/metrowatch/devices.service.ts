import { metrowatch as contract, devices as deviceContract, type ListQuery } from '@atrium/contracts';
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { connectivitySql, deviceById } from '../devices/device-rows.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { requestScope, type Tenancy } from '../scope/index.ts';
import { readings } from '../telemetry/telemetry.schema.ts';
import { asleepSql, commandStateOf, listCommands } from './commands.service.ts';
import { deviceCommands } from './metrowatch.schema.ts';

/** Metro Watch devices as their pages show them: details by kind, the log, the dashboard. */

const flag = (values: Record<string, number> | null, key: string) =>
  values && typeof values[key] === 'number' ? values[key] === 1 : null;

/** A device's details; the caller has reached it (findMetrowatchDevice). */
export async function metrowatchDetails(deps: AppDeps, id: number): Promise<contract.MetrowatchDevice> {
  const { db } = deps.database;
  const device = await deviceById(db, id);
  const [{ asleep } = { asleep: false }] = await db
    .select({ asleep: asleepSql })
    .from(devices)
    .where(eq(devices.id, id));
  const commands = await listCommands(deps, id, {}, { limit: 5, offset: 0, sort: [] });
  const kind = contract.detailKindOf(device.type);
  const values = device.lastValues;
  const lock = kind === 'device-lock';
  return {
    ...device,
    detailKind: kind,
    asleep: lock && asleep,
    lockState: lock ? (device.locked ? 'locked' : 'unlocked') : null,
    doorOpen: flag(values, 'door'),
    lastPosition: positionOf(values, device.lastSeenAt),
    lastCommands: commands.data,
  };
}

function positionOf(values: Record<string, number> | null, at: string | null): contract.Position | null {
  if (!values || at === null || typeof values.latitude !== 'number' || typeof values.longitude !== 'number') {
    return null;
  }
  return { latitude: values.latitude, longitude: values.longitude, speed: values.speed ?? null, at };
}

interface LogRow {
  id: string;
  kind: contract.LogKind;
  at: string | Date;
  user_id: number | null;
  user_name: string | null;
  action: string;
  result: string;
  reason: string | null;
}

/** Its access log (sign-ins, users' actions) and its commands, in one list. */
export async function deviceLog(
  deps: AppDeps,
  id: number,
  filters: { from?: string; to?: string; kind?: contract.LogKind },
  page: ListQuery,
) {
  const { db } = deps.database;
  const from = filters.from ? new Date(filters.from).toISOString() : null;
  const to = filters.to ? new Date(filters.to).toISOString() : null;
  const period = (column: string) =>
    sql`(${from}::timestamptz is null or ${sql.raw(column)} >= ${from}::timestamptz)
      and (${to}::timestamptz is null or ${sql.raw(column)} <= ${to}::timestamptz)`;
  const access = sql`select 'access-' || l.id as id, 'access' as kind, l.at, l.user_id, l.action,
      l.result, l.reason from device_access_logs l where l.device_id = ${id} and ${period('l.at')}`;
  const state = commandStateOf(deps, 'c');
  const commands = sql`select 'command-' || c.id as id, 'command' as kind, c.created_at as at, c.user_id,
      c.command as action, ${state.state} as result, ${state.message} as reason
      from ${deviceCommands} c where c.device_id = ${id} and ${period('c.created_at')}`;
  const union =
    filters.kind === 'access'
      ? access
      : filters.kind === 'command'
        ? commands
        : sql`${access} union all ${commands}`;
  const direction = sql.raw(page.sort[0]?.direction === 'asc' ? 'asc' : 'desc');
  const rows = rowsOf<LogRow>(
    await db.execute(sql`select x.*, u.first_name || ' ' || u.last_name as user_name
      from (${union}) x left join users u on u.id = x.user_id
      order by x.at ${direction}, x.id ${direction} limit ${page.limit} offset ${page.offset}`),
  );
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${union}) x`));
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      at: new Date(r.at).toISOString(),
      user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
      action: r.action,
      result: r.result,
      reason: r.reason,
    })),
    totalRecords: Number(total?.n ?? 0),
  };
}

/** Door events of the last week (locks and cold storage report `door`, `forced`, `tamper` as they happen). */
const DOOR_EVENT_WINDOW_MS = 7 * 24 * 3_600_000;
const DEFAULT_DOOR_EVENTS = 20;

const countIf = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The dashboard of the devices the caller sees (customerId, else on-behalf-of, else their own company). */
export async function dashboard(
  deps: AppDeps,
  ctx: RequestContext,
  filters: Tenancy & { events?: number },
): Promise<contract.Dashboard> {
  const { db } = deps.database;
  const now = new Date();
  const scope = requestScope(db, ctx);
  const where = and(
    eq(hardware.app, 'metrowatch'),
    await scope.devices(),
    await scope.owners(devices.companyId, filters),
  );
  const connectivity = connectivitySql(now);
  const counts = await db
    .select({
      type: hardware.type,
      total: sql<number>`count(*)`.mapWith(Number),
      online: countIf(sql`${connectivity} = 'online'`),
      offline: countIf(sql`${connectivity} = 'offline'`),
      neverSeen: countIf(sql`${connectivity} = 'never-seen'`),
      blocked: countIf(sql`${devices.state} = 'blocked'`),
      installed: countIf(sql`${devices.structureId} is not null`),
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(where)
    .groupBy(hardware.type)
    .orderBy(hardware.type);
  const trackingTypes = deviceContract.HARDWARE.filter(
    (h) => h.app === 'metrowatch' && contract.TRACKING_KINDS.includes(contract.detailKindOf(h.type)),
  ).map((h) => h.type);
  const tracked = await db
    .select({
      deviceId: devices.id,
      serial: devices.serial,
      name: devices.name,
      type: hardware.type,
      values: devices.lastValues,
      at: devices.lastSeenAt,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(where, inArray(hardware.type, trackingTypes), isNotNull(devices.lastSeenAt)))
    .orderBy(devices.id);
  const events = await db
    .select({
      deviceId: devices.id,
      serial: devices.serial,
      name: devices.name,
      type: hardware.type,
      ts: readings.ts,
      values: readings.values,
    })
    .from(readings)
    .innerJoin(devices, eq(devices.id, readings.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(
      and(
        where,
        gte(readings.ts, new Date(now.getTime() - DOOR_EVENT_WINDOW_MS)),
        sql`(${readings.values} ? 'door' or (${readings.values}->>'forced')::float = 1
          or (${readings.values}->>'tamper')::float = 1)`,
      ),
    )
    .orderBy(desc(readings.ts))
    .limit(filters.events ?? DEFAULT_DOOR_EVENTS);
  return {
    counts: counts.map((c) => ({ ...c, detailKind: contract.detailKindOf(c.type) })),
    trackers: tracked.flatMap((t) => {
      const position = positionOf(t.values, t.at?.toISOString() ?? null);
      return position
        ? [
            {
              ...position,
              deviceId: t.deviceId,
              serial: t.serial,
              name: t.name,
              type: t.type,
              detailKind: contract.detailKindOf(t.type),
            },
          ]
        : [];
    }),
    doorEvents: events.map((e) => ({
      deviceId: e.deviceId,
      serial: e.serial,
      name: e.name,
      type: e.type,
      detailKind: contract.detailKindOf(e.type),
      event: doorEventOf(e.values),
      at: e.ts.toISOString(),
    })),
  };
}

/** What a door reading says, the gravest first. */
function doorEventOf(values: Record<string, number>): (typeof contract.DOOR_EVENTS)[number] {
  if (values.forced === 1) return 'forced';
  if (values.tamper === 1) return 'tamper';
  return values.door === 1 ? 'opened' : 'closed';
}
