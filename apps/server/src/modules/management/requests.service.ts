import type { management as contract, ListQuery } from '@atrium/contracts';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { joinedPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { recordInfo } from '../devices/device-logs.service.ts';
import { devices, deviceTokens, hardware } from '../devices/devices.schema.ts';
import { findVisibleOrder } from '../orders/orders.service.ts';
import { structures } from '../places/places.schema.ts';
import { assertCustomerFilter, integratorOf, ownCompanyOf } from './customers.ts';
import { deviceRequests } from './management.schema.ts';

const customer = alias(companies, 'customer');
const integrator = alias(companies, 'integrator');

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: deviceRequests,
      customerName: customer.name,
      integratorName: integrator.name,
      hardwareName: hardware.name,
      app: hardware.app,
      structureName: structures.name,
    })
    .from(deviceRequests)
    .innerJoin(customer, eq(customer.id, deviceRequests.customerId))
    .innerJoin(integrator, eq(integrator.id, deviceRequests.integratorId))
    .innerJoin(hardware, eq(hardware.id, deviceRequests.hardwareId))
    .leftJoin(structures, eq(structures.id, deviceRequests.structureId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectRequests>>[number];
const toRequest = (row: Row): contract.DeviceRequest => {
  const r = row.request;
  return {
    id: r.id,
    uuid: r.uuid,
    customer: { id: r.customerId, name: row.customerName },
    integrator: { id: r.integratorId, name: row.integratorName },
    app: row.app,
    hardware: { id: r.hardwareId, name: row.hardwareName },
    quantity: r.quantity,
    structure:
      r.structureId !== null && row.structureName ? { id: r.structureId, name: row.structureName } : null,
    note: r.note,
    state: r.state,
    handledAs: r.handledAs,
    orderId: r.orderId,
    deviceIds: r.deviceIds,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};

/** A customer sees the requests it sent; an integrator those sent to it; an admin every one. */
function visibleRequests(ctx: RequestContext): SQL | undefined {
  if (ctx.user?.isAdmin) return undefined;
  const own = ownCompanyOf(ctx);
  return or(eq(deviceRequests.customerId, own), eq(deviceRequests.integratorId, own));
}

export async function listRequests(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { state?: contract.RequestState; customerId?: number },
  page: ListQuery<(typeof contract.REQUEST_SORTS)[number]>,
) {
  if (filters.customerId !== undefined) await assertCustomerFilter(db, ctx, filters.customerId);
  const where = and(
    visibleRequests(ctx),
    filters.state ? eq(deviceRequests.state, filters.state) : undefined,
    filters.customerId ? eq(deviceRequests.customerId, filters.customerId) : undefined,
  );
  const { data, totalRecords } = await joinedPage(db, selectRequests(db), deviceRequests, where, page, {
    id: deviceRequests.id,
    createdAt: deviceRequests.createdAt,
    state: deviceRequests.state,
  });
  return { data: data.map(toRequest), totalRecords };
}

export async function getRequest(db: DbOrTx, ctx: RequestContext, uuid: string) {
  const [row] = await selectRequests(db).where(and(eq(deviceRequests.uuid, uuid), visibleRequests(ctx)));
  if (!row) throw notFound('Device request');
  return toRequest(row);
}

export async function sendRequest(db: DbOrTx, ctx: RequestContext, input: contract.RequestInput) {
  const own = ownCompanyOf(ctx);
  const [model] = await db
    .select({ id: hardware.id })
    .from(hardware)
    .where(eq(hardware.id, input.hardwareId));
  if (!model) throw new ValidationError([{ param: 'hardwareId', msg: 'Choose a Hardware Model' }]);
  if (input.structureId) {
    const [place] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.id, input.structureId), eq(structures.companyId, own)));
    if (!place) throw new ValidationError([{ param: 'structureId', msg: 'Choose One of Your Structures' }]);
  }
  const parent = await integratorOf(db, own);
  if (!parent) {
    throw new HttpError(409, 'No integrator manages your company: there is nobody to ask', 'NO_INTEGRATOR');
  }
  const [row] = await db
    .insert(deviceRequests)
    .values({
      customerId: own,
      integratorId: parent.id,
      hardwareId: input.hardwareId,
      quantity: input.quantity,
      structureId: input.structureId ?? null,
      note: input.note,
      createdBy: ctx.user?.id ?? null,
    })
    .returning({ uuid: deviceRequests.uuid });
  if (!row) throw new Error('device request insert returned nothing');
  return getRequest(db, ctx, row.uuid);
}

const ACTED: Record<Exclude<contract.RequestState, 'sent'>, string> = {
  handled: 'This request was already handled',
  cancelled: 'This request was cancelled',
};

/** The request locked for the change, if the caller is on the side that acts; then only while `sent`. */
async function lockSent(tx: DbOrTx, uuid: string, side: SQL) {
  const [row] = await tx
    .select()
    .from(deviceRequests)
    .where(and(eq(deviceRequests.uuid, uuid), side))
    .for('update');
  if (!row) throw notFound('Device request');
  if (row.state !== 'sent') throw new HttpError(409, ACTED[row.state], 'REQUEST_ALREADY_ACTED');
  return row;
}

export async function cancelRequest(db: DbOrTx, ctx: RequestContext, uuid: string) {
  const own = ownCompanyOf(ctx);
  await db.transaction(async (tx) => {
    const row = await lockSent(tx, uuid, eq(deviceRequests.customerId, own));
    await tx
      .update(deviceRequests)
      .set({ state: 'cancelled', actedBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(eq(deviceRequests.id, row.id));
  });
  return getRequest(db, ctx, uuid);
}

type Sent = typeof deviceRequests.$inferSelect;

/** The integrator's spare devices (its own, of the asked hardware, not installed) go to the customer. */
async function giveDevices(tx: DbOrTx, request: Sent, deviceIds: number[]) {
  const ids = [...new Set(deviceIds)];
  if (ids.length !== request.quantity) {
    throw new ValidationError([{ param: 'deviceIds', msg: `Choose ${request.quantity} Devices` }]);
  }
  const spare = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        inArray(devices.id, ids),
        eq(devices.companyId, request.integratorId),
        eq(devices.hardwareId, request.hardwareId),
        isNull(devices.structureId),
      ),
    )
    .for('update');
  if (spare.length !== ids.length) {
    throw new ValidationError([
      { param: 'deviceIds', msg: 'Choose Your Spare Devices of the Requested Hardware' },
    ]);
  }
  await tx
    .update(devices)
    .set({ companyId: request.customerId, updatedAt: new Date() })
    .where(inArray(devices.id, ids));
  await tx
    .update(deviceTokens)
    .set({ companyId: request.customerId })
    .where(inArray(deviceTokens.deviceId, ids));
  for (const id of ids)
    await recordInfo(tx, id, 'info', 'OWNER_CHANGED', `Given for device request ${request.uuid}`);
  return ids;
}

export async function handleRequest(
  db: DbOrTx,
  ctx: RequestContext,
  uuid: string,
  input: contract.HandleInput,
) {
  const own = ownCompanyOf(ctx);
  await db.transaction(async (tx) => {
    const row = await lockSent(tx, uuid, eq(deviceRequests.integratorId, own));
    let answer: { orderId: number | null; deviceIds: number[] } = { orderId: null, deviceIds: [] };
    if (input.kind === 'devices') {
      answer = { orderId: null, deviceIds: await giveDevices(tx, row, input.deviceIds) };
    } else {
      const order = await findVisibleOrder(tx, ctx, input.orderId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      if (!order || (order.companyId !== row.customerId && order.companyId !== own)) {
        throw new ValidationError([{ param: 'orderId', msg: 'Choose an Order of This Customer or Yours' }]);
      }
      answer = { orderId: order.id, deviceIds: [] };
    }
    await tx
      .update(deviceRequests)
      .set({
        state: 'handled',
        handledAs: input.kind,
        ...answer,
        actedBy: ctx.user?.id ?? null,
        updatedAt: new Date(),
      })
      .where(eq(deviceRequests.id, row.id));
  });
  return getRequest(db, ctx, uuid);
}
