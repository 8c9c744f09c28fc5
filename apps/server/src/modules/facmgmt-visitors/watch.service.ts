import { facmgmt } from '@atrium/contracts';
import { and, eq, gt, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import {
  type AppliedAlarms,
  clearAppAlarms,
  noAlarmsApplied,
  publishAppAlarms,
  raiseAppAlarm,
} from '../alarms/app-alarms.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { fmReservations, fmSpaces } from '../facmgmt/facmgmt.schema.ts';
import { spaces } from '../places/places.schema.ts';
import { readings } from '../telemetry/telemetry.schema.ts';
import { doorHeldOpen, heldOpenAt, isNoShow, noShowAt, occupiedWithoutBooking } from './alarm-rules.ts';

/**
 * The facility booking watcher (issue 20): every minute, and after readings of the app's sensors are stored,
 * it works out which facility booking alarms should be open (alarm-rules.ts) and raises or clears the
 * difference in one transaction; the changes are pushed on the alarm socket event once committed.
 * A device is in the space its own placement names (`devices.space_id`, set when it is installed or moved);
 * a floor layout marker only draws it. Only spaces made bookable (`fm_spaces.bookable`) are watched.
 */

interface Wanted {
  deviceId: number;
  companyId: number;
  kind: facmgmt.FbAlarmKind;
  ruleId: string;
  message: string;
  value: number | null;
  at: Date;
}

const num = (values: Record<string, number> | null, key: string) => {
  const value = values?.[key];
  return typeof value === 'number' ? value : null;
};

/** The app's sensors (occupancy sensors in bookable spaces, door controllers); of `deviceIds` when given. */
async function sensorsOf(db: DbOrTx, deviceIds?: readonly number[]) {
  return db
    .select({
      id: devices.id,
      name: devices.name,
      companyId: devices.companyId,
      type: hardware.type,
      spaceId: fmSpaces.spaceId,
      spaceName: spaces.name,
      lastValues: devices.lastValues,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(fmSpaces, and(eq(fmSpaces.spaceId, devices.spaceId), eq(fmSpaces.bookable, true)))
    .leftJoin(spaces, eq(spaces.id, fmSpaces.spaceId))
    .where(
      and(
        eq(hardware.app, 'facility_booking'),
        inArray(hardware.type, ['occupancy-sensor', 'door-controller']),
        deviceIds ? inArray(devices.id, [...deviceIds]) : undefined,
      ),
    );
}
type Sensor = Awaited<ReturnType<typeof sensorsOf>>[number];

/** `key` of a device's readings in (after, until], oldest first. */
async function valuesSince(db: DbOrTx, deviceId: number, key: string, after: Date, until: Date) {
  const rows = await db
    .select({ value: sql<number>`(${readings.values}->>${key})::float8`.mapWith(Number) })
    .from(readings)
    .where(
      and(
        eq(readings.deviceId, deviceId),
        gt(readings.ts, after),
        lte(readings.ts, until),
        sql`${readings.values} ? ${key}`,
      ),
    )
    .orderBy(readings.ts);
  return rows.map((r) => r.value);
}

/** The last `key` of a device at or before `at`. */
async function valueAt(db: DbOrTx, deviceId: number, key: string, at: Date) {
  const [row] = await db
    .select({ value: sql<number>`(${readings.values}->>${key})::float8`.mapWith(Number) })
    .from(readings)
    .where(and(eq(readings.deviceId, deviceId), lte(readings.ts, at), sql`${readings.values} ? ${key}`))
    .orderBy(sql`${readings.ts} desc`)
    .limit(1);
  return row?.value ?? null;
}

/** Since when a door has been open: the first `door` = 1 after its last `door` = 0; null when closed. */
async function openSince(db: DbOrTx, deviceId: number) {
  const door = sql`(${readings.values}->>'door')::float8`;
  const lastClosed = db
    .select({ ts: sql`max(${readings.ts})` })
    .from(readings)
    .where(and(eq(readings.deviceId, deviceId), sql`${readings.values} ? 'door'`, sql`${door} < 1`));
  const [row] = await db
    .select({ since: sql<Date | null>`min(${readings.ts})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(readings)
    .where(
      and(
        eq(readings.deviceId, deviceId),
        sql`${readings.values} ? 'door'`,
        sql`${door} >= 1`,
        sql`${readings.ts} > coalesce((${lastClosed}), '-infinity'::timestamptz)`,
      ),
    );
  return row?.since ?? null;
}

/** Confirmed reservations of the spaces under way at `now`. */
async function bookingsNow(db: DbOrTx, spaceIds: number[], now: Date) {
  if (spaceIds.length === 0) return [];
  return db
    .select()
    .from(fmReservations)
    .where(
      and(
        inArray(fmReservations.spaceId, spaceIds),
        eq(fmReservations.status, 'confirmed'),
        lte(fmReservations.startsAt, now),
        gt(fmReservations.endsAt, now),
      ),
    );
}

const wanted = (
  sensor: Sensor,
  kind: facmgmt.FbAlarmKind,
  rest: Omit<Wanted, 'deviceId' | 'companyId' | 'kind' | 'ruleId'> & { reservationId?: number },
): Wanted => ({
  deviceId: sensor.id,
  companyId: sensor.companyId,
  kind,
  ruleId: facmgmt.fbRuleId(
    kind,
    rest.reservationId !== undefined ? { reservationId: rest.reservationId } : {},
  ),
  message: rest.message,
  value: rest.value,
  at: rest.at,
});

/** The alarms that should be open now for these sensors. */
export async function wantedAlarms(db: DbOrTx, sensors: readonly Sensor[], now: Date) {
  const out: Wanted[] = [];
  const occupancy = sensors.filter((s) => s.type === 'occupancy-sensor' && s.spaceId !== null);
  const bookings = await bookingsNow(db, [...new Set(occupancy.map((s) => s.spaceId as number))], now);
  for (const sensor of occupancy) {
    const place = sensor.spaceName ?? `space ${sensor.spaceId}`;
    const occupied = num(sensor.lastValues, 'occupancy');
    const own = bookings.filter((b) => b.spaceId === sensor.spaceId);
    if (
      occupiedWithoutBooking({ occupied: occupied === null ? null : occupied >= 1, booked: own.length > 0 })
    )
      out.push(
        wanted(sensor, 'occupied-without-booking', {
          message: `${place} is occupied without a booking`,
          value: occupied,
          at: now,
        }),
      );
    for (const booking of own) {
      const judged = {
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        now,
        before: await valueAt(db, sensor.id, 'occupancy', booking.startsAt),
        since: await valuesSince(db, sensor.id, 'occupancy', booking.startsAt, now),
      };
      if (isNoShow(judged))
        out.push(
          wanted(sensor, 'no-show', {
            reservationId: booking.id,
            message: `No-show: nobody in ${place} for "${booking.title}" ${facmgmt.NO_SHOW_MINUTES} minutes after its start`,
            value: 0,
            at: noShowAt(booking.startsAt),
          }),
        );
    }
  }
  for (const sensor of sensors.filter((s) => s.type === 'door-controller')) {
    if ((num(sensor.lastValues, 'door') ?? 0) < 1) continue;
    const since = await openSince(db, sensor.id);
    if (since && doorHeldOpen({ openSince: since, now }))
      out.push(
        wanted(sensor, 'door-held-open', {
          message: `${sensor.name || 'A door'} held open for more than ${facmgmt.DOOR_HELD_MINUTES} minutes`,
          value: 1,
          at: heldOpenAt(since),
        }),
      );
  }
  return out;
}

export type Applied = AppliedAlarms;

/** Raises the wanted alarms not open and clears the open ones not wanted, for these sensors, in `tx`. */
async function apply(tx: DbOrTx, sensorIds: number[], want: readonly Wanted[], now: Date): Promise<Applied> {
  const applied = noAlarmsApplied();
  if (sensorIds.length === 0) return applied;
  const open = await tx
    .select({ id: alarms.id, deviceId: alarms.deviceId, ruleId: alarms.ruleId })
    .from(alarms)
    .where(
      and(
        inArray(alarms.deviceId, sensorIds),
        isNull(alarms.closedAt),
        isNull(alarms.templateId),
        like(alarms.ruleId, 'fb:%'),
      ),
    );
  const key = (a: { deviceId: number; ruleId: string }) => `${a.deviceId}|${a.ruleId}`;
  const openKeys = new Set(open.map(key));
  const wantKeys = new Set(want.map(key));
  for (const w of want) {
    if (openKeys.has(key(w))) continue;
    await raiseAppAlarm(
      tx,
      {
        companyId: w.companyId,
        deviceId: w.deviceId,
        ruleId: w.ruleId,
        category: 'operational',
        kind: facmgmt.FB_ALARM_KIT_KIND,
        severity: facmgmt.FB_ALARM_SEVERITY[w.kind],
        message: w.message,
        key: w.kind,
        value: w.value,
        at: w.at,
      },
      applied,
    );
  }
  const ended = open.filter((o) => !wantKeys.has(key(o))).map((o) => o.id);
  if (ended.length > 0) await clearAppAlarms(tx, inArray(alarms.id, ended), now, 'Condition ended', applied);
  return applied;
}

/** Brings the facility booking alarms of the app's sensors (or of `deviceIds`) up to date at `now`. */
export async function scanFacilityAlarms(
  database: Database,
  options: { now?: Date; deviceIds?: readonly number[] } = {},
) {
  const { db } = database;
  const now = options.now ?? new Date();
  const sensors = await sensorsOf(db, options.deviceIds);
  if (sensors.length === 0) return noAlarmsApplied();
  const want = await wantedAlarms(db, sensors, now);
  const applied = await db.transaction((tx) =>
    apply(
      tx,
      sensors.map((s) => s.id),
      want,
      now,
    ),
  );
  await publishAppAlarms(database, applied);
  return applied;
}

/** The devices of a stored batch that report what the rules watch (the scan keeps only the app's own). */
export const watchedDevicesOf = (rows: readonly { deviceId: number; values: Record<string, number> }[]) => [
  ...new Set(rows.filter((r) => 'occupancy' in r.values || 'door' in r.values).map((r) => r.deviceId)),
];
