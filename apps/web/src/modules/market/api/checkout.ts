import { market } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';
import { marketKeys } from './catalogue.ts';

/** The company's discount rate and discount codes (signed-in checkout and discounts-code). */

export const useDiscountRate = (companyId: number | null) =>
  useQuery({
    queryKey: marketKeys.rate(companyId ?? 0),
    queryFn: () =>
      call(market.getDiscountRate, { params: { id: companyId ?? 0 }, notify: false }).then(
        (r) => r.data.rateBps,
      ),
    enabled: companyId !== null,
    retry: false,
  });

export const useDiscounts = (companyId: number | null) =>
  useQuery({
    queryKey: marketKeys.discounts(companyId ?? 0),
    queryFn: () =>
      call(market.listDiscounts, { params: { id: companyId ?? 0 }, query: { limit: '100' } }).then(
        (r) => r.data,
      ),
    enabled: companyId !== null,
  });

export interface PayInput {
  companyId: number;
  /** An order submitted earlier whose card was declined: paid again, not submitted again. */
  unpaidOrderId: number | null;
  idempotencyKey: string;
  body: market.OrderBodyInput;
  cardNumber: string;
}

export type PayOutcome = { ok: true; order: market.Order } | { ok: false; orderId: number; message: string };

/**
 * Spec §7 payment through the contracts: submit (one idempotency key per checkout, so a second click charges
 * once), open a card payment, confirm it with the sandbox provider, then report success or failure.
 */
export async function payOrder({
  companyId,
  unpaidOrderId,
  idempotencyKey,
  body,
  cardNumber,
}: PayInput): Promise<PayOutcome> {
  const editedOrderId = editedOrderOf(companyId);
  const written =
    editedOrderId !== null
      ? (
          await call(market.updateOrder, {
            params: { id: companyId, orderId: editedOrderId },
            body,
            notify: false,
          })
        ).data
      : unpaidOrderId === null
        ? (
            await call(market.submitOrder, {
              params: { id: companyId },
              headers: { [market.IDEMPOTENCY_HEADER]: idempotencyKey },
              body,
              notify: false,
            })
          ).data
        : null;
  // A total of 0 (a voucher or discounts cover it) is paid when written: no card step.
  if (written && (written.status === 'paid' || written.status === 'deployed'))
    return { ok: true, order: written };
  const orderId = written?.id ?? unpaidOrderId ?? 0;
  const method = await call(market.setPaymentMethod, {
    params: { id: companyId, orderId },
    body: { method: 'card' },
    notify: false,
  });
  const secret = method.data.payment?.clientSecret;
  if (!secret) return { ok: true, order: method.data.order };
  const confirmed = await call(market.sandboxConfirm, {
    body: { clientSecret: secret, cardNumber },
    notify: false,
  });
  if (confirmed.data.status === 'succeeded') {
    const paid = await call(market.paymentSuccess, { body: { orderId, companyId }, notify: false });
    return { ok: true, order: paid.data };
  }
  const message = confirmed.data.failureMessage ?? confirmed.data.status;
  await call(market.paymentFail, { body: { orderId, companyId, reason: message }, notify: false });
  const codes = { discountCode: body.discountCode ?? null, voucherCode: body.voucherCode ?? null };
  storage.set('paymentOrder', { orderId, companyId, codes } satisfies UnpaidOrder);
  return { ok: false, orderId, message };
}

/**
 * The order whose card was declined, kept until it is paid or the cart changes; or (`editing`) a submitted
 * order opened in the market from its details page, which checkout updates (R35) instead of submitting anew.
 */
export interface UnpaidOrder {
  orderId: number;
  companyId: number;
  editing?: boolean;
  /** The discount code and voucher it was submitted with: other ones make a new order. */
  codes?: OrderCodes;
}
export interface OrderCodes {
  discountCode: string | null;
  voucherCode: string | null;
}

function storedOrderOf(companyId: number, editing: boolean): UnpaidOrder | null {
  const stored = storage.get('paymentOrder') as Partial<UnpaidOrder> | null;
  return stored?.companyId === companyId &&
    typeof stored.orderId === 'number' &&
    (stored.editing === true) === editing
    ? (stored as UnpaidOrder)
    : null;
}

/** The declined order to pay again, unless the buyer chose another discount code or voucher since. */
export function unpaidOrderOf(companyId: number, codes?: OrderCodes): number | null {
  const stored = storedOrderOf(companyId, false);
  const same =
    !stored?.codes ||
    !codes ||
    (stored.codes.discountCode === codes.discountCode && stored.codes.voucherCode === codes.voucherCode);
  return stored && same ? stored.orderId : null;
}
export const editedOrderOf = (companyId: number) => storedOrderOf(companyId, true)?.orderId ?? null;

/** Opens a submitted order in the cart for editing; checkout then updates it. */
export function startEditing(order: Pick<market.Order, 'id' | 'companyId' | 'parts'>) {
  storage.set('cart', market.compactOrderParts(order.parts));
  storage.set('paymentOrder', {
    orderId: order.id,
    companyId: order.companyId,
    editing: true,
  } satisfies UnpaidOrder);
}

export type VoucherCheck = { ok: true; voucher: market.Voucher } | { ok: false; message: string };

/**
 * GET /company/:id/payment/voucher/:code: a voucher this company can use now. Another company's or an
 * unknown one is a 404, an expired one 400 VOUCHER_EXPIRED, a used one 409 VOUCHER_USED: each a message
 * for the field (no toast).
 */
export async function checkVoucher(
  companyId: number,
  code: string,
  messages: Record<'notFound' | 'expired' | 'used', string>,
): Promise<VoucherCheck> {
  try {
    const res = await call(market.checkVoucher, {
      params: { id: companyId, code },
      notify: false,
      cache: 'none',
    });
    return { ok: true, voucher: res.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.fieldErrors?.[0]) return { ok: false, message: error.fieldErrors[0].msg };
    if (error.status === 404) return { ok: false, message: messages.notFound };
    if (error.code === 'VOUCHER_EXPIRED') return { ok: false, message: messages.expired };
    if (error.code === 'VOUCHER_USED') return { ok: false, message: messages.used };
    throw error;
  }
}
