import type { defcon as contract, ListQuery } from '@atrium/contracts';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { requestScope, userOf } from '../scope/index.ts';
import { insertDefconAlarms, type RaiseInput, type RestoreInput, restoreInTx } from './alarm-raise.ts';
import { defconAlarmById, pushDefconAlarms, selectDefconAlarms, toDefconAlarm } from './alarm-view.ts';
import { servesCustomer } from './customers.service.ts';
import { armEscalationTimer } from './escalation.timer.ts';
import { defconAlarms, defconEscalations } from './response.schema.ts';

/**
 * Defcon alarms (issue 18): raised and restored by the panels' events (the receiver's batches,
 * `alarm-queue.ts`, and `raiseDefconAlarm(s)` / `restoreDefconAlarm`), listed and read by those they reach. Kit rows (`alarms`, kind
 * `panel-event`, no template, rule id `<kind>:<family>:<zone>`) plus `defcon_alarms`.
 */

type Deps = Pick<AppDeps, 'database'>;

export { codeFamily, type RaiseInput, type RestoreInput } from './alarm-raise.ts';

/**
 * Raises Defcon alarms for panels' events in one transaction (`insertDefconAlarms`: each goes to the customer
 * and its security company at once and opens the first rung of the ladder, `acknowledgeSeconds`), then
 * pushes them and arms the escalation timer once. Per input its `{ id }`, or null when the same alarm
 * (panel, kind, code family, zone) is open.
 */
export async function raiseDefconAlarms(deps: Deps, inputs: readonly RaiseInput[]) {
  const { database } = deps;
  const ids = await database.db.transaction((tx) => insertDefconAlarms(tx, inputs));
  const raised = ids.filter((id): id is number => id !== null);
  if (raised.length > 0) {
    await pushDefconAlarms(database, 'raised', raised);
    await armEscalationTimer(database);
  }
  return ids.map((id) => (id === null ? null : { id }));
}

export const raiseDefconAlarm = async (deps: Deps, input: RaiseInput): Promise<{ id: number } | null> =>
  (await raiseDefconAlarms(deps, [input]))[0] ?? null;

/**
 * A panel's restoral of an open alarm (`restoreInTx`): recorded in its history; an intrusion alarm stays open
 * until handled, a status alarm closes (`cleared`).
 */
export async function restoreDefconAlarm(deps: Deps, input: RestoreInput): Promise<{ id: number } | null> {
  const { database } = deps;
  const result = await database.db.transaction((tx) => restoreInTx(tx, input));
  if (!result) return null;
  await pushDefconAlarms(database, result.change, [result.id]);
  return { id: result.id };
}

/**
 * Which Defcon alarms the caller reaches: of the companies it sees (a customer its own, a security company
 * the customers it manages or serves), those its company answers as security company, and those whose ladder
 * reached its company as police (an HQ what was escalated to it, a station what was handed to it).
 */
export async function defconReach(db: DbOrTx, ctx: RequestContext): Promise<SQL | undefined> {
  const user = userOf(ctx);
  if (user.isAdmin) return undefined;
  const own = user.companyId;
  if (own === null) return sql`false`;
  return or(
    await requestScope(db, ctx).companies(alarms.companyId),
    eq(defconAlarms.securityCompanyId, own),
    sql`exists (select 1 from ${defconEscalations} e where e.alarm_id = "alarms"."id"
      and e.target_company_id = ${own} and e.level in ('police-hq', 'police-station'))`,
  );
}

/** An alarm of `category` the caller reaches, else 404. */
export async function findDefconAlarm(
  db: DbOrTx,
  ctx: RequestContext,
  category: contract.DefconAlarmCategory,
  id: number,
) {
  const [row] = await selectDefconAlarms(db).where(
    and(eq(alarms.id, id), eq(alarms.category, category), await defconReach(db, ctx)),
  );
  if (!row) throw notFound('Alarm');
  return toDefconAlarm(row);
}

const sortColumns = { id: alarms.id, raisedAt: alarms.raisedAt, closedAt: alarms.closedAt };
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export async function listDefconAlarms(
  db: DbOrTx,
  ctx: RequestContext,
  category: contract.DefconAlarmCategory,
  query: contract.DefconAlarmListQuery,
  page: ListQuery<keyof typeof sortColumns>,
) {
  if (query.customerId !== undefined) {
    const ids = await requestScope(db, ctx).companyIds();
    const own = userOf(ctx).companyId;
    if (
      ids !== null &&
      !ids.includes(query.customerId) &&
      query.customerId !== own &&
      !(await servesCustomer(db, ctx, query.customerId))
    )
      throw new ValidationError([{ param: 'customerId', msg: 'Not a customer you serve' }]);
  }
  const search = query.name && query.name.trim().length >= 2 ? `%${query.name.trim()}%` : undefined;
  const where = and(
    eq(alarms.category, category),
    query.view === 'live'
      ? isNull(alarms.closedAt)
      : query.view === 'history'
        ? isNotNull(alarms.closedAt)
        : undefined,
    await defconReach(db, ctx),
    query.customerId !== undefined ? eq(alarms.companyId, query.customerId) : undefined,
    query.panelId !== undefined ? eq(defconAlarms.panelDeviceId, query.panelId) : undefined,
    query.stage ? eq(defconAlarms.stage, query.stage) : undefined,
    query.startDate ? gte(alarms.raisedAt, new Date(`${query.startDate}T00:00:00Z`)) : undefined,
    query.endDate ? lt(alarms.raisedAt, nextDay(query.endDate)) : undefined,
    search ? sql`(${alarms.message} ilike ${search} or ${defconAlarms.code} ilike ${search})` : undefined,
  );
  const rows = await selectDefconAlarms(db)
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortColumns), desc(alarms.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(alarms)
    .innerJoin(defconAlarms, eq(defconAlarms.alarmId, alarms.id))
    .where(where);
  return { data: rows.map(toDefconAlarm), totalRecords: total?.n ?? 0 };
}

export const getDefconAlarm = async (
  database: Database,
  ctx: RequestContext,
  category: contract.DefconAlarmCategory,
  id: number,
) => ({ data: await findDefconAlarm(database.db, ctx, category, id) });

export { defconAlarmById };
