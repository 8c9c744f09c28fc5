import { auth, companies as contract, type ListQuery, toFieldErrors } from '@atrium/contracts';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import { randomToken } from '../../kernel/auth/tokens.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, ValidationError } from '../../kernel/http/errors.ts';
import { sendLink } from '../auth/auth-links.service.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { users } from '../users/users.schema.ts';
import { companies, companyRequests } from './companies.schema.ts';
import { type CompanyRow, callerCompanyType, findVisibleCompany, toCompany } from './companies.service.ts';

export const PROVIDER_SORTS = contract.PROVIDER_SORTS;
const columns = {
  id: companies.id,
  name: companies.name,
  type: companies.type,
  createdAt: companies.createdAt,
};

const userOf = (ctx: RequestContext) => {
  if (!ctx.user) throw forbidden();
  return ctx.user;
};

/** The customer a provider call is about: the one named, else the caller's company; admins must name one. */
async function customerOf(db: DbOrTx, ctx: RequestContext, customerId: number | undefined) {
  const id = customerId ?? userOf(ctx).companyId;
  if (id === null) throw new ValidationError([{ param: 'customerId', msg: 'Required' }]);
  return findVisibleCompany(db, ctx, id);
}

const handledBy = (customerId: number) =>
  sql`${companies.id} in (select r.destination_company_id from company_requests r where r.sender_company_id = ${customerId} and r.status = 'handled')`;

function toProvider(
  row: CompanyRow,
  customerId: number,
  engagement: contract.Provider['engagement'],
): contract.Provider {
  return {
    ...toCompany(row),
    type: row.type as auth.ServiceProviderType,
    relation: row.parentCompanyId === customerId ? 'managed' : 'engaged',
    engagement,
  };
}

/** The newest handled request of the customer to each of `providerIds`. */
async function engagementsOf(db: DbOrTx, customerId: number, providerIds: number[]) {
  const rows = providerIds.length
    ? await db
        .select()
        .from(companyRequests)
        .where(
          and(
            eq(companyRequests.senderCompanyId, customerId),
            eq(companyRequests.status, 'handled'),
            inArray(companyRequests.destinationCompanyId, providerIds),
          ),
        )
        .orderBy(desc(companyRequests.id))
    : [];
  const byProvider = new Map<number, contract.Provider['engagement']>();
  for (const r of rows) {
    if (r.destinationCompanyId === null || byProvider.has(r.destinationCompanyId)) continue;
    byProvider.set(r.destinationCompanyId, {
      requestId: r.id,
      type: r.type,
      contractStatus: r.contractStatus,
    });
  }
  return byProvider;
}

export async function listProviders(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { customerId?: number; type?: auth.ServiceProviderType; nameFilter?: string },
  page: ListQuery,
) {
  const customer = await customerOf(db, ctx, filters.customerId);
  const name = containsPattern(filters.nameFilter);
  const where = and(
    filters.type
      ? eq(companies.type, filters.type)
      : inArray(companies.type, [...auth.SERVICE_PROVIDER_TYPES]),
    or(eq(companies.parentCompanyId, customer.id), handledBy(customer.id)),
    name ? ilike(companies.name, name) : undefined,
  );
  const { data: rows, totalRecords } = await listPage(
    db,
    companies,
    where,
    page as ListQuery<keyof typeof columns>,
    columns,
  );
  const engagements = await engagementsOf(
    db,
    customer.id,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toProvider(r, customer.id, engagements.get(r.id) ?? null)),
    totalRecords,
  };
}

/** Reads a form's fields with the contract's schema; a failure is a 418 naming each field. */
export function parseProviderForm(fields: Record<string, unknown>) {
  // An empty form field means "not given", as it would be absent from JSON.
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const parsed = contract.providerForm.safeParse(given);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  return parsed.data;
}

/**
 * A provider company managed by a customer, with its first user as owner. The user gets a link to set
 * their password; the company types are those the caller may create (R125-R128) that serve others.
 */
export async function createProvider(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  form: ReturnType<typeof parseProviderForm>,
) {
  const user = userOf(ctx);
  const customer = await customerOf(db, ctx, form.customerId);
  const allowed = contract
    .creatableCompanyTypes({ isAdmin: user.isAdmin, companyType: await callerCompanyType(db, ctx) })
    .filter((type) => (auth.SERVICE_PROVIDER_TYPES as readonly string[]).includes(type));
  if (!allowed.includes(form.type)) {
    throw new ValidationError([{ param: 'type', msg: `You can create: ${allowed.join(', ')}` }]);
  }
  const userEmail = form.userEmail ?? form.email;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, userEmail));
  if (taken) {
    const param = form.userEmail ? 'userEmail' : 'email';
    throw new ValidationError([{ param, msg: 'This email is already used' }]);
  }
  const passwordHash = await hashPassword(randomToken());
  const row = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: form.name, email: form.email, type: form.type, parentCompanyId: customer.id })
      .returning();
    if (!company) throw new Error('provider insert returned nothing');
    const [owner] = await tx
      .insert(users)
      .values({
        email: userEmail,
        firstName: form.firstName,
        lastName: form.lastName,
        passwordHash,
        companyId: company.id,
      })
      .returning({ id: users.id, email: users.email });
    if (!owner) throw new Error('provider owner insert returned nothing');
    await assignRole(tx, owner.id, 'company_owner');
    await sendLink(tx, config, owner, 'set-password');
    return company;
  });
  return toProvider(row, customer.id, null);
}

export const CUSTOMER_SORTS = contract.CUSTOMER_SORTS;

/**
 * R129: the customers the caller acts for: all customer companies for admins; else its own company when it
 * acts as its own customer (Customer, Security Company), the customers it manages, and the companies whose
 * request it handles under an active contract.
 */
export async function listCustomers(
  db: DbOrTx,
  ctx: RequestContext,
  nameFilter: string | undefined,
  page: ListQuery,
) {
  const user = userOf(ctx);
  const own = user.companyId;
  const ownType = await callerCompanyType(db, ctx);
  const customerTypes = [...contract.CUSTOMER_TYPES] as auth.CompanyType[];
  let scope: SQL | undefined;
  if (user.isAdmin) scope = inArray(companies.type, customerTypes);
  else if (own === null) scope = sql`false`;
  else {
    scope = or(
      ownType && contract.ACTS_AS_OWN_CUSTOMER.includes(ownType) ? eq(companies.id, own) : undefined,
      and(eq(companies.parentCompanyId, own), inArray(companies.type, customerTypes)),
      sql`${companies.id} in (select r.sender_company_id from company_requests r where r.destination_company_id = ${own} and r.status = 'handled' and r.contract_status = 'Active')`,
    );
  }
  const pattern = containsPattern(nameFilter);
  const where = and(scope, pattern ? ilike(companies.name, pattern) : undefined);
  const sortable = { id: companies.id, name: companies.name, createdAt: companies.createdAt };
  const { data: rows, totalRecords } = await listPage(
    db,
    companies,
    where,
    page as ListQuery<keyof typeof sortable>,
    sortable,
  );
  const relation = (row: CompanyRow): contract.Customer['relation'] => {
    if (user.isAdmin) return 'all';
    if (row.id === own) return 'self';
    return row.parentCompanyId === own ? 'managed' : 'served';
  };
  return {
    data: rows.map((row) => ({ ...toCompany(row), relation: relation(row) })),
    totalRecords,
  };
}
