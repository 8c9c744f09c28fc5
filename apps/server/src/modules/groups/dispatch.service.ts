import { type alarms, groups as contract } from '@atrium/contracts';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { alarms as alarmRows } from '../alarms/alarms.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { queueMail, queueSms } from '../mail/mail.service.ts';
import { users } from '../users/users.schema.ts';
import { coversDevice } from './group-refs.ts';
import { notificationGroups, notificationGroupUsers, scheduledNotifications } from './groups.schema.ts';
import { emitNotification } from './notification-events.ts';

/**
 * Notification dispatch: a raised alarm reaches the un-muted members of the company's notification groups
 * of its device's app that cover its device and ask for its type. Immediate: in-app (socket), email and SMS (the outbox) at
 * once. Scheduled: a row waiting for the user's hourly digest, which `sendDigests` (the scheduler job) sends.
 * A user in several groups gets each method and channel once per alarm.
 */

type Recipient = { id: number; email: string; phone: string | null };

const alarmLine = (a: { message: string; deviceSerial: string; raisedAt: string }) =>
  `${a.raisedAt.slice(0, 16).replace('T', ' ')} UTC  ${a.deviceSerial}: ${a.message}`;

async function deliver(
  database: Database,
  user: Recipient,
  channel: contract.NotificationChannel,
  event: contract.NotificationEvent,
) {
  const body = `${event.title}\n\n${event.body}`;
  if (channel === 'in-app') emitNotification(database, user.id, event);
  else if (channel === 'email')
    await queueMail(database.db, { to: user.email, subject: event.title, text: body });
  else if (user.phone) await queueSms(database.db, { to: user.phone, text: body.slice(0, 480) });
}

export async function notifyAlarm(database: Database, alarm: alarms.Alarm, now = new Date()) {
  const { db } = database;
  const groups = await db
    .select()
    .from(notificationGroups)
    .where(
      and(
        eq(notificationGroups.companyId, alarm.company.id),
        eq(
          notificationGroups.app,
          sql`(select ${hardware.app} from ${hardware} join ${devices} on ${devices.hardwareId} = ${hardware.id}
            where ${devices.id} = ${alarm.device.id})`,
        ),
      ),
    );
  const device = { id: alarm.device.id, structureId: alarm.structure?.id ?? null };
  const types = contract.typesOfAlarm(alarm);
  const wanted = groups.flatMap((group) => {
    const deliveries = contract.deliveriesOf(group.notifications, types);
    return coversDevice(group.resources, device) && deliveries.length > 0 ? [{ group, deliveries }] : [];
  });
  if (wanted.length === 0) return;
  const members = await db
    .select({
      groupId: notificationGroupUsers.groupId,
      id: users.id,
      email: users.email,
      phone: users.phone,
    })
    .from(notificationGroupUsers)
    .innerJoin(users, eq(users.id, notificationGroupUsers.userId))
    .where(
      and(
        inArray(
          notificationGroupUsers.groupId,
          wanted.map((w) => w.group.id),
        ),
        eq(notificationGroupUsers.muted, false),
        eq(users.status, 'active'),
        // A user who moved to another company no longer hears of this one's alarms.
        eq(users.companyId, alarm.company.id),
      ),
    );
  const sent = new Set<string>();
  const item = {
    id: alarm.id,
    message: alarm.message,
    deviceSerial: alarm.device.serial,
    raisedAt: alarm.raisedAt,
  };
  for (const { group, deliveries } of wanted) {
    const event: contract.NotificationEvent = {
      kind: 'alarm',
      group: { id: group.id, name: group.name },
      title: `${alarm.severity} alarm on ${alarm.device.name || alarm.device.serial}: ${alarm.message}`,
      body: alarmLine(item),
      alarms: [item],
      at: now.toISOString(),
    };
    for (const user of members.filter((m) => m.groupId === group.id)) {
      for (const { method, channel } of deliveries) {
        const key = `${user.id}:${method}:${channel}`;
        if (sent.has(key)) continue;
        sent.add(key);
        if (method === 'immediate') await deliver(database, user, channel, event);
        else
          await db.insert(scheduledNotifications).values({
            companyId: alarm.company.id,
            groupId: group.id,
            userId: user.id,
            channel,
            alarmId: alarm.id,
            dueAt: contract.nextDigestAt(now),
          });
      }
    }
  }
}

/**
 * The scheduler job: every due, unsent row is claimed (a conditional update, so two workers never send one
 * twice), then each user gets one digest per channel listing its alarms.
 */
export async function sendDigests(database: Database, now = new Date()) {
  const { db } = database;
  const claimed = await db
    .update(scheduledNotifications)
    .set({ sentAt: now })
    .where(
      inArray(
        scheduledNotifications.id,
        db
          .select({ id: scheduledNotifications.id })
          .from(scheduledNotifications)
          .where(and(isNull(scheduledNotifications.sentAt), lte(scheduledNotifications.dueAt, now)))
          .orderBy(asc(scheduledNotifications.id))
          .limit(1000),
      ),
    )
    .returning({ id: scheduledNotifications.id });
  if (claimed.length === 0) return 0;
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      phone: users.phone,
      channel: scheduledNotifications.channel,
      alarmId: alarmRows.id,
      message: alarmRows.message,
      raisedAt: alarmRows.raisedAt,
      deviceSerial: devices.serial,
    })
    .from(scheduledNotifications)
    .innerJoin(users, eq(users.id, scheduledNotifications.userId))
    .leftJoin(alarmRows, eq(alarmRows.id, scheduledNotifications.alarmId))
    .leftJoin(devices, eq(devices.id, alarmRows.deviceId))
    .where(
      inArray(
        scheduledNotifications.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(asc(scheduledNotifications.id));
  const digests = new Map<
    string,
    { user: Recipient; channel: contract.NotificationChannel; alarms: contract.NotificationEvent['alarms'] }
  >();
  for (const row of rows) {
    const key = `${row.userId}:${row.channel}`;
    const digest = digests.get(key) ?? {
      user: { id: row.userId, email: row.email, phone: row.phone },
      channel: row.channel,
      alarms: [],
    };
    digests.set(key, digest);
    if (row.alarmId !== null && row.message !== null && row.raisedAt !== null)
      digest.alarms.push({
        id: row.alarmId,
        message: row.message,
        deviceSerial: row.deviceSerial ?? '',
        raisedAt: row.raisedAt.toISOString(),
      });
  }
  for (const { user, channel, alarms: list } of digests.values()) {
    if (list.length === 0) continue;
    const event: contract.NotificationEvent = {
      kind: 'digest',
      group: null,
      title: `Alarm digest: ${list.length} alarm${list.length === 1 ? '' : 's'}`,
      body: list.map(alarmLine).join('\n'),
      alarms: list,
      at: now.toISOString(),
    };
    await deliver(database, user, channel, event);
  }
  return digests.size;
}
