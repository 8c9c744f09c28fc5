import { access as contract } from '@atrium/contracts';
import { and, count, eq, gt, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { iso } from '../places/scope.ts';
import { users } from '../users/users.schema.ts';
import { accessCredentials, accessSchedules, doorAccesses } from './access.schema.ts';

/** Reading accesses with what they name: door, user, credential, schedule, creator. */

const subject = alias(users, 'subject');
const creator = alias(users, 'creator');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

export const subjectName = nameOf(subject);

export function selectAccesses(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: doorAccesses,
      companyName: companies.name,
      doorName: devices.name,
      doorSerial: devices.serial,
      userName: subjectName,
      credentialLabel: accessCredentials.label,
      credentialKind: accessCredentials.kind,
      scheduleName: accessSchedules.name,
      scheduleTimeZone: accessSchedules.timeZone,
      scheduleWindows: accessSchedules.windows,
      creatorName: nameOf(creator),
    })
    .from(doorAccesses)
    .innerJoin(companies, eq(companies.id, doorAccesses.companyId))
    .innerJoin(devices, eq(devices.id, doorAccesses.doorId))
    .leftJoin(subject, eq(subject.id, doorAccesses.userId))
    .leftJoin(accessCredentials, eq(accessCredentials.id, doorAccesses.credentialId))
    .leftJoin(accessSchedules, eq(accessSchedules.id, doorAccesses.scheduleId))
    .leftJoin(creator, eq(creator.id, doorAccesses.createdBy))
    .where(where)
    .$dynamic();
}
export async function countAccesses(db: DbOrTx, where: SQL | undefined) {
  const [total] = await db
    .select({ n: count() })
    .from(doorAccesses)
    .innerJoin(devices, eq(devices.id, doorAccesses.doorId))
    .leftJoin(subject, eq(subject.id, doorAccesses.userId))
    .leftJoin(accessCredentials, eq(accessCredentials.id, doorAccesses.credentialId))
    .where(where);
  return total?.n ?? 0;
}

export type AccessSelection = Awaited<ReturnType<typeof selectAccesses>>[number];

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

export const toAccess = (r: AccessSelection, now = new Date()): contract.AccessRow => ({
  id: r.row.id,
  type: r.row.type,
  company: { id: r.row.companyId, name: r.companyName },
  door: { id: r.row.doorId, name: r.doorName, serial: r.doorSerial },
  user: named(r.row.userId, r.userName),
  credential:
    r.row.credentialId === null || r.credentialKind === null
      ? null
      : { id: r.row.credentialId, label: r.credentialLabel ?? '', kind: r.credentialKind },
  schedule: named(r.row.scheduleId, r.scheduleName),
  windows: r.row.windows && contract.sortWindows(r.row.windows),
  timeZone: r.row.timeZone,
  validFrom: isoOrNull(r.row.validFrom),
  validUntil: isoOrNull(r.row.validUntil),
  uses: r.row.uses,
  maxUses: r.row.maxUses,
  state: contract.accessState(r.row, now),
  note: r.row.note,
  createdBy: named(r.row.createdBy, r.creatorName),
  createdAt: iso(r.row.createdAt),
  revokedAt: isoOrNull(r.row.revokedAt),
});

/** The schedule a scheduled access follows, as the decision reads it. */
export const scheduleOfRow = (r: AccessSelection): contract.DecisionSchedule | null =>
  r.scheduleWindows && r.scheduleTimeZone
    ? { windows: r.scheduleWindows, timeZone: r.scheduleTimeZone }
    : null;

/** `contract.accessState` in SQL, for the state filter. */
export function stateIs(state: contract.AccessState, now: Date): SQL | undefined {
  const a = doorAccesses;
  const revoked = isNotNull(a.revokedAt);
  const used = and(isNotNull(a.maxUses), sql`${a.uses} >= ${a.maxUses}`) as SQL;
  const expired = lte(a.validUntil, now);
  const upcoming = gt(a.validFrom, now);
  const live = and(isNull(a.revokedAt), not(used));
  switch (state) {
    case 'revoked':
      return revoked;
    case 'used':
      return and(isNull(a.revokedAt), used);
    case 'expired':
      return and(live, expired);
    case 'upcoming':
      return and(live, or(isNull(a.validUntil), gt(a.validUntil, now)), upcoming);
    case 'active':
      return and(
        live,
        or(isNull(a.validUntil), gt(a.validUntil, now)),
        or(isNull(a.validFrom), lte(a.validFrom, now)),
      );
  }
}
