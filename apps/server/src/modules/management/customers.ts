import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';

/** The caller's company: the desk is a company's (the endpoints' visibility admits integrators only). */
export function ownCompanyOf(ctx: RequestContext): number {
  const id = ctx.user?.companyId;
  if (id == null) throw forbidden('Only a company’s users have a management desk', 'NO_COMPANY');
  return id;
}

/** An integrator's customers are the companies it manages. */
export const customersOf = (integratorId: number) => eq(companies.parentCompanyId, integratorId);

/** A customer the integrator manages, named in a body: else a 418 on `param`, the same as for no company. */
export async function customerOfIntegrator(
  db: DbOrTx,
  integratorId: number,
  id: number,
  param = 'customerId',
) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), customersOf(integratorId)));
  if (!row) throw new ValidationError([{ param, msg: 'Choose One of Your Customers' }]);
  return row;
}

/** The integrator managing `companyId`, if it is one; null for a company no integrator manages. */
export async function integratorOf(db: DbOrTx, companyId: number) {
  const [own] = await db
    .select({ parent: companies.parentCompanyId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!own) throw notFound('Company');
  if (own.parent === null) return null;
  const [parent] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, own.parent), eq(companies.type, 'Integrator')));
  return parent ?? null;
}

/**
 * A list's `customerId` filter: the caller's own company or one it manages (any for a system admin); another
 * company is a 404, as its rows would be.
 */
export async function assertCustomerFilter(db: DbOrTx, ctx: RequestContext, customerId: number) {
  if (ctx.user?.isAdmin) return;
  const own = ownCompanyOf(ctx);
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, customerId), or(eq(companies.id, own), customersOf(own))));
  if (!row) throw notFound('Company');
}
