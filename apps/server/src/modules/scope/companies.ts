import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';

/**
 * The SQL primitive the request's scope is built on (`requestScope(...).companies`, which reads it once per
 * request), and the single-company checks of services that need the company's row.
 */

const userOf = (ctx: RequestContext) => {
  if (!ctx.user) throw forbidden();
  return ctx.user;
};

/**
 * Companies the caller may see and manage: all for admins, else their own, the ones it manages and the
 * ones those manage (an integrator sees its customers' providers), and the customers it serves.
 */
export function visibleCompanies(ctx: RequestContext): SQL | undefined {
  const user = userOf(ctx);
  if (user.isAdmin) return undefined;
  if (user.companyId === null) return sql`false`;
  const own = user.companyId;
  return or(
    eq(companies.id, own),
    sql`${companies.parentCompanyId} in (select c.id from companies c where c.id = ${own} or c.parent_company_id = ${own})`,
    // A provider sees the customers whose service request it handles (R12) under an active contract (R13).
    sql`${companies.id} in (select r.sender_company_id from company_requests r where r.destination_company_id = ${own} and r.status = 'handled' and r.contract_status = 'Active')`,
  );
}

/** A condition true when the caller may see company `id`, to fold that check into another query. */
export const isVisibleCompany = (db: DbOrTx, ctx: RequestContext, id: number): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(companies)
      .where(and(eq(companies.id, id), visibleCompanies(ctx))),
  );

/** A company the caller may see, else 404 (another tenant's row is never confirmed to exist). */
export async function findVisibleCompany(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
): Promise<typeof companies.$inferSelect> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), visibleCompanies(ctx)));
  if (!row) throw notFound('Company');
  return row;
}
