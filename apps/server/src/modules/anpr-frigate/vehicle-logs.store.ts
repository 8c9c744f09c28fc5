import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { anprVehicleLogs as logs } from './vehicle-logs.schema.ts';

export type NewVehicleLog = typeof logs.$inferInsert;

/**
 * Decided reads: each a new log, or its object's denied log taken over by a better read (its decision may
 * change). An allowed log never changes here, and a log is only replaced by a higher score: of two servers
 * deciding the same car at once, one writes and the other gets null. Returns each row's log id when written.
 * One statement for them all (the rows name distinct objects: one car's reads are handled in turn).
 */
export async function recordDecisions(
  db: DbOrTx,
  rows: readonly NewVehicleLog[],
): Promise<(number | null)[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(logs)
    .values([...rows])
    .onConflictDoUpdate({
      target: [logs.boxDeviceId, logs.frigateId],
      set: {
        cameraDeviceId: sql`excluded.camera_device_id`,
        cameraName: sql`excluded.camera_name`,
        plate: sql`excluded.plate`,
        plateNorm: sql`excluded.plate_norm`,
        score: sql`excluded.score`,
        knownName: sql`excluded.known_name`,
        direction: sql`excluded.direction`,
        decision: sql`excluded.decision`,
        code: sql`excluded.code`,
        reason: sql`excluded.reason`,
        vehicleId: sql`excluded.vehicle_id`,
        residentId: sql`excluded.resident_id`,
        accessId: sql`excluded.access_id`,
        snapshot: sql`coalesce(excluded.snapshot, ${logs.snapshot})`,
        updatedAt: sql`now()`,
      },
      setWhere: and(
        eq(logs.decision, 'denied'),
        or(isNull(logs.score), sql`excluded.score > ${logs.score}`, eq(logs.code, 'low-score')),
      ),
    })
    .returning({ id: logs.id, boxDeviceId: logs.boxDeviceId, frigateId: logs.frigateId });
  const ids = new Map(written.map((w) => [`${w.boxDeviceId}:${w.frigateId}`, w.id]));
  return rows.map((row) => ids.get(`${row.boxDeviceId}:${row.frigateId}`) ?? null);
}

/** One decided read (see `recordDecisions`). */
export async function recordDecision(db: DbOrTx, row: NewVehicleLog): Promise<number | null> {
  const [id] = await recordDecisions(db, [row]);
  return id ?? null;
}

/** The car left without a read reaching the minimum: its best read, unless the object has a log already. */
export async function recordLowScore(db: DbOrTx, row: NewVehicleLog): Promise<number | null> {
  const [written] = await db
    .insert(logs)
    .values(row)
    .onConflictDoNothing({ target: [logs.boxDeviceId, logs.frigateId] })
    .returning({ id: logs.id });
  return written?.id ?? null;
}

/** A better score of the plate an allowed log was decided on (no new decision, no new command). */
export async function raiseScore(
  db: DbOrTx,
  key: { boxId: number; frigateId: string },
  read: { plate: string; plateNorm: string; score: number; knownName: string | null },
): Promise<number | null> {
  const [raised] = await db
    .update(logs)
    .set({ plate: read.plate, score: read.score, knownName: read.knownName, updatedAt: new Date() })
    .where(
      and(
        eq(logs.boxDeviceId, key.boxId),
        eq(logs.frigateId, key.frigateId),
        eq(logs.plateNorm, read.plateNorm),
        or(isNull(logs.score), lt(logs.score, read.score)),
      ),
    )
    .returning({ id: logs.id });
  return raised?.id ?? null;
}

export async function setBarrierCommand(
  db: DbOrTx,
  logId: number,
  command: { id: string; barrierId: number },
): Promise<void> {
  await db
    .update(logs)
    .set({ commandId: command.id, barrierDeviceId: command.barrierId, updatedAt: new Date() })
    .where(eq(logs.id, logId));
}

/**
 * A snapshot Frigate sent of a camera's car: kept on the newest log of that camera of the box seen since
 * `since`. Returns the log id, or null when no log is that recent.
 */
export async function attachSnapshot(
  db: DbOrTx,
  key: { boxId: number; cameraName: string },
  jpeg: Buffer,
  since: Date,
): Promise<number | null> {
  const [newest] = await db
    .select({ id: logs.id })
    .from(logs)
    .where(and(eq(logs.boxDeviceId, key.boxId), eq(logs.cameraName, key.cameraName), gte(logs.seenAt, since)))
    .orderBy(desc(logs.seenAt), desc(logs.id))
    .limit(1);
  if (!newest) return null;
  const [updated] = await db
    .update(logs)
    .set({ snapshot: jpeg, updatedAt: new Date() })
    .where(eq(logs.id, newest.id))
    .returning({ id: logs.id });
  return updated?.id ?? null;
}
