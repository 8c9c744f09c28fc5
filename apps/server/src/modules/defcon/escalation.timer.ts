import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { alarmHistory, alarms } from '../alarms/alarms.schema.ts';
import { pushDefconAlarms } from './alarm-view.ts';
import { afterMissed, type Rung } from './ladder.ts';
import { ladderContextOf } from './response.data.ts';
import { defconAlarms, defconEscalations } from './response.schema.ts';

/**
 * The ladder's clock (issue 18). Deadlines are rows (`defcon_escalations`), so nothing lives only in memory:
 * a precise timer in each server wakes at the soonest pending deadline (re-armed whenever a rung opens), and
 * the `defcon.escalations` job scans every minute, so a restart or another server's rungs lose nothing. A
 * missed rung is taken by one conditional update, so two servers never escalate it twice.
 */

const LONGEST_SLEEP_MS = 60_000;

interface Clock {
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  onError: (error: unknown) => void;
}
const clocks = new WeakMap<Database, Clock>();

/** Marks due rungs missed and opens what follows each (`afterMissed`); answers how many it moved. */
export async function processDueEscalations(database: Database, now = new Date()): Promise<number> {
  const { db } = database;
  const due = await db
    .select()
    .from(defconEscalations)
    .where(and(eq(defconEscalations.outcome, 'pending'), lte(defconEscalations.deadline, now)))
    .orderBy(asc(defconEscalations.deadline))
    .limit(200);
  const moved: number[] = [];
  for (const rung of due) {
    const alarmId = await db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: alarms.id })
        .from(alarms)
        .where(and(eq(alarms.id, rung.alarmId), isNull(alarms.closedAt)));
      const [taken] = await tx
        .update(defconEscalations)
        .set({ outcome: open ? 'missed' : 'cancelled', resolvedAt: now })
        .where(and(eq(defconEscalations.id, rung.id), eq(defconEscalations.outcome, 'pending')))
        .returning({ id: defconEscalations.id });
      if (!taken || !open) return null;
      const next = afterMissed(rung as Rung, await ladderContextOf(tx, rung.alarmId), now);
      const { event, ...row } = next;
      await tx.insert(defconEscalations).values({ alarmId: rung.alarmId, openedAt: now, ...row });
      await tx
        .update(defconAlarms)
        .set({
          stage: next.level,
          ...(next.level === 'police-station' && { policeStationId: next.targetCompanyId }),
        })
        .where(eq(defconAlarms.alarmId, rung.alarmId));
      if (event === 'auto-escalated')
        await tx
          .update(alarms)
          .set({ status: 'escalated', escalatedAt: sql`coalesce(${alarms.escalatedAt}, ${now})` })
          .where(eq(alarms.id, rung.alarmId));
      await tx.insert(alarmHistory).values({
        alarmId: rung.alarmId,
        at: now,
        event,
        comment: `The ${rung.level} deadline was missed; now ${next.level}`,
      });
      return rung.alarmId;
    });
    if (alarmId !== null) moved.push(alarmId);
  }
  await pushDefconAlarms(database, 'updated', [...new Set(moved)]);
  return moved.length;
}

/** (Re)arms this server's timer for the soonest pending deadline; nothing when the clock is not started. */
export async function armEscalationTimer(database: Database): Promise<void> {
  const clock = clocks.get(database);
  if (!clock || clock.stopped) return;
  const [soonest] = await database.db
    .select({ deadline: defconEscalations.deadline })
    .from(defconEscalations)
    .where(eq(defconEscalations.outcome, 'pending'))
    .orderBy(asc(defconEscalations.deadline))
    .limit(1);
  if (clock.timer) clearTimeout(clock.timer);
  clock.timer = null;
  if (!soonest || clock.stopped) return;
  const wait = Math.min(Math.max(0, soonest.deadline.getTime() - Date.now()), LONGEST_SLEEP_MS);
  clock.timer = setTimeout(() => {
    clock.timer = null;
    processDueEscalations(database)
      .then(() => armEscalationTimer(database))
      .catch(clock.onError);
  }, wait);
  clock.timer.unref?.();
}

/** Starts the precise timer of this server; answers the way to stop it. */
export async function startEscalationTimer(
  database: Database,
  onError: (error: unknown) => void = () => undefined,
): Promise<() => void> {
  const clock: Clock = { timer: null, stopped: false, onError };
  clocks.set(database, clock);
  await processDueEscalations(database);
  await armEscalationTimer(database);
  return () => {
    clock.stopped = true;
    if (clock.timer) clearTimeout(clock.timer);
    if (clocks.get(database) === clock) clocks.delete(database);
  };
}
