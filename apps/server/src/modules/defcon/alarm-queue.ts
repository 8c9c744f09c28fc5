import type { alarms as kit } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { insertDefconAlarms, type RaiseInput, type RestoreInput, restoreInTx } from './alarm-raise.ts';
import { pushDefconAlarms } from './alarm-view.ts';
import { armEscalationTimer } from './escalation.timer.ts';
import { defconPanelEvents, defconZones } from './panels.schema.ts';

/**
 * The receiver's alarm path (issue 18), apart from its ACK path: a frame's events are stored (intrusion and
 * status ones `alarm_pending`) and ACKed; their alarms join this queue, which raises whatever has gathered in
 * one transaction (`insertDefconAlarms`: a fixed number of statements per batch), clears the events' pending
 * flags in it, then pushes each alarm once and arms the escalation timer once. One batch runs at a time per
 * database, in arrival order, so a panel's restoral never overtakes its alarm. A batch that fails is retried
 * one item at a time, so one bad event cannot hold the others; what still fails stays pending for the
 * `defcon.pending-alarms` job, as does whatever a stopped process had queued.
 */

type Deps = Pick<AppDeps, 'database'>;
type EventRow = typeof defconPanelEvents.$inferSelect;

/** One alarm change to make: an event's raise or restoral, or a panel's 'offline' restoral (no event). */
export type AlarmWork =
  | { op: 'event'; event: EventRow; panel: { name: string; serial: string } }
  | { op: 'restore'; input: RestoreInput };

/** At most this many items per transaction. */
export const MAX_BATCH = 500;
/** How long a batch waits for more items before it starts (when it is not full). */
const GATHER_MS = 20;

interface Queue {
  items: AlarmWork[];
  /** Events queued or being raised (the pending-alarms job leaves them alone). */
  inFlight: Set<number>;
  draining: Promise<void> | null;
}
const queues = new WeakMap<object, Queue>();

function queueOf(deps: Deps): Queue {
  let queue = queues.get(deps.database);
  if (!queue) {
    queue = { items: [], inFlight: new Set(), draining: null };
    queues.set(deps.database, queue);
  }
  return queue;
}

const eventIdOf = (work: AlarmWork) => (work.op === 'event' ? work.event.id : null);

/** Queues alarm work; it runs after what is queued already. Answers when it has run. */
export function queueAlarms(deps: Deps, work: readonly AlarmWork[]): Promise<void> {
  const queue = queueOf(deps);
  for (const item of work) {
    const id = eventIdOf(item);
    if (id !== null) queue.inFlight.add(id);
  }
  queue.items.push(...work);
  if (!queue.draining) queue.draining = drain(deps, queue);
  return queue.draining;
}

/** Whether an event's alarm is queued or being raised by this process. */
export const isQueued = (deps: Deps, eventId: number) => queueOf(deps).inFlight.has(eventId);

/** Resolves once the work queued so far has run (tests, shutdown). */
export async function alarmsSettled(deps: Deps) {
  await queueOf(deps).draining;
}

async function drain(deps: Deps, queue: Queue) {
  try {
    while (queue.items.length > 0) {
      // A moment for the frames arriving with this one to join its batch (the batch's fixed cost is shared).
      if (queue.items.length < MAX_BATCH) await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
      const batch = queue.items.splice(0, MAX_BATCH);
      try {
        await runBatch(deps, batch);
      } catch {
        for (const item of batch) await runBatch(deps, [item]).catch(() => undefined);
      } finally {
        for (const item of batch) {
          const id = eventIdOf(item);
          if (id !== null) queue.inFlight.delete(id);
        }
      }
    }
  } finally {
    queue.draining = null;
  }
}

/** The zones' names and devices the batch's events name, by `panel|zone`. */
async function zonesOf(tx: DbOrTx, events: readonly EventRow[]) {
  const panels = [...new Set(events.filter((e) => e.zone !== null).map((e) => e.panelId))];
  if (panels.length === 0) return new Map<string, { name: string; deviceId: number | null }>();
  const rows = await tx
    .select({
      panelId: defconZones.panelId,
      zone: defconZones.zone,
      name: defconZones.name,
      deviceId: defconZones.deviceId,
    })
    .from(defconZones)
    .where(inArray(defconZones.panelId, panels));
  return new Map(rows.map((r) => [`${r.panelId}|${r.zone}`, r]));
}

function raiseOf(
  work: Extract<AlarmWork, { op: 'event' }>,
  zone: { name: string; deviceId: number | null } | undefined,
): RaiseInput {
  const { event, panel } = work;
  const where = event.zone === null ? '' : ` — zone ${event.zone}${zone?.name ? ` ${zone.name}` : ''}`;
  return {
    panelDeviceId: event.panelId,
    kind: event.eventClass as RaiseInput['kind'],
    code: event.code,
    zone: event.zone ?? undefined,
    deviceId: zone?.deviceId ?? undefined,
    message: `${event.description}${where} (${panel.name || panel.serial})`,
    at: event.at,
  };
}

const restoreOf = (event: EventRow): RestoreInput => ({
  panelDeviceId: event.panelId,
  code: event.code,
  zone: event.zone ?? undefined,
  at: event.at,
  kind: event.eventClass as 'intrusion' | 'status',
});

/** One transaction for the batch, raises gathered between restorals (order kept); then the pushes. */
async function runBatch(deps: Deps, batch: readonly AlarmWork[]) {
  const { database } = deps;
  const events = batch.flatMap((w) => (w.op === 'event' ? [w.event] : []));
  const changes = await database.db.transaction(async (tx) => {
    const zones = await zonesOf(tx, events);
    const done: { id: number; change: kit.AlarmChange }[] = [];
    let raises: RaiseInput[] = [];
    const flush = async () => {
      for (const id of await insertDefconAlarms(tx, raises))
        if (id !== null) done.push({ id, change: 'raised' });
      raises = [];
    };
    for (const work of batch) {
      const restore = work.op === 'restore' ? work.input : work.event.restore ? restoreOf(work.event) : null;
      if (restore) {
        await flush();
        const restored = await restoreInTx(tx, restore);
        if (restored) done.push(restored);
      } else if (work.op === 'event') {
        raises.push(raiseOf(work, zones.get(`${work.event.panelId}|${work.event.zone}`)));
      }
    }
    await flush();
    if (events.length > 0)
      await tx
        .update(defconPanelEvents)
        .set({ alarmPending: false })
        .where(
          and(
            eq(defconPanelEvents.alarmPending, true),
            inArray(
              defconPanelEvents.id,
              events.map((e) => e.id),
            ),
          ),
        );
    return done;
  });
  for (const change of ['raised', 'updated', 'cleared'] as const) {
    const ids = [...new Set(changes.filter((c) => c.change === change).map((c) => c.id))];
    await pushDefconAlarms(database, change, ids);
  }
  if (changes.some((c) => c.change === 'raised')) await armEscalationTimer(database);
}
