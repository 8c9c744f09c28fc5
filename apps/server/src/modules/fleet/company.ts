import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { ownCompanyTenancy } from '../scope/own-company.ts';
import { fleetDrivers, fleetVehicleGroups } from './fleet.schema.ts';

export const { companyOf: fleetCompanyOf, ownedBy } = ownCompanyTenancy('Only a company has a fleet');

/** A filter naming a group or driver of another company is refused (418 on it), not answered empty. */
export async function checkFilterIds(
  db: DbOrTx,
  companyId: number,
  filters: { groupId?: number | null; driverId?: number | null },
) {
  const errors: { param: string; msg: string }[] = [];
  if (filters.groupId != null) {
    const [group] = await db
      .select({ id: fleetVehicleGroups.id })
      .from(fleetVehicleGroups)
      .where(and(eq(fleetVehicleGroups.id, filters.groupId), eq(fleetVehicleGroups.companyId, companyId)));
    if (!group) errors.push({ param: 'groupId', msg: 'No such vehicle group in this company' });
  }
  if (filters.driverId != null) {
    const [driver] = await db
      .select({ id: fleetDrivers.id })
      .from(fleetDrivers)
      .where(and(eq(fleetDrivers.id, filters.driverId), eq(fleetDrivers.companyId, companyId)));
    if (!driver) errors.push({ param: 'driverId', msg: 'No such driver in this company' });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}
