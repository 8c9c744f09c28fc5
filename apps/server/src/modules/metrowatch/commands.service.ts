import { randomUUID } from 'node:crypto';
import { metrowatch as contract, type ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { recordAccess, recordInfo } from '../devices/device-logs.service.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import type { CommandAckMessage } from '../telemetry/embedded-broker.ts';
import { commandChannelOf } from '../telemetry/index.ts';
import { DeviceRateLimiter } from '../telemetry/rate-limit.ts';
import { users } from '../users/users.schema.ts';
import { deviceCommands } from './metrowatch.schema.ts';

/**
 * Commands to Metro Watch devices: stored, published on `devices/<serial>/commands`, moved to acknowledged
 * or failed by the device's ack, expired when no ack comes within COMMAND_TIMEOUT_MS. A lock's lock state
 * changes only when it acknowledges a lock or unlock.
 */

type CommandName = contract.CommandName;
type DetailKind = contract.DetailKind;

/** Which kinds of device take which command. */
const TAKEN_BY: Record<CommandName, readonly DetailKind[]> = {
  lock: ['device-lock'],
  unlock: ['device-lock'],
  'wake-up': ['device-lock'],
  'set-password': ['device-lock'],
  'set-parameters': ['device-lock', ...contract.TRACKING_KINDS],
  // Barriers are Neuron's: the ANPR ingest sends it through sendCommand, never a Metro Watch call.
  'open-barrier': [],
};
const REFUSED_BY_KIND: Record<CommandName, { msg: string; code: string }> = {
  lock: { msg: 'This device has no lock', code: 'DEVICE_NOT_LOCKABLE' },
  unlock: { msg: 'This device has no lock', code: 'DEVICE_NOT_LOCKABLE' },
  'wake-up': { msg: 'Only a lock sleeps and wakes up', code: 'DEVICE_NOT_A_LOCK' },
  'set-password': { msg: 'Only a lock takes a password', code: 'DEVICE_NOT_A_LOCK' },
  'set-parameters': { msg: 'This device takes no parameters', code: 'DEVICE_NO_PARAMETERS' },
  'open-barrier': { msg: 'Only a barrier opens', code: 'DEVICE_NOT_A_BARRIER' },
};
/** Params the log shows masked: they were sent to the device, never kept. */
const SECRET_PARAMS = new Set(['password']);

/** Per-user token buckets, one set per application (per database). */
const limiters = new WeakMap<object, DeviceRateLimiter>();
function limiterOf(deps: AppDeps) {
  let limiter = limiters.get(deps.database);
  if (!limiter) {
    limiter = new DeviceRateLimiter(deps.config.COMMAND_RATE_PER_MINUTE / 60, deps.config.COMMAND_BURST);
    limiters.set(deps.database, limiter);
  }
  return limiter;
}

/** One token of the user's command bucket (false: 429 COMMAND_RATE_LIMITED), for other apps' commands. */
export const takeCommandToken = (deps: AppDeps, userId: number) => limiterOf(deps).take(userId);

/**
 * A lock sleeps when its readings say `asleep` (1) and it has not acknowledged a wake-up since its last
 * report; a sleeping lock refuses every command but wake-up (R149).
 */
// Qualified by hand: drizzle writes a column of a one-table select without its table, which the subquery would take for its own.
export const asleepSql = sql<boolean>`coalesce(("devices"."last_values"->>'asleep')::float = 1, false)
  and not exists (select 1 from ${deviceCommands} w where w.device_id = "devices"."id"
    and w.command = 'wake-up' and w.state = 'acknowledged' and w.acked_at >= "devices"."last_seen_at")`;

export interface IssueInput {
  deviceId: number;
  command: string;
  params?: Record<string, unknown>;
  userId: number | null;
  source: contract.CommandSource;
}

function assertCommand(name: string): asserts name is CommandName {
  if (!(contract.COMMAND_NAMES as readonly string[]).includes(name)) {
    throw new HttpError(409, `Unknown command: ${name}`, 'UNKNOWN_COMMAND');
  }
}

/**
 * Sends a command to a device the caller already reached (the routes check the request's scope; the access
 * module calls it for a granted door). 409 for a command the device does not take, a blocked device, or a
 * sleeping lock (03010403 'Wake up The Lock'); 429 when the user sends too many.
 */
export async function issueCommand(
  deps: AppDeps,
  input: IssueInput,
): Promise<{ id: string; state: contract.CommandState }> {
  const { db } = deps.database;
  assertCommand(input.command);
  const command = input.command;
  const [device] = await db
    .select({
      id: devices.id,
      serial: devices.serial,
      type: hardware.type,
      state: devices.state,
      asleep: asleepSql,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.id, input.deviceId), eq(hardware.app, 'metrowatch')));
  if (!device) throw new HttpError(404, 'Device not found', 'NOT_FOUND');
  if (!TAKEN_BY[command].includes(contract.detailKindOf(device.type))) {
    const refusal = REFUSED_BY_KIND[command];
    throw new HttpError(409, refusal.msg, refusal.code);
  }
  if (device.state === 'blocked') throw new HttpError(409, 'This device is blocked', 'DEVICE_BLOCKED');
  if (device.asleep && command !== 'wake-up') {
    throw new HttpError(409, contract.LOCK_ASLEEP_MESSAGE, contract.LOCK_ASLEEP_CODE);
  }
  if (input.userId !== null && !limiterOf(deps).take(input.userId)) {
    throw new HttpError(429, 'Too many commands: wait a moment and try again', 'COMMAND_RATE_LIMITED');
  }
  return sendCommand(deps, device, { ...input, command });
}

/**
 * The device command channel without Metro Watch's checks, for another app's commands (Defcon's panels): the
 * caller has reached the device and checked what it takes. Stores the command (params in `secret` masked),
 * publishes `{ id, command, params }` on `devices/<serial>/commands`; the ack handler (`startCommands`) moves it
 * on like any other.
 */
export async function sendCommand(
  deps: AppDeps,
  device: { id: number; serial: string },
  input: Omit<IssueInput, 'deviceId'> & { secret?: readonly string[] },
): Promise<{ id: string; state: contract.CommandState }> {
  const { db } = deps.database;
  const command = input.command as CommandName;
  const params = input.params ?? {};
  const hidden = new Set([...SECRET_PARAMS, ...(input.secret ?? [])]);
  const id = randomUUID();
  const row = {
    id,
    deviceId: device.id,
    command,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, hidden.has(k) ? '••••' : v])),
    source: input.source,
    userId: input.userId,
  };
  if (input.source === 'user') {
    await db.transaction(async (tx) => {
      await tx.insert(deviceCommands).values(row);
      await recordAccess(tx, {
        deviceId: device.id,
        actor: 'user',
        userId: input.userId,
        action: command,
        result: 'accepted',
      });
    });
  } else {
    // One statement, no transaction: a granted door or an allowed plate is waiting for it.
    await db.insert(deviceCommands).values(row);
  }
  const message: contract.CommandMessage = { id, command, params };
  const published = await commandChannelOf(deps.database)
    .publish(contract.commandTopic(device.serial), JSON.stringify(message))
    .catch(() => false);
  if (!published) return { id, state: 'queued' };
  // An ack may already have moved it on (a quick device): only a queued command becomes sent.
  const [sent] = await db
    .update(deviceCommands)
    .set({ state: 'sent', sentAt: new Date() })
    .where(and(eq(deviceCommands.id, id), eq(deviceCommands.state, 'queued')))
    .returning({ state: deviceCommands.state });
  if (sent) return { id, state: 'sent' };
  const [now] = await db
    .select({ state: deviceCommands.state })
    .from(deviceCommands)
    .where(eq(deviceCommands.id, id));
  return { id, state: now?.state ?? 'sent' };
}

const open = inArray(deviceCommands.state, [...contract.OPEN_COMMAND_STATES]);

/**
 * Expiry is read, not written: an open command older than COMMAND_TIMEOUT_MS is expired (every server and
 * restart agrees, no timer, no background write); a late ack finds it no longer open.
 */
const deadline = (deps: AppDeps) =>
  sql`now() - make_interval(secs => ${deps.config.COMMAND_TIMEOUT_MS / 1000})`;
const expiredSql = (deps: AppDeps) => sql`(${open} and ${deviceCommands.createdAt} < ${deadline(deps)})`;
const stateSql = (deps: AppDeps) =>
  sql<contract.CommandState>`case when ${expiredSql(deps)} then 'expired' else ${deviceCommands.state} end`;
const expiryMessage = (deps: AppDeps) =>
  `No answer from the device within ${deps.config.COMMAND_TIMEOUT_MS / 1000} s`;

/** The same, for raw SQL over `device_commands` aliased `alias` (the device log's union). */
export function commandStateOf(deps: AppDeps, alias: string) {
  const c = sql.raw(alias);
  const expired = sql`(${c}.state in ('queued', 'sent') and ${c}.created_at < ${deadline(deps)})`;
  return {
    state: sql`case when ${expired} then 'expired' else ${c}.state end`,
    message: sql`case when ${expired} then ${expiryMessage(deps)} else ${c}.message end`,
  };
}

/** A device's ack: its command acknowledged or failed; a lock's lock state follows an acknowledged lock/unlock. */
export async function handleAck(
  deps: AppDeps,
  message: CommandAckMessage,
  log?: Pick<FastifyBaseLogger, 'debug'>,
) {
  const parsed = contract.parseCommandAck(message.payload);
  if (!parsed.ok) {
    log?.debug({ serial: message.serial, reason: parsed.msg }, 'command ack refused');
    return null;
  }
  const { ack } = parsed;
  const ok = ack.status === 'ok';
  return deps.database.db.transaction(async (tx) => {
    const [done] = await tx
      .update(deviceCommands)
      .set({ state: ok ? 'acknowledged' : 'failed', ackedAt: new Date(), message: ack.message ?? null })
      .where(
        and(
          eq(deviceCommands.id, ack.id),
          open,
          sql`${deviceCommands.createdAt} >= ${deadline(deps)}`,
          // Only the device the command went to can answer it.
          eq(
            deviceCommands.deviceId,
            sql`(select ${devices.id} from ${devices} where ${devices.serial} = ${message.serial})`,
          ),
        ),
      )
      .returning({ deviceId: deviceCommands.deviceId, command: deviceCommands.command });
    if (!done) return null;
    if (ok && (done.command === 'lock' || done.command === 'unlock')) {
      await tx
        .update(devices)
        .set({ locked: done.command === 'lock', updatedAt: new Date() })
        .where(eq(devices.id, done.deviceId));
    }
    await recordInfo(
      tx,
      done.deviceId,
      ok ? 'info' : 'warning',
      ok ? 'COMMAND_ACKNOWLEDGED' : 'COMMAND_FAILED',
      `${done.command}: ${ok ? 'acknowledged' : `failed${ack.message ? ` (${ack.message})` : ''}`}`,
    );
    return { id: ack.id, state: ok ? ('acknowledged' as const) : ('failed' as const) };
  });
}

/** Listens for the devices' acks (the module's service; tests start it themselves). Returns the way to stop. */
export function startCommands(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error' | 'debug'>) {
  return commandChannelOf(deps.database).onAck((message) => {
    handleAck(deps, message, log).catch((error: unknown) =>
      log.error({ err: error }, 'command ack not stored'),
    );
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const commandColumns = (deps: AppDeps) => ({
  command: deviceCommands,
  state: stateSql(deps),
  deadline: sql<string>`${deviceCommands.createdAt} + make_interval(secs => ${deps.config.COMMAND_TIMEOUT_MS / 1000})`,
  userId: users.id,
  userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
});

type CommandRow = {
  command: typeof deviceCommands.$inferSelect;
  state: contract.CommandState;
  deadline: string;
  userId: number | null;
  userName: string | null;
};

const toCommand =
  (deps: AppDeps) =>
  ({ command: c, state, deadline, userId, userName }: CommandRow): contract.Command => ({
    id: c.id,
    command: c.command,
    params: c.params,
    state,
    message: state === 'expired' ? expiryMessage(deps) : c.message,
    source: c.source,
    user: userId === null ? null : { id: userId, name: userName ?? '' },
    createdAt: c.createdAt.toISOString(),
    sentAt: iso(c.sentAt),
    ackedAt: iso(c.ackedAt),
    expiredAt: state === 'expired' ? new Date(deadline).toISOString() : null,
  });

export async function commandById(deps: AppDeps, id: string): Promise<contract.Command> {
  const [row] = await deps.database.db
    .select(commandColumns(deps))
    .from(deviceCommands)
    .leftJoin(users, eq(users.id, deviceCommands.userId))
    .where(eq(deviceCommands.id, id));
  if (!row) throw new HttpError(404, 'Command not found', 'NOT_FOUND');
  return toCommand(deps)(row);
}

/** A device's commands, newest first unless sorted (the caller has reached the device). */
export async function listCommands(
  deps: AppDeps,
  deviceId: number,
  filters: { state?: contract.CommandState },
  page: Pick<ListQuery, 'limit' | 'offset' | 'sort'>,
) {
  const { db } = deps.database;
  const where = and(
    eq(deviceCommands.deviceId, deviceId),
    filters.state ? sql`${stateSql(deps)} = ${filters.state}` : undefined,
  );
  const order = page.sort[0]?.direction === 'asc' ? asc : desc;
  const rows = await db
    .select(commandColumns(deps))
    .from(deviceCommands)
    .leftJoin(users, eq(users.id, deviceCommands.userId))
    .where(where)
    .orderBy(order(deviceCommands.createdAt), order(deviceCommands.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(deviceCommands)
    .leftJoin(users, eq(users.id, deviceCommands.userId))
    .where(where);
  return { data: rows.map(toCommand(deps)), totalRecords: total?.n ?? 0 };
}
