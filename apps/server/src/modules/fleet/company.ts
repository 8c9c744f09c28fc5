import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, ValidationError } from '../../kernel/http/errors.ts';
import { findVisibleCompany } from '../scope/companies.ts';
import { userOf } from '../scope/request-scope.ts';
import { fleetDrivers, fleetVehicleGroups } from './fleet.schema.ts';

/**
 * Whose fleet a call is about: a company's vehicles, groups and drivers are its own. The caller's company
 * (naming another is a 418); a system admin names one (`companyId`, required of them).
 */
export async function fleetCompanyOf(db: DbOrTx, ctx: RequestContext, companyId?: number): Promise<number> {
  const user = userOf(ctx);
  if (!user.isAdmin) {
    if (user.companyId === null) throw forbidden('Only a company has a fleet', 'NO_COMPANY');
    // Another company's id is refused, never quietly read as one's own.
    if (companyId !== undefined && companyId !== user.companyId)
      throw new ValidationError([{ param: 'companyId', msg: 'Only your own company' }]);
    return user.companyId;
  }
  if (companyId === undefined) throw new ValidationError([{ param: 'companyId', msg: 'Required' }]);
  return (await findVisibleCompany(db, ctx, companyId)).id;
}

/** The rows of a fleet table the caller may reach by id: its company's (every company's for an admin). */
export function ownedBy(ctx: RequestContext, column: AnyPgColumn): SQL | undefined {
  const user = userOf(ctx);
  if (user.isAdmin) return undefined;
  if (user.companyId === null) throw forbidden('Only a company has a fleet', 'NO_COMPANY');
  return eq(column, user.companyId);
}

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
