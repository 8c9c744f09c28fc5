import type { apps, groups as contract, ListQuery } from '@atrium/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { requestScope } from '../devices/scope.ts';
import type { TenancyInputs } from '../devices/tenancy.ts';
import { userOf } from '../places/scope.ts';
import { checkResources, checkUsers, groupOwner, namedResources } from './group-refs.ts';
import { type GroupFilter, groupsWhere, membersOf, replaceMembers } from './group-store.ts';
import { notificationGroups, notificationGroupUsers } from './groups.schema.ts';

type Sort = (typeof contract.GROUP_SORTS)[number];
type Form = Omit<contract.NotificationGroupValues, 'customerId'> & { customerId?: number };
type Row = typeof notificationGroups.$inferSelect;

const sortColumns = {
  id: notificationGroups.id,
  name: notificationGroups.name,
  createdAt: notificationGroups.createdAt,
  updatedAt: notificationGroups.updatedAt,
};

const select = (db: DbOrTx) =>
  db
    .select({ group: notificationGroups, companyName: companies.name })
    .from(notificationGroups)
    .innerJoin(companies, eq(companies.id, notificationGroups.companyId))
    .$dynamic();

async function toReplies(db: DbOrTx, rows: { group: Row; companyName: string }[]) {
  const members = await membersOf(
    db,
    'notification',
    rows.map((r) => r.group.id),
  );
  return Promise.all(
    rows.map(async ({ group: g, companyName }): Promise<contract.NotificationGroup> => {
      const users = members.get(g.id) ?? [];
      return {
        id: g.id,
        name: g.name,
        description: g.description,
        company: { id: g.companyId, name: companyName },
        notifications: g.notifications,
        resources: await namedResources(db, g.companyId, g.resources),
        users: users.map(({ muted: _, ...user }) => user),
        muted: Object.fromEntries(users.map((u) => [String(u.id), u.muted])),
        createdAt: g.createdAt.toISOString(),
        updatedAt: g.updatedAt.toISOString(),
      };
    }),
  );
}

export async function listNotificationGroups(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  filter: GroupFilter,
  page: ListQuery<Sort>,
) {
  const where = await groupsWhere(db, ctx, app, 'notification', filter);
  const rows = await select(db)
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortColumns), notificationGroups.id)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(notificationGroups).where(where);
  return { data: await toReplies(db, rows), totalRecords: total?.n ?? 0 };
}

/** A group of the app in a company the caller sees; another company's or app's is a 404. */
async function findGroup(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  const [row] = await select(db).where(
    and(
      eq(notificationGroups.id, id),
      eq(notificationGroups.app, app),
      await requestScope(db, ctx).companies(notificationGroups.companyId),
    ),
  );
  if (!row) throw notFound('Notification group');
  return row;
}

export async function getNotificationGroup(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  const [reply] = await toReplies(db, [await findGroup(db, ctx, app, id)]);
  return { data: reply as contract.NotificationGroup };
}

async function checkForm(db: DbOrTx, companyId: number, form: Form) {
  await checkUsers(db, companyId, form.users);
  await checkResources(db, companyId, form.resources);
}

export async function createNotificationGroup(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  form: Form,
  tenancy: Omit<TenancyInputs, 'body'> = {},
) {
  userOf(ctx);
  const companyId = await groupOwner(db, ctx, form.customerId, tenancy);
  await checkForm(db, companyId, form);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationGroups)
      .values({
        companyId,
        app,
        name: form.name,
        description: form.description,
        resources: form.resources,
        notifications: form.notifications,
      })
      .returning({ id: notificationGroups.id });
    const groupId = row?.id ?? 0;
    await replaceMembers(tx, 'notification', groupId, form.users);
    return groupId;
  });
  return getNotificationGroup(db, ctx, app, id);
}

export async function updateNotificationGroup(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  id: number,
  form: Form,
) {
  const { group } = await findGroup(db, ctx, app, id);
  await checkForm(db, group.companyId, form);
  await db.transaction(async (tx) => {
    await tx
      .update(notificationGroups)
      .set({
        name: form.name,
        description: form.description,
        resources: form.resources,
        notifications: form.notifications,
        updatedAt: new Date(),
      })
      .where(eq(notificationGroups.id, id));
    await replaceMembers(tx, 'notification', id, form.users);
  });
  return getNotificationGroup(db, ctx, app, id);
}

/** The caller mutes (or unmutes) a group they are in, for themselves only. */
export async function muteNotificationGroup(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  id: number,
  muted: boolean,
) {
  const user = userOf(ctx);
  await findGroup(db, ctx, app, id);
  const updated = await db
    .update(notificationGroupUsers)
    .set({ muted })
    .where(and(eq(notificationGroupUsers.groupId, id), eq(notificationGroupUsers.userId, user.id)))
    .returning({ userId: notificationGroupUsers.userId });
  if (updated.length === 0)
    throw new HttpError(409, 'You are not a member of this group', 'GROUP_NOT_MEMBER');
  return getNotificationGroup(db, ctx, app, id);
}

export async function deleteNotificationGroup(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  await findGroup(db, ctx, app, id);
  await db.delete(notificationGroups).where(eq(notificationGroups.id, id));
  return { data: { id } };
}
