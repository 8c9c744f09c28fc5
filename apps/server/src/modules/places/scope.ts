import type { places } from '@atrium/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { findVisibleCompany, visibleCompanies } from '../companies/companies.service.ts';
import { users } from '../users/users.schema.ts';
import { assets, floors, spaces, structures } from './places.schema.ts';

/**
 * Which companies' places a call may touch. Under `/company/:id/...` that is company :id and the companies
 * it manages or serves (a provider works on its customers' structures), as far as the caller sees them;
 * elsewhere, every company the caller sees. Rows outside are 404s.
 */

export const userOf = (ctx: RequestContext) => {
  if (!ctx.user) throw forbidden();
  return ctx.user;
};

/** Company :id (404 unless the caller sees it) and the visible companies it manages or serves. */
export async function companyScope(db: DbOrTx, ctx: RequestContext, companyId: number): Promise<number[]> {
  await findVisibleCompany(db, ctx, companyId);
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        visibleCompanies(ctx),
        sql`(${companies.id} = ${companyId}
          or ${companies.parentCompanyId} = ${companyId}
          or ${companies.parentCompanyId} in (select c.id from companies c where c.parent_company_id = ${companyId})
          or ${companies.id} in (select r.sender_company_id from company_requests r
            where r.destination_company_id = ${companyId} and r.status = 'handled'))`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Row `id` of `table` owned by company :id (404 `label` otherwise), company :id being in the caller's scope. */
export async function companyRow<T extends PgTable & { id: AnyPgColumn; companyId: AnyPgColumn }>(
  db: DbOrTx,
  ctx: RequestContext,
  table: T,
  companyId: number,
  id: number,
  label: string,
): Promise<T['$inferSelect']> {
  await companyScope(db, ctx, companyId);
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

/** `column` belongs to a company the caller sees (every company for system admins). */
export function inVisibleCompanies(db: DbOrTx, ctx: RequestContext, column: AnyPgColumn): SQL | undefined {
  if (userOf(ctx).isAdmin) return undefined;
  return inArray(column, db.select({ id: companies.id }).from(companies).where(visibleCompanies(ctx)));
}

/**
 * R133 outside a company path: nothing or `:none` every company the caller sees, `:me` the caller's own
 * company, a company id that company (404 unless visible).
 */
export async function customerFilter(
  db: DbOrTx,
  ctx: RequestContext,
  column: AnyPgColumn,
  customerId: places.CustomerId | undefined,
): Promise<SQL | undefined> {
  if (customerId === undefined || customerId === ':none') return inVisibleCompanies(db, ctx, column);
  if (customerId === ':me') {
    const own = userOf(ctx).companyId;
    return own === null ? sql`false` : eq(column, own);
  }
  await findVisibleCompany(db, ctx, customerId);
  return eq(column, customerId);
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
 * the caller sees, the scope of place reads (`inVisibleCompanies`); else a 418 on that parameter, so
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
  const visible = inVisibleCompanies(db, ctx, structures.companyId);
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
      .where(and(eq(assets.id, refs.assetId ?? 0), inVisibleCompanies(db, ctx, assets.companyId))),
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
    .where(and(eq(users.id, id), inVisibleCompanies(db, ctx, users.companyId)));
  if (!user) throw new ValidationError([{ param, msg: 'Choose a User of Your Companies' }]);
}
