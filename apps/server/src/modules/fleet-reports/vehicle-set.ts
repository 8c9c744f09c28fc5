import { REPORT_VEHICLES_OR_GROUP } from '@atrium/contracts/fleet/reports';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { fleetVehicleGroups, fleetVehicles } from '../fleet/fleet.schema.ts';

export interface VehicleSet {
  vehicleIds: readonly number[];
  groupId: number | null;
}

export interface ReportVehicleRow {
  id: number;
  name: string;
  plate: string;
  deviceId: number | null;
}

const columns = {
  id: fleetVehicles.id,
  name: fleetVehicles.name,
  plate: fleetVehicles.plate,
  deviceId: fleetVehicles.deviceId,
};

/**
 * Checks a vehicle set: chosen vehicles or a group, not both; only the company's vehicles and group (another
 * company's, or a missing one, is a 418 on the field naming it, never confirmed to exist).
 */
export async function checkVehicleSet(db: DbOrTx, companyId: number, set: VehicleSet) {
  if (set.vehicleIds.length > 0 && set.groupId !== null)
    throw new ValidationError([{ param: 'groupId', msg: REPORT_VEHICLES_OR_GROUP }]);
  const errors: { param: string; msg: string }[] = [];
  if (set.vehicleIds.length > 0) {
    const found = await db
      .select({ id: fleetVehicles.id })
      .from(fleetVehicles)
      .where(and(eq(fleetVehicles.companyId, companyId), inArray(fleetVehicles.id, [...set.vehicleIds])));
    const known = new Set(found.map((v) => v.id));
    set.vehicleIds.forEach((id, i) => {
      if (!known.has(id)) errors.push({ param: `vehicleIds.${i}`, msg: 'Choose a Vehicle of This Company' });
    });
  }
  if (set.groupId !== null) {
    const [group] = await db
      .select({ id: fleetVehicleGroups.id })
      .from(fleetVehicleGroups)
      .where(and(eq(fleetVehicleGroups.id, set.groupId), eq(fleetVehicleGroups.companyId, companyId)));
    if (!group) errors.push({ param: 'groupId', msg: 'Choose a Vehicle Group of This Company' });
  }
  if (errors.length) throw new ValidationError(errors);
}

/**
 * The company's vehicles a report covers, by name: the chosen ones (those deleted since drop out), else the
 * group's, else every one.
 */
export async function vehiclesOf(
  db: DbOrTx,
  companyId: number,
  set: VehicleSet,
): Promise<ReportVehicleRow[]> {
  const which =
    set.vehicleIds.length > 0
      ? inArray(fleetVehicles.id, [...set.vehicleIds])
      : set.groupId !== null
        ? eq(fleetVehicles.groupId, set.groupId)
        : undefined;
  return db
    .select(columns)
    .from(fleetVehicles)
    .where(and(eq(fleetVehicles.companyId, companyId), which))
    .orderBy(asc(fleetVehicles.name), asc(fleetVehicles.id));
}

/** Vehicles by id (of any company: the caller filters), for naming a template's chosen vehicles. */
export async function vehiclesByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: fleetVehicles.id,
      name: fleetVehicles.name,
      plate: fleetVehicles.plate,
      companyId: fleetVehicles.companyId,
    })
    .from(fleetVehicles)
    .where(inArray(fleetVehicles.id, [...ids]));
}
