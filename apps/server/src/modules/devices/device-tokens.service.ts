import { type apps, devices as contract, type ListQuery, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, deviceTokens, hardware } from './devices.schema.ts';
import {
  appDefault,
  appsAllowed,
  customerOf,
  reachableDeviceFilter,
  requestScope,
  type Tenancy,
  visibleCustomer,
} from './scope.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Token rows of an app whose devices the caller may do `action` on. */
const allowedApps = (ctx: RequestContext, action: contract.DeviceAction) => {
  const apps = appsAllowed(ctx, action);
  return apps.length > 0 ? inArray(deviceTokens.app, apps) : sql`false`;
};

/** Token rows the caller sees (the request's scope): a visible owner and an app whose devices the caller may view. */
async function visibleTokens(
  db: DbOrTx,
  ctx: RequestContext,
  action: contract.DeviceAction = 'view',
): Promise<SQL | undefined> {
  return and(await requestScope(db, ctx).companies(deviceTokens.companyId), allowedApps(ctx, action));
}

const stateSql = (now: Date) => sql<contract.TokenState>`case
  when ${deviceTokens.activationAt} is null or ${deviceTokens.activationAt} > ${now.toISOString()}::timestamptz then 'not-activated'
  when ${deviceTokens.expirationAt} < ${now.toISOString()}::timestamptz then 'expired'
  else 'active' end`;

const selectTokens = (db: DbOrTx) =>
  db
    .select({
      token: deviceTokens,
      companyName: companies.name,
      deviceSerial: devices.serial,
      deviceType: hardware.type,
    })
    .from(deviceTokens)
    .innerJoin(companies, eq(companies.id, deviceTokens.companyId))
    .leftJoin(devices, eq(devices.id, deviceTokens.deviceId))
    .leftJoin(hardware, eq(hardware.id, devices.hardwareId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectTokens>>[number];
const toToken = (
  { token, companyName, deviceSerial, deviceType }: Row,
  now: Date,
): contract.DeviceTokenRow => ({
  id: token.id,
  app: token.app,
  company: { id: token.companyId, name: companyName },
  device:
    token.deviceId === null || deviceType === null
      ? null
      : { id: token.deviceId, serial: deviceSerial ?? '', type: deviceType },
  validityMonths: token.validityMonths,
  activationAt: iso(token.activationAt),
  expirationAt: iso(token.expirationAt),
  // A token on no device is still a token: its own state, not the device's "no token".
  state: contract.tokenState(token, now),
  createdAt: token.createdAt.toISOString(),
});

export interface TokenFilters extends Tenancy {
  name?: string;
  state?: contract.TokenState;
  assigned?: 'true' | 'false';
  deviceId?: number;
}

export async function listTokens(
  db: DbOrTx,
  ctx: RequestContext,
  filters: TokenFilters,
  page: ListQuery,
  /** `core`: every app's tokens the caller sees; an app key: that app's, of the own company by default. */
  scope: 'core' | apps.AppKey = 'core',
) {
  const now = new Date();
  const pattern = containsPattern(filters.name);
  const fallback = scope === 'core' ? undefined : appDefault(ctx);
  await reachableDeviceFilter(db, ctx, filters.deviceId);
  const customer = customerOf(filters, fallback);
  const tenancy = requestScope(db, ctx);
  const where = and(
    // An app's list holds the tokens of the devices its app lets the company see too (Defcon: monitored).
    scope === 'core'
      ? and(await visibleTokens(db, ctx), await tenancy.customer(deviceTokens.companyId, customer))
      : and(
          allowedApps(ctx, 'view'),
          eq(deviceTokens.app, scope),
          await tenancy.appOwners(scope, deviceTokens.companyId, customer),
        ),
    pattern ? ilike(devices.serial, pattern) : undefined,
    filters.state === 'no-token' ? sql`false` : undefined,
    filters.state && filters.state !== 'no-token' ? sql`${stateSql(now)} = ${filters.state}` : undefined,
    filters.assigned === 'true' ? isNotNull(deviceTokens.deviceId) : undefined,
    filters.assigned === 'false' ? isNull(deviceTokens.deviceId) : undefined,
    filters.deviceId !== undefined ? eq(deviceTokens.deviceId, filters.deviceId) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof contract.TOKEN_SORTS)[number]>[], {
    id: deviceTokens.id,
    activationAt: deviceTokens.activationAt,
    expirationAt: deviceTokens.expirationAt,
    createdAt: deviceTokens.createdAt,
  });
  const rows = await selectTokens(db)
    .where(where)
    .orderBy(...order, asc(deviceTokens.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(deviceTokens)
    .leftJoin(devices, eq(devices.id, deviceTokens.deviceId))
    .where(where);
  return { data: rows.map((r) => toToken(r, now)), totalRecords: total?.n ?? 0 };
}

async function transferToken(db: DbOrTx, ctx: RequestContext, id: number, ownerId: number) {
  const [token] = await db
    .select()
    .from(deviceTokens)
    .where(and(eq(deviceTokens.id, id), await visibleTokens(db, ctx)));
  if (!token) throw notFound('Token');
  if (!ctx.permissions.has(contract.devicePermission(token.app, 'transfer'))) {
    throw forbidden();
  }
  if (token.deviceId !== null) {
    throw new HttpError(409, 'A device uses this token: change the device’s owner instead', 'TOKEN_IN_USE');
  }
  await db.update(deviceTokens).set({ companyId: ownerId }).where(eq(deviceTokens.id, id));
}

export async function changeTokenOwner(db: DbOrTx, ctx: RequestContext, id: number, customerId: number) {
  const owner = await visibleCustomer(db, ctx, customerId);
  await transferToken(db, ctx, id, owner.id);
  const [row] = await selectTokens(db).where(eq(deviceTokens.id, id));
  if (!row) throw notFound('Token');
  return toToken(row, new Date());
}

/** R1: every token id ends done or error. */
export async function changeTokenOwners(db: DbOrTx, ctx: RequestContext, ids: number[], customerId: number) {
  const owner = await visibleCustomer(db, ctx, customerId);
  const results: contract.OwnerChangeResult[] = [];
  for (const id of ids) {
    try {
      await transferToken(db, ctx, id, owner.id);
      results.push({ id, status: 'done' });
    } catch (error) {
      if (!(error instanceof HttpError || error instanceof ValidationError)) throw error;
      results.push({ id, status: 'error', msg: error.message });
    }
  }
  return results;
}
