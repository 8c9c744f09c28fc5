import { type apps, devices as contract } from '@atrium/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { findVisibleCompany } from '../companies/companies.service.ts';
import { requestScope } from '../scope/index.ts';
import { devices, hardware } from './devices.schema.ts';

/**
 * Who may touch which device, answered by the request's scope (`modules/scope`): a device is seen when its
 * owner company is visible to the caller (spec §6) and the caller holds the device permission of the
 * device's app (`p_swam_devices_view` for a sensor, `p_metrowatch_devices_view` for a lock) within the
 * resources of the groups granting it. Anything else is a 404; a seen device whose app's action the caller
 * lacks is a 403.
 */

export {
  appDefault,
  appsAllowed,
  customerOf,
  type RequestScope,
  requestScope,
  swamDefault,
  type Tenancy,
} from '../scope/index.ts';

/** The device rows (by `devices.hardware_id`) of an app's hardware, for queries that do not join `hardware`. */
export const ofApp = (db: DbOrTx, app: apps.AppKey) =>
  inArray(devices.hardwareId, db.select({ id: hardware.id }).from(hardware).where(eq(hardware.app, app)));

/** The owner condition of a list (R133), answered by the request's scope. */
export const ownerCondition = (
  db: DbOrTx,
  ctx: RequestContext,
  column: AnyPgColumn,
  customerId: contract.CustomerId | undefined,
) => requestScope(db, ctx).customer(column, customerId);

/**
 * A device the caller sees, with its app; 404 otherwise, 403 when the app's `action` is not granted or the
 * groups granting it do not reach the device.
 */
export async function findDevice(db: DbOrTx, ctx: RequestContext, id: number, action: contract.DeviceAction) {
  const scope = requestScope(db, ctx);
  const [found] = await db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      app: hardware.app,
      hardwareId: devices.hardwareId,
      reached: sql<boolean>`coalesce(${(await scope.devices(action)) ?? sql`true`}, false)`,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.id, id), await scope.devices()));
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
 * sees (the scope's `devices()`, the check of reads) and owned by `companyId`, the company of the row it goes on;
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
        await requestScope(db, ctx).devices(),
      ),
    )
    .limit(1);
  if (!found) throw new ValidationError([{ param, msg: 'Choose a Device of This Company' }]);
  return found;
}

/**
 * A device a list filter names by id: one the caller sees (the scope's `devices()`, the scope of device reads),
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
    .where(and(eq(devices.id, id), await requestScope(db, ctx).devices()));
  if (!found) throw new ValidationError([{ param, msg: 'Choose One of Your Devices' }]);
}
