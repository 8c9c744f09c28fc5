import type { places } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { requestScope } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { assets, floors, spaces, structures } from './places.schema.ts';

/**
 * Which companies' places a call may touch, answered by the request's scope (`modules/scope`): under
 * `/company/:id/...` company :id and the companies it manages or serves (`underCompany`), elsewhere every
 * company the caller sees (`structures`, `companies`, R133 `customer`). Rows outside are 404s.
 */

export { userOf } from '../scope/index.ts';

/** Row `id` of `table` owned by company :id (404 `label` otherwise), company :id being in the caller's scope. */
export async function companyRow<T extends PgTable & { id: AnyPgColumn; companyId: AnyPgColumn }>(
  db: DbOrTx,
  ctx: RequestContext,
  table: T,
  companyId: number,
  id: number,
  label: string,
): Promise<T['$inferSelect']> {
  await requestScope(db, ctx).underCompany(companyId);
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row) throw notFound(label);
  return row as T['$inferSelect'];
}

/**
 * R133: the owners a `/company/:id/...` list means. Nothing or `:me`: company :id itself; `:none`: every
 * company in scope (what FMC, AMC, Operator and Authority send); a company id: that one, if in scope.
 */
export function ownersOf(scope: number[], companyId: number, customerId: places.CustomerId | undefined) {
  if (customerId === undefined || customerId === ':me') return [companyId];
  if (customerId === ':none') return scope;
  if (!scope.includes(customerId)) throw notFound('Customer');
  return [customerId];
}

export const iso = (date: Date) => date.toISOString();

/** A PostgreSQL unique violation (23505), as the driver or Drizzle's wrapper reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Runs `work`, turning a unique violation (two requests racing past a check) into the same 418. */
export async function uniquely<T>(work: () => Promise<T>, param: string, msg: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError([{ param, msg }]);
    throw error;
  }
}

/**
 * The places a list filter names (`structureId`, `floorId`, `spaceId`, `assetId` …): each one of a company
 * the caller sees, the scope of place reads (the scope's `structures`); else a 418 on that parameter, so
 * another company's id is refused rather than answered with an empty list.
 */
export async function reachablePlaces(
  db: DbOrTx,
  ctx: RequestContext,
  refs: { structureId?: number; floorId?: number; spaceId?: number; parentId?: number; assetId?: number },
) {
  const check = async (param: string, id: number | undefined, found: () => Promise<unknown[]>) => {
    if (id !== undefined && (await found()).length === 0) {
      throw new ValidationError([{ param, msg: 'Choose One of Your Places' }]);
    }
  };
  const scope = requestScope(db, ctx);
  const visible = await scope.structures();
  const visibleAssets = await scope.companies(assets.companyId);
  await check('structureId', refs.structureId, () =>
    db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.id, refs.structureId ?? 0), visible)),
  );
  await check('parentId', refs.parentId, () =>
    db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.id, refs.parentId ?? 0), visible)),
  );
  await check('assetId', refs.assetId, () =>
    db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.id, refs.assetId ?? 0), visibleAssets)),
  );
  await check('floorId', refs.floorId, () =>
    db
      .select({ id: floors.id })
      .from(floors)
      .innerJoin(structures, eq(structures.id, floors.structureId))
      .where(and(eq(floors.id, refs.floorId ?? 0), visible)),
  );
  await check('spaceId', refs.spaceId, () =>
    db
      .select({ id: spaces.id })
      .from(spaces)
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .innerJoin(structures, eq(structures.id, floors.structureId))
      .where(and(eq(spaces.id, refs.spaceId ?? 0), visible)),
  );
}

/** A user a list filter names (`userId`): one of a company the caller sees, else a 418 on `param`. */
export async function reachableUser(
  db: DbOrTx,
  ctx: RequestContext,
  id: number | undefined,
  param = 'userId',
) {
  if (id === undefined) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), await requestScope(db, ctx).companies(users.companyId)));
  if (!user) throw new ValidationError([{ param, msg: 'Choose a User of Your Companies' }]);
}
