import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { ownCompanyTenancy } from '../scope/own-company.ts';
import { fmSpaceGroups } from './facmgmt.schema.ts';

export const { companyOf: fmCompanyOf, ownedBy } = ownCompanyTenancy('Only a company books spaces');

type Field = { param: string; msg: string };

/**
 * The building (structure) a body names: the caller's company's (any for a system admin), else a 418 on
 * `param`: another company's id is not confirmed to exist.
 */
export async function buildingForBody(db: DbOrTx, ctx: RequestContext, id: number, param = 'buildingId') {
  const [row] = await db
    .select({ id: structures.id, name: structures.name, companyId: structures.companyId })
    .from(structures)
    .where(and(eq(structures.id, id), ownedBy(ctx, structures.companyId)));
  if (!row) throw new ValidationError([{ param, msg: 'No such building in this company' }]);
  return row;
}

/**
 * The filters naming a building, floor, space or group: each of `companyId` (else a 418 on it, never an
 * empty answer that would tell another company's id exists).
 */
export async function checkFilterIds(
  db: DbOrTx,
  companyId: number,
  filters: { buildingId?: number; floorId?: number; spaceId?: number; groupId?: number },
) {
  const errors: Field[] = [];
  if (filters.buildingId !== undefined) {
    const [row] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.id, filters.buildingId), eq(structures.companyId, companyId)));
    if (!row) errors.push({ param: 'buildingId', msg: 'No such building in this company' });
  }
  if (filters.floorId !== undefined) {
    const [row] = await db
      .select({ id: floors.id })
      .from(floors)
      .innerJoin(structures, eq(structures.id, floors.structureId))
      .where(and(eq(floors.id, filters.floorId), eq(structures.companyId, companyId)));
    if (!row) errors.push({ param: 'floorId', msg: 'No such floor in this company' });
  }
  if (filters.spaceId !== undefined) {
    const [row] = await db
      .select({ id: spaces.id })
      .from(spaces)
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .innerJoin(structures, eq(structures.id, floors.structureId))
      .where(and(eq(spaces.id, filters.spaceId), eq(structures.companyId, companyId)));
    if (!row) errors.push({ param: 'spaceId', msg: 'No such space in this company' });
  }
  if (filters.groupId !== undefined) {
    const [row] = await db
      .select({ id: fmSpaceGroups.id })
      .from(fmSpaceGroups)
      .where(and(eq(fmSpaceGroups.id, filters.groupId), eq(fmSpaceGroups.companyId, companyId)));
    if (!row) errors.push({ param: 'groupId', msg: 'No such group of spaces in this company' });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const intList = (ids: readonly number[]) => `{${ids.join(',')}}`;
