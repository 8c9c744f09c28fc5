import { type apps, groups as contract, type ListQuery } from '@atrium/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { requestScope } from '../devices/scope.ts';
import type { TenancyInputs } from '../devices/tenancy.ts';
import { invalidatePermissions } from '../permissions/permissions-cache.ts';
import { userOf } from '../places/scope.ts';
import { checkResources, checkUsers, groupOwner, namedResources } from './group-refs.ts';
import { type GroupFilter, groupsWhere, membersOf, replaceMembers } from './group-store.ts';
import { permissionGroups } from './groups.schema.ts';

type Sort = (typeof contract.GROUP_SORTS)[number];
type Form = Omit<contract.PermissionGroupValues, 'customerId'> & { customerId?: number };
type Row = typeof permissionGroups.$inferSelect;

const sortColumns = {
  id: permissionGroups.id,
  name: permissionGroups.name,
  createdAt: permissionGroups.createdAt,
  updatedAt: permissionGroups.updatedAt,
};

const select = (db: DbOrTx) =>
  db
    .select({ group: permissionGroups, companyName: companies.name })
    .from(permissionGroups)
    .innerJoin(companies, eq(companies.id, permissionGroups.companyId))
    .$dynamic();

async function toReplies(db: DbOrTx, rows: { group: Row; companyName: string }[]) {
  const members = await membersOf(
    db,
    'permission',
    rows.map((r) => r.group.id),
  );
  return Promise.all(
    rows.map(
      async ({ group: g, companyName }): Promise<contract.PermissionGroup> => ({
        id: g.id,
        name: g.name,
        description: g.description,
        company: { id: g.companyId, name: companyName },
        permissions: contract.permissionMapOf(g.permissions, g.app),
        resources: await namedResources(db, g.companyId, g.resources),
        users: (members.get(g.id) ?? []).map(({ muted: _, ...user }) => user),
        createdAt: g.createdAt.toISOString(),
        updatedAt: g.updatedAt.toISOString(),
      }),
    ),
  );
}

export async function listPermissionGroups(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  filter: GroupFilter,
  page: ListQuery<Sort>,
) {
  const where = await groupsWhere(db, ctx, app, 'permission', filter);
  const rows = await select(db)
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortColumns), permissionGroups.id)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(permissionGroups).where(where);
  return { data: await toReplies(db, rows), totalRecords: total?.n ?? 0 };
}

/** A group of the app in a company the caller sees; another company's or app's is a 404. */
async function findGroup(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  const [row] = await select(db).where(
    and(
      eq(permissionGroups.id, id),
      eq(permissionGroups.app, app),
      await requestScope(db, ctx).companies(permissionGroups.companyId),
    ),
  );
  if (!row) throw notFound('Permission group');
  return row;
}

export async function getPermissionGroup(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  const [reply] = await toReplies(db, [await findGroup(db, ctx, app, id)]);
  return { data: reply as contract.PermissionGroup };
}

/** A caller grants only keys they hold themselves (system admins hold every key). */
function grantableKeys(ctx: RequestContext, map: Record<string, string[]>) {
  const errors = Object.entries(map).flatMap(([scope, actions]) =>
    actions.some((a) => !ctx.permissions.has(contract.groupPermissionKey(scope, a)))
      ? [{ param: `permissions.${scope}`, msg: 'You Cannot Grant a Permission You Do Not Hold' }]
      : [],
  );
  if (errors.length > 0) throw new ValidationError(errors);
  return [...new Set(contract.permissionKeysOf(map))];
}

async function checkForm(db: DbOrTx, ctx: RequestContext, companyId: number, form: Form) {
  const keys = grantableKeys(ctx, form.permissions);
  await checkUsers(db, companyId, form.users);
  await checkResources(db, companyId, form.resources);
  return keys;
}

export async function createPermissionGroup(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  form: Form,
  tenancy: Omit<TenancyInputs, 'body'> = {},
) {
  userOf(ctx);
  const companyId = await groupOwner(db, ctx, form.customerId, tenancy);
  const permissions = await checkForm(db, ctx, companyId, form);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(permissionGroups)
      .values({
        companyId,
        app,
        name: form.name,
        description: form.description,
        permissions,
        resources: form.resources,
      })
      .returning({ id: permissionGroups.id });
    const groupId = row?.id ?? 0;
    await replaceMembers(tx, 'permission', groupId, form.users);
    return groupId;
  });
  invalidatePermissions();
  return getPermissionGroup(db, ctx, app, id);
}

export async function updatePermissionGroup(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  id: number,
  form: Form,
) {
  const { group } = await findGroup(db, ctx, app, id);
  const permissions = await checkForm(db, ctx, group.companyId, form);
  await db.transaction(async (tx) => {
    await tx
      .update(permissionGroups)
      .set({
        name: form.name,
        description: form.description,
        permissions,
        resources: form.resources,
        updatedAt: new Date(),
      })
      .where(eq(permissionGroups.id, id));
    await replaceMembers(tx, 'permission', id, form.users);
  });
  invalidatePermissions();
  return getPermissionGroup(db, ctx, app, id);
}

export async function deletePermissionGroup(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  await findGroup(db, ctx, app, id);
  await db.delete(permissionGroups).where(eq(permissionGroups.id, id));
  invalidatePermissions();
  return { data: { id } };
}
