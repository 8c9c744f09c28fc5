import type { devices } from '@atrium/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { findVisibleCompany } from '../scope/companies.ts';
import { requestScope, userOf } from '../scope/index.ts';

/**
 * Whose fleet rows a dispatch call means, through the one request scope: a list, the companies of the
 * `customerId` (default the caller's own); a row by id, any company the caller sees (another's is a 404);
 * a new row or the settings, the caller's company, or one it sees named by `companyId`.
 */

type Owned = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

export const listOwners = (
  db: DbOrTx,
  ctx: RequestContext,
  column: AnyPgColumn,
  customerId?: devices.CustomerId,
) => requestScope(db, ctx).owners(column, { customerId });

/** The company a new row (or the settings) belongs to. */
export async function targetCompany(db: DbOrTx, ctx: RequestContext, companyId: number | undefined) {
  const id = companyId ?? userOf(ctx).companyId;
  if (id === null) throw new ValidationError([{ param: 'companyId', msg: 'Required' }]);
  if (companyId !== undefined) await findVisibleCompany(db, ctx, companyId);
  return id;
}

/** Row `id` of `table` in a company the caller sees, else a 404 named `label`. */
export async function ownedRow<T extends Owned>(
  db: DbOrTx,
  ctx: RequestContext,
  table: T,
  id: number,
  label: string,
  extra?: SQL,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), await requestScope(db, ctx).companies(table.companyId), extra));
  if (!row) throw notFound(label);
  return row as T['$inferSelect'];
}

/** A body field naming a row of another company (or none) is a 418 on that field (issue 15 §7). */
export async function assertSameCompany<T extends Owned>(
  db: DbOrTx,
  table: T,
  param: string,
  companyId: number,
  id: number | null | undefined,
) {
  if (id === null || id === undefined) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row) throw new ValidationError([{ param, msg: 'Not found in this company' }]);
}

/** A list filter naming a row of a company the caller does not see is a 418 on it, not an empty list. */
export async function assertVisibleFilter<T extends Owned>(
  db: DbOrTx,
  ctx: RequestContext,
  table: T,
  param: string,
  id: number | undefined,
) {
  if (id === undefined) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), await requestScope(db, ctx).companies(table.companyId)));
  if (!row) throw new ValidationError([{ param, msg: 'Not found' }]);
}
