import { and, desc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { fleetVehicles } from '../fleet/fleet.schema.ts';
import type { PositionRow } from '../fleet/index.ts';
import { geofences } from '../places/places.schema.ts';
import {
  type DeviceOutcome,
  EMPTY_STATE,
  evaluateDevice,
  type JobContext,
  lateIntents,
  type WatchState,
} from './evaluate.ts';
import { type Applied, applyIntents, publish } from './fleet-alarms.ts';
import { fleetDispatchWatch, fleetJobCards, fleetJobStopVisits } from './fleet-dispatch.schema.ts';
import { jobStops } from './job-cards.data.ts';
import { settingsByCompany } from './settings.service.ts';

/**
 * The dispatch watcher (issue 19): every stored batch of positions through the rules (evaluate.ts), with
 * what the rules need read once per batch and what they decide written in one transaction; the alarms are
 * pushed once it is committed. A minute scan raises late stops of vehicles that stopped reporting.
 */

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
};

/** The newest in-progress job with a route of each vehicle, with its stops. */
async function jobsOf(db: DbOrTx, vehicleIds: number[]) {
  const out = new Map<number, JobContext>();
  if (vehicleIds.length === 0) return out;
  const cards = await db
    .select()
    .from(fleetJobCards)
    .where(
      and(
        inArray(fleetJobCards.vehicleId, vehicleIds),
        eq(fleetJobCards.state, 'in-progress'),
        isNotNull(fleetJobCards.routeId),
      ),
    )
    .orderBy(desc(fleetJobCards.actualStart), desc(fleetJobCards.id));
  for (const card of cards) {
    if (card.vehicleId === null || out.has(card.vehicleId)) continue;
    out.set(card.vehicleId, { jobCardId: card.id, title: card.title, stops: await jobStops(db, card) });
  }
  return out;
}

const toState = (row: typeof fleetDispatchWatch.$inferSelect | undefined): WatchState =>
  row
    ? {
        lastTs: row.lastTs,
        lastSpeedKmh: row.lastSpeedKmh,
        idleSince: row.idleSince,
        insideGeofences: row.insideGeofences,
      }
    : EMPTY_STATE;

/** The stop visits a job's outcome records (arrivals and late alarms), in `tx`. */
async function recordVisits(
  tx: DbOrTx,
  jobCardId: number,
  outcome: Pick<DeviceOutcome, 'arrivals' | 'lateMarks'>,
) {
  for (const { position, at } of outcome.arrivals)
    await tx
      .insert(fleetJobStopVisits)
      .values({ jobCardId, position, arrivedAt: at })
      .onConflictDoUpdate({
        target: [fleetJobStopVisits.jobCardId, fleetJobStopVisits.position],
        set: { arrivedAt: sql`coalesce(${fleetJobStopVisits.arrivedAt}, excluded.arrived_at)` },
      });
  for (const { position, at } of outcome.lateMarks)
    await tx
      .insert(fleetJobStopVisits)
      .values({ jobCardId, position, lateAlarmedAt: at })
      .onConflictDoUpdate({
        target: [fleetJobStopVisits.jobCardId, fleetJobStopVisits.position],
        set: { lateAlarmedAt: sql`coalesce(${fleetJobStopVisits.lateAlarmedAt}, excluded.late_alarmed_at)` },
      });
}

export async function watchPositions(database: Database, rows: readonly PositionRow[]) {
  const { db } = database;
  const onVehicles = rows.filter((r): r is PositionRow & { vehicleId: number } => r.vehicleId !== null);
  if (onVehicles.length === 0) return;
  const byDevice = groupBy(onVehicles, (r) => r.deviceId);
  const deviceIds = [...byDevice.keys()];
  const vehicleIds = [...new Set(onVehicles.map((r) => r.vehicleId))];
  const companyIds = [...new Set(onVehicles.map((r) => r.companyId))];

  const settingsOf = await settingsByCompany(db, companyIds);
  const vehicles = await db
    .select({ id: fleetVehicles.id, name: fleetVehicles.name })
    .from(fleetVehicles)
    .where(inArray(fleetVehicles.id, vehicleIds));
  const nameOf = new Map(vehicles.map((v) => [v.id, v.name]));
  const states = await db
    .select()
    .from(fleetDispatchWatch)
    .where(inArray(fleetDispatchWatch.deviceId, deviceIds));
  const stateOf = new Map(states.map((s) => [s.deviceId, s]));
  const fences = groupBy(
    await db
      .select({
        id: geofences.id,
        companyId: geofences.companyId,
        name: geofences.name,
        shape: geofences.shape,
      })
      .from(geofences)
      .where(inArray(geofences.companyId, companyIds)),
    (g) => g.companyId,
  );
  const jobOf = await jobsOf(db, vehicleIds);
  const open = await db
    .select({ deviceId: alarms.deviceId, ruleId: alarms.ruleId })
    .from(alarms)
    .where(
      and(
        inArray(alarms.deviceId, deviceIds),
        isNull(alarms.closedAt),
        isNull(alarms.templateId),
        like(alarms.ruleId, 'fleet:%'),
      ),
    );
  const openOf = groupBy(open, (o) => o.deviceId);

  const outcomes = [...byDevice.entries()].map(([deviceId, positions]) => {
    const first = positions[0] as PositionRow & { vehicleId: number };
    const job = jobOf.get(first.vehicleId) ?? null;
    const outcome = evaluateDevice({
      vehicleName: nameOf.get(first.vehicleId) ?? `Vehicle ${first.vehicleId}`,
      settings: settingsOf(first.companyId),
      state: toState(stateOf.get(deviceId)),
      job,
      geofences: fences.get(first.companyId) ?? [],
      positions,
      open: new Set((openOf.get(deviceId) ?? []).map((o) => o.ruleId)),
    });
    return { deviceId, companyId: first.companyId, job, outcome };
  });

  const applied: Applied = { raised: [], cleared: [] };
  await db.transaction(async (tx) => {
    for (const { deviceId, companyId, job, outcome } of outcomes) {
      await applyIntents(tx, { deviceId, companyId }, outcome.intents, applied);
      if (job) await recordVisits(tx, job.jobCardId, outcome);
      await tx
        .insert(fleetDispatchWatch)
        .values({ deviceId, ...outcome.state })
        .onConflictDoUpdate({ target: fleetDispatchWatch.deviceId, set: outcome.state });
    }
  });
  await publish(database, applied);
}

/** Late stops of jobs in progress at `now`, for vehicles whose positions stopped (the minute job). */
export async function scanLateStops(database: Database, now = new Date()) {
  const { db } = database;
  const cards = await db
    .select({
      card: fleetJobCards,
      vehicleName: fleetVehicles.name,
      deviceId: fleetVehicles.deviceId,
    })
    .from(fleetJobCards)
    .innerJoin(fleetVehicles, eq(fleetVehicles.id, fleetJobCards.vehicleId))
    .where(
      and(
        eq(fleetJobCards.state, 'in-progress'),
        isNotNull(fleetJobCards.routeId),
        isNotNull(fleetVehicles.deviceId),
      ),
    );
  if (cards.length === 0) return 0;
  const settingsOf = await settingsByCompany(db, [...new Set(cards.map((c) => c.card.companyId))]);
  const applied: Applied = { raised: [], cleared: [] };
  await db.transaction(async (tx) => {
    for (const { card, vehicleName, deviceId } of cards) {
      if (deviceId === null) continue;
      const job = { jobCardId: card.id, title: card.title, stops: await jobStops(tx, card) };
      const late = lateIntents(vehicleName, job, now, settingsOf(card.companyId).lateToleranceMinutes);
      if (late.intents.length === 0) continue;
      await applyIntents(tx, { deviceId, companyId: card.companyId }, late.intents, applied);
      await recordVisits(tx, card.id, { arrivals: [], lateMarks: late.marks });
    }
  });
  await publish(database, applied);
  return applied.raised.length;
}
