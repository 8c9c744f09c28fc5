import type { rodent } from '@atrium/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { floors, structures } from '../places/places.schema.ts';
import { requestScope, type Tenancy } from '../scope/index.ts';

/** Cloud orbit's stations: the devices of app `rodent`, in the structure and floor they are placed in. */
export const isStation = eq(hardware.app, 'rodent');

export const stationColumns = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  type: hardware.type,
  companyId: devices.companyId,
  structureId: structures.id,
  structureName: structures.name,
  floorId: floors.id,
  floorName: floors.name,
};

export function selectStations(db: DbOrTx) {
  return db
    .select(stationColumns)
    .from(devices)
    .innerJoin(hardware, and(eq(hardware.id, devices.hardwareId), isStation))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .leftJoin(floors, eq(floors.id, devices.floorId));
}
export type StationRow = Awaited<ReturnType<typeof selectStations>>[number];

export const toStation = (row: StationRow): rodent.Station => ({
  id: row.id,
  serial: row.serial,
  name: row.name,
  type: row.type,
  structure: row.structureId === null ? null : { id: row.structureId, name: row.structureName ?? '' },
  floor: row.floorId === null ? null : { id: row.floorId, name: row.floorName ?? '' },
});

/**
 * The stations the caller reaches, as the kit's device lists reach them: of the companies it sees, within its
 * permission groups' resources when `p_rodent_devices_view` comes from groups only (and what the app grants).
 */
export const reachedStations = async (db: DbOrTx, ctx: RequestContext) =>
  and(isStation, await requestScope(db, ctx).devices('view', 'rodent'));

/** The stations a list call means (spec §6: `customerId`, else on-behalf-of, else the caller's own company). */
export const ownedStations = async (db: DbOrTx, ctx: RequestContext, tenancy: Tenancy) =>
  and(await reachedStations(db, ctx), await requestScope(db, ctx).owners(devices.companyId, tenancy));

/** One station the caller reaches; another company's, one outside its groups (or no station) is a 404. */
export async function findStation(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectStations(db).where(and(eq(devices.id, id), await reachedStations(db, ctx)));
  if (!row) throw notFound('Station');
  return row;
}

/** Place filters of a list: a structure or floor the caller does not see is a 418 on its field. */
export async function placeFilters(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { structureId?: number; floorId?: number },
): Promise<SQL | undefined> {
  const scope = requestScope(db, ctx);
  if (filters.structureId !== undefined) {
    const [row] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.id, filters.structureId), await scope.companies(structures.companyId)));
    if (!row) throw new ValidationError([{ param: 'structureId', msg: 'No such structure' }]);
  }
  if (filters.floorId !== undefined) await findFloor(db, ctx, filters.floorId);
  return and(
    filters.structureId === undefined ? undefined : eq(devices.structureId, filters.structureId),
    filters.floorId === undefined ? undefined : eq(devices.floorId, filters.floorId),
  );
}

export async function findFloor(db: DbOrTx, ctx: RequestContext, floorId: number) {
  const [row] = await db
    .select({
      id: floors.id,
      name: floors.name,
      level: floors.level,
      structureId: structures.id,
      structureName: structures.name,
    })
    .from(floors)
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(and(eq(floors.id, floorId), await requestScope(db, ctx).companies(structures.companyId)));
  if (!row) throw new ValidationError([{ param: 'floorId', msg: 'No such floor' }]);
  return row;
}
