import { market as contract } from '@atrium/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { companyDiscounts, discountCodes, orders, vouchers } from './orders.schema.ts';

/**
 * Discount codes and vouchers are held by the order that names them, but only a paid order spends them: an
 * order left unpaid (abandoned, declined, or replaced by a new cart) gives its code or voucher up to the next
 * order that names it, and is priced again without it (its open payment is canceled before, by the caller).
 */

export const SPENDING_STATUSES: readonly contract.OrderStatus[] = ['paid', 'deployed'];
export const isSpentBy = (status: contract.OrderStatus | null | undefined) =>
  !!status && SPENDING_STATUSES.includes(status);

/** The status of the order holding a code or voucher (undefined when none, or when it vanished). */
export async function holderStatus(db: DbOrTx, orderId: number | null) {
  if (orderId === null) return undefined;
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

type Held = 'discountCode' | 'voucherCode';
export const USED_MESSAGE: Record<Held, string> = {
  discountCode: 'This code has already been used',
  voucherCode: 'This voucher has already been used',
};

/** Re-prices an unpaid order that lost its code or voucher to another order. */
async function dropFrom(tx: DbOrTx, orderId: number, held: Held) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row || isSpentBy(row.status)) throw new ValidationError([{ param: held, msg: USED_MESSAGE[held] }]);
  const [code] =
    held !== 'discountCode' && row.discountCode
      ? await tx.select().from(discountCodes).where(eq(discountCodes.code, row.discountCode))
      : [];
  const [voucher] =
    held !== 'voucherCode' && row.voucherId !== null
      ? await tx.select().from(vouchers).where(eq(vouchers.id, row.voucherId))
      : [];
  const q = contract.quoteOrder(
    row.parts,
    {
      discountRateBps: row.discountRateBps,
      discountCode: code ?? null,
      voucherCents: voucher?.amountCents ?? 0,
      shippingMethod: row.shippingMethod,
    },
    row.shippingMethod !== null,
  );
  await tx
    .update(orders)
    .set({
      ...(held === 'discountCode'
        ? { discountCode: null, discountCodeCents: 0 }
        : { voucherId: null, voucherCode: null, voucherCents: 0 }),
      totalCents: q.totalCents,
      paymentMethod: null,
      status: row.status === 'requires-confirmation' ? 'awaiting-payment' : row.status,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

async function take(
  tx: DbOrTx,
  held: Held,
  orderId: number,
  holder: number | null,
  update: (from: number | null) => Promise<unknown[]>,
) {
  if (holder === orderId) return;
  if (holder !== null && isSpentBy(await holderStatus(tx, holder)))
    throw new ValidationError([{ param: held, msg: USED_MESSAGE[held] }]);
  // Conditional on the holder seen: of two orders racing for one code or voucher, one gets a 418.
  const taken = await update(holder);
  if (taken.length === 0) throw new ValidationError([{ param: held, msg: USED_MESSAGE[held] }]);
  if (holder !== null) await dropFrom(tx, holder, held);
}

/** Makes `orderId` hold exactly the code and voucher it was priced with, in the order's transaction. */
export async function reserve(
  tx: DbOrTx,
  orderId: number,
  companyId: number,
  codeId: number | null,
  voucherId: number | null,
) {
  await tx
    .update(companyDiscounts)
    .set({ usedByOrderId: null })
    .where(
      and(
        eq(companyDiscounts.usedByOrderId, orderId),
        codeId === null ? undefined : ne(companyDiscounts.codeId, codeId),
      ),
    );
  await tx
    .update(vouchers)
    .set({ usedByOrderId: null })
    .where(
      and(eq(vouchers.usedByOrderId, orderId), voucherId === null ? undefined : ne(vouchers.id, voucherId)),
    );
  if (codeId !== null) {
    const mine = and(eq(companyDiscounts.companyId, companyId), eq(companyDiscounts.codeId, codeId));
    const [row] = await tx.select().from(companyDiscounts).where(mine).for('update');
    if (!row)
      throw new ValidationError([{ param: 'discountCode', msg: 'Add this code to the company first' }]);
    await take(tx, 'discountCode', orderId, row.usedByOrderId, (from) =>
      tx
        .update(companyDiscounts)
        .set({ usedByOrderId: orderId })
        .where(
          and(
            mine,
            from === null ? isNull(companyDiscounts.usedByOrderId) : eq(companyDiscounts.usedByOrderId, from),
          ),
        )
        .returning(),
    );
  }
  if (voucherId !== null) {
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId)).for('update');
    if (!row) throw new ValidationError([{ param: 'voucherCode', msg: 'Unknown voucher' }]);
    await take(tx, 'voucherCode', orderId, row.usedByOrderId, (from) =>
      tx
        .update(vouchers)
        .set({ usedByOrderId: orderId })
        .where(
          and(
            eq(vouchers.id, voucherId),
            from === null ? isNull(vouchers.usedByOrderId) : eq(vouchers.usedByOrderId, from),
          ),
        )
        .returning(),
    );
  }
}
