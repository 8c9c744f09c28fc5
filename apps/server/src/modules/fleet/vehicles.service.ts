import type { fleet, ListQuery, Paged } from '@atrium/contracts';
import { and, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { checkFilterIds, fleetCompanyOf, ownedBy } from './company.ts';
import { fleetDrivers, fleetVehicleGroups, fleetVehicles } from './fleet.schema.ts';

type VehicleRow = typeof fleetVehicles.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The vehicles as the API shows them, with their tracker, driver and group. */
export async function vehicleViews(db: DbOrTx, rows: VehicleRow[]): Promise<fleet.Vehicle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const related = await db
    .select({
      id: fleetVehicles.id,
      deviceSerial: devices.serial,
      deviceName: devices.name,
      driverName: fleetDrivers.name,
      groupName: fleetVehicleGroups.name,
    })
    .from(fleetVehicles)
    .leftJoin(devices, eq(devices.id, fleetVehicles.deviceId))
    .leftJoin(fleetDrivers, eq(fleetDrivers.id, fleetVehicles.driverId))
    .leftJoin(fleetVehicleGroups, eq(fleetVehicleGroups.id, fleetVehicles.groupId))
    .where(sql`${fleetVehicles.id} = any(${`{${ids.join(',')}}`}::int[])`);
  const byId = new Map(related.map((r) => [r.id, r]));
  return rows.map((v) => {
    const r = byId.get(v.id);
    return {
      id: v.id,
      companyId: v.companyId,
      name: v.name,
      plate: v.plate,
      make: v.make,
      model: v.model,
      deviceId: v.deviceId,
      device:
        v.deviceId !== null && r?.deviceSerial
          ? { id: v.deviceId, serial: r.deviceSerial, name: r.deviceName ?? '' }
          : null,
      driverId: v.driverId,
      driver: v.driverId !== null && r?.driverName ? { id: v.driverId, name: r.driverName } : null,
      groupId: v.groupId,
      group: v.groupId !== null && r?.groupName ? { id: v.groupId, name: r.groupName } : null,
      suspended: v.suspendedAt !== null,
      suspendedAt: iso(v.suspendedAt),
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    };
  });
}

async function vehicleView(db: DbOrTx, row: VehicleRow) {
  const [view] = await vehicleViews(db, [row]);
  return view as fleet.Vehicle;
}

/** A vehicle the caller reaches (its company's), else 404. */
export async function findVehicle(db: DbOrTx, ctx: RequestContext, id: number): Promise<VehicleRow> {
  const [row] = await db
    .select()
    .from(fleetVehicles)
    .where(and(eq(fleetVehicles.id, id), ownedBy(ctx, fleetVehicles.companyId)));
  if (!row) throw notFound('Vehicle');
  return row;
}

export interface VehicleFilters {
  companyId?: number;
  name?: string;
  groupId?: number | null;
  driverId?: number | null;
  suspended?: 'true' | 'false';
  tracked?: 'true' | 'false';
}

const SORTS = {
  id: fleetVehicles.id,
  name: fleetVehicles.name,
  plate: fleetVehicles.plate,
  createdAt: fleetVehicles.createdAt,
};

export async function listVehicles(
  db: DbOrTx,
  ctx: RequestContext,
  filters: VehicleFilters,
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<fleet.Vehicle>> {
  const companyId = await fleetCompanyOf(db, ctx, filters.companyId);
  await checkFilterIds(db, companyId, filters);
  const term = filters.name?.trim();
  const search =
    term && term.length > 1
      ? or(
          ilike(fleetVehicles.name, `%${escapeLike(term)}%`),
          ilike(fleetVehicles.plate, `%${escapeLike(term)}%`),
        )
      : undefined;
  const flag = (
    value: 'true' | 'false' | undefined,
    column: typeof fleetVehicles.suspendedAt | typeof fleetVehicles.deviceId,
  ) => (value === undefined ? undefined : value === 'true' ? isNotNull(column) : isNull(column));
  const where = and(
    eq(fleetVehicles.companyId, companyId),
    search,
    filters.groupId !== undefined ? eqOrNull(fleetVehicles.groupId, filters.groupId) : undefined,
    filters.driverId !== undefined ? eqOrNull(fleetVehicles.driverId, filters.driverId) : undefined,
    flag(filters.suspended, fleetVehicles.suspendedAt),
    flag(filters.tracked, fleetVehicles.deviceId),
  );
  const found = await listPage(db, fleetVehicles, where, page, SORTS);
  return { data: await vehicleViews(db, found.data), totalRecords: found.totalRecords };
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');
const eqOrNull = (column: AnyPgColumn, value: number | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

export async function getVehicle(db: DbOrTx, ctx: RequestContext, id: number) {
  return vehicleView(db, await findVehicle(db, ctx, id));
}

interface References {
  deviceId?: number | null;
  driverId?: number | null;
  groupId?: number | null;
}

/**
 * The tracker, driver and group a vehicle of `companyId` is given: each of the same company (else a 418 on
 * the field, as another company's ids are not confirmed to exist), the tracker a device of app fleet on no
 * other vehicle, the driver driving no other vehicle.
 */
async function checkReferences(db: DbOrTx, companyId: number, refs: References, vehicleId?: number) {
  const errors: { param: string; msg: string }[] = [];
  const other = vehicleId === undefined ? undefined : ne(fleetVehicles.id, vehicleId);
  if (refs.deviceId != null) {
    const [device] = await db
      .select({ app: hardware.app, vehicle: fleetVehicles.id })
      .from(devices)
      .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
      .leftJoin(fleetVehicles, and(eq(fleetVehicles.deviceId, devices.id), other))
      .where(and(eq(devices.id, refs.deviceId), eq(devices.companyId, companyId)));
    if (!device) errors.push({ param: 'deviceId', msg: 'No such tracker in this company' });
    else if (device.app !== 'fleet')
      errors.push({ param: 'deviceId', msg: 'Must be a device of the fleet app' });
    else if (device.vehicle !== null)
      errors.push({ param: 'deviceId', msg: 'This tracker is on another vehicle' });
  }
  if (refs.driverId != null) {
    const [driver] = await db
      .select({ vehicle: fleetVehicles.id })
      .from(fleetDrivers)
      .leftJoin(fleetVehicles, and(eq(fleetVehicles.driverId, fleetDrivers.id), other))
      .where(and(eq(fleetDrivers.id, refs.driverId), eq(fleetDrivers.companyId, companyId)));
    if (!driver) errors.push({ param: 'driverId', msg: 'No such driver in this company' });
    else if (driver.vehicle !== null)
      errors.push({ param: 'driverId', msg: 'This driver drives another vehicle' });
  }
  if (refs.groupId != null) {
    const [group] = await db
      .select({ id: fleetVehicleGroups.id })
      .from(fleetVehicleGroups)
      .where(and(eq(fleetVehicleGroups.id, refs.groupId), eq(fleetVehicleGroups.companyId, companyId)));
    if (!group) errors.push({ param: 'groupId', msg: 'No such vehicle group in this company' });
  }
  return errors;
}

async function checkPlate(db: DbOrTx, companyId: number, plate: string | undefined, vehicleId?: number) {
  if (plate === undefined) return [];
  const [taken] = await db
    .select({ id: fleetVehicles.id })
    .from(fleetVehicles)
    .where(
      and(
        eq(fleetVehicles.companyId, companyId),
        eq(fleetVehicles.plate, plate),
        vehicleId === undefined ? undefined : ne(fleetVehicles.id, vehicleId),
      ),
    );
  return taken ? [{ param: 'plate', msg: 'Another vehicle has this plate' }] : [];
}

/** Two requests racing past the checks meet a unique index: the same 418 as the check gives. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = String(
      (error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ??
        (error as { constraint?: string }).constraint ??
        '',
    );
    const param = constraint.includes('device')
      ? 'deviceId'
      : constraint.includes('driver')
        ? 'driverId'
        : 'plate';
    throw new ValidationError([{ param, msg: 'Already taken by another vehicle' }]);
  }
}

export async function createVehicle(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdParam: number | undefined,
  input: fleet.VehicleInput,
) {
  const companyId = await fleetCompanyOf(db, ctx, companyIdParam);
  const errors = [
    ...(await checkPlate(db, companyId, input.plate)),
    ...(await checkReferences(db, companyId, input)),
  ];
  if (errors.length > 0) throw new ValidationError(errors);
  const [row] = await guarded(() =>
    db
      .insert(fleetVehicles)
      .values({
        companyId,
        name: input.name,
        plate: input.plate,
        make: input.make,
        model: input.model,
        deviceId: input.deviceId ?? null,
        driverId: input.driverId ?? null,
        groupId: input.groupId ?? null,
      })
      .returning(),
  );
  return vehicleView(db, row as VehicleRow);
}

export async function updateVehicle(db: DbOrTx, ctx: RequestContext, id: number, input: fleet.VehicleUpdate) {
  const vehicle = await findVehicle(db, ctx, id);
  const errors = [
    ...(await checkPlate(db, vehicle.companyId, input.plate, id)),
    ...(await checkReferences(db, vehicle.companyId, input, id)),
  ];
  if (errors.length > 0) throw new ValidationError(errors);
  const [row] = await guarded(() =>
    db
      .update(fleetVehicles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(fleetVehicles.id, id))
      .returning(),
  );
  return vehicleView(db, row as VehicleRow);
}

export async function deleteVehicle(db: DbOrTx, ctx: RequestContext, id: number) {
  await findVehicle(db, ctx, id);
  await db.delete(fleetVehicles).where(eq(fleetVehicles.id, id));
}

/** Spec §4: suspend (out of service) and unsuspend; the other state of the two is a 409 with its code. */
export async function setSuspended(db: DbOrTx, ctx: RequestContext, id: number, suspended: boolean) {
  const vehicle = await findVehicle(db, ctx, id);
  if ((vehicle.suspendedAt !== null) === suspended) {
    throw suspended
      ? new HttpError(409, 'The vehicle is already suspended', 'VEHICLE_SUSPENDED')
      : new HttpError(409, 'The vehicle is not suspended', 'VEHICLE_NOT_SUSPENDED');
  }
  const [row] = await db
    .update(fleetVehicles)
    .set({ suspendedAt: suspended ? new Date() : null, updatedAt: new Date() })
    .where(eq(fleetVehicles.id, id))
    .returning();
  return vehicleView(db, row as VehicleRow);
}
