import { devices as contract, type metrowatch } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { floors, layoutDevices, spaces, structures } from '../places/places.schema.ts';
import { type LockControl, lockControlOf } from './device-controls.ts';
import { recordInfo, recordUserAction } from './device-logs.service.ts';
import { deviceById } from './device-rows.ts';
import { devices, deviceTokens } from './devices.schema.ts';
import { findDevice, visibleCustomer } from './scope.ts';
import { drawTokenFor } from './token-sources.ts';

/** Spec §4 device actions. Each is checked against the device's app, logged with who and when. */

export interface Placement {
  structureId: number;
  floorId: number | null;
  spaceId: number | null;
}

/** 418s unless the structure is the owner's, the floor in it and the space on that floor. */
async function assertPlacement(db: DbOrTx, ownerId: number, place: Placement) {
  const [structure] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.id, place.structureId), eq(structures.companyId, ownerId)));
  if (!structure)
    throw new ValidationError([{ param: 'structureId', msg: "Choose One of the Owner's Structures" }]);
  if (place.floorId !== null) {
    const [floor] = await db
      .select({ id: floors.id })
      .from(floors)
      .where(and(eq(floors.id, place.floorId), eq(floors.structureId, place.structureId)));
    if (!floor) throw new ValidationError([{ param: 'floorId', msg: 'Choose a Floor of This Structure' }]);
  }
  if (place.spaceId !== null) {
    const [space] =
      place.floorId === null
        ? []
        : await db
            .select({ id: spaces.id })
            .from(spaces)
            .where(and(eq(spaces.id, place.spaceId), eq(spaces.floorId, place.floorId)));
    if (!space) throw new ValidationError([{ param: 'spaceId', msg: 'Choose a Space on This Floor' }]);
  }
}

const describe = (place: Placement) =>
  `structure ${place.structureId}${place.floorId ? `, floor ${place.floorId}` : ''}${place.spaceId ? `, space ${place.spaceId}` : ''}`;

/** Installs (or re-places) a device; its token, if not yet activated, is activated now. */
export async function installDevice(db: DbOrTx, ctx: RequestContext, id: number, place: Placement) {
  const device = await findDevice(db, ctx, id, 'install');
  await assertPlacement(db, device.companyId, place);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ structureId: devices.structureId })
      .from(devices)
      .where(eq(devices.id, id));
    await tx
      .update(devices)
      .set({ ...place, ...(current?.structureId == null && { installedAt: now }), updatedAt: now })
      .where(eq(devices.id, id));
    const [token] = await tx.select().from(deviceTokens).where(eq(deviceTokens.deviceId, id));
    if (token && token.activationAt === null) {
      await tx
        .update(deviceTokens)
        .set({ activationAt: now, expirationAt: contract.tokenExpiration(now, token.validityMonths) })
        .where(eq(deviceTokens.id, token.id));
    }
    // Issue 22: a device without a token draws one where a module offers it (the owner's quota).
    if (!token) await drawTokenFor(tx, device, now);
    await recordInfo(tx, id, 'info', 'INSTALLED', `Installed in ${describe(place)}`);
    await recordUserAction(tx, ctx, id, 'install');
  });
  return deviceById(db, id);
}

export async function moveDevice(db: DbOrTx, ctx: RequestContext, id: number, place: Placement) {
  const device = await findDevice(db, ctx, id, 'move');
  const [current] = await db
    .select({ structureId: devices.structureId })
    .from(devices)
    .where(eq(devices.id, id));
  if (current?.structureId == null) {
    throw new HttpError(409, 'Install the device before moving it', 'DEVICE_NOT_INSTALLED');
  }
  await assertPlacement(db, device.companyId, place);
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ ...place, updatedAt: new Date() })
      .where(eq(devices.id, id));
    await recordInfo(tx, id, 'info', 'MOVED', `Moved to ${describe(place)}`);
    await recordUserAction(tx, ctx, id, 'move');
  });
  return deviceById(db, id);
}

export async function assignToken(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: { tokenId: number; activationAt?: string },
) {
  const device = await findDevice(db, ctx, id, 'update');
  const [token] = await db
    .select()
    .from(deviceTokens)
    .where(
      and(
        eq(deviceTokens.id, input.tokenId),
        eq(deviceTokens.companyId, device.companyId),
        eq(deviceTokens.app, device.app),
      ),
    );
  if (!token) throw new ValidationError([{ param: 'tokenId', msg: "Choose One of the Owner's Tokens" }]);
  if (token.deviceId !== null && token.deviceId !== id) {
    throw new ValidationError([{ param: 'tokenId', msg: 'This Token Is Used by Another Device' }]);
  }
  const activationAt = token.activationAt ?? (input.activationAt ? new Date(input.activationAt) : new Date());
  await db.transaction(async (tx) => {
    await tx.update(deviceTokens).set({ deviceId: null }).where(eq(deviceTokens.deviceId, id));
    await tx
      .update(deviceTokens)
      .set({
        deviceId: id,
        activationAt,
        expirationAt: token.expirationAt ?? contract.tokenExpiration(activationAt, token.validityMonths),
      })
      .where(eq(deviceTokens.id, token.id));
    await recordInfo(tx, id, 'info', 'TOKEN_ASSIGNED', `Token ${token.id} assigned`);
    await recordUserAction(tx, ctx, id, 'token');
  });
  return deviceById(db, id);
}

/** The device (and its token) belong to `ownerId` from now on; it leaves its place and its plan markers. */
async function transfer(db: DbOrTx, ctx: RequestContext, id: number, ownerId: number, ownerName: string) {
  const device = await findDevice(db, ctx, id, 'transfer');
  if (device.companyId === ownerId) return;
  const [row] = await db.select({ serial: devices.serial }).from(devices).where(eq(devices.id, id));
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({
        companyId: ownerId,
        structureId: null,
        floorId: null,
        spaceId: null,
        installedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(devices.id, id));
    await tx.update(deviceTokens).set({ companyId: ownerId }).where(eq(deviceTokens.deviceId, id));
    await tx
      .delete(layoutDevices)
      .where(
        and(
          eq(layoutDevices.companyId, device.companyId),
          inArray(layoutDevices.deviceRef, [String(id), row?.serial ?? '']),
        ),
      );
    await recordInfo(tx, id, 'info', 'OWNER_CHANGED', `Given to ${ownerName}`);
    await recordUserAction(tx, ctx, id, 'owner');
  });
}

export async function changeOwner(db: DbOrTx, ctx: RequestContext, id: number, customerId: number) {
  const owner = await visibleCustomer(db, ctx, customerId);
  await transfer(db, ctx, id, owner.id, owner.name);
  return deviceById(db, id);
}

/** R1: every id ends done or error; one failure does not stop the others. */
export async function changeOwners(db: DbOrTx, ctx: RequestContext, ids: number[], customerId: number) {
  const owner = await visibleCustomer(db, ctx, customerId);
  const results: contract.OwnerChangeResult[] = [];
  for (const id of ids) {
    try {
      await transfer(db, ctx, id, owner.id, owner.name);
      results.push({ id, status: 'done' });
    } catch (error) {
      if (!(error instanceof HttpError || error instanceof ValidationError)) throw error;
      results.push({ id, status: 'error', msg: error.message });
    }
  }
  return results;
}

export async function setPassword(db: DbOrTx, ctx: RequestContext, id: number, password: string) {
  await findDevice(db, ctx, id, 'update');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(devices).set({ passwordHash, updatedAt: new Date() }).where(eq(devices.id, id));
    await recordInfo(tx, id, 'info', 'CREDENTIAL_CHANGED', 'The device password was changed');
    await recordUserAction(tx, ctx, id, 'password');
  });
}

const queued = (hardwareId: number) => hardwareId === contract.QUEUED_CONFIG_HARDWARE_ID;

/** PATCH: applied now, for every device but hardware 304 (R207), which takes it by POST. */
export async function setReportingInterval(db: DbOrTx, ctx: RequestContext, id: number, seconds: number) {
  const device = await findDevice(db, ctx, id, 'update');
  if (queued(device.hardwareId)) {
    throw new HttpError(
      409,
      'This device takes its reporting interval by POST, when it is online',
      'DEVICE_CONFIG_QUEUED',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({
        reportingIntervalSeconds: seconds,
        pendingReportingIntervalSeconds: null,
        updatedAt: new Date(),
      })
      .where(eq(devices.id, id));
    await recordInfo(tx, id, 'info', 'REPORTING_INTERVAL_SET', `Reporting every ${seconds} s`);
    await recordUserAction(tx, ctx, id, 'reporting-interval');
  });
  return deviceById(db, id);
}

/** POST (A70): queued for hardware 304 and sent by the ingest path when the device next reports. */
export async function queueReportingInterval(db: DbOrTx, ctx: RequestContext, id: number, seconds: number) {
  const device = await findDevice(db, ctx, id, 'update');
  if (!queued(device.hardwareId)) {
    throw new HttpError(409, 'Set this device’s reporting interval with PATCH', 'DEVICE_CONFIG_DIRECT');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ pendingReportingIntervalSeconds: seconds, updatedAt: new Date() })
      .where(eq(devices.id, id));
    await recordInfo(
      tx,
      id,
      'info',
      'CONFIG_QUEUED',
      `Reporting every ${seconds} s once the device is online`,
    );
    await recordUserAction(tx, ctx, id, 'reporting-interval');
  });
  return { msg: contract.CONFIG_QUEUED_MESSAGE, data: await deviceById(db, id) };
}

export const LOCKABLE_TYPES: readonly contract.DeviceType[] = ['device-lock', 'control-unit'];

type Control = 'block' | 'unblock' | 'lock' | 'unlock';
const CONTROL: Record<
  Control,
  { action: contract.DeviceAction; set: Partial<typeof devices.$inferInsert>; code: string; msg: string }
> = {
  block: {
    action: 'block',
    set: { state: 'blocked' },
    code: 'BLOCKED',
    msg: 'Blocked: sign-ins and readings are refused',
  },
  unblock: { action: 'block', set: { state: 'active' }, code: 'UNBLOCKED', msg: 'Unblocked' },
  lock: { action: 'control', set: { locked: true }, code: 'LOCKED', msg: 'Locked' },
  unlock: { action: 'control', set: { locked: false }, code: 'UNLOCKED', msg: 'Unlocked' },
};

async function lockable(db: DbOrTx, id: number) {
  const current = await deviceById(db, id);
  if (!LOCKABLE_TYPES.includes(current.type)) {
    throw new HttpError(409, 'This device has no lock', 'DEVICE_NOT_LOCKABLE');
  }
  return current;
}

/** Block or unblock any device; lock or unlock one whose app has no lock command (a control unit). */
export async function controlDevice(db: DbOrTx, ctx: RequestContext, id: number, what: Control) {
  const { action, set, code, msg } = CONTROL[what];
  await findDevice(db, ctx, id, action);
  if (action === 'control') {
    const current = await lockable(db, id);
    // A lock whose app sends commands changes state on the device's ack, never here (see lockDevice).
    if (lockControlOf(current.app)) {
      throw new HttpError(409, `This lock ${what}s by command`, 'LOCK_BY_COMMAND');
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(devices.id, id));
    await recordInfo(tx, id, 'info', code, msg);
    await recordUserAction(tx, ctx, id, what);
  });
  return deviceById(db, id);
}

/**
 * `POST /device/:id/lock|unlock`: a control unit is locked in the registry at once (200, the device); a
 * lock of an app that registered a lock control (Metro Watch) is sent the command, as the app's own lock
 * call does (202, the command; its refusals as they are: 409 03010403 while asleep, 429 on a flood).
 */
export async function lockDevice(
  deps: AppDeps,
  ctx: RequestContext,
  id: number,
  what: LockControl,
): Promise<{ status: 200; data: contract.Device } | { status: 202; data: metrowatch.Command }> {
  const { db } = deps.database;
  await findDevice(db, ctx, id, 'control');
  const current = await lockable(db, id);
  const handler = lockControlOf(current.app);
  if (!handler) return { status: 200, data: await controlDevice(db, ctx, id, what) };
  const userId = ctx.user?.actorId ?? ctx.user?.id ?? null;
  return { status: 202, data: await handler(deps, { deviceId: id, what, userId }) };
}
