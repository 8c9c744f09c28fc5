import type { defcon as contract } from '@atrium/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, ValidationError } from '../../kernel/http/errors.ts';
import { alarmHistory, alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { defconAlarmById, pushDefconAlarms } from './alarm-view.ts';
import { findDefconAlarm } from './alarms.service.ts';
import { armEscalationTimer } from './escalation.timer.ts';
import { settingsOf, stationsCovering } from './response.data.ts';
import { defconAlarms, defconEscalations, defconLocalities } from './response.schema.ts';

/**
 * Actions on Defcon alarms (issue 18), each recorded in the alarm's history with who and when. Every action
 * on a closed alarm is a 409 and changes nothing; an alarm the caller does not reach is a 404.
 */

type Category = contract.DefconAlarmCategory;
type Alarm = contract.DefconAlarm;
type Tx = DbOrTx;

const closed = () => new HttpError(409, 'The alarm is already closed: nothing was changed', 'ALARM_CLOSED');
const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The open rung of an alarm, if any. */
async function pendingRung(tx: Tx, alarmId: number) {
  const [rung] = await tx
    .select()
    .from(defconEscalations)
    .where(and(eq(defconEscalations.alarmId, alarmId), eq(defconEscalations.outcome, 'pending')));
  return rung ?? null;
}

async function resolveRung(tx: Tx, alarmId: number, outcome: 'met' | 'cancelled', now: Date, by: number) {
  await tx
    .update(defconEscalations)
    .set({ outcome, resolvedAt: now, resolvedBy: by })
    .where(and(eq(defconEscalations.alarmId, alarmId), eq(defconEscalations.outcome, 'pending')));
}

async function openRung(
  tx: Tx,
  alarmId: number,
  rung: {
    level: contract.EscalationLevel;
    targetCompanyId: number | null;
    targetUserId: number | null;
    deadline: Date;
  },
  now: Date,
) {
  await tx.insert(defconEscalations).values({ alarmId, openedAt: now, step: 0, ...rung });
  await tx.update(defconAlarms).set({ stage: rung.level }).where(eq(defconAlarms.alarmId, alarmId));
}

/** Closes the alarm if still open (a conditional update: of two racing closes one wins, the other is a 409). */
async function closeAlarm(tx: Tx, alarmId: number, now: Date) {
  const done = await tx
    .update(alarms)
    .set({ status: 'terminated', closedAt: now })
    .where(and(eq(alarms.id, alarmId), isNull(alarms.closedAt)))
    .returning({ id: alarms.id });
  if (done.length === 0) throw closed();
  await tx.update(defconAlarms).set({ stage: 'closed' }).where(eq(defconAlarms.alarmId, alarmId));
}

const ownCompany = (ctx: RequestContext) => userOf(ctx).companyId;
const isAdmin = (ctx: RequestContext) => userOf(ctx).isAdmin;

/** Only the security company answering the alarm (or a system admin) may do this. */
function asSecurityCompany(ctx: RequestContext, alarm: Alarm, what: string) {
  if (isAdmin(ctx)) return;
  if (alarm.securityCompany === null || alarm.securityCompany.id !== ownCompany(ctx))
    throw forbidden(`Only the security company answering the alarm can ${what}`, 'NOT_THE_ANSWERING_COMPANY');
}

type Body = { comment?: string; reason?: string; userId?: number; stationId?: number };

async function act(
  tx: Tx,
  ctx: RequestContext,
  alarm: Alarm,
  action: contract.DefconAlarmAction | 'hand-over',
  body: Body,
  now: Date,
) {
  const user = userOf(ctx);
  const by = user.actorId ?? user.id;
  const id = alarm.id;
  const history = (event: (typeof alarmHistory.$inferInsert)['event'], comment = body.comment ?? null) =>
    tx.insert(alarmHistory).values({ alarmId: id, at: now, event, userId: by, comment });
  const rung = await pendingRung(tx, id);
  switch (action) {
    case 'comment':
      return history('commented');
    case 'acknowledge': {
      const mine = rung !== null && (isAdmin(ctx) || rung.targetCompanyId === ownCompany(ctx));
      if (!mine && alarm.acknowledgedAt)
        throw new HttpError(409, 'The alarm is already acknowledged', 'ALARM_ACKNOWLEDGED');
      if (mine) await resolveRung(tx, id, 'met', now, by);
      await tx
        .update(alarms)
        .set({
          acknowledgedAt: sql`coalesce(${alarms.acknowledgedAt}, ${now})`,
          status: alarm.escalatedAt ? 'escalated' : 'acknowledged',
        })
        .where(eq(alarms.id, id));
      return history('acknowledged');
    }
    case 'escalate-user': {
      asSecurityCompany(ctx, alarm, 'send a responder');
      const companyId = alarm.securityCompany?.id ?? null;
      const [target] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, body.userId ?? 0),
            companyId === null ? sql`false` : eq(users.companyId, companyId),
            eq(users.status, 'active'),
          ),
        );
      if (!target)
        throw new ValidationError([{ param: 'userId', msg: 'Not a user of the security company' }]);
      await resolveRung(tx, id, 'met', now, by);
      const settings = await settingsOf(tx, companyId);
      await openRung(
        tx,
        id,
        {
          level: 'responder',
          targetCompanyId: companyId,
          targetUserId: target.id,
          deadline: after(now, settings.dispatchSeconds),
        },
        now,
      );
      await tx
        .update(defconAlarms)
        .set({
          responderUserId: target.id,
          dispatchedAt: sql`coalesce(${defconAlarms.dispatchedAt}, ${now})`,
        })
        .where(eq(defconAlarms.alarmId, id));
      await tx
        .update(alarms)
        .set({ status: 'escalated', escalatedAt: sql`coalesce(${alarms.escalatedAt}, ${now})` })
        .where(eq(alarms.id, id));
      return history('dispatched');
    }
    case 'reject': {
      asSecurityCompany(ctx, alarm, 'reject it as a false alarm');
      await resolveRung(tx, id, 'cancelled', now, by);
      await closeAlarm(tx, id, now);
      await tx
        .update(defconAlarms)
        .set({ falseAlarm: true, rejectReason: body.reason ?? null })
        .where(eq(defconAlarms.alarmId, id));
      return history('rejected', body.reason ?? null);
    }
    case 'escalate-police': {
      asSecurityCompany(ctx, alarm, 'escalate it to the police');
      if (alarm.policeHq)
        throw new HttpError(409, 'The alarm is already escalated to the police', 'ALARM_AT_POLICE');
      if (!alarm.locality)
        throw new HttpError(
          409,
          "The customer's site has no locality: set it on the customer first",
          'NO_LOCALITY',
        );
      const [locality] = await tx
        .select({ hq: defconLocalities.hqCompanyId })
        .from(defconLocalities)
        .where(eq(defconLocalities.id, alarm.locality.id));
      if (!locality?.hq)
        throw new HttpError(409, `No police headquarters covers ${alarm.locality.name}`, 'NO_POLICE_HQ');
      await resolveRung(tx, id, 'met', now, by);
      const settings = await settingsOf(tx, alarm.securityCompany?.id ?? null);
      await openRung(
        tx,
        id,
        {
          level: 'police-hq',
          targetCompanyId: locality.hq,
          targetUserId: null,
          deadline: after(now, settings.policeHandOverSeconds),
        },
        now,
      );
      await tx
        .update(defconAlarms)
        .set({
          policeHqId: locality.hq,
          policeEscalatedAt: now,
          dispatchedAt: sql`coalesce(${defconAlarms.dispatchedAt}, ${now})`,
        })
        .where(eq(defconAlarms.alarmId, id));
      await tx
        .update(alarms)
        .set({ status: 'escalated', escalatedAt: sql`coalesce(${alarms.escalatedAt}, ${now})` })
        .where(eq(alarms.id, id));
      return history('police-escalated');
    }
    case 'hand-over': {
      if (!alarm.policeHq)
        throw new HttpError(409, 'The alarm has not been escalated to the police', 'ALARM_NOT_AT_POLICE');
      if (!isAdmin(ctx) && alarm.policeHq.id !== ownCompany(ctx))
        throw forbidden(
          'Only the police headquarters the alarm was escalated to can hand it over',
          'NOT_THE_ESCALATED_HQ',
        );
      const stations = alarm.locality ? await stationsCovering(tx, alarm.policeHq.id, alarm.locality.id) : [];
      if (!stations.includes(body.stationId ?? 0))
        throw new ValidationError([
          {
            param: 'stationId',
            msg: `Not a station of ${alarm.policeHq.name} covering ${alarm.locality?.name ?? 'the locality'}`,
          },
        ]);
      await resolveRung(tx, id, 'met', now, by);
      const settings = await settingsOf(tx, alarm.securityCompany?.id ?? null);
      await openRung(
        tx,
        id,
        {
          level: 'police-station',
          targetCompanyId: body.stationId ?? null,
          targetUserId: null,
          deadline: after(now, settings.policeHandOverSeconds),
        },
        now,
      );
      await tx
        .update(defconAlarms)
        .set({ policeStationId: body.stationId ?? null, handedOverAt: now })
        .where(eq(defconAlarms.alarmId, id));
      const [station] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, body.stationId ?? 0));
      return history('handed-over', body.comment ?? `Handed to ${station?.name ?? 'the station'}`);
    }
    case 'terminate': {
      await resolveRung(
        tx,
        id,
        rung && rung.targetCompanyId === ownCompany(ctx) ? 'met' : 'cancelled',
        now,
        by,
      );
      await closeAlarm(tx, id, now);
      return history('terminated');
    }
  }
}

/** One action on an alarm of `category` the caller reaches; answers the alarm after it. */
export async function actOnDefconAlarm(
  database: Database,
  ctx: RequestContext,
  category: Category,
  id: number,
  action: contract.DefconAlarmAction | 'hand-over',
  body: Body,
) {
  const { db } = database;
  const alarm = await findDefconAlarm(db, ctx, category, id);
  if (alarm.closedAt) throw closed();
  const now = new Date();
  await db.transaction(async (tx) => {
    // Re-read inside the transaction, locked, so a racing close makes this one a 409.
    const [open] = await tx
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.id, id), isNull(alarms.closedAt)))
      .for('update');
    if (!open) throw closed();
    await act(tx, ctx, alarm, action, body, now);
  });
  const after = await defconAlarmById(db, id);
  await pushDefconAlarms(database, after?.closedAt ? 'cleared' : 'updated', [id]);
  await armEscalationTimer(database);
  return { data: after ?? alarm };
}

/** The whole chain, oldest first: the history's events and each rung with its deadline and outcome. */
export async function defconTimeline(
  database: Database,
  ctx: RequestContext,
  category: Category,
  id: number,
) {
  const { db } = database;
  const alarm = await findDefconAlarm(db, ctx, category, id);
  const events = await db
    .select({
      h: alarmHistory,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(alarmHistory)
    .leftJoin(users, eq(users.id, alarmHistory.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(alarmHistory.alarmId, id))
    .orderBy(asc(alarmHistory.id));
  const targetUser = sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${defconEscalations.targetUserId})`;
  const rungs = await db
    .select({ r: defconEscalations, companyName: companies.name, userName: targetUser })
    .from(defconEscalations)
    .leftJoin(companies, eq(companies.id, defconEscalations.targetCompanyId))
    .where(eq(defconEscalations.alarmId, id))
    .orderBy(asc(defconEscalations.id));
  const named = (i: number | null, n: string | null) => (i === null ? null : { id: i, name: n ?? '' });
  const steps: contract.TimelineStep[] = [
    ...events.map(({ h, userName, companyId, companyName }) => ({
      at: h.at.toISOString(),
      source: 'history' as const,
      event: h.event,
      level: null,
      actor: named(h.userId, userName),
      company: named(companyId, companyName),
      target: null,
      deadline: null,
      outcome: null,
      resolvedAt: null,
      comment: h.comment,
    })),
    ...rungs.map(({ r, companyName, userName }) => ({
      at: r.openedAt.toISOString(),
      source: 'rung' as const,
      event: null,
      level: r.level,
      actor: null,
      company: named(r.targetCompanyId, companyName),
      target: named(r.targetUserId, userName),
      deadline: r.deadline.toISOString(),
      outcome: r.outcome,
      resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
      comment: null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.source === b.source ? 0 : a.source === 'history' ? -1 : 1));
  return { data: { alarm, steps } };
}
