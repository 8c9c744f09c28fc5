import { defcon as contract, type ListQuery } from '@atrium/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import { randomToken } from '../../kernel/auth/tokens.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { sendLink } from '../auth/auth-links.service.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { findVisibleCompany } from '../scope/companies.ts';
import { userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { devicesMonitoredBy } from './panels.scope.ts';
import { defconCustomerSites, defconLocalities } from './response.schema.ts';

/**
 * A security company's customers and staff (issue 18). Customers are the companies module's: Customer
 * companies the security company manages (created by it) or serves (a handled service request under an
 * active contract, R12/R13); Defcon keeps each one's site (locality, address, phone).
 */

type CompanyRow = typeof companies.$inferSelect;

/** The security company of the call: the caller's own, or the one a system admin names. */
async function securityCompanyOf(db: DbOrTx, ctx: RequestContext, companyId: number | undefined) {
  const user = userOf(ctx);
  const id = user.isAdmin ? companyId : user.companyId;
  if (id === undefined || id === null) throw new ValidationError([{ param: 'companyId', msg: 'Required' }]);
  const company = await findVisibleCompany(db, ctx, id);
  if (company.type !== 'Security Company')
    throw forbidden('Only a security company has customers here', 'NOT_A_SECURITY_COMPANY');
  return company;
}

const servedBy = (scId: number): SQL | undefined =>
  or(
    and(
      eq(companies.type, 'Customer'),
      or(
        eq(companies.parentCompanyId, scId),
        sql`${companies.id} in (select r.sender_company_id from company_requests r where r.destination_company_id = ${scId} and r.status = 'handled' and r.contract_status = 'Active')`,
      ),
    ),
    // Companies whose devices it monitors (an accepted device assignment), whatever their type (a building owner).
    sql`${companies.id} in (select ${devices.companyId} from ${devices} where ${devicesMonitoredBy(scId)})`,
  );

/** Whether the caller's company serves `customerId` as a security company (manages, engaged or monitoring). */
export async function servesCustomer(db: DbOrTx, ctx: RequestContext, customerId: number) {
  const own = userOf(ctx).companyId;
  if (own === null) return false;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, customerId), servedBy(own)));
  return row !== undefined;
}

async function toCustomers(
  db: DbOrTx,
  sc: CompanyRow,
  rows: CompanyRow[],
): Promise<contract.DefconCustomer[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const sites = await db
    .select({ site: defconCustomerSites, localityName: defconLocalities.name })
    .from(defconCustomerSites)
    .leftJoin(defconLocalities, eq(defconLocalities.id, defconCustomerSites.localityId))
    .where(inArray(defconCustomerSites.companyId, ids));
  const panels = await db
    .select({ company: devices.companyId, n: count() })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(inArray(devices.companyId, ids), eq(hardware.app, 'defcon'), eq(hardware.type, 'alarm-panel')))
    .groupBy(devices.companyId);
  const open = await db
    .select({ company: alarms.companyId, n: count() })
    .from(alarms)
    .innerJoin(devices, eq(devices.id, alarms.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(inArray(alarms.companyId, ids), eq(hardware.app, 'defcon'), isNull(alarms.closedAt)))
    .groupBy(alarms.companyId);
  return rows.map((r) => {
    const site = sites.find((s) => s.site.companyId === r.id);
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      contractStatus: r.contractStatus,
      relation: r.parentCompanyId === sc.id ? 'managed' : 'served',
      securityCompany: { id: sc.id, name: sc.name },
      locality: site?.site.localityId ? { id: site.site.localityId, name: site.localityName ?? '' } : null,
      address: site?.site.address ?? '',
      phone: site?.site.phone ?? null,
      panels: panels.find((p) => p.company === r.id)?.n ?? 0,
      openAlarms: open.find((o) => o.company === r.id)?.n ?? 0,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

const sortable = { id: companies.id, name: companies.name, createdAt: companies.createdAt };

export async function listCustomers(
  db: DbOrTx,
  ctx: RequestContext,
  query: { name?: string; companyId?: number },
  page: ListQuery,
) {
  const sc = await securityCompanyOf(db, ctx, query.companyId);
  const pattern = containsPattern(query.name);
  const where = and(servedBy(sc.id), pattern ? ilike(companies.name, pattern) : undefined);
  const { data, totalRecords } = await listPage(
    db,
    companies,
    where,
    page as ListQuery<keyof typeof sortable>,
    sortable,
  );
  return { data: await toCustomers(db, sc, data), totalRecords };
}

/** A customer of the caller's security company (a system admin: of the customer's security company), else 404. */
async function findCustomer(db: DbOrTx, ctx: RequestContext, id: number) {
  const user = userOf(ctx);
  let scId = user.companyId;
  if (user.isAdmin) {
    const [sc] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.type, 'Security Company'),
          sql`exists (select 1 from companies c where c.id = ${id} and (c.parent_company_id = ${companies.id} or c.id in (select r.sender_company_id from company_requests r where r.destination_company_id = ${companies.id} and r.status = 'handled')))`,
        ),
      )
      .limit(1);
    scId = sc?.id ?? null;
  }
  if (scId === null) throw notFound('Customer');
  const [sc] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, scId), eq(companies.type, 'Security Company')));
  if (!sc) throw notFound('Customer');
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), servedBy(sc.id)));
  if (!row) throw notFound('Customer');
  return { sc, row };
}

export async function getCustomer(db: DbOrTx, ctx: RequestContext, id: number) {
  const { sc, row } = await findCustomer(db, ctx, id);
  const [customer] = await toCustomers(db, sc, [row]);
  return { data: customer as contract.DefconCustomer };
}

async function checkLocality(db: DbOrTx, localityId: number | undefined) {
  if (localityId === undefined) return;
  const [row] = await db
    .select({ id: defconLocalities.id })
    .from(defconLocalities)
    .where(eq(defconLocalities.id, localityId));
  if (!row) throw new ValidationError([{ param: 'localityId', msg: 'Unknown locality' }]);
}

/** A Customer company managed by the security company, its first user (owner, Defcon customer) and its site. */
export async function addCustomer(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  input: contract.DefconCustomerInput,
  companyId?: number,
) {
  const sc = await securityCompanyOf(db, ctx, companyId);
  await checkLocality(db, input.localityId);
  const userEmail = input.userEmail ?? input.email;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, userEmail));
  if (taken)
    throw new ValidationError([
      { param: input.userEmail ? 'userEmail' : 'email', msg: 'This email is already used' },
    ]);
  const passwordHash = await hashPassword(randomToken());
  const id = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: input.name, email: input.email, type: 'Customer', parentCompanyId: sc.id })
      .returning();
    if (!company) throw new Error('customer insert returned nothing');
    const [owner] = await tx
      .insert(users)
      .values({
        email: userEmail,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        companyId: company.id,
      })
      .returning({ id: users.id, email: users.email });
    if (!owner) throw new Error('customer owner insert returned nothing');
    await assignRole(tx, owner.id, 'company_owner');
    await assignRole(tx, owner.id, contract.defconRoleKey('customer'));
    await sendLink(tx, config, owner, 'set-password');
    await tx.insert(defconCustomerSites).values({
      companyId: company.id,
      localityId: input.localityId,
      address: input.address,
      phone: input.phone ?? null,
    });
    return company.id;
  });
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  const [customer] = await toCustomers(db, sc, row ? [row] : []);
  return { data: customer as contract.DefconCustomer };
}

export async function editCustomer(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: contract.DefconCustomerUpdate,
) {
  const { sc, row } = await findCustomer(db, ctx, id);
  if ((input.name !== undefined || input.email !== undefined) && row.parentCompanyId !== sc.id)
    throw new ValidationError([
      {
        param: input.name !== undefined ? 'name' : 'email',
        msg: 'Only a customer you manage can be renamed',
      },
    ]);
  await checkLocality(db, input.localityId);
  await db.transaction(async (tx) => {
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.email !== undefined && { email: input.email }),
    };
    if (Object.keys(changes).length) await tx.update(companies).set(changes).where(eq(companies.id, id));
    const site = {
      ...(input.localityId !== undefined && { localityId: input.localityId }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.phone !== undefined && { phone: input.phone }),
    };
    if (Object.keys(site).length)
      await tx
        .insert(defconCustomerSites)
        .values({ companyId: id, ...site })
        .onConflictDoUpdate({
          target: defconCustomerSites.companyId,
          set: { ...site, updatedAt: new Date() },
        });
  });
  return getCustomer(db, ctx, id);
}

/** The security company's users with their Defcon staff role (the strongest: admin, operator, responder). */
export async function listStaff(
  db: DbOrTx,
  ctx: RequestContext,
  query: { name?: string; companyId?: number; role?: contract.StaffRole },
  page: ListQuery,
) {
  const sc = await securityCompanyOf(db, ctx, query.companyId);
  const pattern = containsPattern(query.name);
  const roleKeys = sql<string>`coalesce((select string_agg(r.key, ',') from ${userRoles} ur
    join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id"), '')`;
  const where = and(
    eq(users.companyId, sc.id),
    pattern ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}` : undefined,
    query.role
      ? sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id" and r.key = ${contract.defconRoleKey(query.role)})`
      : undefined,
  );
  const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const sortBy = page.sort[0];
  const rows = await db
    .select({ id: users.id, name, email: users.email, roleKeys })
    .from(users)
    .where(where)
    .orderBy(
      sortBy?.field === 'id'
        ? sortBy.direction === 'desc'
          ? sql`${users.id} desc`
          : asc(users.id)
        : sortBy?.direction === 'desc'
          ? sql`${name} desc`
          : asc(name),
      asc(users.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return {
    data: rows.map((r) => {
      const keys = (r.roleKeys ?? '').split(',');
      const role = contract.STAFF_ROLES.find((s) => keys.includes(contract.defconRoleKey(s))) ?? null;
      return { id: r.id, name: r.name, email: r.email, role, owner: keys.includes('company_owner') };
    }),
    totalRecords: total?.n ?? 0,
  };
}
