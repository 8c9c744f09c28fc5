import { devices as contract } from '@atrium/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { findVisibleCompany, visibleCompanies } from '../companies/companies.service.ts';
import { withinGroupResources } from '../groups/resource-scope.ts';
import { customerFilter, userOf } from '../places/scope.ts';
import { devices, hardware } from './devices.schema.ts';

/**
 * Who may touch which device. A device is seen when its owner company is visible to the caller (spec §6)
 * and the caller holds the device permission of the device's app (`p_swam_devices_view` for a sensor,
 * `p_metrowatch_devices_view` for a lock). Anything else is a 404; a seen device whose app's action the
 * caller lacks is a 403.
 */

/** The apps whose devices the caller may do `action` on. */
export const appsAllowed = (ctx: RequestContext, action: contract.DeviceAction): contract.DeviceApp[] =>
  contract.DEVICE_APPS.filter((app) => ctx.permissions.has(contract.devicePermission(app, action)));

/**
 * The device rows (joined with their hardware) on which the caller may do `action`: an app whose `action`
 * the caller holds, and one the key reaches when it comes from permission groups with resources.
 */
function reach(db: DbOrTx, ctx: RequestContext, action: contract.DeviceAction): SQL | undefined {
  const apps = appsAllowed(ctx, action);
  if (apps.length === 0) return sql`false`;
  return or(
    ...apps.map((app) =>
      and(
        eq(hardware.app, app),
        withinGroupResources(db, ctx, contract.devicePermission(app, action), devices),
      ),
    ),
  );
}

/**
 * The device rows the caller may see: visible owner, an app the caller may view, within the resources of
 * the permission groups the view key comes from (if it comes from no role).
 */
export function visibleDevices(db: DbOrTx, ctx: RequestContext): SQL | undefined {
  const owned = userOf(ctx).isAdmin
    ? undefined
    : inArray(
        devices.companyId,
        db.select({ id: companies.id }).from(companies).where(visibleCompanies(ctx)),
      );
  return and(owned, reach(db, ctx, 'view'));
}

export interface Tenancy {
  customerId?: contract.CustomerId;
  /** The `on-behalf-of` header (R130, R131): the selected customer; `:me` clears it. */
  onBehalfOf?: contract.CustomerId;
}

/**
 * R133 for device lists: the customerId query, else the on-behalf-of header, else `fallback` (every
 * visible company for core calls; the caller's own company for swam calls, spec §6).
 */
export function customerOf(
  tenancy: Tenancy,
  fallback?: contract.CustomerId,
): contract.CustomerId | undefined {
  if (tenancy.customerId !== undefined) return tenancy.customerId;
  if (tenancy.onBehalfOf !== undefined && tenancy.onBehalfOf !== ':me') return tenancy.onBehalfOf;
  return fallback;
}

/** The owner condition of a list: `customerFilter` of the places module on `column`. */
export const ownerCondition = (
  db: DbOrTx,
  ctx: RequestContext,
  column: AnyPgColumn,
  customerId: contract.CustomerId | undefined,
) => customerFilter(db, ctx, column, customerId);

/** Swam calls default to the caller's own company; a system admin without one sees every company. */
export const swamDefault = (ctx: RequestContext): contract.CustomerId | undefined =>
  userOf(ctx).companyId === null ? undefined : ':me';

/**
 * A device the caller sees, with its app; 404 otherwise, 403 when the app's `action` is not granted or the
 * groups granting it do not reach the device.
 */
export async function findDevice(db: DbOrTx, ctx: RequestContext, id: number, action: contract.DeviceAction) {
  const [found] = await db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      app: hardware.app,
      hardwareId: devices.hardwareId,
      reached: sql<boolean>`coalesce(${reach(db, ctx, action) ?? sql`true`}, false)`,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.id, id), visibleDevices(db, ctx)));
  if (!found) throw notFound('Device');
  const { reached, ...row } = found;
  if (!ctx.permissions.has(contract.devicePermission(row.app, action)) || !reached) throw forbidden();
  return row;
}

/** A company given in a body (a new owner): one the caller sees, else a 418 on that field. */
export async function visibleCustomer(db: DbOrTx, ctx: RequestContext, id: number, param = 'customerId') {
  try {
    return await findVisibleCompany(db, ctx, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw new ValidationError([{ param, msg: 'Choose One of Your Customers' }]);
    }
    throw error;
  }
}

/**
 * A device a body names by id or serial (layout markers and assets keep it as that text): one the caller
 * sees (`visibleDevices`, the check of reads) and owned by `companyId`, the company of the row it goes on;
 * else a 418 on `param`, the same for another company's device as for one that does not exist.
 */
export async function reachableDeviceRef(
  db: DbOrTx,
  ctx: RequestContext,
  ref: string,
  companyId: number,
  param = 'deviceId',
) {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [found] = await db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(
      and(
        id === null ? eq(devices.serial, ref) : or(eq(devices.id, id), eq(devices.serial, ref)),
        eq(devices.companyId, companyId),
        visibleDevices(db, ctx),
      ),
    )
    .limit(1);
  if (!found) throw new ValidationError([{ param, msg: 'Choose a Device of This Company' }]);
  return found;
}

/**
 * A device a list filter names by id: one the caller sees (`visibleDevices`, the scope of device reads),
 * else a 418 on `param`, so another company's id is refused rather than answered with an empty list.
 */
export async function reachableDeviceFilter(
  db: DbOrTx,
  ctx: RequestContext,
  id: number | undefined,
  param = 'deviceId',
) {
  if (id === undefined) return;
  const [found] = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.id, id), visibleDevices(db, ctx)));
  if (!found) throw new ValidationError([{ param, msg: 'Choose One of Your Devices' }]);
}
