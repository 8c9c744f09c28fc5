import { type alarms, gm, type groups } from '@atrium/contracts';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { alarmsByIds } from '../alarms/alarm-rows.ts';
import { alarmHistory, alarms as alarmRows } from '../alarms/alarms.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { notificationGroupUsers } from '../groups/groups.schema.ts';
import { emitNotification } from '../groups/notification-events.ts';
import { queueMail, queueSms } from '../mail/mail.service.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  gmEscalations,
  gmSettingGroups,
  gmSettingUsers,
  gmStaff,
  gmNotificationSettings as settings,
} from './gm.schema.ts';

/**
 * Global mobility's notifications (issue 22): a raised alarm of a gm device reaches the recipients of the
 * company's settings that ask for its type, by their channels (app: the socket's `notification`; email and
 * SMS: the outbox); an SOS also reaches the responders on duty in the app. The minute job escalates an
 * operational alarm nobody acknowledged within a setting's minutes, once per alarm and setting.
 */

type Recipient = { id: number; email: string; phone: string | null };

const typesOf = (alarm: alarms.Alarm) =>
  gm.gmAlarmTypesOf({
    ruleId: alarm.ruleId,
    category: alarm.category,
    templateId: alarm.template?.id ?? null,
  });

const eventOf = (alarm: alarms.Alarm, title: string, now: Date): groups.NotificationEvent => {
  const item = {
    id: alarm.id,
    message: alarm.message,
    deviceSerial: alarm.device.serial,
    raisedAt: alarm.raisedAt,
  };
  return {
    kind: 'alarm',
    group: null,
    title,
    body: `${alarm.raisedAt.slice(0, 16).replace('T', ' ')} UTC  ${alarm.device.serial}: ${alarm.message}`,
    alarms: [item],
    at: now.toISOString(),
  };
};

async function deliver(
  database: Database,
  people: Recipient[],
  channels: readonly gm.GmChannel[],
  event: groups.NotificationEvent,
  sent: Set<string>,
) {
  const body = `${event.title}\n\n${event.body}`;
  for (const user of people)
    for (const channel of channels) {
      const key = `${user.id}:${channel}`;
      if (sent.has(key)) continue;
      sent.add(key);
      if (channel === 'app') emitNotification(database, user.id, event);
      else if (channel === 'email')
        await queueMail(database.db, { to: user.email, subject: event.title, text: body });
      else if (user.phone) await queueSms(database.db, { to: user.phone, text: body.slice(0, 480) });
    }
}

const recipientColumns = { id: users.id, email: users.email, phone: users.phone };
const activeOf = (companyId: number) => and(eq(users.status, 'active'), eq(users.companyId, companyId));

/** A setting's direct recipients (or its escalation list) and, unless escalating, its groups' un-muted members. */
async function recipientsOf(database: Database, settingId: number, companyId: number, escalation: boolean) {
  const { db } = database;
  const direct = await db
    .select(recipientColumns)
    .from(gmSettingUsers)
    .innerJoin(users, eq(users.id, gmSettingUsers.userId))
    .where(
      and(
        eq(gmSettingUsers.settingId, settingId),
        eq(gmSettingUsers.escalation, escalation),
        activeOf(companyId),
      ),
    );
  if (escalation) return direct;
  const members = await db
    .selectDistinct(recipientColumns)
    .from(gmSettingGroups)
    .innerJoin(notificationGroupUsers, eq(notificationGroupUsers.groupId, gmSettingGroups.groupId))
    .innerJoin(users, eq(users.id, notificationGroupUsers.userId))
    .where(
      and(
        eq(gmSettingGroups.settingId, settingId),
        eq(notificationGroupUsers.muted, false),
        activeOf(companyId),
      ),
    );
  return [...direct, ...members];
}

/** The company's responders on duty. */
export async function respondersOnDuty(database: Database, companyId: number) {
  return database.db
    .select(recipientColumns)
    .from(gmStaff)
    .innerJoin(users, eq(users.id, gmStaff.userId))
    .where(
      and(
        eq(gmStaff.onDuty, true),
        activeOf(companyId),
        sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
          where ${userRoles.userId} = ${users.id} and ${roles.key} = 'gm_responder')`,
      ),
    );
}

/** Tells a raised gm alarm to the settings that ask for its type (and an SOS to the responders on duty). */
export async function notifyGmAlarm(database: Database, alarm: alarms.Alarm, now = new Date()) {
  if (alarm.app !== 'gm') return;
  const types = typesOf(alarm);
  const matching = (
    await database.db.select().from(settings).where(eq(settings.companyId, alarm.company.id))
  ).filter((s) => s.alarmTypes.some((t) => types.includes(t)));
  const title = `${alarm.severity} alarm on ${alarm.device.name || alarm.device.serial}: ${alarm.message}`;
  const event = eventOf(alarm, title, now);
  const sent = new Set<string>();
  if (types.includes('sos'))
    await deliver(database, await respondersOnDuty(database, alarm.company.id), ['app'], event, sent);
  for (const setting of matching)
    await deliver(
      database,
      await recipientsOf(database, setting.id, alarm.company.id, false),
      setting.channels,
      event,
      sent,
    );
}

/**
 * The minute job: open, unacknowledged operational alarms of gm devices raised at least a setting's escalation
 * minutes ago, of a type the setting asks for, are escalated once per setting: a history line and the
 * escalation recipients told by the setting's channels.
 */
export async function escalateUnacknowledged(database: Database, now = new Date()) {
  const { db } = database;
  const candidates = await db
    .select({
      alarmId: alarmRows.id,
      settingId: settings.id,
      minutes: settings.escalationMinutes,
      types: settings.alarmTypes,
      channels: settings.channels,
      companyId: settings.companyId,
    })
    .from(alarmRows)
    .innerJoin(devices, eq(devices.id, alarmRows.deviceId))
    .innerJoin(hardware, and(eq(hardware.id, devices.hardwareId), eq(hardware.app, 'gm')))
    .innerJoin(settings, eq(settings.companyId, alarmRows.companyId))
    .where(
      and(
        isNull(alarmRows.closedAt),
        isNull(alarmRows.acknowledgedAt),
        eq(alarmRows.category, 'operational'),
        sql`${settings.escalationMinutes} is not null`,
        lte(
          alarmRows.raisedAt,
          sql`${now.toISOString()}::timestamptz - make_interval(mins => ${settings.escalationMinutes})`,
        ),
        sql`not exists (select 1 from ${gmEscalations} where ${gmEscalations.alarmId} = ${alarmRows.id}
          and ${gmEscalations.settingId} = ${settings.id})`,
      ),
    );
  if (candidates.length === 0) return 0;
  const alarmsById = new Map(
    (await alarmsByIds(db, [...new Set(candidates.map((c) => c.alarmId))])).map((a) => [a.id, a]),
  );
  let escalated = 0;
  for (const c of candidates) {
    const alarm = alarmsById.get(c.alarmId);
    if (!alarm || !typesOf(alarm).some((t) => c.types.includes(t))) continue;
    const comment = `Not acknowledged within ${c.minutes} minutes: escalated`;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(gmEscalations)
        .values({ alarmId: c.alarmId, settingId: c.settingId, at: now })
        .onConflictDoNothing()
        .returning({ alarmId: gmEscalations.alarmId });
      if (!row) return false;
      await tx.insert(alarmHistory).values({ alarmId: c.alarmId, at: now, event: 'escalated', comment });
      return true;
    });
    if (!claimed) continue;
    escalated += 1;
    const title = `Escalated: ${alarm.device.name || alarm.device.serial}: ${alarm.message} (${comment.toLowerCase()})`;
    await deliver(
      database,
      await recipientsOf(database, c.settingId, c.companyId, true),
      c.channels,
      eventOf(alarm, title, now),
      new Set(),
    );
  }
  return escalated;
}
