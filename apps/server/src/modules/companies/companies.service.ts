import { type auth, companies as contract, type ListQuery, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, ValidationError } from '../../kernel/http/errors.ts';
import { findVisibleCompany } from '../scope/companies.ts';
import { requestScope, userOf } from '../scope/index.ts';
import { companies } from './companies.schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export const COMPANY_SORTS = contract.COMPANY_SORTS;

export const toCompany = (row: CompanyRow): contract.Company => ({
  ...row,
  parentCompanyId: row.parentCompanyId ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The SQL primitives of visibility live with the request's scope (`modules/scope`), which is built on them. */
export { findVisibleCompany, isVisibleCompany, visibleCompanies } from '../scope/companies.ts';

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
    await requestScope(db, ctx).companies(companies.id),
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
