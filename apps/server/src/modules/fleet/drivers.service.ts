import { type fleet, type ListQuery, type Paged, todayIso } from '@atrium/contracts';
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { users } from '../users/users.schema.ts';
import { fleetCompanyOf, ownedBy } from './company.ts';
import { fleetDrivers, fleetVehicles } from './fleet.schema.ts';

type DriverRow = typeof fleetDrivers.$inferSelect;

/** The drivers as the API shows them, with their user and the vehicle they drive. */
async function driverViews(db: DbOrTx, rows: DriverRow[], today = todayIso()): Promise<fleet.Driver[]> {
  if (rows.length === 0) return [];
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const related = await db
    .select({
      id: fleetDrivers.id,
      userFirst: users.firstName,
      userLast: users.lastName,
      userEmail: users.email,
      vehicleId: fleetVehicles.id,
      vehicleName: fleetVehicles.name,
      vehiclePlate: fleetVehicles.plate,
    })
    .from(fleetDrivers)
    .leftJoin(users, eq(users.id, fleetDrivers.userId))
    .leftJoin(fleetVehicles, eq(fleetVehicles.driverId, fleetDrivers.id))
    .where(sql`${fleetDrivers.id} = any(${ids}::int[])`);
  const byId = new Map(related.map((r) => [r.id, r]));
  return rows.map((d) => {
    const r = byId.get(d.id);
    return {
      id: d.id,
      companyId: d.companyId,
      name: d.name,
      phone: d.phone,
      licenceNumber: d.licenceNumber,
      licenceExpiry: d.licenceExpiry,
      licenceExpired: d.licenceExpiry !== null && d.licenceExpiry < today,
      userId: d.userId,
      user:
        d.userId !== null && r?.userEmail
          ? { id: d.userId, name: `${r.userFirst} ${r.userLast}`.trim(), email: r.userEmail }
          : null,
      vehicle:
        r?.vehicleId != null
          ? { id: r.vehicleId, name: r.vehicleName ?? '', plate: r.vehiclePlate ?? '' }
          : null,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    };
  });
}

async function driverView(db: DbOrTx, row: DriverRow) {
  const [view] = await driverViews(db, [row]);
  return view as fleet.Driver;
}

async function findDriver(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select()
    .from(fleetDrivers)
    .where(and(eq(fleetDrivers.id, id), ownedBy(ctx, fleetDrivers.companyId)));
  if (!row) throw notFound('Driver');
  return row;
}

const SORTS = {
  id: fleetDrivers.id,
  name: fleetDrivers.name,
  licenceExpiry: fleetDrivers.licenceExpiry,
  createdAt: fleetDrivers.createdAt,
};

// Written out: drizzle leaves the columns of a correlated subquery unqualified.
const assignedVehicle = sql`(select 1 from fleet_vehicles v where v.driver_id = "fleet_drivers"."id")`;

export async function listDrivers(
  db: DbOrTx,
  ctx: RequestContext,
  query: { companyId?: number; name?: string; assigned?: 'true' | 'false' },
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<fleet.Driver>> {
  const companyId = await fleetCompanyOf(db, ctx, query.companyId);
  const term = query.name?.trim();
  const pattern = term && term.length > 1 ? `%${term.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(fleetDrivers.companyId, companyId),
    pattern ? or(ilike(fleetDrivers.name, pattern), ilike(fleetDrivers.licenceNumber, pattern)) : undefined,
    query.assigned === undefined
      ? undefined
      : query.assigned === 'true'
        ? sql`exists ${assignedVehicle}`
        : sql`not exists ${assignedVehicle}`,
  );
  const found = await listPage(db, fleetDrivers, where, page, SORTS);
  return { data: await driverViews(db, found.data), totalRecords: found.totalRecords };
}

export async function getDriver(db: DbOrTx, ctx: RequestContext, id: number) {
  return driverView(db, await findDriver(db, ctx, id));
}

/** The user must be of the driver's company and the driver record of no one else. */
async function checkUser(
  db: DbOrTx,
  companyId: number,
  userId: number | null | undefined,
  driverId?: number,
) {
  if (userId == null) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!user) throw new ValidationError([{ param: 'userId', msg: 'No such user in this company' }]);
  const [taken] = await db
    .select({ id: fleetDrivers.id })
    .from(fleetDrivers)
    .where(
      and(
        eq(fleetDrivers.userId, userId),
        driverId === undefined ? undefined : ne(fleetDrivers.id, driverId),
      ),
    );
  if (taken) throw new ValidationError([{ param: 'userId', msg: 'This user is another driver' }]);
}

async function uniqueUser<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ValidationError([{ param: 'userId', msg: 'This user is another driver' }]);
    throw error;
  }
}

export async function createDriver(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdParam: number | undefined,
  input: fleet.DriverInput,
) {
  const companyId = await fleetCompanyOf(db, ctx, companyIdParam);
  await checkUser(db, companyId, input.userId);
  const [row] = await uniqueUser(() =>
    db
      .insert(fleetDrivers)
      .values({
        companyId,
        name: input.name,
        phone: input.phone ?? null,
        licenceNumber: input.licenceNumber,
        licenceExpiry: input.licenceExpiry ?? null,
        userId: input.userId ?? null,
      })
      .returning(),
  );
  return driverView(db, row as DriverRow);
}

export async function updateDriver(db: DbOrTx, ctx: RequestContext, id: number, input: fleet.DriverUpdate) {
  const driver = await findDriver(db, ctx, id);
  await checkUser(db, driver.companyId, input.userId, id);
  const [row] = await uniqueUser(() =>
    db
      .update(fleetDrivers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(fleetDrivers.id, id))
      .returning(),
  );
  return driverView(db, row as DriverRow);
}

/** Their vehicle stays, with no driver (the foreign key sets null). */
export async function deleteDriver(db: DbOrTx, ctx: RequestContext, id: number) {
  await findDriver(db, ctx, id);
  await db.delete(fleetDrivers).where(eq(fleetDrivers.id, id));
}
