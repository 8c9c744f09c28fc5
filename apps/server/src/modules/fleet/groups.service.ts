import type { fleet, ListQuery, Paged } from '@atrium/contracts';
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { fleetCompanyOf, ownedBy } from './company.ts';
import { fleetVehicleGroups } from './fleet.schema.ts';

type GroupRow = typeof fleetVehicleGroups.$inferSelect;

// Written out: drizzle leaves the columns of a correlated subquery unqualified, and `id` would be the vehicle's.
const vehicleCount = sql<number>`(select count(*)::int from fleet_vehicles v where v.group_id = "fleet_vehicle_groups"."id")`;

const view = (row: GroupRow & { vehicles: number }): fleet.VehicleGroup => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  description: row.description,
  vehicles: Number(row.vehicles),
  createdAt: row.createdAt.toISOString(),
});

async function findGroup(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select()
    .from(fleetVehicleGroups)
    .where(and(eq(fleetVehicleGroups.id, id), ownedBy(ctx, fleetVehicleGroups.companyId)));
  if (!row) throw notFound('Vehicle group');
  return row;
}

async function groupView(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ row: fleetVehicleGroups, vehicles: vehicleCount })
    .from(fleetVehicleGroups)
    .where(eq(fleetVehicleGroups.id, id));
  if (!row) throw notFound('Vehicle group');
  return view({ ...row.row, vehicles: row.vehicles });
}

const SORTS = {
  id: fleetVehicleGroups.id,
  name: fleetVehicleGroups.name,
  createdAt: fleetVehicleGroups.createdAt,
};

export async function listGroups(
  db: DbOrTx,
  ctx: RequestContext,
  query: { companyId?: number; name?: string },
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<fleet.VehicleGroup>> {
  const companyId = await fleetCompanyOf(db, ctx, query.companyId);
  const term = query.name?.trim();
  const where = and(
    eq(fleetVehicleGroups.companyId, companyId),
    term && term.length > 1
      ? ilike(fleetVehicleGroups.name, `%${term.replace(/[%_\\]/g, '\\$&')}%`)
      : undefined,
  );
  const found = await listPage(db, fleetVehicleGroups, where, page, SORTS, { vehicles: vehicleCount });
  return { data: found.data.map(view), totalRecords: found.totalRecords };
}

export async function getGroup(db: DbOrTx, ctx: RequestContext, id: number) {
  await findGroup(db, ctx, id);
  return groupView(db, id);
}

async function checkName(db: DbOrTx, companyId: number, name: string | undefined, id?: number) {
  if (name === undefined) return;
  const [taken] = await db
    .select({ id: fleetVehicleGroups.id })
    .from(fleetVehicleGroups)
    .where(
      and(
        eq(fleetVehicleGroups.companyId, companyId),
        eq(fleetVehicleGroups.name, name),
        id === undefined ? undefined : ne(fleetVehicleGroups.id, id),
      ),
    );
  if (taken) throw new ValidationError([{ param: 'name', msg: 'Another vehicle group has this name' }]);
}

async function uniqueName<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ValidationError([{ param: 'name', msg: 'Another vehicle group has this name' }]);
    throw error;
  }
}

export async function createGroup(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdParam: number | undefined,
  input: fleet.VehicleGroupInput,
) {
  const companyId = await fleetCompanyOf(db, ctx, companyIdParam);
  await checkName(db, companyId, input.name);
  const [row] = await uniqueName(() =>
    db
      .insert(fleetVehicleGroups)
      .values({ companyId, ...input })
      .returning({ id: fleetVehicleGroups.id }),
  );
  return groupView(db, row?.id as number);
}

export async function updateGroup(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: fleet.VehicleGroupUpdate,
) {
  const group = await findGroup(db, ctx, id);
  await checkName(db, group.companyId, input.name, id);
  await uniqueName(() =>
    db
      .update(fleetVehicleGroups)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(fleetVehicleGroups.id, id)),
  );
  return groupView(db, id);
}

/** Its vehicles stay, in no group (the foreign key sets null). */
export async function deleteGroup(db: DbOrTx, ctx: RequestContext, id: number) {
  await findGroup(db, ctx, id);
  await db.delete(fleetVehicleGroups).where(eq(fleetVehicleGroups.id, id));
}
