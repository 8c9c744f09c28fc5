import { type apps, groups as contract, type ListQuery } from '@atrium/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { requestScope } from '../devices/scope.ts';
import { invalidatePermissions } from '../permissions/permissions-cache.ts';
import { users } from '../users/users.schema.ts';
import { userName } from './group-refs.ts';
import { type GroupFilter, groupsWhere, TABLES } from './group-store.ts';

export const SUMMARY_SORTS = contract.GROUP_SUMMARY_SORTS;
type Sort = (typeof SUMMARY_SORTS)[number];

/** One kind's first `offset + limit` summaries in the page's order, with the kind's total. */
async function summaries(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  kind: contract.GroupKind,
  filter: GroupFilter,
  page: ListQuery<Sort>,
) {
  const { groups, members } = TABLES[kind];
  const where = await groupsWhere(db, ctx, app, kind, filter);
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      createdAt: groups.createdAt,
      companyId: companies.id,
      companyName: companies.name,
      usersCount: sql<number>`(select count(*) from ${members} where ${members.groupId} = ${groups.id})::int`,
    })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .where(where)
    .orderBy(...orderByTerms(page.sort, { name: groups.name, createdAt: groups.createdAt }), groups.id)
    .limit(page.offset + page.limit);
  const [total] = await db.select({ n: count() }).from(groups).where(where);
  return { rows: rows.map((row) => ({ ...row, kind })), total: total?.n ?? 0 };
}

/** Both kinds in one page: each kind's head in the same order, merged, then the page cut out. */
export async function listGroups(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  filter: GroupFilter & { kind?: contract.GroupKind },
  page: ListQuery<Sort>,
) {
  const kinds = filter.kind ? [filter.kind] : contract.GROUP_KINDS;
  const parts = await Promise.all(kinds.map((kind) => summaries(db, ctx, app, kind, filter, page)));
  const [term] = page.sort;
  const field = term?.field ?? 'name';
  const sign = term?.direction === 'desc' ? -1 : 1;
  const merged = parts
    .flatMap((p) => p.rows)
    .sort((a, b) => {
      const by =
        field === 'name' ? a.name.localeCompare(b.name) : a.createdAt.getTime() - b.createdAt.getTime();
      return sign * by || a.kind.localeCompare(b.kind) || a.id - b.id;
    })
    .slice(page.offset, page.offset + page.limit);
  return {
    data: merged.map(
      (r): contract.GroupSummary => ({
        kind: r.kind,
        id: r.id,
        name: r.name,
        description: r.description,
        company: { id: r.companyId, name: r.companyName },
        usersCount: r.usersCount,
      }),
    ),
    totalRecords: parts.reduce((n, p) => n + p.total, 0),
  };
}

/** A user of a company the caller sees; another company's user is a 404. */
async function findUser(db: DbOrTx, ctx: RequestContext, userId: number) {
  const [user] = await db
    .select({ id: users.id, name: userName, email: users.email, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), await requestScope(db, ctx).companies(users.companyId)));
  if (!user || user.companyId === null) throw notFound('User');
  return { ...user, companyId: user.companyId };
}

/** The user's groups of a kind within the app. */
async function groupIdsOf(db: DbOrTx, app: apps.AppKey, kind: contract.GroupKind, userId: number) {
  const { groups, members } = TABLES[kind];
  const rows = await db
    .select({ id: members.groupId })
    .from(members)
    .innerJoin(groups, eq(groups.id, members.groupId))
    .where(and(eq(members.userId, userId), eq(groups.app, app)))
    .orderBy(members.groupId);
  return rows.map((r) => r.id);
}

export async function getMemberships(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, userId: number) {
  const { companyId: _, ...user } = await findUser(db, ctx, userId);
  return {
    data: {
      user,
      permissionGroups: await groupIdsOf(db, app, 'permission', userId),
      notificationGroups: await groupIdsOf(db, app, 'notification', userId),
    },
  };
}

/** Every id names a group of the app and the user's company, else a 418 on its index. */
async function checkGroups(
  db: DbOrTx,
  app: apps.AppKey,
  kind: contract.GroupKind,
  companyId: number,
  ids: number[],
  param: string,
) {
  if (ids.length === 0) return;
  const { groups } = TABLES[kind];
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, ids), eq(groups.companyId, companyId), eq(groups.app, app)));
  const known = new Set(found.map((g) => g.id));
  const errors = ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ param: `${param}.${index}`, msg: 'Choose a Group of the User’s Company' }],
  );
  if (errors.length > 0) throw new ValidationError(errors);
}

/**
 * Adds the user to these groups and takes them out of the app's other groups of the company (a mute kept where
 * they stay); their groups of other apps are left as they are.
 */
export async function setMemberships(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  userId: number,
  form: { permissionGroups: number[]; notificationGroups: number[] },
) {
  const user = await findUser(db, ctx, userId);
  await checkGroups(db, app, 'permission', user.companyId, form.permissionGroups, 'permissionGroups');
  await checkGroups(db, app, 'notification', user.companyId, form.notificationGroups, 'notificationGroups');
  await db.transaction(async (tx) => {
    for (const [kind, wanted] of [
      ['permission', form.permissionGroups],
      ['notification', form.notificationGroups],
    ] as const) {
      const { members } = TABLES[kind];
      const current = await groupIdsOf(tx, app, kind, userId);
      const leave = current.filter((id) => !wanted.includes(id));
      if (leave.length > 0)
        await tx.delete(members).where(and(eq(members.userId, userId), inArray(members.groupId, leave)));
      const join = wanted.filter((id) => !current.includes(id));
      if (join.length > 0)
        await tx
          .insert(members)
          .values(join.map((groupId) => ({ groupId, userId })))
          .onConflictDoNothing();
    }
  });
  invalidatePermissions();
  return getMemberships(db, ctx, app, userId);
}
