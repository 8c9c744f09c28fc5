import { access as contract, metrowatch } from '@atrium/contracts';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { type CountedEvent, countInInfoLog, recordAccess } from '../devices/device-logs.service.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { issueCommand } from '../metrowatch/commands.service.ts';
import { userOf } from '../places/scope.ts';
import type { AccessRequestMessage } from '../telemetry/embedded-broker.ts';
import { commandChannelOf } from '../telemetry/index.ts';
import { DeviceRateLimiter } from '../telemetry/rate-limit.ts';
import { accessCredentials, doorAccesses } from './access.schema.ts';
import { type AccessSelection, scheduleOfRow, selectAccesses } from './access-rows.ts';
import { doorOf, isDoor } from './access-scope.ts';
import { codeDigest } from './credentials.service.ts';

/**
 * Every door decision: a link opened on the public page, a credential presented at a lock. Each is decided
 * by `decideAccess` and written to the door's access log (who, which credential, granted or refused, why);
 * a granted one unlocks the door by a command to the lock.
 */

const E = contract.LINK_ERROR_CODES;
/** What a refused link answers: a link that can never open again is gone (410); one that may later, 409. */
const LINK_REFUSALS: Partial<Record<contract.DecisionCode, { status: number; code: string; msg: string }>> = {
  revoked: { status: 410, code: E.revoked, msg: 'This link was revoked' },
  expired: { status: 410, code: E.expired, msg: 'This link has expired' },
  used: { status: 410, code: E.used, msg: 'This link was already used' },
  'not-yet-valid': { status: 409, code: E.notYet, msg: 'This link does not open the door yet' },
  'door-blocked': { status: 409, code: E.doorBlocked, msg: 'This door is blocked' },
};
const unknownLink = () => new HttpError(404, 'This link does not exist', E.unknown);

const doorOfRow = (r: AccessSelection, state: 'active' | 'blocked') => ({
  id: r.row.doorId,
  name: r.doorName,
  state,
});

async function findLink(db: DbOrTx, token: string) {
  const [found] = await selectAccesses(
    db,
    and(eq(doorAccesses.tokenHash, hashToken(token)), inArray(doorAccesses.type, [...contract.LINK_TYPES])),
  );
  if (!found) throw unknownLink();
  const [door] = await db
    .select({ state: devices.state })
    .from(devices)
    .where(eq(devices.id, found.row.doorId));
  return { found, door: doorOfRow(found, door?.state ?? 'active') };
}

const decideLink = (found: AccessSelection, door: contract.DecisionDoor, at: Date) =>
  contract.decideAccess({ credential: null, access: found.row, door, at });

function refusal(decision: contract.Decision) {
  const r = LINK_REFUSALS[decision.code];
  return r ? new HttpError(r.status, r.msg, r.code) : new HttpError(409, decision.reason, 'ACCESS_REFUSED');
}

/** The public page: what the link opens; a link that can no longer open is a 410, an unknown one a 404. */
export async function describeLink(db: DbOrTx, token: string): Promise<contract.PublicLink> {
  const { found, door } = await findLink(db, token);
  const decision = decideLink(found, door, new Date());
  if (['revoked', 'expired', 'used'].includes(decision.code)) throw refusal(decision);
  const maxUses = found.row.maxUses ?? 1;
  return {
    type: found.row.type as contract.PublicLink['type'],
    door: { name: door.name },
    validFrom: (found.row.validFrom ?? found.row.createdAt).toISOString(),
    validUntil: (found.row.validUntil ?? found.row.createdAt).toISOString(),
    maxUses,
    usesLeft: Math.max(0, maxUses - found.row.uses),
    state: decision.code === 'not-yet-valid' ? 'upcoming' : 'ready',
  };
}

const LINK_ACTION = 'unlock (link)';

/**
 * The Open button. The use is taken by one conditional update (live, within its window, a use left), so of
 * two opens racing for a one-time link exactly one unlocks; the other is refused like any reuse. A lock
 * that refuses the command (asleep, blocked) gives the use back.
 */
export async function openLink(deps: AppDeps, token: string, remoteAddress: string | null) {
  const { db } = deps.database;
  const { found, door } = await findLink(db, token);
  const at = new Date();
  const log = (result: 'accepted' | 'refused', reason: string) =>
    recordAccess(db, {
      deviceId: door.id,
      actor: 'access',
      action: LINK_ACTION,
      result,
      reason,
      remoteAddress,
    });
  const decision = decideLink(found, door, at);
  if (!decision.granted) {
    await log('refused', decision.reason);
    throw refusal(decision);
  }
  const a = doorAccesses;
  const [taken] = await db
    .update(a)
    .set({ uses: sql`${a.uses} + 1` })
    .where(
      and(
        eq(a.id, found.row.id),
        isNull(a.revokedAt),
        or(isNull(a.maxUses), sql`${a.uses} < ${a.maxUses}`),
        or(isNull(a.validFrom), lte(a.validFrom, at)),
        or(isNull(a.validUntil), gt(a.validUntil, at)),
      ),
    )
    .returning({ uses: a.uses });
  if (!taken) {
    // Another open took the last use (or a revoke came) since the row was read: decide on the row as it is.
    const again = await findLink(db, token);
    const now = decideLink(again.found, again.door, at);
    const reason = now.granted ? 'Already used' : now.reason;
    await log('refused', reason);
    throw now.granted ? refusal({ ...now, code: 'used' }) : refusal(now);
  }
  let command: Awaited<ReturnType<typeof issueCommand>>;
  try {
    command = await issueCommand(deps, {
      deviceId: door.id,
      command: 'unlock',
      userId: null,
      source: 'access',
    });
  } catch (error) {
    await db
      .update(a)
      .set({ uses: sql`${a.uses} - 1` })
      .where(eq(a.id, found.row.id));
    await log('refused', `Not opened: ${error instanceof Error ? error.message : 'the lock refused'}`);
    throw error;
  }
  await log('accepted', decision.reason);
  const maxUses = found.row.maxUses ?? 1;
  return {
    granted: true as const,
    reason: decision.reason,
    door: { name: door.name },
    usesLeft: Math.max(0, maxUses - taken.uses),
    command,
  };
}

/** The refusal a credential gets when none of its accesses grants: the one that says most. */
const REFUSAL_ORDER: contract.DecisionCode[] = [
  'credential-blocked',
  'credential-locked',
  'credential-inactive',
  'door-blocked',
  'outside-schedule',
  'not-yet-valid',
  'expired',
  'revoked',
];

export interface Presented {
  deviceId: number;
  kind: contract.CredentialKind;
  code: string;
  at?: Date;
  /** Who presents it, when known (a phone key from its holder's app): another user's credential is unknown. */
  holderId?: number;
}

/**
 * A credential presented at a lock (a card read, a PIN typed, a phone key): decided against every live
 * access of the credential or of its holder to that door; granted by the first that allows it.
 */
export async function presentCredential(deps: AppDeps, presented: Presented): Promise<contract.Decision> {
  const { db } = deps.database;
  const at = presented.at ?? new Date();
  const [door] = await db
    .select({ id: devices.id, name: devices.name, state: devices.state, companyId: devices.companyId })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.id, presented.deviceId), isDoor));
  if (!door) throw new HttpError(404, 'Door not found', 'NOT_FOUND');
  const [credential] = await db
    .select()
    .from(accessCredentials)
    .where(
      and(
        eq(accessCredentials.companyId, door.companyId),
        eq(accessCredentials.kind, presented.kind),
        eq(accessCredentials.codeHash, codeDigest(deps.config.JWT_SECRET, presented.kind, presented.code)),
      ),
    );
  const known =
    presented.holderId === undefined || credential?.userId === presented.holderId ? credential : undefined;
  const log = (decision: contract.Decision) =>
    recordAccess(db, {
      deviceId: door.id,
      actor: 'access',
      userId: presented.holderId ?? known?.userId ?? null,
      action: `unlock (${presented.kind})`,
      result: decision.granted ? 'accepted' : 'refused',
      reason: decision.reason,
      credentialId: known?.id ?? null,
      credentialLabel: known?.label ?? null,
    });
  if (!credential || (presented.holderId !== undefined && credential.userId !== presented.holderId)) {
    const unknown = { granted: false, code: 'no-credential', reason: 'Unknown credential' } as const;
    await log(unknown);
    return unknown;
  }
  const accesses = await selectAccesses(
    db,
    and(
      eq(doorAccesses.doorId, door.id),
      inArray(doorAccesses.type, ['fulltime', 'scheduled']),
      or(eq(doorAccesses.credentialId, credential.id), eq(doorAccesses.userId, credential.userId)),
    ),
  );
  // The credential's own accesses first: when all refuse, theirs is the refusal named.
  accesses.sort((x, y) => Number(y.row.credentialId !== null) - Number(x.row.credentialId !== null));
  const decisions = accesses.map((r) => ({
    r,
    decision: contract.decideAccess({
      credential,
      access: r.row,
      schedule: scheduleOfRow(r),
      door,
      at,
    }),
  }));
  const granted = decisions.find((d) => d.decision.granted);
  if (!granted) {
    const refusals = decisions.map((d) => d.decision);
    const said = REFUSAL_ORDER.map((code) => refusals.find((d) => d.code === code)).find(Boolean);
    const decision = said ?? {
      granted: false,
      code: 'wrong-door' as const,
      reason: `No access to ${door.name}`,
    };
    await log(decision);
    return decision;
  }
  try {
    await issueCommand(deps, { deviceId: door.id, command: 'unlock', userId: null, source: 'access' });
  } catch (error) {
    const notOpened = {
      granted: false,
      code: 'door-blocked' as const,
      reason: `Not opened: ${error instanceof Error ? error.message : 'the lock refused'}`,
    };
    await log(notOpened);
    return notOpened;
  }
  await db
    .update(doorAccesses)
    .set({ uses: sql`${doorAccesses.uses} + 1` })
    .where(eq(doorAccesses.id, granted.r.row.id));
  await log(granted.decision);
  return granted.decision;
}

/** A phone key from its holder's app: the door must be one of the caller's companies (404 otherwise). */
export async function openWithPhoneKey(deps: AppDeps, ctx: RequestContext, doorId: number, code: string) {
  try {
    await doorOf(deps.database.db, ctx, doorId);
  } catch (error) {
    if (error instanceof ValidationError) throw notFound('Door');
    throw error;
  }
  return presentCredential(deps, { deviceId: doorId, kind: 'phone-key', code, holderId: userOf(ctx).id });
}

/** A lock presents credentials at most this often (a person at a door; more is a fault or an attack). */
const LOCK_REQUESTS = { ratePerSecond: 2, burst: 10 };
const STALE_REASON = 'Presented too long ago';

type LockLog = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

/**
 * Refused access requests, counted per lock and code in the info log (one entry a minute, however many
 * messages), written once a second, so a flood of garbage costs no write per message.
 */
class RefusalCounter {
  private readonly pending = new Map<string, CountedEvent>();
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly log: LockLog,
  ) {}

  add(deviceId: number, code: string, msg: string) {
    const key = `${deviceId}:${code}`;
    const entry = this.pending.get(key);
    if (entry) {
      entry.count += 1;
      entry.msg = msg;
    } else this.pending.set(key, { deviceId, code, msg, count: 1 });
  }

  flush(): Promise<void> {
    if (this.pending.size === 0) return this.writing;
    const events = [...this.pending.values()];
    this.pending.clear();
    this.writing = this.writing
      .then(() => countInInfoLog(this.db, events))
      .catch((error) => this.log.error({ err: error }, 'could not count refused access requests'));
    return this.writing;
  }
}

export interface LockAccessHandler {
  /** Decides one request; resolves with what the lock was answered (null: nothing was answered). */
  handle(message: AccessRequestMessage): Promise<metrowatch.AccessDecisionMessage | null>;
  stop(): Promise<void>;
}

/**
 * Credentials presented at locks over MQTT (`devices/<serial>/access`): each decided by
 * `presentCredential` (the door's access log has it; a granted door is unlocked by a command) and answered
 * on `devices/<serial>/access/decision`. Nothing is answered for an unknown serial, a device that is no
 * lock, a malformed request or a lock over its rate (each logged; a known lock's refusals counted in its
 * info log as ACCESS_REQUEST_INVALID or ACCESS_REQUEST_RATE_LIMITED). A presentation whose `ts` is older
 * than two minutes opens nothing and is answered so.
 */
export function lockAccessHandler(deps: AppDeps, log: LockLog): LockAccessHandler {
  const { db } = deps.database;
  const limiter = new DeviceRateLimiter(LOCK_REQUESTS.ratePerSecond, LOCK_REQUESTS.burst);
  const counter = new RefusalCounter(db, log);
  const timer = setInterval(() => void counter.flush(), 1000);
  timer.unref();
  const channel = commandChannelOf(deps.database);

  async function handle(message: AccessRequestMessage) {
    const [lock] = await db
      .select({ id: devices.id, door: sql<boolean>`${isDoor}` })
      .from(devices)
      .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
      .where(eq(devices.serial, message.serial));
    if (!lock?.door) {
      log.debug(
        { serial: message.serial },
        `access request ${lock ? 'from a device that is no lock' : 'for an unknown serial'} dropped`,
      );
      return null;
    }
    if (!limiter.take(lock.id)) {
      counter.add(lock.id, 'ACCESS_REQUEST_RATE_LIMITED', 'Too many access requests');
      log.debug({ serial: message.serial }, 'access request over the rate dropped');
      return null;
    }
    const parsed = metrowatch.parseAccessRequest(message.payload);
    if (!parsed.ok) {
      counter.add(lock.id, 'ACCESS_REQUEST_INVALID', `Access request refused: ${parsed.msg}`);
      log.warn({ serial: message.serial, reason: parsed.msg }, 'malformed access request refused');
      return null;
    }
    const { request } = parsed;
    const now = Date.now();
    let decision: Pick<contract.Decision, 'granted' | 'reason'>;
    if (request.ts && now - request.ts.getTime() > metrowatch.ACCESS_REQUEST_MAX_AGE_MS) {
      decision = { granted: false, reason: STALE_REASON };
      await recordAccess(db, {
        deviceId: lock.id,
        actor: 'access',
        action: `unlock (${request.kind})`,
        result: 'refused',
        reason: STALE_REASON,
      });
    } else {
      // Decided now (the door would open now), whatever the lock's clock says.
      decision = await presentCredential(deps, { deviceId: lock.id, kind: request.kind, code: request.code });
    }
    const answer: metrowatch.AccessDecisionMessage = {
      granted: decision.granted,
      reason: decision.reason,
      ts: Date.now(),
      ...(request.id !== undefined && { id: request.id }),
    };
    const sent = await channel.publishDecision(message.serial, answer).catch((error: unknown) => {
      log.warn({ err: error, serial: message.serial }, 'could not answer an access request');
      return false;
    });
    return sent ? answer : null;
  }

  return {
    handle,
    async stop() {
      clearInterval(timer);
      await counter.flush();
    },
  };
}

/** Listens for locks' access requests on the command channel (the access module's service). */
export function startLockAccess(deps: AppDeps, log: LockLog) {
  const handler = lockAccessHandler(deps, log);
  const stopListening = commandChannelOf(deps.database).onAccess((message) => {
    handler
      .handle(message)
      .catch((error: unknown) =>
        log.error({ err: error, serial: message.serial }, 'access request not decided'),
      );
  });
  return async () => {
    stopListening();
    await handler.stop();
  };
}
