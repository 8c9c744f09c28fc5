import { anpr, type devices as deviceContract, type ListQuery, type Paged } from '@atrium/contracts';
import { and, eq, exists, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { uniquely } from '../places/scope.ts';
import { anprResidents, anprVehicles } from './anpr.schema.ts';
import { listOwners, ownedRow, visibleFilter } from './tenancy.ts';

/** Vehicles: a plate kept as typed and normalised, unique per company once normalised. */

type VehicleRow = typeof anprVehicles.$inferSelect;

export async function vehicleViews(db: DbOrTx, rows: VehicleRow[]): Promise<anpr.Vehicle[]> {
  if (rows.length === 0) return [];
  const residentIds = rows.flatMap((r) => (r.residentId === null ? [] : [r.residentId]));
  const names =
    residentIds.length === 0
      ? []
      : await db
          .select({ id: anprResidents.id, name: anprResidents.name })
          .from(anprResidents)
          .where(inArray(anprResidents.id, residentIds));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((v) => ({
    id: v.id,
    companyId: v.companyId,
    resident: v.residentId === null ? null : { id: v.residentId, name: nameOf.get(v.residentId) ?? '' },
    plate: v.plate,
    plateNorm: v.plateNorm,
    make: v.make,
    colour: v.colour,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  }));
}

const vehicleView = async (db: DbOrTx, row: VehicleRow) => (await vehicleViews(db, [row]))[0] as anpr.Vehicle;

export const findVehicle = (db: DbOrTx, ctx: RequestContext, id: number) =>
  ownedRow(db, ctx, anprVehicles, id, 'Vehicle');

export interface VehicleFilters {
  name?: string;
  customerId?: deviceContract.CustomerId;
  /** The `on-behalf-of` header (R130). */
  onBehalfOf?: deviceContract.CustomerId;
  residentId?: number;
  plate?: string;
}

const SORTS = { id: anprVehicles.id, plate: anprVehicles.plateNorm, createdAt: anprVehicles.createdAt };

export async function listVehicles(
  db: DbOrTx,
  ctx: RequestContext,
  filters: VehicleFilters,
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<anpr.Vehicle>> {
  await visibleFilter(db, ctx, anprResidents, 'residentId', filters.residentId);
  const pattern = containsPattern(filters.name);
  const plate = filters.plate === undefined ? '' : anpr.normalisePlate(filters.plate);
  const where = and(
    await listOwners(db, ctx, anprVehicles.companyId, filters),
    filters.residentId !== undefined ? eq(anprVehicles.residentId, filters.residentId) : undefined,
    plate ? sql`strpos(${anprVehicles.plateNorm}, ${plate}) > 0` : undefined,
    pattern
      ? or(
          ilike(anprVehicles.plate, pattern),
          ilike(anprVehicles.make, pattern),
          ilike(anprVehicles.colour, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(anprResidents)
              .where(and(eq(anprResidents.id, anprVehicles.residentId), ilike(anprResidents.name, pattern))),
          ),
        )
      : undefined,
  );
  const found = await listPage(db, anprVehicles, where, page, SORTS);
  return { data: await vehicleViews(db, found.data), totalRecords: found.totalRecords };
}

export const getVehicle = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  vehicleView(db, await findVehicle(db, ctx, id));

const PLATE_TAKEN = 'Another vehicle of this company has this plate';

/** The resident (of the company) and the plate (free in the company once normalised) a vehicle is given. */
async function check(
  db: DbOrTx,
  companyId: number,
  input: { residentId?: number | null; plateNorm?: string },
  vehicleId?: number,
) {
  const errors: { param: string; msg: string }[] = [];
  if (input.residentId != null) {
    const [resident] = await db
      .select({ id: anprResidents.id })
      .from(anprResidents)
      .where(and(eq(anprResidents.id, input.residentId), eq(anprResidents.companyId, companyId)));
    if (!resident) errors.push({ param: 'residentId', msg: "Choose a resident of the vehicle's company" });
  }
  if (input.plateNorm !== undefined) {
    const [taken] = await db
      .select({ id: anprVehicles.id })
      .from(anprVehicles)
      .where(
        and(
          eq(anprVehicles.companyId, companyId),
          eq(anprVehicles.plateNorm, input.plateNorm),
          vehicleId === undefined ? undefined : ne(anprVehicles.id, vehicleId),
        ),
      );
    if (taken) errors.push({ param: 'plate', msg: PLATE_TAKEN });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/** Creates a vehicle of `companyId` (the caller has settled the company). */
export async function insertVehicle(db: DbOrTx, companyId: number, input: anpr.VehicleInput) {
  const plateNorm = anpr.normalisePlate(input.plate);
  await check(db, companyId, { residentId: input.residentId, plateNorm });
  const [row] = await uniquely(
    () =>
      db
        .insert(anprVehicles)
        .values({
          companyId,
          residentId: input.residentId ?? null,
          plate: input.plate,
          plateNorm,
          make: input.make,
          colour: input.colour,
        })
        .returning(),
    'plate',
    PLATE_TAKEN,
  );
  return vehicleView(db, row as VehicleRow);
}

export async function updateVehicle(db: DbOrTx, ctx: RequestContext, id: number, input: anpr.VehicleUpdate) {
  const vehicle = await findVehicle(db, ctx, id);
  const plateNorm = input.plate === undefined ? undefined : anpr.normalisePlate(input.plate);
  await check(db, vehicle.companyId, { residentId: input.residentId, plateNorm }, id);
  const [row] = await uniquely(
    () =>
      db
        .update(anprVehicles)
        .set({ ...input, ...(plateNorm !== undefined && { plateNorm }), updatedAt: new Date() })
        .where(eq(anprVehicles.id, id))
        .returning(),
    'plate',
    PLATE_TAKEN,
  );
  return vehicleView(db, row as VehicleRow);
}

/** Deletes a vehicle; its accesses go with it (cascade). */
export async function deleteVehicle(db: DbOrTx, ctx: RequestContext, id: number) {
  await findVehicle(db, ctx, id);
  await db.delete(anprVehicles).where(eq(anprVehicles.id, id));
}
