import type { market as contract } from '@atrium/contracts';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';
import { marketItems } from '../market/market.schema.ts';
import { type DeviceFulfilment, fulfilOrder } from './fulfilment.ts';
import { orderLines, orders, payments } from './orders.schema.ts';
import { findOrder, findVisibleOrder, type OrderRow, orderView } from './orders.service.ts';
import type { PaymentProvider, ProviderPayment } from './payment/provider.ts';

/**
 * Paying orders. The amount is always the order's server-computed total; an order has at most one succeeded
 * payment (a partial unique index) and is marked paid by a conditional update, so reporting success twice,
 * two tabs, or a retried request never charge or fulfil twice.
 */

type PaymentRow = typeof payments.$inferSelect;
const PAID: contract.OrderStatus[] = ['paid', 'deployed'];
const OPEN: contract.PaymentStatus[] = ['requires-payment', 'requires-action', 'failed'];

export const toPayment = (row: PaymentRow): contract.Payment => ({
  id: row.id,
  orderId: row.orderId,
  provider: row.provider,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  clientSecret: OPEN.includes(row.status) ? row.clientSecret : null,
  failureMessage: row.failureMessage,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function latestPayment(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function getPayment(db: DbOrTx, ctx: RequestContext, companyId: number, orderId: number) {
  await findOrder(db, ctx, companyId, orderId);
  const row = await latestPayment(db, orderId);
  return row ? toPayment(row) : null;
}

/**
 * Marks an order paid once, counts what it sold, and hands it over (fulfilment) in one transaction. Returns
 * false when it was already paid (nothing done again).
 */
export async function markPaid(
  tx: DbOrTx,
  devices: DeviceFulfilment,
  orderId: number,
  method: contract.PaymentMethod,
): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'paid', paymentMethod: method, paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), notInArray(orders.status, PAID)))
    .returning();
  if (!row) return false;
  const sold = await tx
    .select({ itemId: orderLines.itemId, qty: sql<number>`sum(${orderLines.qty})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.kind, ['device', 'product'])))
    .groupBy(orderLines.itemId);
  for (const line of sold) {
    await tx
      .update(marketItems)
      .set({ soldUnits: sql`${marketItems.soldUnits} + ${line.qty}` })
      .where(eq(marketItems.id, line.itemId));
  }
  const fulfilment = await fulfilOrder(tx, devices, row);
  await tx.update(orders).set({ fulfilment }).where(eq(orders.id, orderId));
  return true;
}

const assertUnpaid = (order: OrderRow) => {
  if (PAID.includes(order.status))
    throw new HttpError(409, 'This order is already paid', 'ORDER_ALREADY_PAID');
};

/** Cancels the order's open payment at the provider (its amount no longer holds). */
/** Cancels the order's open payments, except the one opened under `keep` (a concurrent request's twin). */
export async function cancelOpenPayment(
  db: DbOrTx,
  provider: PaymentProvider,
  orderId: number,
  keep?: string,
) {
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, OPEN),
        keep === undefined ? undefined : ne(payments.idempotencyKey, keep),
      ),
    );
  for (const payment of open) {
    const remote = await provider.cancel(payment.providerRef);
    await sync(db, payment, remote);
    if (remote.status === 'succeeded')
      throw new HttpError(409, 'A payment of this order has just succeeded', 'ORDER_ALREADY_PAID');
  }
}

async function sync(db: DbOrTx, payment: PaymentRow, remote: ProviderPayment) {
  const [row] = await db
    .update(payments)
    .set({ status: remote.status, failureMessage: remote.failureMessage, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  return row ?? payment;
}

export async function setPaymentMethod(
  db: DbOrTx,
  provider: PaymentProvider,
  ctx: RequestContext,
  companyId: number,
  orderId: number,
  method: contract.PaymentMethod,
) {
  const order = await findOrder(db, ctx, companyId, orderId);
  assertUnpaid(order);
  if (method === 'voucher')
    throw new ValidationError([{ param: 'method', msg: 'Vouchers pay only orders they cover entirely' }]);
  const latest = await latestPayment(db, orderId);
  const reusable =
    latest &&
    latest.amountCents === order.totalCents &&
    latest.provider === provider.name &&
    OPEN.includes(latest.status);
  let payment = reusable ? latest : undefined;
  if (!payment) {
    const attempt = latest ? latest.id : 0;
    const idempotencyKey = `order-${orderId}-after-${attempt}`;
    // Two requests at once compute the same key: neither cancels the payment the other just opened.
    await cancelOpenPayment(db, provider, orderId, idempotencyKey);
    const remote = await provider.create({
      amountCents: order.totalCents,
      currency: order.currency,
      idempotencyKey,
      orderId,
    });
    const [row] = await db
      .insert(payments)
      .values({
        orderId,
        provider: provider.name,
        providerRef: remote.ref,
        clientSecret: remote.clientSecret,
        amountCents: remote.amountCents,
        currency: remote.currency,
        status: remote.status,
        idempotencyKey,
      })
      .onConflictDoNothing()
      .returning();
    payment = row ?? (await latestPayment(db, orderId));
  }
  await db.update(orders).set({ paymentMethod: 'card', updatedAt: new Date() }).where(eq(orders.id, orderId));
  return { order: await orderView(db, orderId), payment: payment ? toPayment(payment) : null };
}

/** The card step finished: the provider says how; the order is paid once, or told why not. */
export async function paymentSucceeded(
  db: DbOrTx,
  provider: PaymentProvider,
  devices: DeviceFulfilment,
  ctx: RequestContext,
  input: { orderId: number; companyId?: number },
) {
  const order = await findVisibleOrder(db, ctx, input.orderId, input.companyId);
  if (PAID.includes(order.status)) return orderView(db, order.id);
  const payment = await latestPayment(db, order.id);
  if (!payment || payment.status === 'canceled')
    throw new HttpError(409, 'No payment was started for this order', 'PAYMENT_INCOMPLETE');
  const remote = await provider.retrieve(payment.providerRef);
  if (remote.status === 'succeeded') {
    if (remote.amountCents !== order.totalCents || remote.currency !== order.currency)
      throw new HttpError(409, 'The payment does not match the order total', 'PAYMENT_MISMATCH');
    await db.transaction(async (tx) => {
      await sync(tx, payment, remote);
      await markPaid(tx, devices, order.id, 'card');
    });
    return orderView(db, order.id);
  }
  await sync(db, payment, remote);
  if (remote.status === 'requires-action') {
    await setStatus(db, order.id, 'requires-confirmation');
    throw new HttpError(409, 'The payment needs the card holder’s confirmation', 'PAYMENT_INCOMPLETE');
  }
  if (remote.status === 'failed') {
    await setStatus(db, order.id, 'payment-failed');
    throw new HttpError(402, remote.failureMessage ?? 'The payment failed', 'PAYMENT_DECLINED');
  }
  throw new HttpError(409, 'The card step has not been done', 'PAYMENT_INCOMPLETE');
}

async function setStatus(db: DbOrTx, orderId: number, status: contract.OrderStatus) {
  await db
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), notInArray(orders.status, PAID)));
}

/** The card step failed or was abandoned: the open payment is canceled, the order can be paid again. */
export async function paymentFailed(
  db: DbOrTx,
  provider: PaymentProvider,
  ctx: RequestContext,
  input: { orderId: number; companyId?: number; reason?: string },
) {
  const order = await findVisibleOrder(db, ctx, input.orderId, input.companyId);
  assertUnpaid(order);
  const payment = await latestPayment(db, order.id);
  if (payment && OPEN.includes(payment.status)) {
    const remote = await provider.cancel(payment.providerRef);
    if (remote.status === 'succeeded')
      throw new HttpError(409, 'The payment succeeded: report it as a success', 'PAYMENT_SUCCEEDED');
    await db
      .update(payments)
      .set({
        status: remote.status,
        failureMessage: input.reason ?? remote.failureMessage ?? 'Abandoned',
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
  }
  await setStatus(db, order.id, 'payment-failed');
  return orderView(db, order.id);
}
