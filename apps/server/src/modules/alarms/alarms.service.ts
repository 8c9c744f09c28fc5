import { apps, alarms as contract, type ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound } from '../../kernel/http/errors.ts';
import { devices } from '../devices/devices.schema.ts';
import {
  appDefault,
  customerOf,
  ofApp,
  reachableDeviceFilter,
  requestScope,
  type Tenancy,
} from '../devices/scope.ts';
import { assets } from '../places/places.schema.ts';
import { reachablePlaces, reachableUser, userOf } from '../places/scope.ts';
import { users } from '../users/users.schema.ts';
import { emitAlarms } from './alarm-events.ts';
import { alarmsByIds, selectAlarms, toAlarm } from './alarm-rows.ts';
import { alarmHistory, alarms } from './alarms.schema.ts';

type Sort = (typeof contract.ALARM_SORTS)[number];
const SEVERITY_RANK = sql`case ${alarms.severity} when 'critical' then 4 when 'major' then 3 when 'minor' then 2 else 1 end`;
const sortColumns = {
  id: alarms.id,
  raisedAt: alarms.raisedAt,
  closedAt: alarms.closedAt,
  severity: SEVERITY_RANK,
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const timeOfDay = sql`to_char(${alarms.raisedAt} at time zone 'UTC', 'HH24:MI')`;

/**
 * Alarms of devices the caller's alarm `action` key of the app reaches (the request's scope): every device
 * when the key comes from a role, else those of the resources of the permission groups it comes from.
 */
const alarmReach = async (
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  action: contract.AlarmAction | 'view',
) => (await requestScope(db, ctx).reach(contract.alarmPermissionOf(app, action)))(devices);

/** Spec §3 alarm filter as conditions (the device join is in `selectAlarms`). */
function filterConditions(filter: contract.AlarmFilter): (SQL | undefined)[] {
  return [
    filter.solutionId ? eq(devices.solutionId, filter.solutionId) : undefined,
    filter.deviceId ? eq(alarms.deviceId, filter.deviceId) : undefined,
    filter.structureId ? eq(devices.structureId, filter.structureId) : undefined,
    filter.status ? eq(alarms.status, filter.status) : undefined,
    filter.kind ? eq(alarms.kind, filter.kind) : undefined,
    filter.assetId
      ? sql`exists (select 1 from ${assets} where ${assets.id} = ${filter.assetId}
          and ${assets.companyId} = ${alarms.companyId}
          and (${assets.deviceRef} = ${devices.serial} or ${assets.deviceRef} = ${devices.id}::text))`
      : undefined,
    filter.userId
      ? sql`exists (select 1 from ${alarmHistory} where ${alarmHistory.alarmId} = ${alarms.id}
          and ${alarmHistory.userId} = ${filter.userId})`
      : undefined,
    filter.startDate ? gte(alarms.raisedAt, new Date(`${filter.startDate}T00:00:00Z`)) : undefined,
    filter.endDate ? lt(alarms.raisedAt, nextDay(filter.endDate)) : undefined,
    filter.startTime ? sql`${timeOfDay} >= ${filter.startTime}` : undefined,
    filter.endTime ? sql`${timeOfDay} <= ${filter.endTime}` : undefined,
  ];
}

/** The app's own filter param (contract APP_ALARM_FILTERS) as a rule id prefix condition. */
function appFilterCondition(app: apps.AppKey, filter: contract.AlarmFilter): SQL | undefined {
  const own = contract.APP_ALARM_FILTERS[app];
  const value = own ? filter[own.param] : undefined;
  const prefix = typeof value === 'string' ? contract.appAlarmRulePrefix(app, own?.param ?? '', value) : null;
  return prefix === null ? undefined : like(alarms.ruleId, `${prefix}%`);
}

/**
 * Open (live) or closed (history) alarms of the app's devices, of one category (or both), of the companies the
 * call means (R133).
 */
export async function listAlarms(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  category: contract.AlarmCategory | undefined,
  closed: boolean,
  filter: contract.AlarmFilter & Tenancy,
  page: ListQuery<Sort>,
) {
  // Issue 15 §7: a device or structure filter of another company is a 418, not an empty list.
  await reachableDeviceFilter(db, ctx, filter.deviceId);
  await reachablePlaces(db, ctx, { structureId: filter.structureId, assetId: filter.assetId });
  await reachableUser(db, ctx, filter.userId);
  const where = and(
    category ? eq(alarms.category, category) : undefined,
    closed ? isNotNull(alarms.closedAt) : isNull(alarms.closedAt),
    ofApp(db, app),
    // With the alarms of the devices the app lets the company see (Defcon: monitored), as its device list.
    await requestScope(db, ctx).appOwners(app, alarms.companyId, customerOf(filter, appDefault(ctx))),
    await alarmReach(db, ctx, app, 'view'),
    ...filterConditions(filter),
    appFilterCondition(app, filter),
  );
  const rows = await selectAlarms(db)
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortColumns), desc(alarms.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(alarms)
    .innerJoin(devices, eq(devices.id, alarms.deviceId))
    .where(where);
  return { data: rows.map(toAlarm), totalRecords: total?.n ?? 0 };
}

/**
 * An alarm of `category` of the app's devices in a company the caller sees, of a device their view key
 * reaches; another company's (or app's, category's, resource's) id is a 404. With `action`, a device that
 * key does not reach (it comes from groups of other resources) is a 403. Reads also reach the alarms of the
 * devices the app grants (Defcon: monitored, as the list shows them); an action never does (a 404).
 */
async function findAlarm(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  category: contract.AlarmCategory,
  id: number,
  action?: contract.AlarmAction,
) {
  const where = and(
    eq(alarms.id, id),
    eq(alarms.category, category),
    ofApp(db, app),
    action
      ? await requestScope(db, ctx).companies(alarms.companyId)
      : await requestScope(db, ctx).appOwners(app, alarms.companyId, ':none'),
    await alarmReach(db, ctx, app, 'view'),
  );
  const [row] = await selectAlarms(db).where(where);
  if (!row) throw notFound('Alarm');
  if (action) {
    const [reached] = await db
      .select({ id: alarms.id })
      .from(alarms)
      .innerJoin(devices, eq(devices.id, alarms.deviceId))
      .where(and(where, await alarmReach(db, ctx, app, action)));
    if (!reached) throw forbidden();
  }
  return toAlarm(row);
}

export const getAlarm = async (
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  category: contract.AlarmCategory,
  id: number,
) => ({
  data: await findAlarm(db, ctx, app, category, id),
});

export async function alarmEvents(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  category: contract.AlarmCategory,
  id: number,
  page: ListQuery,
) {
  await findAlarm(db, ctx, app, category, id);
  const where = eq(alarmHistory.alarmId, id);
  const rows = await db
    .select({
      entry: alarmHistory,
      userId: users.id,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(alarmHistory)
    .leftJoin(users, eq(users.id, alarmHistory.userId))
    .where(where)
    .orderBy(asc(alarmHistory.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(alarmHistory).where(where);
  return {
    data: rows.map(({ entry, userId, userName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      event: entry.event,
      user: userId === null ? null : { id: userId, name: userName },
      comment: entry.comment,
    })),
    totalRecords: total?.n ?? 0,
  };
}

const closedAlready = () => new HttpError(409, 'The alarm is already closed', 'ALARM_CLOSED');

/** What each action changes, on an open alarm only (a conditional update: a racing terminate wins once). */
function changeOf(action: contract.AlarmAction, alarm: contract.Alarm, now: Date) {
  switch (action) {
    case 'acknowledge':
      if (alarm.acknowledgedAt)
        throw new HttpError(409, 'The alarm is already acknowledged', 'ALARM_ACKNOWLEDGED');
      return {
        acknowledgedAt: now,
        status: alarm.escalatedAt ? ('escalated' as const) : ('acknowledged' as const),
      };
    case 'escalate':
      if (alarm.escalatedAt) throw new HttpError(409, 'The alarm is already escalated', 'ALARM_ESCALATED');
      return { escalatedAt: now, status: 'escalated' as const };
    case 'terminate':
      return { closedAt: now, status: 'terminated' as const };
    case 'comment':
      return null;
  }
}

const EVENT_OF: Record<contract.AlarmAction, contract.HistoryEvent> = {
  acknowledge: 'acknowledged',
  comment: 'commented',
  escalate: 'escalated',
  terminate: 'terminated',
};

/**
 * An alarm an app raises itself (kind `panel-event`: Defcon's panels) runs its app's escalation ladder, which
 * the kit's acknowledge, escalate and terminate would leave behind (its rung, stage and timeline): they are
 * refused, naming the app's own calls; a comment is only history and is taken.
 */
const ownLifecycle = (app: apps.AppKey, category: contract.AlarmCategory, id: number) =>
  new HttpError(
    409,
    `This alarm follows the ${apps.APPLICATIONS[app].label} escalation ladder: act on it through ` +
      `${apps.APPLICATIONS[app].apiPrefix}/alarm/${category}/${id}/(acknowledge|escalate-user|escalate-police|reject|terminate)`,
    'ALARM_OWN_LIFECYCLE',
  );

/** Acknowledge, comment, escalate or terminate, recorded in the alarm's history with who and when. */
export async function actOnAlarm(
  database: Database,
  ctx: RequestContext,
  app: apps.AppKey,
  category: contract.AlarmCategory,
  id: number,
  action: contract.AlarmAction,
  comment: string | undefined,
) {
  const { db } = database;
  const user = userOf(ctx);
  const alarm = await findAlarm(db, ctx, app, category, id, action);
  if (alarm.kind === 'panel-event' && action !== 'comment') throw ownLifecycle(app, category, id);
  const now = new Date();
  const change = changeOf(action, alarm, now);
  await db.transaction(async (tx) => {
    if (change) {
      if (alarm.closedAt) throw closedAlready();
      const updated = await tx
        .update(alarms)
        .set(change)
        .where(and(eq(alarms.id, id), isNull(alarms.closedAt)))
        .returning({ id: alarms.id });
      if (updated.length === 0) throw closedAlready();
    }
    await tx.insert(alarmHistory).values({
      alarmId: id,
      at: now,
      event: EVENT_OF[action],
      userId: user.actorId ?? user.id,
      comment: comment ?? null,
    });
  });
  const [after] = await alarmsByIds(db, [id]);
  if (!after) throw notFound('Alarm');
  emitAlarms(database, 'updated', [after]);
  return { data: after };
}
