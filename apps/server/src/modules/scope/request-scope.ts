import { type apps, devices as contract } from '@atrium/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { appDeviceReachOf } from './app-reach.ts';
import { findVisibleCompany, visibleCompanies } from './companies.ts';
import { type DeviceRef, reachesEveryDevice, withinGroupResources } from './group-reach.ts';

/**
 * One scope (issue 17): what one request may reach, for every module and app. The companies it sees (its
 * own, the ones it manages, the customers it serves: `visibleCompanies`, the SQL primitive), the companies a
 * `/company/:id/...` path covers, the owners a call means (R133 `customerId`, R130 `on-behalf-of`, the app's
 * default), the structures of those owners, and the devices each key reaches (a role: every device of those
 * companies; permission groups only: their resources, `withinGroupResources`). What needs the database (the
 * visible companies, a named customer, a company path, whether a key reaches every device) is read on first
 * use and kept for the rest of the request, so services ask it as often as they like and the request reads
 * it once. Services never derive tenancy themselves.
 */

/** The signed-in caller (403 without one). */
export const userOf = (ctx: RequestContext) => {
  if (!ctx.user) throw forbidden();
  return ctx.user;
};

/** The apps whose devices the caller may do `action` on. */
export const appsAllowed = (ctx: RequestContext, action: contract.DeviceAction): contract.DeviceApp[] =>
  contract.DEVICE_APPS.filter((app) => ctx.permissions.has(contract.devicePermission(app, action)));

export interface Tenancy {
  customerId?: contract.CustomerId;
  /** The `on-behalf-of` header (R130, R131): the selected customer; `:me` clears it. */
  onBehalfOf?: contract.CustomerId;
}

/**
 * R133: the `customerId` query, else the on-behalf-of header, else `fallback` (every visible company for
 * core calls; the caller's own company for app calls, spec §6).
 */
export function customerOf(
  tenancy: Tenancy,
  fallback?: contract.CustomerId,
): contract.CustomerId | undefined {
  if (tenancy.customerId !== undefined) return tenancy.customerId;
  if (tenancy.onBehalfOf !== undefined && tenancy.onBehalfOf !== ':me') return tenancy.onBehalfOf;
  return fallback;
}

/** App calls (swam, metrowatch, …) default to the caller's own company; a system admin without one sees every company. */
export const appDefault = (ctx: RequestContext): contract.CustomerId | undefined =>
  userOf(ctx).companyId === null ? undefined : ':me';
export const swamDefault = appDefault;

export interface RequestScope {
  /** The ids of the companies the caller sees; null: every company (system admins). */
  companyIds(): Promise<number[] | null>;
  /** `column` is one of the companies the caller sees (no condition for system admins). */
  companies(column: AnyPgColumn): Promise<SQL | undefined>;
  /**
   * A `/company/:id/...` path: company :id (404 unless the caller sees it) and the companies it manages or
   * serves (a provider works on its customers' places), as far as the caller sees them.
   */
  underCompany(companyId: number): Promise<number[]>;
  /**
   * R133: the owners a call means. Nothing or `:none`: every company the caller sees; `:me`: the caller's own
   * company; a company id: that one (404 unless the caller sees it).
   */
  customer(column: AnyPgColumn, customerId: contract.CustomerId | undefined): Promise<SQL | undefined>;
  /** The owners of an app's call: `customerId`, else `on-behalf-of`, else the caller's own company (spec §6). */
  owners(column: AnyPgColumn, tenancy: Tenancy): Promise<SQL | undefined>;
  /** The structure rows the caller reaches: of the companies it sees, of the R133 customer when one is named. */
  structures(customerId?: contract.CustomerId): Promise<SQL | undefined>;
  /** Whether the caller's `key` reaches every device of its companies (a role), not only groups' resources. */
  reachesEvery(key: string): Promise<boolean>;
  /** How far the caller's `key` reaches, as a condition on a device's columns (none: every device). */
  reach(key: string): Promise<(device: DeviceRef) => SQL | undefined>;
  /** Device rows (joined with `hardware`) the caller may do `action` on: of `app`, or of every app. */
  devices(action?: contract.DeviceAction, app?: apps.AppKey): Promise<SQL | undefined>;
  /**
   * The devices of `app` its app lets the caller's company see besides its companies' (`app-reach.ts`:
   * Defcon's monitored devices), when its view key is held by a role; undefined when none.
   */
  granted(app: apps.AppKey): Promise<SQL | undefined>;
  /**
   * R133's owners of a call of `app` (rows whose company is `column` and which join `devices`), widened by what
   * the app grants (`granted`): nothing, `:none`, `:me` or the caller's own id add every granted device; a
   * company the caller sees means all its rows; a company seen only through the grant means its granted
   * devices alone; any other company is a 404. Without a grant, `customer(column, customerId)`.
   */
  appOwners(
    app: apps.AppKey,
    column: AnyPgColumn,
    customerId: contract.CustomerId | undefined,
  ): Promise<SQL | undefined>;
  /** The companies a call of `app` may name as its customer, as a condition on `companies.id` (none: every one). */
  appCustomers(app: apps.AppKey): Promise<SQL | undefined>;
}

/** What a request has read so far, kept with its context (and gone with it). */
const kept = new WeakMap<RequestContext, Map<string, Promise<unknown>>>();

/**
 * The request's scope. Reads go through `db` (a transaction when the caller is in one); what was read is
 * shared by every `requestScope` of the same context.
 */
export function requestScope(db: DbOrTx, ctx: RequestContext): RequestScope {
  let memo = kept.get(ctx);
  if (!memo) {
    memo = new Map();
    kept.set(ctx, memo);
  }
  const known = memo;
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!known.has(key)) known.set(key, read());
    return known.get(key) as Promise<T>;
  };
  const companyIds = () =>
    once('companies', async () =>
      userOf(ctx).isAdmin
        ? null
        : (await db.select({ id: companies.id }).from(companies).where(visibleCompanies(ctx))).map(
            (r) => r.id,
          ),
    );
  /** 404 unless the caller sees company `id`. */
  const seen = async (id: number) => {
    const ids = await companyIds();
    if (ids === null) await once(`company:${id}`, () => findVisibleCompany(db, ctx, id));
    else if (!ids.includes(id)) throw notFound('Company');
  };
  const scope: RequestScope = {
    companyIds,
    async companies(column) {
      const ids = await companyIds();
      if (ids === null) return undefined;
      return ids.length > 0 ? inArray(column, ids) : sql`false`;
    },
    underCompany: (companyId) =>
      once(`under:${companyId}`, async () => {
        await seen(companyId);
        const ids = await companyIds();
        const rows = await db
          .select({ id: companies.id })
          .from(companies)
          .where(
            and(
              ids === null ? undefined : inArray(companies.id, ids),
              sql`(${companies.id} = ${companyId}
                or ${companies.parentCompanyId} = ${companyId}
                or ${companies.parentCompanyId} in (select c.id from companies c where c.parent_company_id = ${companyId})
                or ${companies.id} in (select r.sender_company_id from company_requests r
                  where r.destination_company_id = ${companyId} and r.status = 'handled'))`,
            ),
          );
        return rows.map((r) => r.id);
      }),
    async customer(column, customerId) {
      if (customerId === undefined || customerId === ':none') return scope.companies(column);
      if (customerId === ':me') {
        const own = userOf(ctx).companyId;
        return own === null ? sql`false` : eq(column, own);
      }
      await seen(customerId);
      return eq(column, customerId);
    },
    owners: (column, tenancy) => scope.customer(column, customerOf(tenancy, appDefault(ctx))),
    structures: (customerId) => scope.customer(structures.companyId, customerId),
    reachesEvery: (key) => once(`reach:${key}`, () => reachesEveryDevice(db, ctx, key)),
    async reach(key) {
      const everywhere = await scope.reachesEvery(key);
      return (device) => (everywhere ? undefined : withinGroupResources(db, ctx, key, device));
    },
    async devices(action = 'view', app) {
      const allowed = appsAllowed(ctx, action).filter((a) => app === undefined || a === app);
      if (allowed.length === 0) return sql`false`;
      const reaches = await Promise.all(
        allowed.map(async (a) =>
          and(eq(hardware.app, a), (await scope.reach(contract.devicePermission(a, action)))(devices)),
        ),
      );
      const seen = and(await scope.companies(devices.companyId), or(...reaches));
      if (action !== 'view') return seen;
      const granted = (await Promise.all(allowed.map((a) => scope.granted(a)))).filter(
        (g) => g !== undefined,
      );
      return granted.length > 0 ? or(seen, ...granted) : seen;
    },
    async granted(app) {
      const rows = await grantedRows(app);
      return rows && and(eq(hardware.app, app), rows);
    },
    async appOwners(app, column, customerId) {
      const granted = await grantedRows(app);
      if (!granted) return scope.customer(column, customerId);
      const own = userOf(ctx).companyId;
      if (customerId === undefined || customerId === ':none')
        return or(await scope.companies(column), granted);
      if (customerId === ':me' || customerId === own) return or(eq(column, own ?? -1), granted);
      if ((await companyIds())?.includes(customerId)) return eq(column, customerId);
      if (!(await grants(app, customerId))) throw notFound('Company');
      return and(eq(column, customerId), granted);
    },
    async appCustomers(app) {
      const seenIds = await scope.companies(companies.id);
      const granted = await grantedRows(app);
      if (!seenIds || !granted) return seenIds;
      return or(
        seenIds,
        inArray(companies.id, db.select({ id: devices.companyId }).from(devices).where(granted)),
      );
    },
  };
  /**
   * What `granted` grants, as a condition on `devices` columns alone (the app's hardware by a subquery, so
   * rows that do not join `hardware` can use it): only to a company's user whose view key comes from a role.
   */
  async function grantedRows(app: apps.AppKey): Promise<SQL | undefined> {
    const reach = appDeviceReachOf(app);
    const user = userOf(ctx);
    if (!reach || user.isAdmin || user.companyId === null) return undefined;
    const key = contract.devicePermission(app, 'view');
    if (!ctx.permissions.has(key) || !(await scope.reachesEvery(key))) return undefined;
    const appHardware = db.select({ id: hardware.id }).from(hardware).where(eq(hardware.app, app));
    return and(inArray(devices.hardwareId, appHardware), reach(user.companyId));
  }
  /** Whether `app` grants the caller any device of company `id`. */
  const grants = (app: apps.AppKey, id: number) =>
    once(`grants:${app}:${id}`, async () => {
      const granted = await grantedRows(app);
      if (!granted) return false;
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.companyId, id), granted))
        .limit(1);
      return row !== undefined;
    });
  return scope;
}
