import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { requestScope } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { accessCredentials, accessSchedules } from './access.schema.ts';

/**
 * What access management may touch: rows of companies the caller sees (system admins: every company), as
 * the request's scope (`modules/scope`) answers it.
 * A row of another company is a 404 when a path names it and a 418 on the field when a body does.
 */

export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** A door is a Metro Watch lock: a device whose hardware is of type `device-lock`. */
export const isDoor: SQL = and(eq(hardware.type, 'device-lock'), eq(hardware.app, 'metrowatch')) as SQL;

export const refused = (param: string, msg: string) => new ValidationError([{ param, msg }]);

/** A door the caller sees, named in a body. */
export async function doorOf(db: DbOrTx, ctx: RequestContext, id: number, param = 'doorId') {
  const [door] = await db
    .select({
      id: devices.id,
      name: devices.name,
      serial: devices.serial,
      companyId: devices.companyId,
      state: devices.state,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.id, id), isDoor, await requestScope(db, ctx).companies(devices.companyId)));
  if (!door) throw refused(param, 'Choose a Door of Your Companies');
  return door;
}

/** A user the caller sees, named in a body; of `companyId` when given. */
export async function userOf(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  companyId?: number,
  param = 'userId',
) {
  const [user] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        companyId === undefined ? undefined : eq(users.companyId, companyId),
        await requestScope(db, ctx).companies(users.companyId),
      ),
    );
  if (!user || user.companyId === null) {
    throw refused(
      param,
      companyId === undefined ? 'Choose a User of Your Companies' : 'Choose a User of This Company',
    );
  }
  return { id: user.id, companyId: user.companyId };
}

/** A credential of `companyId`, named in a body. */
export async function credentialOf(db: DbOrTx, id: number, companyId: number, param = 'credentialId') {
  const [row] = await db
    .select({ id: accessCredentials.id, userId: accessCredentials.userId })
    .from(accessCredentials)
    .where(and(eq(accessCredentials.id, id), eq(accessCredentials.companyId, companyId)));
  if (!row) throw refused(param, 'Choose a Credential of This Company');
  return row;
}

/** A company schedule of `companyId`, named in a body. */
export async function scheduleOf(db: DbOrTx, id: number, companyId: number, param = 'scheduleId') {
  const [row] = await db
    .select({ id: accessSchedules.id })
    .from(accessSchedules)
    .where(and(eq(accessSchedules.id, id), eq(accessSchedules.companyId, companyId)));
  if (!row) throw refused(param, 'Choose a Schedule of This Company');
  return row;
}

/**
 * The rows a list filter names: each one of a company the caller sees, else a 418 on that parameter (so
 * another company's id is refused rather than answered with an empty list).
 */
export async function reachableFilters(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { doorId?: number; userId?: number; credentialId?: number; scheduleId?: number },
) {
  if (filters.doorId !== undefined) await doorOf(db, ctx, filters.doorId);
  if (filters.userId !== undefined) await userOf(db, ctx, filters.userId);
  const visible = async (
    table: typeof accessCredentials | typeof accessSchedules,
    id: number | undefined,
    param: string,
  ) => {
    if (id === undefined) return;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), await requestScope(db, ctx).companies(table.companyId)));
    if (!row)
      throw refused(
        param,
        param === 'credentialId'
          ? 'Choose a Credential of Your Companies'
          : 'Choose a Schedule of Your Companies',
      );
  };
  await visible(accessCredentials, filters.credentialId, 'credentialId');
  await visible(accessSchedules, filters.scheduleId, 'scheduleId');
}
