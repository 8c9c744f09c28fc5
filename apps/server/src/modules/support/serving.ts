import type { support } from '@atrium/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
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

/** A company's name, for replies. */
export async function companyName(db: DbOrTx, id: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id)));
  return row?.name ?? '';
}
