import { sparking } from '@atrium/contracts';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import {
  type AppliedAlarms,
  clearAppAlarms,
  noAlarmsApplied,
  publishAppAlarms,
  raiseAppAlarm,
} from '../alarms/app-alarms.ts';
import { onReadingsStored, type ReadingRow } from '../telemetry/index.ts';
import { spSpots } from './sparking.schema.ts';
import { pushSpots, type SpotRow, saveStatus, statusOf } from './spot-state.ts';

/** The app alarm of a spot whose sensor is silent (one open per sensor), cleared when it reports again. */
export const SILENT_RULE = 'sp:silent';

const clearSilence = (tx: DbOrTx, deviceId: number, at: Date, applied: AppliedAlarms) =>
  clearAppAlarms(
    tx,
    and(eq(alarms.deviceId, deviceId), eq(alarms.ruleId, SILENT_RULE)),
    at,
    'The parking sensor reports again',
    applied,
  );

/**
 * The `occupancy` readings of the spots' sensors, oldest first, applied to their spots (`applyReading`: an
 * out-of-order reading is ignored); answers the spots whose state changed.
 */
export async function applyReadings(
  database: Database,
  rows: readonly ReadingRow[],
  applied: AppliedAlarms = noAlarmsApplied(),
): Promise<number[]> {
  const readings = rows
    .filter((r) => r.values.occupancy !== undefined)
    .sort((a, b) => a.ts.getTime() - b.ts.getTime());
  if (readings.length === 0) return [];
  const { db } = database;
  return db.transaction(async (tx) => {
    const spots = await tx
      .select()
      .from(spSpots)
      .where(inArray(spSpots.deviceId, [...new Set(readings.map((r) => r.deviceId))]))
      .for('update');
    const byDevice = new Map(spots.map((s) => [s.deviceId as number, s]));
    const changed = new Set<number>();
    for (const reading of readings) {
      const spot = byDevice.get(reading.deviceId);
      if (!spot) continue;
      const next = sparking.applyReading(statusOf(spot), {
        occupancy: reading.values.occupancy ?? 0,
        ts: reading.ts,
      });
      if (!next) continue;
      if (spot.state === 'unknown') await clearSilence(tx, reading.deviceId, reading.ts, applied);
      if (await saveStatus(tx, spot, next)) changed.add(spot.id);
      byDevice.set(reading.deviceId, { ...spot, ...next } as SpotRow);
    }
    return [...changed];
  });
}

/**
 * Spots whose sensor has been silent longer than SENSOR_SILENT_MINUTES (or lost) become unknown; a silent
 * sensor raises the `sp:silent` status alarm (kind `parking`).
 */
export async function markSilentSpots(database: Database, now = new Date()): Promise<number[]> {
  const threshold = new Date(now.getTime() - sparking.SENSOR_SILENT_MINUTES * 60_000);
  const applied = noAlarmsApplied();
  const changed = await database.db.transaction(async (tx) => {
    const silent = await tx
      .select()
      .from(spSpots)
      .where(
        and(
          inArray(spSpots.state, ['free', 'occupied']),
          or(isNull(spSpots.deviceId), isNull(spSpots.sensedAt), lt(spSpots.sensedAt, threshold)),
        ),
      )
      .for('update');
    for (const spot of silent) {
      await saveStatus(tx, spot, { ...statusOf(spot), state: 'unknown', since: now });
      if (spot.deviceId === null) continue;
      await raiseAppAlarm(
        tx,
        {
          companyId: spot.companyId,
          deviceId: spot.deviceId,
          ruleId: SILENT_RULE,
          category: 'status',
          kind: 'parking',
          severity: 'minor',
          message: `Parking sensor of spot ${spot.code} silent for over ${sparking.SENSOR_SILENT_MINUTES} minutes`,
          key: 'occupancy',
          value: null,
          at: now,
        },
        applied,
      );
    }
    return silent.map((s) => s.id);
  });
  await pushSpots(database, changed);
  await publishAppAlarms(database, applied);
  return changed;
}

/** Follows the spots' sensors on every stored batch of readings; returns the way to stop. */
export function followSpotSensors(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  return onReadingsStored(deps, async (rows) => {
    try {
      const applied = noAlarmsApplied();
      await pushSpots(deps.database, await applyReadings(deps.database, rows, applied));
      await publishAppAlarms(deps.database, applied);
    } catch (error) {
      log.error({ err: error }, 'parking spot states not updated');
    }
  });
}
