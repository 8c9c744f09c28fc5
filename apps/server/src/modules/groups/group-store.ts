import type { apps, groups as contract } from '@atrium/contracts';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { requestScope, type Tenancy } from '../devices/scope.ts';
import { reachableUser } from '../places/scope.ts';
import { users } from '../users/users.schema.ts';
import { userName } from './group-refs.ts';
import {
  notificationGroups,
  notificationGroupUsers,
  permissionGroups,
  permissionGroupUsers,
} from './groups.schema.ts';

/** Lists and members of both kinds of group: the tables differ only in what a group holds. */

export const TABLES = {
  permission: { groups: permissionGroups, members: permissionGroupUsers },
  notification: { groups: notificationGroups, members: notificationGroupUsers },
} as const;

export type GroupFilter = Tenancy & {
  name?: string;
  userId?: number;
  /** Notification groups only: those asking for some alarm type on some channel. */
  receivesAlarms?: boolean;
};

/** A notification group whose map sends some alarm type by some method to at least one channel. */
const RECEIVES_ALARMS = sql`jsonb_path_exists(${notificationGroups.notifications}, '$.*.*[0]')`;

/**
 * The app's groups of a kind the call means. R132: groups calls get no default customer from the client; the
 * server means the caller's own company.
 */
export async function groupsWhere(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  kind: contract.GroupKind,
  filter: GroupFilter,
): Promise<SQL | undefined> {
  const { groups, members } = TABLES[kind];
  const pattern = containsPattern(filter.name);
  // Issue 15 §7: a member filter naming a user of a company the caller does not see is a 418.
  await reachableUser(db, ctx, filter.userId);
  return and(
    eq(groups.app, app),
    await requestScope(db, ctx).owners(groups.companyId, filter),
    pattern ? sql`${groups.name} ilike ${pattern}` : undefined,
    filter.receivesAlarms && kind === 'notification' ? RECEIVES_ALARMS : undefined,
    filter.userId
      ? inArray(
          groups.id,
          db.select({ id: members.groupId }).from(members).where(eq(members.userId, filter.userId)),
        )
      : undefined,
  );
}

export type Member = contract.GroupUser & { muted: boolean };

/** The members of each group, by name. */
export async function membersOf(db: DbOrTx, kind: contract.GroupKind, groupIds: number[]) {
  const out = new Map<number, Member[]>();
  if (groupIds.length === 0) return out;
  const { members } = TABLES[kind];
  const muted = kind === 'notification' ? notificationGroupUsers.muted : sql<boolean>`false`;
  const rows = await db
    .select({ groupId: members.groupId, id: users.id, name: userName, email: users.email, muted })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(inArray(members.groupId, groupIds))
    .orderBy(users.firstName, users.lastName, users.id);
  for (const { groupId, ...member } of rows) out.set(groupId, [...(out.get(groupId) ?? []), member]);
  return out;
}

/** Makes `userIds` the group's members; a member who stays keeps their mute. */
export async function replaceMembers(
  tx: DbOrTx,
  kind: contract.GroupKind,
  groupId: number,
  userIds: readonly number[],
) {
  const { members } = TABLES[kind];
  const keep = [...userIds];
  await tx
    .delete(members)
    .where(and(eq(members.groupId, groupId), keep.length > 0 ? notInArray(members.userId, keep) : undefined));
  if (keep.length === 0) return;
  await tx
    .insert(members)
    .values(keep.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}
