import { createHash } from 'node:crypto';
import { market as contract, type ListQuery, type SortTerm } from '@atrium/contracts';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { findVisibleCompany } from '../companies/companies.service.ts';
import { requestScope } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { orderAddresses, orderingIntentions, orderLines, orders } from './orders.schema.ts';
import { type PricedBody, priceBody } from './quote.service.ts';
import { reserve, USED_MESSAGE } from './reservations.ts';

export type OrderRow = typeof orders.$inferSelect;

export const toOrder = (
  row: OrderRow,
  createdBy: { id: number; name: string } | null = null,
): contract.Order => {
  const parts = row.parts.map((p) => ({ ...p, editable: contract.isOrderEditable(p.type) }));
  const unpaid = ['awaiting-payment', 'payment-failed'].includes(row.status);
  return {
    id: row.id,
    companyId: row.companyId,
    status: row.status,
    editable: unpaid && parts.every((p) => p.editable),
    parts,
    subtotalCents: row.subtotalCents,
    devicesCount: row.devicesCount,
    needsShipping: row.shippingMethod !== null,
    discountRateBps: row.discountRateBps,
    discountRateCents: row.discountRateCents,
    discountCode: row.discountCode,
    discountCodeCents: row.discountCodeCents,
    shippingMethod: row.shippingMethod,
    shippingCents: row.shippingCents,
    voucherCode: row.voucherCode,
    voucherCents: row.voucherCents,
    totalCents: row.totalCents,
    currency: row.currency,
    address: row.address,
    paymentMethod: row.paymentMethod,
    fulfilment: row.fulfilment,
    createdBy,
    paidAt: row.paidAt?.toISOString() ?? null,
    deployedAt: row.deployedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

const orderRows = (db: DbOrTx) =>
  db
    .select({ order: orders, user: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.createdBy));
type JoinedRow = Awaited<ReturnType<typeof orderRows>>[number];
const fromJoined = (r: JoinedRow) =>
  toOrder(
    r.order,
    r.user?.id ? { id: r.user.id, name: `${r.user.firstName} ${r.user.lastName}`.trim() } : null,
  );

/** An order of a company the caller sees, else 404 (the company first, then the order within it). */
export async function findOrder(db: DbOrTx, ctx: RequestContext, companyId: number, orderId: number) {
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  if (!row) throw notFound('Order');
  return row;
}

/** An order by id alone (payment outcomes name no company): only within the companies the caller sees. */
export async function findVisibleOrder(db: DbOrTx, ctx: RequestContext, orderId: number, companyId?: number) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(orders.id, orderId),
        await requestScope(db, ctx).companies(orders.companyId),
        companyId ? eq(orders.companyId, companyId) : undefined,
      ),
    );
  if (!row) throw notFound('Order');
  return row.order;
}

export async function orderView(db: DbOrTx, id: number) {
  const [row] = await orderRows(db).where(eq(orders.id, id));
  if (!row) throw notFound('Order');
  return fromJoined(row);
}

export async function validateOrder(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  companyId: number,
  body: contract.OrderBody,
) {
  await findVisibleCompany(db, ctx, companyId);
  return (await priceBody(db, config, ctx, companyId, body)).quote;
}

const hashOf = (body: contract.OrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** The same Idempotency-Key again: the order it made (a retry, or a double click), never a second order. */
export class DuplicateOrderError extends HttpError {
  constructor(
    readonly orderId: number,
    sameBody: boolean,
  ) {
    super(
      409,
      sameBody
        ? `This order was already submitted (order ${orderId})`
        : 'This Idempotency-Key was used for another order',
      sameBody ? 'ORDER_ALREADY_SUBMITTED' : 'IDEMPOTENCY_KEY_REUSED',
    );
  }
}

async function existingByKey(db: DbOrTx, companyId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, hash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)));
  return row;
}

const priceColumns = (p: PricedBody) => ({
  parts: p.parts,
  types: p.parts.map((part) => part.type),
  subtotalCents: p.quote.subtotalCents,
  devicesCount: p.quote.devicesCount,
  discountRateBps: p.quote.discountRateBps,
  discountRateCents: p.quote.discountRateCents,
  discountCode: p.quote.discountCode,
  discountCodeCents: p.quote.discountCodeCents,
  shippingMethod: p.quote.shippingMethod,
  shippingCents: p.quote.shippingCents,
  voucherId: p.voucherId,
  voucherCode: p.quote.voucherCode,
  voucherCents: p.quote.voucherCents,
  totalCents: p.quote.totalCents,
});

/** Lines, reservations (code, voucher) and the address of an order just written, in its transaction. */
async function attach(
  tx: DbOrTx,
  orderId: number,
  companyId: number,
  priced: PricedBody,
  body: contract.OrderBody,
) {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  const lines = priced.parts.flatMap((part) =>
    part.lines.map((l) => ({
      orderId,
      partIndex: part.index,
      kind: l.kind,
      itemId: l.itemId,
      qty: l.qty,
      unitPriceCents: l.unitPriceCents,
      totalCents: l.totalCents,
    })),
  );
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
  await reserve(tx, orderId, companyId, priced.discountCodeId, priced.voucherId);
  if (body.address) {
    const fingerprint = JSON.stringify(Object.values(body.address)).toLowerCase();
    await tx
      .insert(orderAddresses)
      .values({ companyId, address: body.address, fingerprint })
      .onConflictDoUpdate({
        target: [orderAddresses.companyId, orderAddresses.fingerprint],
        set: { lastUsedAt: new Date(), address: body.address },
      });
  }
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export interface SubmitHooks {
  /** Marks an order whose total is 0 paid (a voucher or discounts cover it) in the same transaction. */
  settleFree(tx: DbOrTx, orderId: number): Promise<void>;
  /** Cancels an order's open payment at the provider (see releaseHolders). */
  cancelOpenPayment(orderId: number): Promise<void>;
}

/**
 * The unpaid orders holding the code or voucher of a new body lose them (reservations.ts): their open
 * payments are canceled first, outside any transaction (the provider is another system). One whose payment
 * succeeded meanwhile keeps them, and this order is refused.
 */
async function releaseHolders(priced: PricedBody, cancelOpenPayment: (orderId: number) => Promise<void>) {
  for (const { orderId, param } of priced.holders) {
    try {
      await cancelOpenPayment(orderId);
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'ORDER_ALREADY_PAID')) throw error;
      throw new ValidationError([{ param, msg: USED_MESSAGE[param] }]);
    }
  }
}

export async function submitOrder(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  companyId: number,
  body: contract.OrderBody,
  idempotencyKey: string,
  hooks: SubmitHooks,
) {
  await findVisibleCompany(db, ctx, companyId);
  const hash = hashOf(body);
  const existing = await existingByKey(db, companyId, idempotencyKey);
  if (existing) throw new DuplicateOrderError(existing.id, existing.hash === hash);
  const priced = await priceBody(db, config, ctx, companyId, body);
  await releaseHolders(priced, hooks.cancelOpenPayment);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          companyId,
          createdBy: ctx.user?.id ?? null,
          ...priceColumns(priced),
          address: body.address ?? null,
          idempotencyKey,
          requestHash: hash,
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('order insert returned nothing');
      await attach(tx, row.id, companyId, priced, body);
      if (priced.quote.totalCents === 0) await hooks.settleFree(tx, row.id);
      return row.id;
    });
  } catch (error) {
    // Two submissions with one key racing: the loser answers like a retry.
    const raced = isUniqueViolation(error) ? await existingByKey(db, companyId, idempotencyKey) : undefined;
    if (raced) throw new DuplicateOrderError(raced.id, raced.hash === hash);
    throw error;
  }
  return orderView(db, id);
}

/** Replaces an unpaid order's contents (R35: not for the order types that cannot be edited). */
export async function updateOrder(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  companyId: number,
  orderId: number,
  body: contract.OrderBody,
  hooks: SubmitHooks,
) {
  const { cancelOpenPayment } = hooks;
  const row = await findOrder(db, ctx, companyId, orderId);
  if (['paid', 'deployed'].includes(row.status))
    throw new HttpError(409, 'This order is paid', 'ORDER_ALREADY_PAID');
  if (row.status === 'requires-confirmation')
    throw new HttpError(409, 'A payment of this order awaits confirmation', 'PAYMENT_IN_PROGRESS');
  const fixed = [...row.types, ...body.orders.map((p) => p.type)].find((t) => !contract.isOrderEditable(t));
  if (fixed) throw new HttpError(409, `Orders of type ${fixed} cannot be edited`, 'ORDER_NOT_EDITABLE');
  const priced = await priceBody(db, config, ctx, companyId, body, orderId);
  // Outside the transaction: the provider is another system (and the sandbox has its own connection use).
  await cancelOpenPayment(orderId);
  await releaseHolders(priced, cancelOpenPayment);
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        ...priceColumns(priced),
        address: body.address ?? null,
        paymentMethod: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    await attach(tx, orderId, companyId, priced, body);
    if (priced.quote.totalCents === 0) await hooks.settleFree(tx, orderId);
  });
  return orderView(db, orderId);
}

const DAY_MS = 86_400_000;
/** The end of a `to` filter: a day counts whole (until the next midnight UTC), an instant as given. */
const endOf = (to: string) => new Date(new Date(to).getTime() + (to.length === 10 ? DAY_MS : 1));

const sortColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  totalCents: orders.totalCents,
  status: orders.status,
};

export async function listOrders(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filters: { status?: contract.OrderStatus; type?: contract.OrderType; from?: string; to?: string },
  page: ListQuery,
) {
  await findVisibleCompany(db, ctx, companyId);
  const where = and(
    eq(orders.companyId, companyId),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.type ? sql`${filters.type} = any(${orders.types})` : undefined,
    filters.from ? gte(orders.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, endOf(filters.to)) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<keyof typeof sortColumns>[], sortColumns);
  const rows = await orderRows(db)
    .where(where)
    .orderBy(...(order.length > 0 ? order : [desc(orders.id)]), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { data: rows.map(fromJoined), totalRecords: total?.n ?? 0 };
}

export async function getOrder(db: DbOrTx, ctx: RequestContext, companyId: number, orderId: number) {
  await findOrder(db, ctx, companyId, orderId);
  return orderView(db, orderId);
}

export async function listAddresses(db: DbOrTx, ctx: RequestContext, companyId: number) {
  await findVisibleCompany(db, ctx, companyId);
  const rows = await db
    .select()
    .from(orderAddresses)
    .where(eq(orderAddresses.companyId, companyId))
    .orderBy(desc(orderAddresses.lastUsedAt), desc(orderAddresses.id))
    .limit(20);
  return rows.map((r) => ({ id: r.id, ...r.address, lastUsedAt: r.lastUsedAt.toISOString() }));
}

export async function getShipping(db: DbOrTx, ctx: RequestContext, companyId: number, orderId: number) {
  const row = await findOrder(db, ctx, companyId, orderId);
  const status: 'not-required' | 'awaiting-payment' | 'preparing' | 'delivered' =
    row.shippingMethod === null
      ? 'not-required'
      : row.status === 'deployed'
        ? 'delivered'
        : row.status === 'paid'
          ? 'preparing'
          : 'awaiting-payment';
  return { method: row.shippingMethod, costCents: row.shippingCents, address: row.address, status };
}

export async function deployOrder(db: DbOrTx, ctx: RequestContext, companyId: number, orderId: number) {
  const row = await findOrder(db, ctx, companyId, orderId);
  if (row.status === 'deployed') return orderView(db, orderId);
  if (row.status !== 'paid') throw new HttpError(409, 'Only a paid order can be deployed', 'ORDER_NOT_PAID');
  await db
    .update(orders)
    .set({ status: 'deployed', deployedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
  return orderView(db, orderId);
}

export async function recordIntention(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  companyId: number,
  body: contract.OrderBody & { note?: string },
) {
  await findVisibleCompany(db, ctx, companyId);
  const { note, ...order } = body;
  const priced = await priceBody(db, config, ctx, companyId, order);
  const [row] = await db
    .insert(orderingIntentions)
    .values({
      companyId,
      userId: ctx.user?.id ?? null,
      parts: priced.parts,
      totalCents: priced.quote.totalCents,
      note: note ?? '',
    })
    .returning({ id: orderingIntentions.id });
  if (!row) throw new Error('intention insert returned nothing');
  return { id: row.id, quote: priced.quote };
}
