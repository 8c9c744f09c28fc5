import { defcon as contract } from '@atrium/contracts';
import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../kernel/module.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { deviceCommands } from '../metrowatch/metrowatch.schema.ts';
import { emitToRooms } from '../realtime/room-events.ts';
import { users } from '../users/users.schema.ts';
import { type AlarmWork, isQueued, MAX_BATCH, queueAlarms } from './alarm-queue.ts';
import { ruleIdOf } from './alarm-raise.ts';
import { raiseDefconAlarms } from './alarms.service.ts';
import { frameStore, type PanelRef, type StoredFrame } from './frame-store.ts';

import { defconPanelEvents, defconPanels } from './panels.schema.ts';
import { type SiaDecoded, type SiaReceiver, type SiaRejection, startSiaReceiver } from './sia/index.ts';

/**
 * The SIA DC-09 receiver in the product (issue 18): H4's receiver (`sia/`) started on SIA_PORT with the panels'
 * settings. `lookupAccount` reads a panel's account and key, `onEvent` applies what the panel says (both batched
 * under a burst, `frame-store.ts`): any frame
 * is a heartbeat (last heartbeat, the device's last seen, and a 'panel offline' alarm restored); closings and
 * openings arm and disarm it with the user; intrusion and status events raise or restore Defcon alarms with
 * the zone's device. Refused frames are counted in the panel's log. The supervision scan raises 'panel
 * offline' for a panel silent past its supervision interval.
 */

type Deps = Pick<AppDeps, 'database'>;

export { alarmsSettled } from './alarm-queue.ts';

/** The status alarm of a silent panel: its code (a family of its own) and restoral. */
export const OFFLINE_CODE = 'OFFLINE';

/** How long an activate/deactivate command names the user of the closing/opening that follows it. */
const COMMAND_USER_WINDOW_MS = 5 * 60_000;

/** The user of the latest activate (arm) or deactivate (disarm) command to the panel, if recent. */
async function commandUser({ database: { db } }: Deps, panelId: number, command: 'arm' | 'disarm', at: Date) {
  const [row] = await db
    .select({ userId: deviceCommands.userId })
    .from(deviceCommands)
    .where(
      and(
        eq(deviceCommands.deviceId, panelId),
        eq(deviceCommands.command, command as never),
        isNotNull(deviceCommands.userId),
        gte(deviceCommands.createdAt, new Date(at.getTime() - COMMAND_USER_WINDOW_MS)),
      ),
    )
    .orderBy(desc(deviceCommands.createdAt))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * A closing (arm) or opening (disarm) by `panelUser`: the panel's state and its device's `armed` value, then
 * pushed to those who see the panel (`PANEL_STATE_EVENT`: its owner's, the owner's manager's and its security
 * company's panel viewers).
 */
async function applyArmState(
  deps: Deps,
  panel: PanelRef,
  armed: boolean,
  panelUser: number | undefined,
  at: Date,
) {
  const { db } = deps.database;
  const armState = armed ? 'armed' : 'disarmed';
  const userId = await commandUser(deps, panel.id, armed ? 'arm' : 'disarm', at);
  const [monitored] = await db
    .update(defconPanels)
    .set({ armState, armedAt: at, armedPanelUser: panelUser ?? null, armedByUserId: userId })
    .where(eq(defconPanels.deviceId, panel.id))
    .returning({ securityCompanyId: defconPanels.securityCompanyId });
  const [owner] = await db
    .update(devices)
    .set({
      lastValues: sql`coalesce(${devices.lastValues}, '{}'::jsonb) || jsonb_build_object('armed', ${armed ? 1 : 0}::int)`,
    })
    .where(eq(devices.id, panel.id))
    .returning({
      companyId: devices.companyId,
      managerId: sql<
        number | null
      >`(select c.parent_company_id from ${companies} c where c.id = ${devices.companyId})`,
    });
  const [user] =
    userId === null
      ? []
      : await db
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(eq(users.id, userId));
  const reached = [owner?.companyId, owner?.managerId, monitored?.securityCompanyId];
  emitToRooms(deps.database, {
    rooms: [...new Set(reached.filter((c): c is number => typeof c === 'number'))]
      .map(contract.panelsRoom)
      .concat(contract.panelRoom(panel.id)),
    name: contract.PANEL_STATE_EVENT,
    payload: {
      panelId: panel.id,
      armState,
      armedAt: at.toISOString(),
      armedBy: { panelUser: panelUser ?? null, user: user ?? null },
    } satisfies contract.PanelStateEvent,
  });
}

/**
 * One accepted frame, once stored with the others of its batch (`frame-store.ts`: heartbeat, last seen,
 * events; intrusion and status ones `alarm_pending`): its closings and openings arm and disarm the panel
 * (pushed), then it is ACKed. The alarms of its intrusion and status events (and the restoral of a 'panel
 * offline') join the alarm queue (`alarm-queue.ts`), which raises a burst in batches apart from the ACK path.
 * The events are durable before the ACK, so a crash between ACK and alarm loses nothing: the pending-alarms
 * job raises them. Throws only on a database failure before the events are stored (the panel is not ACKed
 * and sends again).
 */
async function applyFrame(
  deps: Deps,
  decoded: SiaDecoded,
  store: (frame: SiaDecoded) => Promise<StoredFrame | null>,
) {
  const frame = await store(decoded);
  if (!frame) return;
  const { panel, events } = frame;
  const at = decoded.receivedAt;
  for (const event of events) {
    if (event.eventClass === 'state')
      await applyArmState(deps, panel, event.kind === 'arm', event.panelUser ?? undefined, at);
  }
  const work: AlarmWork[] = [];
  if (panel.offlineSince)
    work.push({ op: 'restore', input: { panelDeviceId: panel.id, code: OFFLINE_CODE, at, kind: 'status' } });
  for (const event of events) if (event.alarmPending) work.push({ op: 'event', event, panel });
  // Not awaited: the ACK does not wait for the alarms (a failure leaves the events pending for the job).
  if (work.length > 0) void queueAlarms(deps, work);
}

/**
 * Events whose alarm a stopped process left pending (older than `olderThanMs`): queued now, in order, with
 * the 'panel offline' restorals it left undone. Those need no flag of their own: a panel heard from again
 * (offline flag cleared by its heartbeat, before the ACK) whose 'panel offline' alarm is still open past
 * `olderThanMs` is one. Answers how many items were queued.
 */
export async function raisePendingAlarms(deps: Deps, olderThanMs = 30_000) {
  const restorals = await pendingOfflineRestorals(deps, olderThanMs);
  if (restorals.length > 0) await queueAlarms(deps, restorals);
  return restorals.length + (await raisePendingEvents(deps, olderThanMs));
}

async function pendingOfflineRestorals({ database: { db } }: Deps, olderThanMs: number) {
  const rows = await db
    .select({ panelId: defconPanels.deviceId, at: defconPanels.lastHeartbeatAt })
    .from(alarms)
    .innerJoin(defconPanels, eq(defconPanels.deviceId, alarms.deviceId))
    .where(
      and(
        isNull(alarms.templateId),
        isNull(alarms.closedAt),
        eq(alarms.ruleId, ruleIdOf('status', OFFLINE_CODE, undefined)),
        isNull(defconPanels.offlineSince),
        sql`${defconPanels.lastHeartbeatAt} > ${alarms.raisedAt}`,
        sql`${defconPanels.lastHeartbeatAt} < now() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    )
    .limit(MAX_BATCH);
  return rows.map(
    (row): AlarmWork => ({
      op: 'restore',
      input: { panelDeviceId: row.panelId, code: OFFLINE_CODE, at: row.at ?? new Date(), kind: 'status' },
    }),
  );
}

async function raisePendingEvents(deps: Deps, olderThanMs: number) {
  const { db } = deps.database;
  const pending = await db
    .select({ event: defconPanelEvents, name: devices.name, serial: devices.serial })
    .from(defconPanelEvents)
    .innerJoin(devices, eq(devices.id, defconPanelEvents.panelId))
    .where(
      and(
        eq(defconPanelEvents.alarmPending, true),
        sql`${defconPanelEvents.at} < now() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    )
    .orderBy(defconPanelEvents.at, defconPanelEvents.id)
    .limit(MAX_BATCH);
  const work = pending
    .filter(({ event }) => !isQueued(deps, event.id))
    .map(({ event, name, serial }): AlarmWork => ({ op: 'event', event, panel: { name, serial } }));
  if (work.length > 0) await queueAlarms(deps, work);
  return work.length;
}

/** A refused frame naming an account: counted in that panel's log (never throws). */
export async function countRejected({ database: { db } }: Deps, rejection: SiaRejection) {
  if (!rejection.account) return;
  await db
    .update(defconPanels)
    .set({
      rejected: sql`jsonb_set(${defconPanels.rejected}, array[${rejection.reason}::text],
        to_jsonb(coalesce((${defconPanels.rejected}->>${rejection.reason}::text)::int, 0) + 1))`,
      rejectedTotal: sql`${defconPanels.rejectedTotal} + 1`,
      lastRejectedAt: new Date(),
      lastRejectedReason: rejection.reason,
    })
    .where(eq(defconPanels.accountNumber, rejection.account.toUpperCase()));
}

/**
 * Panels silent past their supervision interval (heard from at least once, not flagged yet): flagged offline
 * and a 'panel offline' status alarm raised for each. Returns the panels flagged.
 */
export async function scanSupervision(deps: Deps, now = new Date()) {
  const { db } = deps.database;
  const silent = await db
    .update(defconPanels)
    .set({ offlineSince: now, updatedAt: now })
    .where(
      and(
        isNull(defconPanels.offlineSince),
        isNotNull(defconPanels.lastHeartbeatAt),
        sql`${defconPanels.lastHeartbeatAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${defconPanels.supervisionSeconds})`,
      ),
    )
    .returning({ id: defconPanels.deviceId, seconds: defconPanels.supervisionSeconds });
  if (silent.length > 0)
    await raiseDefconAlarms(
      deps,
      silent.map((panel) => ({
        panelDeviceId: panel.id,
        kind: 'status' as const,
        code: OFFLINE_CODE,
        message: `Panel offline: no report within its supervision interval (${panel.seconds} s)`,
        at: now,
      })),
    );
  return silent.map((p) => p.id);
}

/** Starts the receiver on SIA_PORT (0: a free port) with the panels' settings; tests start it themselves. */
export async function startPanelReceiver(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'error' | 'debug'>,
  overrides: { port?: number } = {},
): Promise<SiaReceiver> {
  const batched = frameStore(deps);
  return startSiaReceiver({
    port: overrides.port ?? deps.config.SIA_PORT,
    host: deps.config.HOST,
    timeWindow: deps.config.SIA_TIME_WINDOW,
    maxFramesPerSecond: deps.config.SIA_MAX_FRAMES_PER_SECOND,
    lookupAccount: batched.lookupAccount,
    onEvent: (_frame, decoded) => applyFrame(deps, decoded, batched.store),
    onRejected: (reason, remote, rejection) => {
      log.debug(
        { reason, remote, account: rejection.account, detail: rejection.detail },
        'SIA frame refused',
      );
      countRejected(deps, rejection).catch((err: unknown) => log.error({ err }, 'SIA refusal not counted'));
    },
  });
}
