import { anpr, type ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { anprResidents } from '../anpr/anpr.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { requestScope, type Tenancy } from '../scope/index.ts';
import { anprVehicleLogs as logs } from './vehicle-logs.schema.ts';
import { box, selectLogs, toVehicleLog } from './vehicle-logs.view.ts';

type Sort = (typeof anpr.VEHICLE_LOG_SORTS)[number];
const SORT_COLUMNS = { id: logs.id, seenAt: logs.seenAt, plate: logs.plateNorm, score: logs.score } as const;

/** The logs the caller may see: of the owners the call means, at the gates its vehicle-log key reaches. */
async function visible(deps: AppDeps, ctx: RequestContext, tenancy: Tenancy): Promise<SQL | undefined> {
  const scope = requestScope(deps.database.db, ctx);
  const reach = await scope.reach(anpr.VEHICLE_LOGS_VIEW);
  return and(
    await scope.owners(logs.companyId, tenancy),
    reach({ id: box.id, structureId: box.structureId }),
  );
}

/** A filter naming a gate or resident the caller does not see is a 418 on that parameter. */
async function checkNamed(
  deps: AppDeps,
  ctx: RequestContext,
  query: { boxId?: number; residentId?: number },
) {
  const { db } = deps.database;
  const scope = requestScope(db, ctx);
  const errors: { param: string; msg: string }[] = [];
  if (query.boxId !== undefined) {
    const [found] = await db
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
      .where(
        and(
          eq(devices.id, query.boxId),
          eq(hardware.type, 'edge-box'),
          await scope.companies(devices.companyId),
        ),
      );
    if (!found) errors.push({ param: 'boxId', msg: 'Unknown gate' });
  }
  if (query.residentId !== undefined) {
    const [found] = await db
      .select({ id: anprResidents.id })
      .from(anprResidents)
      .where(and(eq(anprResidents.id, query.residentId), await scope.companies(anprResidents.companyId)));
    if (!found) errors.push({ param: 'residentId', msg: 'Unknown resident' });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/** `from` inclusive, `to` exclusive; a date alone is its UTC day (`to`: through the end of that day). */
function period(query: { from?: string; to?: string }): SQL[] {
  const at = (value: string, end: boolean) => {
    if (value.length > 10) return new Date(value);
    const day = new Date(`${value}T00:00:00Z`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  };
  const from = query.from ? at(query.from, false) : null;
  const to = query.to ? at(query.to, true) : null;
  if (from && to && to <= from) throw new ValidationError([{ param: 'to', msg: 'Must be after from' }]);
  return [...(from ? [gte(logs.seenAt, from)] : []), ...(to ? [lt(logs.seenAt, to)] : [])];
}

export async function listVehicleLogs(
  deps: AppDeps,
  ctx: RequestContext,
  query: anpr.VehicleLogListQuery,
  tenancy: Tenancy,
  page: ListQuery<Sort>,
) {
  await checkNamed(deps, ctx, query);
  const plate = query.plate ? anpr.normalisePlate(query.plate) : '';
  const search = query.name && query.name.trim().length >= 2 ? query.name.trim() : null;
  const where = and(
    await visible(deps, ctx, tenancy),
    query.boxId === undefined ? undefined : eq(logs.boxDeviceId, query.boxId),
    plate ? like(logs.plateNorm, `%${plate}%`) : undefined,
    query.decision ? eq(logs.decision, query.decision) : undefined,
    query.code ? eq(logs.code, query.code) : undefined,
    query.residentId === undefined ? undefined : eq(logs.residentId, query.residentId),
    query.direction ? eq(logs.direction, query.direction) : undefined,
    ...period(query),
    search
      ? or(
          anpr.normalisePlate(search) ? like(logs.plateNorm, `%${anpr.normalisePlate(search)}%`) : undefined,
          ilike(box.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        )
      : undefined,
  );
  const order = page.sort.length > 0 ? page.sort : [{ field: 'seenAt' as const, direction: 'desc' as const }];
  const rows = await selectLogs(deps, deps.database.db, where)
    .orderBy(...order.map((s) => (s.direction === 'asc' ? asc : desc)(SORT_COLUMNS[s.field])), desc(logs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.database.db
    .select({ n: count() })
    .from(logs)
    .innerJoin(box, eq(box.id, logs.boxDeviceId))
    .where(where);
  return { data: rows.map(toVehicleLog), totalRecords: total?.n ?? 0 };
}

/** The latest logs, newest first (the live page; the socket event brings the next ones). */
export async function liveVehicleLogs(
  deps: AppDeps,
  ctx: RequestContext,
  query: { boxId?: number; limit: number },
  tenancy: Tenancy,
) {
  await checkNamed(deps, ctx, query);
  const where = and(
    await visible(deps, ctx, tenancy),
    query.boxId === undefined ? undefined : eq(logs.boxDeviceId, query.boxId),
  );
  const rows = await selectLogs(deps, deps.database.db, where)
    .orderBy(desc(logs.seenAt), desc(logs.id))
    .limit(query.limit);
  return { data: rows.map(toVehicleLog) };
}

/** One log the caller sees (any company it sees), else 404. */
export async function getVehicleLog(deps: AppDeps, ctx: RequestContext, id: number) {
  const where = and(eq(logs.id, id), await visible(deps, ctx, { customerId: ':none' }));
  const [row] = await selectLogs(deps, deps.database.db, where);
  if (!row) throw notFound('Vehicle log');
  return toVehicleLog(row);
}

/** The log's snapshot (JPEG), else 404: no such log for the caller, or no snapshot sent. */
export async function vehicleLogSnapshot(deps: AppDeps, ctx: RequestContext, id: number): Promise<Buffer> {
  const where = and(eq(logs.id, id), await visible(deps, ctx, { customerId: ':none' }));
  const [row] = await deps.database.db
    .select({ snapshot: logs.snapshot })
    .from(logs)
    .innerJoin(box, eq(box.id, logs.boxDeviceId))
    .where(where);
  if (!row) throw notFound('Vehicle log');
  if (!row.snapshot) throw notFound('Snapshot');
  return row.snapshot;
}
