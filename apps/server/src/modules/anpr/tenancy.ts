import type { devices as deviceContract } from '@atrium/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import { requestScope, type Tenancy, userOf } from '../scope/index.ts';

/**
 * Whose Neuron rows a call means, through the one request scope: a list, the owners of its `customerId`
 * (default the caller's own company); a row by id, any company the caller sees (else 404); a new row, the
 * caller's company or one it sees named by `companyId` (else 418 on it); a row named in a body or a filter,
 * one of the right company (else 418 on that field).
 */

type Owned = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

export const refused = (param: string, msg: string) => new ValidationError([{ param, msg }]);

/**
 * R133, R130: a list's owners from its `customerId` query, else the `on-behalf-of` header, else the caller's
 * own company, as every app list (vehicle logs, devices); a company the caller does not serve is refused by the
 * scope, never replaced by another.
 */
export const listOwners = (
  db: DbOrTx,
  ctx: RequestContext,
  column: AnyPgColumn,
  // A bare customerId: callers that read no header (smart parking's lists).
  tenancy: Tenancy | deviceContract.CustomerId | undefined,
) =>
  requestScope(db, ctx).owners(
    column,
    typeof tenancy === 'object'
      ? { customerId: tenancy.customerId, onBehalfOf: tenancy.onBehalfOf }
      : { customerId: tenancy },
  );

/** A list's tenancy inputs: its `customerId` query and the request's `on-behalf-of` header. */
export const withBehalf = <Q extends object>(query: Q, request: FastifyRequest) => ({
  ...query,
  onBehalfOf: requestTenancy(request).onBehalfOf,
});

/** The company a new row belongs to. */
export async function targetCompany(db: DbOrTx, ctx: RequestContext, companyId: number | undefined) {
  if (companyId === undefined) {
    const own = userOf(ctx).companyId;
    if (own === null) throw refused('companyId', 'Required');
    return own;
  }
  const seen = await requestScope(db, ctx).companyIds();
  if (seen !== null && !seen.includes(companyId)) throw refused('companyId', 'Choose one of your companies');
  return companyId;
}

/** Row `id` of `table` in a company the caller sees, else a 404 named `label`. */
export async function ownedRow<T extends Owned>(
  db: DbOrTx,
  ctx: RequestContext,
  table: T,
  id: number,
  label: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), await requestScope(db, ctx).companies(table.companyId)));
  if (!row) throw notFound(label);
  return row as T['$inferSelect'];
}

/** Row `id` of `table` of `companyId` (named in a body), else a 418 on `param`. */
export async function rowOfCompany<T extends Owned>(
  db: DbOrTx,
  table: T,
  id: number,
  companyId: number,
  param: string,
  msg: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row) throw refused(param, msg);
  return row as T['$inferSelect'];
}

/** A list filter naming a row of a company the caller does not see is a 418 on it, not an empty list. */
export async function visibleFilter<T extends Owned>(
  db: DbOrTx,
  ctx: RequestContext,
  table: T,
  param: string,
  id: number | undefined,
  extra?: SQL,
) {
  if (id === undefined) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), await requestScope(db, ctx).companies(table.companyId), extra));
  if (!row) throw refused(param, 'Not found in your companies');
}
