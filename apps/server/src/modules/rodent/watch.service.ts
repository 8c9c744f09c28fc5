import { rodent } from '@atrium/contracts';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
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
import type { ReadingRow } from '../telemetry/index.ts';
import { readings } from '../telemetry/telemetry.schema.ts';
import { rodentEvents } from './rodent.schema.ts';
import { isStation } from './stations.ts';

/**
 * Cloud orbit's watcher (issue 21): each stored reading of a station becomes its events (rules in contracts
 * `rodent/rules.ts`) and raises the station's alarm of that kind (one open per station and kind); a minute job
 * finds the silent stations. Trap triggered, bait consumed, moved and opened are operational; battery low and
 * silent are status alarms, recorded as an event when raised, cleared when the battery is fine again or the
 * station is heard. A technician's visit clears them all (visits.service.ts).
 */

interface StationRef {
  id: number;
  companyId: number;
  serial: string;
  name: string;
}

const label = (s: StationRef) => s.name || s.serial;

async function raise(
  tx: DbOrTx,
  station: StationRef,
  kind: rodent.EventKind,
  value: number | null,
  at: Date,
  applied: AppliedAlarms,
) {
  return raiseAppAlarm(
    tx,
    {
      companyId: station.companyId,
      deviceId: station.id,
      ruleId: rodent.roRuleId(kind),
      category: rodent.isOperational(kind) ? 'operational' : 'status',
      kind: rodent.RODENT_ALARM_KIND,
      severity: rodent.EVENT_SEVERITY[kind],
      message: `${rodent.EVENT_LABELS[kind]}: ${label(station)}`,
      key: kind,
      value,
      at,
    },
    applied,
  );
}

const recordEvent = (
  tx: DbOrTx,
  station: StationRef,
  kind: rodent.EventKind,
  value: number | null,
  at: Date,
) => tx.insert(rodentEvents).values({ companyId: station.companyId, deviceId: station.id, kind, at, value });

/** Clears a station's open alarm of `kind` (its condition ended). */
const clearKind = (tx: DbOrTx, deviceId: number, kind: rodent.EventKind, at: Date, applied: AppliedAlarms) =>
  clearAppAlarms(
    tx,
    and(eq(alarms.deviceId, deviceId), eq(alarms.ruleId, rodent.roRuleId(kind))),
    at,
    kind === 'silent' ? 'The station is heard again' : 'Battery back above the low level',
    applied,
  );

/** The station's last bait level before `ts`. */
async function baitBefore(tx: DbOrTx, deviceId: number, ts: Date) {
  const [row] = await tx
    .select({ bait: sql<number>`(${readings.values}->>'bait')::float8`.mapWith(Number) })
    .from(readings)
    .where(
      and(eq(readings.deviceId, deviceId), sql`${readings.ts} < ${ts}`, sql`${readings.values} ? 'bait'`),
    )
    .orderBy(sql`${readings.ts} desc`)
    .limit(1);
  return row?.bait ?? null;
}

const watched = (row: ReadingRow) => rodent.WATCHED_KEYS.some((key) => key in row.values);

/** A stored batch's station readings into events and alarms, in one transaction; pushed once committed. */
export async function recordStationReadings(database: Database, rows: readonly ReadingRow[]) {
  const ids = [...new Set(rows.filter(watched).map((r) => r.deviceId))];
  if (ids.length === 0) return noAlarmsApplied();
  const { db } = database;
  const stations = new Map(
    (
      await db
        .select({ id: devices.id, companyId: devices.companyId, serial: devices.serial, name: devices.name })
        .from(devices)
        .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
        .where(and(isStation, inArray(devices.id, ids)))
    ).map((s) => [s.id, s]),
  );
  if (stations.size === 0) return noAlarmsApplied();
  const mine = rows.filter((r) => stations.has(r.deviceId)).sort((a, b) => a.ts.getTime() - b.ts.getTime());
  const applied = await db.transaction(async (tx) => {
    const out = noAlarmsApplied();
    for (const row of mine) {
      const station = stations.get(row.deviceId) as StationRef;
      const before = row.values.bait === undefined ? null : await baitBefore(tx, station.id, row.ts);
      for (const event of rodent.readingEvents(row.values, before)) {
        await recordEvent(tx, station, event.kind, event.value, row.ts);
        await raise(tx, station, event.kind, event.value, row.ts, out);
      }
      const battery = row.values.battery;
      if (battery !== undefined && rodent.batteryLow(battery)) {
        if (await raise(tx, station, 'battery-low', battery, row.ts, out))
          await recordEvent(tx, station, 'battery-low', battery, row.ts);
      } else if (battery !== undefined) await clearKind(tx, station.id, 'battery-low', row.ts, out);
    }
    for (const station of stations.values()) await clearKind(tx, station.id, 'silent', new Date(), out);
    return out;
  });
  await publishAppAlarms(database, applied);
  return applied;
}

/** The minute job: stations heard before but not for SILENT_MINUTES raise their silent alarm and event. */
export async function scanSilentStations(database: Database, now = new Date()) {
  const { db } = database;
  const cutoff = new Date(now.getTime() - rodent.SILENT_MINUTES * 60_000);
  const quiet = await db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      serial: devices.serial,
      name: devices.name,
      lastSeenAt: devices.lastSeenAt,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(
      and(
        isStation,
        isNotNull(devices.lastSeenAt),
        lte(devices.lastSeenAt, cutoff),
        eq(devices.state, 'active'),
        sql`not exists (select 1 from ${alarms} where ${alarms.deviceId} = ${devices.id}
          and ${alarms.ruleId} = ${rodent.roRuleId('silent')} and ${alarms.closedAt} is null)`,
      ),
    );
  if (quiet.length === 0) return noAlarmsApplied();
  const applied = await db.transaction(async (tx) => {
    const out = noAlarmsApplied();
    for (const station of quiet) {
      if (!station.lastSeenAt || !rodent.isSilent(station.lastSeenAt, now)) continue;
      const at = new Date(station.lastSeenAt.getTime() + rodent.SILENT_MINUTES * 60_000);
      if (await raise(tx, station, 'silent', null, at, out))
        await recordEvent(tx, station, 'silent', null, at);
    }
    return out;
  });
  await publishAppAlarms(database, applied);
  return applied;
}
