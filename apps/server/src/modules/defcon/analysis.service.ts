import { defcon as contract } from '@atrium/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { alarmHistory, alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { requestScope, userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { defconReach } from './alarms.service.ts';
import { servesCustomer } from './customers.service.ts';
import { defconAlarms } from './response.schema.ts';

/**
 * Defcon's dashboard (issue 18) over the alarms the caller reaches, raised in the period: counts per day and
 * customer, the false-alarm rate (rejected among closed intrusion alarms), and seconds from raised to the
 * first acknowledgement, to dispatch (responder sent or police escalation) and to closed, by operator (who
 * acknowledged first) and by station (handed to).
 */

const DAY = 86_400_000;
const MAX_ALARMS = 50_000;
const seconds = (from: Date, to: Date | null) =>
  to ? Math.max(0, (to.getTime() - from.getTime()) / 1000) : null;

export async function defconAnalysis(db: DbOrTx, ctx: RequestContext, query: contract.DefconAnalysisQuery) {
  const to = query.to ? new Date(query.to) : new Date();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 30 * DAY);
  if (query.customerId !== undefined) {
    const ids = await requestScope(db, ctx).companyIds();
    if (ids !== null && !ids.includes(query.customerId) && !(await servesCustomer(db, ctx, query.customerId)))
      throw new ValidationError([{ param: 'customerId', msg: 'Not a customer you serve' }]);
  }
  if (query.companyId !== undefined && !userOf(ctx).isAdmin && query.companyId !== userOf(ctx).companyId)
    throw new ValidationError([{ param: 'companyId', msg: 'Only your own company' }]);
  const rows = await db
    .select({
      id: alarms.id,
      category: alarms.category,
      raisedAt: alarms.raisedAt,
      acknowledgedAt: alarms.acknowledgedAt,
      closedAt: alarms.closedAt,
      customerId: alarms.companyId,
      customerName: companies.name,
      falseAlarm: defconAlarms.falseAlarm,
      dispatchedAt: defconAlarms.dispatchedAt,
      policeEscalatedAt: defconAlarms.policeEscalatedAt,
      stationId: defconAlarms.policeStationId,
      missed: sql<number>`(select count(*)::int from defcon_escalations e where e.alarm_id = "alarms"."id" and e.outcome = 'missed')`,
    })
    .from(alarms)
    .innerJoin(defconAlarms, eq(defconAlarms.alarmId, alarms.id))
    .innerJoin(companies, eq(companies.id, alarms.companyId))
    .where(
      and(
        gte(alarms.raisedAt, from),
        lt(alarms.raisedAt, to),
        await defconReach(db, ctx),
        query.customerId !== undefined ? eq(alarms.companyId, query.customerId) : undefined,
        query.companyId !== undefined ? eq(defconAlarms.securityCompanyId, query.companyId) : undefined,
      ),
    )
    .orderBy(asc(alarms.raisedAt))
    .limit(MAX_ALARMS);
  const ids = rows.map((r) => r.id);
  // The first acknowledgement of each alarm, and who made it.
  const acks = ids.length
    ? await db
        .selectDistinctOn([alarmHistory.alarmId], {
          alarmId: alarmHistory.alarmId,
          userId: alarmHistory.userId,
          name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(alarmHistory)
        .innerJoin(users, eq(users.id, alarmHistory.userId))
        .where(and(inArray(alarmHistory.alarmId, ids), eq(alarmHistory.event, 'acknowledged')))
        .orderBy(alarmHistory.alarmId, asc(alarmHistory.id))
    : [];
  const stationIds = [...new Set(rows.flatMap((r) => (r.stationId === null ? [] : [r.stationId])))];
  const stations = stationIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, stationIds))
    : [];

  const days = new Map<string, { intrusion: number; status: number }>();
  for (
    let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
    t < to.getTime();
    t += DAY
  )
    days.set(new Date(t).toISOString().slice(0, 10), { intrusion: 0, status: 0 });
  const customers = new Map<
    number,
    { customer: { id: number; name: string }; alarms: number; falseAlarms: number }
  >();
  const operators = new Map<number, { user: { id: number; name: string }; times: number[] }>();
  const byStation = new Map<number, { handled: number; terminated: number; times: number[] }>();
  const ack: number[] = [];
  const dispatch: number[] = [];
  const terminate: number[] = [];
  let closedIntrusion = 0;
  for (const r of rows) {
    const day = days.get(r.raisedAt.toISOString().slice(0, 10));
    if (day) day[r.category === 'intrusion' ? 'intrusion' : 'status'] += 1;
    const c = customers.get(r.customerId) ?? {
      customer: { id: r.customerId, name: r.customerName },
      alarms: 0,
      falseAlarms: 0,
    };
    c.alarms += 1;
    if (r.falseAlarm) c.falseAlarms += 1;
    customers.set(r.customerId, c);
    if (r.category === 'intrusion' && r.closedAt) closedIntrusion += 1;
    const a = seconds(r.raisedAt, r.acknowledgedAt);
    if (a !== null) ack.push(a);
    const d = seconds(r.raisedAt, r.dispatchedAt ?? r.policeEscalatedAt);
    if (d !== null) dispatch.push(d);
    const t = seconds(r.raisedAt, r.closedAt);
    if (t !== null) terminate.push(t);
    const first = acks.find((x) => x.alarmId === r.id);
    if (first?.userId != null && a !== null) {
      const o = operators.get(first.userId) ?? { user: { id: first.userId, name: first.name }, times: [] };
      o.times.push(a);
      operators.set(first.userId, o);
    }
    if (r.stationId !== null) {
      const s = byStation.get(r.stationId) ?? { handled: 0, terminated: 0, times: [] };
      s.handled += 1;
      if (r.closedAt && !r.falseAlarm) {
        s.terminated += 1;
        if (t !== null) s.times.push(t);
      }
      byStation.set(r.stationId, s);
    }
  }
  const falseAlarms = rows.filter((r) => r.falseAlarm).length;
  return {
    period: { from: from.toISOString(), to: to.toISOString() },
    totals: {
      alarms: rows.length,
      intrusion: rows.filter((r) => r.category === 'intrusion').length,
      status: rows.filter((r) => r.category !== 'intrusion').length,
      open: rows.filter((r) => r.closedAt === null).length,
      falseAlarms,
      falseAlarmRate: closedIntrusion
        ? rows.filter((r) => r.falseAlarm && r.category === 'intrusion').length / closedIntrusion
        : null,
      escalatedToPolice: rows.filter((r) => r.policeEscalatedAt !== null).length,
      missedDeadlines: rows.reduce((n, r) => n + r.missed, 0),
    },
    perDay: [...days].map(([day, n]) => ({ day, ...n })),
    perCustomer: [...customers.values()].sort((x, y) => y.alarms - x.alarms),
    times: {
      acknowledge: contract.durationsOf(ack),
      dispatch: contract.durationsOf(dispatch),
      terminate: contract.durationsOf(terminate),
    },
    byOperator: [...operators.values()].map((o) => ({
      user: o.user,
      acknowledged: o.times.length,
      acknowledge: contract.durationsOf(o.times),
    })),
    byStation: [...byStation].map(([id, s]) => ({
      station: { id, name: stations.find((x) => x.id === id)?.name ?? '' },
      handled: s.handled,
      terminated: s.terminated,
      terminate: contract.durationsOf(s.times),
    })),
  } satisfies contract.DefconAnalysis;
}
