import type { support } from '@atrium/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import { userOf } from '../scope/index.ts';

/**
 * Who serves whom in support: a customer managed by an integrator (its parent company) is served by that
 * integrator; any other company (a direct customer) by the platform's support, the system admins. The
 * serving side is read from the customer's current parent, so an integrator that lets a customer go stops
 * seeing its conversations and tickets at once.
 */

/** The integrator serving `customerId`, null for the platform's support; 404 for no such company. */
export async function providerOf(db: DbOrTx, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ parentId: companies.parentCompanyId, parentType: sql<string | null>`p.type` })
    .from(companies)
    .leftJoin(sql`companies p`, sql`p.id = ${companies.parentCompanyId}`)
    .where(eq(companies.id, customerId));
  if (!row) throw notFound('Company');
  return row.parentType === 'Integrator' ? row.parentId : null;
}

/** The condition "company `column` is served by the caller's company" (an integrator's customers). */
export const servedBy = (column: AnyPgColumn, providerId: number): SQL =>
  sql`${column} in (select c.id from companies c join companies p on p.id = c.parent_company_id where p.id = ${providerId} and p.type = 'Integrator')`;

/**
 * Which side the caller is on for `customerId`'s support, or a 404 when it is on neither (another
 * company's conversation or ticket is never confirmed to exist).
 */
export async function sideFor(
  db: DbOrTx,
  ctx: RequestContext,
  customerId: number,
): Promise<support.ChatSide> {
  const user = userOf(ctx);
  if (user.isAdmin) return 'provider';
  if (user.companyId === null) throw notFound('Conversation');
  if (user.companyId === customerId) return 'customer';
  const provider = await providerOf(db, customerId);
  if (provider !== null && provider === user.companyId) return 'provider';
  throw notFound('Conversation');
}

/**
 * The customers whose support rows the caller reaches, as a condition on a customer column: a system admin
 * every company; otherwise its own company and the customers it serves as their integrator.
 */
export function reachableCustomers(ctx: RequestContext, column: AnyPgColumn): SQL | undefined {
  const user = userOf(ctx);
  if (user.isAdmin) return undefined;
  if (user.companyId === null) throw forbidden('Support needs a company', 'NO_COMPANY');
  return sql`(${eq(column, user.companyId)} or ${servedBy(column, user.companyId)})`;
}

/**
 * A customer a request names (`customerId`, the `on-behalf-of` header) must be the caller's own company or
 * one it serves: else a 418 on that input, the same for another tenant's company as for none.
 */
export async function reachableCustomer(db: DbOrTx, ctx: RequestContext, id: number, param: string) {
  try {
    await sideFor(db, ctx, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      throw new ValidationError([{ param, msg: 'Choose One of Your Customers' }]);
    throw error;
  }
}

/** The `on-behalf-of` customer of a request (R130), checked to be the caller's or served by it. */
export async function onBehalfOf(db: DbOrTx, ctx: RequestContext, request: FastifyRequest) {
  const { onBehalfOf: named } = requestTenancy(request);
  if (typeof named !== 'number') return undefined;
  await reachableCustomer(db, ctx, named, 'on-behalf-of');
  return named;
}
