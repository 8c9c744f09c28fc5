import type { gm, ListQuery, Paged, SortTerm } from '@atrium/contracts';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { notificationGroups } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';
import { gmSettingGroups, gmSettingUsers, gmNotificationSettings as settings } from './gm.schema.ts';
import { gmTenancy } from './tenancy.ts';

type Sort = (typeof gm.SETTING_SORTS)[number];
type SettingRow = typeof settings.$inferSelect;

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The settings' recipients and groups, by setting id. */
async function withRecipients(db: DbOrTx, rows: SettingRow[]): Promise<gm.Setting[]> {
  const ids = rows.map((r) => r.id);
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            settingId: gmSettingUsers.settingId,
            escalation: gmSettingUsers.escalation,
            id: users.id,
            name: fullName,
          })
          .from(gmSettingUsers)
          .innerJoin(users, eq(users.id, gmSettingUsers.userId))
          .where(inArray(gmSettingUsers.settingId, ids))
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const groups =
    ids.length === 0
      ? []
      : await db
          .select({
            settingId: gmSettingGroups.settingId,
            id: notificationGroups.id,
            name: notificationGroups.name,
          })
          .from(gmSettingGroups)
          .innerJoin(notificationGroups, eq(notificationGroups.id, gmSettingGroups.groupId))
          .where(inArray(gmSettingGroups.settingId, ids))
          .orderBy(asc(notificationGroups.name), asc(notificationGroups.id));
  const named = (p: { id: number; name: string }) => ({ id: p.id, name: p.name });
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    alarmTypes: row.alarmTypes,
    channels: row.channels,
    users: people.filter((p) => p.settingId === row.id && !p.escalation).map(named),
    groups: groups.filter((g) => g.settingId === row.id).map(named),
    escalation:
      row.escalationMinutes === null
        ? null
        : {
            afterMinutes: row.escalationMinutes,
            users: people.filter((p) => p.settingId === row.id && p.escalation).map(named),
          },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Recipients must be the company's users and its global mobility notification groups: a 418 on the field. */
async function checkRecipients(db: DbOrTx, companyId: number, input: gm.SettingInput) {
  const named = [...new Set([...input.userIds, ...(input.escalation?.userIds ?? [])])];
  const known = new Set(
    named.length === 0
      ? []
      : (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.companyId, companyId), inArray(users.id, named)))
        ).map((u) => u.id),
  );
  const groups = new Set(
    input.groupIds.length === 0
      ? []
      : (
          await db
            .select({ id: notificationGroups.id })
            .from(notificationGroups)
            .where(
              and(
                eq(notificationGroups.companyId, companyId),
                eq(notificationGroups.app, 'gm'),
                inArray(notificationGroups.id, input.groupIds),
              ),
            )
        ).map((g) => g.id),
  );
  const errors: { param: string; msg: string }[] = [];
  if (input.userIds.some((id) => !known.has(id)))
    errors.push({ param: 'userIds', msg: 'Must be users of the company' });
  if (input.escalation?.userIds.some((id) => !known.has(id)))
    errors.push({ param: 'escalation.userIds', msg: 'Must be users of the company' });
  if (input.groupIds.some((id) => !groups.has(id)))
    errors.push({ param: 'groupIds', msg: "Must be the company's global mobility notification groups" });
  if (errors.length > 0) throw new ValidationError(errors);
}

async function writeRecipients(tx: DbOrTx, settingId: number, input: gm.SettingInput) {
  await tx.delete(gmSettingUsers).where(eq(gmSettingUsers.settingId, settingId));
  await tx.delete(gmSettingGroups).where(eq(gmSettingGroups.settingId, settingId));
  const people = [
    ...input.userIds.map((userId) => ({ settingId, userId, escalation: false })),
    ...(input.escalation?.userIds ?? []).map((userId) => ({ settingId, userId, escalation: true })),
  ];
  if (people.length > 0) await tx.insert(gmSettingUsers).values(people);
  if (input.groupIds.length > 0)
    await tx.insert(gmSettingGroups).values(input.groupIds.map((groupId) => ({ settingId, groupId })));
}

const fields = (input: gm.SettingInput) => ({
  name: input.name,
  alarmTypes: input.alarmTypes,
  channels: input.channels,
  escalationMinutes: input.escalation?.afterMinutes ?? null,
});

export async function listSettings(
  db: DbOrTx,
  ctx: RequestContext,
  query: { search?: string; companyId?: number },
  page: ListQuery<Sort>,
): Promise<Paged<gm.Setting>> {
  const owner =
    query.companyId === undefined
      ? gmTenancy.ownedBy(ctx, settings.companyId)
      : eq(settings.companyId, await gmTenancy.companyOf(db, ctx, query.companyId));
  const where = and(owner, query.search ? ilike(settings.name, `%${escapeLike(query.search)}%`) : undefined);
  const order = orderByTerms(page.sort as SortTerm<Sort>[], {
    name: settings.name,
    id: settings.id,
    createdAt: settings.createdAt,
  });
  const rows = await db
    .select()
    .from(settings)
    .where(where)
    .orderBy(...order, asc(settings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(settings)
    .where(where);
  return { data: await withRecipients(db, rows), totalRecords: total?.n ?? 0 };
}

/** One setting of the caller's company; another company's is a 404. */
async function findSetting(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select()
    .from(settings)
    .where(and(eq(settings.id, id), gmTenancy.ownedBy(ctx, settings.companyId)));
  if (!row) throw notFound('Notification setting');
  return row;
}

export async function getSetting(db: DbOrTx, ctx: RequestContext, id: number) {
  const [setting] = await withRecipients(db, [await findSetting(db, ctx, id)]);
  return setting as gm.Setting;
}

export async function createSetting(database: Database, ctx: RequestContext, input: gm.SettingInput) {
  const { db } = database;
  const companyId = await gmTenancy.companyOf(db, ctx, input.companyId);
  await checkRecipients(db, companyId, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(settings)
      .values({ companyId, ...fields(input) })
      .returning({ id: settings.id });
    if (!row) throw new Error('notification setting insert returned nothing');
    await writeRecipients(tx, row.id, input);
    return row.id;
  });
  return getSetting(db, ctx, id);
}

export async function updateSetting(
  database: Database,
  ctx: RequestContext,
  id: number,
  input: gm.SettingInput,
) {
  const { db } = database;
  const row = await findSetting(db, ctx, id);
  if (input.companyId !== undefined && input.companyId !== row.companyId)
    throw new ValidationError([{ param: 'companyId', msg: 'A setting stays with its company' }]);
  await checkRecipients(db, row.companyId, input);
  await db.transaction(async (tx) => {
    await tx
      .update(settings)
      .set({ ...fields(input), updatedAt: new Date() })
      .where(eq(settings.id, id));
    await writeRecipients(tx, id, input);
  });
  return getSetting(db, ctx, id);
}

export async function deleteSetting(db: DbOrTx, ctx: RequestContext, id: number) {
  await findSetting(db, ctx, id);
  await db.delete(settings).where(eq(settings.id, id));
}
