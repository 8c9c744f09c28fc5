import { gm, type ListQuery, type Paged, type SortTerm } from '@atrium/contracts';
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { invalidatePermissions } from '../permissions/permissions-cache.ts';
import { users } from '../users/users.schema.ts';
import { gmStaff, gmStaffDevices } from './gm.schema.ts';
import { gmTenancy } from './tenancy.ts';

type Sort = (typeof gm.STAFF_SORTS)[number];

/**
 * A user's global mobility role (the first by key when several were given) and on-duty flag. Written out:
 * drizzle leaves the outer table's columns unqualified in a single-table select, which a subquery would
 * read as its own.
 */
const roleOf = sql<gm.GmRole | null>`(select r.key from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" and r.key in ('gm_admin', 'gm_operator', 'gm_responder')
  order by r.key limit 1)`;
const onDutyOf = sql<boolean>`coalesce((select s.on_duty from gm_staff s where s.user_id = "users"."id"), false)`;
const nameOf = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const memberColumns = {
  id: users.id,
  name: nameOf,
  email: users.email,
  phone: users.phone,
  role: roleOf,
  onDuty: onDutyOf,
};

async function withDevices(db: DbOrTx, rows: Omit<gm.StaffMember, 'devices'>[]): Promise<gm.StaffMember[]> {
  const ids = rows.map((r) => r.id);
  const carried =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: gmStaffDevices.userId,
            id: devices.id,
            serial: devices.serial,
            name: devices.name,
          })
          .from(gmStaffDevices)
          .innerJoin(devices, eq(devices.id, gmStaffDevices.deviceId))
          .where(inArray(gmStaffDevices.userId, ids))
          .orderBy(asc(devices.serial));
  return rows.map((row) => ({
    ...row,
    devices: carried.filter((d) => d.userId === row.id).map(({ userId: _, ...d }) => d),
  }));
}

export async function listStaff(
  db: DbOrTx,
  ctx: RequestContext,
  query: { search?: string; role?: gm.GmRole | 'none'; onDuty?: 'true' | 'false'; companyId?: number },
  page: ListQuery<Sort>,
): Promise<Paged<gm.StaffMember>> {
  const companyId = await gmTenancy.companyOf(db, ctx, query.companyId);
  const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = and(
    eq(users.companyId, companyId),
    search ? or(ilike(nameOf, search), ilike(users.email, search)) : undefined,
    query.role === 'none' ? isNull(roleOf) : query.role ? eq(roleOf, query.role) : undefined,
    query.onDuty ? eq(onDutyOf, query.onDuty === 'true') : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<Sort>[], { name: nameOf, id: users.id });
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(...order, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  return { data: await withDevices(db, rows), totalRecords: total?.n ?? 0 };
}

async function findMember(db: DbOrTx, ctx: RequestContext, userId: number) {
  const [row] = await db
    .select({ ...memberColumns, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), gmTenancy.ownedBy(ctx, users.companyId)));
  if (!row || row.companyId === null) throw notFound('Staff member');
  return { ...row, companyId: row.companyId };
}

/** The company's gm devices among `ids`; another's (or not gm) is a 418 on `deviceIds`. */
async function checkDevices(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.companyId, companyId), eq(hardware.app, 'gm'), inArray(devices.id, ids)));
  if (found.length !== ids.length)
    throw new ValidationError([{ param: 'deviceIds', msg: "Must be the company's global mobility devices" }]);
}

/**
 * Sets a member's gm role (replacing the gm role they had, as the company's role assignment does), on-duty
 * state and carried devices (a device moves from whoever carried it). One's own role stays as it is.
 */
export async function updateStaff(
  database: Database,
  ctx: RequestContext,
  userId: number,
  input: gm.StaffUpdate,
) {
  const { db } = database;
  const member = await findMember(db, ctx, userId);
  if (userId === ctx.user?.id && input.role !== member.role)
    throw new ValidationError([{ param: 'role', msg: 'You cannot change your own role' }]);
  await checkDevices(db, member.companyId, input.deviceIds);
  await db.transaction(async (tx) => {
    if (input.role !== member.role) {
      const gmRoles = await tx
        .select({ id: roles.id, key: roles.key })
        .from(roles)
        .where(inArray(roles.key, gm.GM_ROLES));
      await tx.delete(userRoles).where(
        and(
          eq(userRoles.userId, userId),
          inArray(
            userRoles.roleId,
            gmRoles.map((r) => r.id),
          ),
        ),
      );
      const role = gmRoles.find((r) => r.key === input.role);
      if (role) await tx.insert(userRoles).values({ userId, roleId: role.id });
    }
    await tx
      .insert(gmStaff)
      .values({ userId, companyId: member.companyId, onDuty: input.onDuty })
      .onConflictDoUpdate({
        target: gmStaff.userId,
        set: { onDuty: input.onDuty, companyId: member.companyId },
      });
    const keep: SQL | undefined =
      input.deviceIds.length > 0 ? notInArray(gmStaffDevices.deviceId, input.deviceIds) : undefined;
    await tx.delete(gmStaffDevices).where(and(eq(gmStaffDevices.userId, userId), keep));
    if (input.deviceIds.length > 0)
      await tx
        .insert(gmStaffDevices)
        .values(input.deviceIds.map((deviceId) => ({ deviceId, userId })))
        .onConflictDoUpdate({ target: gmStaffDevices.deviceId, set: { userId } });
  });
  if (input.role !== member.role) invalidatePermissions();
  const [updated] = await withDevices(db, [
    (await db.select(memberColumns).from(users).where(eq(users.id, userId)))[0] as Omit<
      gm.StaffMember,
      'devices'
    >,
  ]);
  return updated as gm.StaffMember;
}
