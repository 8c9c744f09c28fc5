import { market } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
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
  const orderId =
    unpaidOrderId ??
    (
      await call(market.submitOrder, {
        params: { id: companyId },
        headers: { [market.IDEMPOTENCY_HEADER]: idempotencyKey },
        body,
        notify: false,
      })
    ).data.id;
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
  storage.set('paymentOrder', { orderId, companyId } satisfies UnpaidOrder);
  return { ok: false, orderId, message };
}

/** The order whose card was declined, kept until it is paid or the cart changes. */
export interface UnpaidOrder {
  orderId: number;
  companyId: number;
}

export function unpaidOrderOf(companyId: number): number | null {
  const stored = storage.get('paymentOrder') as Partial<UnpaidOrder> | null;
  return stored?.companyId === companyId && typeof stored.orderId === 'number' ? stored.orderId : null;
}
