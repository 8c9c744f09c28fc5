import type { groups as contract, ListQuery } from '@atrium/contracts';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { customerOf, ownerCondition, swamDefault, type Tenancy } from '../devices/scope.ts';
import { users } from '../users/users.schema.ts';
import { userName } from './group-refs.ts';
import { notificationGroups, scheduledNotifications as scheduled } from './groups.schema.ts';

type Sort = (typeof contract.SCHEDULED_SORTS)[number];
const sortColumns = { id: scheduled.id, dueAt: scheduled.dueAt, createdAt: scheduled.createdAt };

/** The company's digest notifications, pending or sent. */
export async function listScheduled(
  db: DbOrTx,
  ctx: RequestContext,
  filter: Tenancy & { state?: (typeof contract.SCHEDULED_STATES)[number] },
  page: ListQuery<Sort>,
) {
  const where = and(
    await ownerCondition(db, ctx, scheduled.companyId, customerOf(filter, swamDefault(ctx))),
    filter.state === 'pending' ? isNull(scheduled.sentAt) : undefined,
    filter.state === 'sent' ? isNotNull(scheduled.sentAt) : undefined,
  );
  const rows = await db
    .select({
      row: scheduled,
      groupName: notificationGroups.name,
      userName,
      alarmMessage: alarms.message,
      deviceSerial: devices.serial,
    })
    .from(scheduled)
    .innerJoin(users, eq(users.id, scheduled.userId))
    .leftJoin(notificationGroups, eq(notificationGroups.id, scheduled.groupId))
    .leftJoin(alarms, eq(alarms.id, scheduled.alarmId))
    .leftJoin(devices, eq(devices.id, alarms.deviceId))
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortColumns), scheduled.id)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(scheduled).where(where);
  return {
    data: rows.map(
      ({ row, groupName, userName: name, alarmMessage, deviceSerial }): contract.ScheduledNotification => ({
        id: row.id,
        group: row.groupId !== null && groupName !== null ? { id: row.groupId, name: groupName } : null,
        user: { id: row.userId, name },
        channel: row.channel,
        alarm:
          row.alarmId !== null && alarmMessage !== null
            ? { id: row.alarmId, message: alarmMessage, deviceSerial: deviceSerial ?? '' }
            : null,
        dueAt: row.dueAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    totalRecords: total?.n ?? 0,
  };
}
