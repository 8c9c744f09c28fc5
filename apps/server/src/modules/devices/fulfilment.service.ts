import { devices as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import { randomToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { DeviceFulfilment, FulfilmentLine, FulfilmentRequest } from '../orders/fulfilment.ts';
import { orders } from '../orders/orders.schema.ts';
import { recordInfo } from './device-logs.service.ts';
import { devices, deviceTokens } from './devices.schema.ts';

/**
 * What a paid order bought, put in the device registry in the payment's transaction: one device per unit of a
 * device line (owner the buyer, a credential nobody knows until the owner sets one) with a token activated on
 * payment, valid the hardware's free months; token packages of the same app first extend those new tokens,
 * one package token per device, and the rest are the buyer's spare tokens (activated when given to a device).
 *
 * Idempotent: an order handed over once (its fulfilment no longer `not-required`, the row locked) is left as
 * it is, and serials derive from the order, line and unit (`O000042-1-01`) with `on conflict do nothing`.
 * Lines the registry cannot hold (devices of apps without registry hardware, plugins) leave it `pending`.
 */

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

export const orderSerial = (orderId: number, line: number, unit: number) =>
  `O${String(orderId).padStart(6, '0')}-${line + 1}-${String(unit + 1).padStart(2, '0')}`;

interface NewToken {
  id: number;
  app: contract.DeviceApp;
  expirationAt: Date;
}

async function createDevices(
  tx: DbOrTx,
  request: FulfilmentRequest,
  line: FulfilmentLine,
  index: number,
  model: contract.HardwareDef,
  activationAt: Date,
): Promise<NewToken[]> {
  const created: NewToken[] = [];
  for (let unit = 0; unit < line.qty; unit++) {
    const solutionId =
      line.solutionId !== null && model.solutionIds.includes(line.solutionId)
        ? line.solutionId
        : (model.solutionIds[0] ?? null);
    const [device] = await tx
      .insert(devices)
      .values({
        serial: orderSerial(request.orderId, index, unit),
        hardwareId: model.id,
        solutionId,
        companyId: request.companyId,
        passwordHash: await hashPassword(randomToken()),
        reportingIntervalSeconds: model.defaultReportingIntervalSeconds,
      })
      .onConflictDoNothing({ target: devices.serial })
      .returning({ id: devices.id, serial: devices.serial });
    if (!device) continue;
    const months = line.freeTokenValidityInMonths ?? model.freeTokenValidityMonths;
    const expirationAt = addMonths(activationAt, months);
    const [token] = await tx
      .insert(deviceTokens)
      .values({
        companyId: request.companyId,
        app: model.app,
        deviceId: device.id,
        validityMonths: months,
        activationAt,
        expirationAt,
      })
      .returning({ id: deviceTokens.id });
    if (token) created.push({ id: token.id, app: model.app, expirationAt });
    await recordInfo(tx, device.id, 'info', 'REGISTERED', `Bought in order ${request.orderId}`);
  }
  return created;
}

async function handOverTokens(
  tx: DbOrTx,
  request: FulfilmentRequest,
  line: FulfilmentLine,
  fresh: NewToken[],
): Promise<boolean> {
  const app = line.app as contract.DeviceApp;
  if (!(contract.DEVICE_APPS as readonly string[]).includes(app)) return false;
  const months = line.validityInMonths ?? 12;
  let count = (line.units ?? 1) * line.qty;
  for (const token of fresh.filter((t) => t.app === app)) {
    if (count === 0) break;
    token.expirationAt = addMonths(token.expirationAt, months);
    await tx
      .update(deviceTokens)
      .set({ expirationAt: token.expirationAt })
      .where(eq(deviceTokens.id, token.id));
    fresh.splice(fresh.indexOf(token), 1);
    count--;
  }
  if (count > 0)
    await tx
      .insert(deviceTokens)
      .values(
        Array.from({ length: count }, () => ({ companyId: request.companyId, app, validityMonths: months })),
      );
  return true;
}

export const registryFulfilment: DeviceFulfilment = {
  async fulfil(tx, request) {
    const [order] = await tx
      .select({ fulfilment: orders.fulfilment, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for('update');
    if (!order) return 'pending';
    if (order.fulfilment !== 'not-required') return order.fulfilment;
    const activationAt = order.paidAt ?? new Date();
    let complete = true;
    const fresh: NewToken[] = [];
    for (const [index, line] of request.lines.entries()) {
      if (line.kind !== 'device') continue;
      const model = line.hardwareId === null ? undefined : contract.hardwareById(line.hardwareId);
      if (!model) {
        complete = false;
        continue;
      }
      fresh.push(...(await createDevices(tx, request, line, index, model, activationAt)));
    }
    for (const line of request.lines) {
      if (line.kind === 'plugin') complete = false;
      else if (line.kind === 'token' || line.itemType === 'tokenPackage')
        complete = (await handOverTokens(tx, request, line, fresh)) && complete;
    }
    return complete ? 'done' : 'pending';
  },
};
