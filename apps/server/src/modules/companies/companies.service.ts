import { type auth, companies as contract, type ListQuery, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, exists, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from './companies.schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export const COMPANY_SORTS = contract.COMPANY_SORTS;

export const toCompany = (row: CompanyRow): contract.Company => ({
  ...row,
  parentCompanyId: row.parentCompanyId ?? null,
  createdAt: row.createdAt.toISOString(),
});

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
export async function findVisibleCompany(db: DbOrTx, ctx: RequestContext, id: number): Promise<CompanyRow> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), visibleCompanies(ctx)));
  if (!row) throw notFound('Company');
  return row;
}

export async function callerCompanyType(db: DbOrTx, ctx: RequestContext): Promise<auth.CompanyType | null> {
  const { companyId } = userOf(ctx);
  if (companyId === null) return null;
  const [row] = await db.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId));
  return row?.type ?? null;
}

export interface CompanyFilters {
  type?: auth.CompanyType;
  nameFilter?: string;
  onlyRelated?: 'true' | 'false';
  customerId?: number;
}

export async function listCompanies(
  db: DbOrTx,
  ctx: RequestContext,
  filters: CompanyFilters,
  page: ListQuery,
) {
  const user = userOf(ctx);
  const name = containsPattern(filters.nameFilter);
  let related: SQL | undefined;
  if (filters.customerId !== undefined) {
    await findVisibleCompany(db, ctx, filters.customerId);
    related = eq(companies.parentCompanyId, filters.customerId);
  } else if (filters.onlyRelated === 'true') {
    related = user.companyId === null ? undefined : ne(companies.id, user.companyId);
  }
  const where = and(
    visibleCompanies(ctx),
    related,
    filters.type ? eq(companies.type, filters.type) : undefined,
    name ? ilike(companies.name, name) : undefined,
  );
  const columns = {
    id: companies.id,
    name: companies.name,
    type: companies.type,
    createdAt: companies.createdAt,
  };
  const order = orderByTerms(page.sort as SortTerm<keyof typeof columns>[], columns);
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(...order, asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = page.total
    ? await db.select({ n: count() }).from(companies).where(where)
    : [{ n: rows.length }];
  return { data: rows.map(toCompany), totalRecords: total?.n ?? 0 };
}

export async function createCompany(
  db: DbOrTx,
  ctx: RequestContext,
  input: { name: string; email: string; type: auth.CompanyType },
) {
  const user = userOf(ctx);
  const allowed = contract.creatableCompanyTypes({
    isAdmin: user.isAdmin,
    companyType: await callerCompanyType(db, ctx),
  });
  if (!allowed.includes(input.type)) {
    throw new ValidationError([{ param: 'type', msg: `You can create: ${allowed.join(', ')}` }]);
  }
  const [row] = await db
    .insert(companies)
    .values({ ...input, parentCompanyId: user.isAdmin ? null : user.companyId })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return toCompany(row);
}

export async function updateCompany(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: { name?: string; email?: string; contractStatus?: 'Active' | 'Inactive' },
) {
  const row = await findVisibleCompany(db, ctx, id);
  const user = userOf(ctx);
  // A contract is set by whoever manages the company, never by the company itself.
  if (input.contractStatus && !user.isAdmin && row.parentCompanyId !== user.companyId) throw forbidden();
  if (Object.keys(input).length === 0) return toCompany(row);
  const [updated] = await db.update(companies).set(input).where(eq(companies.id, id)).returning();
  return toCompany(updated ?? row);
}
