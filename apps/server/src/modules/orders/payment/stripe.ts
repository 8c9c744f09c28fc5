import type { market } from '@atrium/contracts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';

/**
 * Stripe PaymentIntents over its REST API (the SDK is not a dependency): only used when STRIPE_SECRET_KEY is
 * set. Cards are confirmed by Stripe.js in the browser with the client secret; this side creates, reads and
 * cancels. Not exercised by the test suite (it would need Stripe's network).
 */

const API = 'https://api.stripe.com/v1';

interface StripeIntent {
  id: string;
  client_secret: string | null;
  status: string;
  amount: number;
  currency: string;
  last_payment_error?: { message?: string } | null;
}

/** Stripe's states in ours: a card that failed returns the intent to requires_payment_method with an error. */
export function fromStripeStatus(
  intent: Pick<StripeIntent, 'status' | 'last_payment_error'>,
): market.PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
    case 'processing':
    case 'requires_capture':
      return 'requires-action';
    default:
      return intent.last_payment_error ? 'failed' : 'requires-payment';
  }
}

const toPayment = (intent: StripeIntent): ProviderPayment => ({
  ref: intent.id,
  clientSecret: intent.client_secret,
  status: fromStripeStatus(intent),
  amountCents: intent.amount,
  currency: intent.currency,
  failureMessage: intent.last_payment_error?.message ?? null,
});

export function stripeProvider(keys: { secretKey: string; publishableKey: string }): PaymentProvider {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ) {
    const response = await fetch(`${API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${keys.secretKey}`,
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json()) as StripeIntent & { error?: { message?: string } };
    if (!response.ok)
      throw new Error(`Stripe ${method} ${path}: ${response.status} ${body.error?.message ?? ''}`);
    return toPayment(body);
  }
  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,
    create: ({ amountCents, currency, idempotencyKey, orderId }) =>
      call(
        'POST',
        '/payment_intents',
        {
          amount: String(amountCents),
          currency,
          'automatic_payment_methods[enabled]': 'true',
          'metadata[order_id]': String(orderId),
        },
        idempotencyKey,
      ),
    retrieve: (ref) => call('GET', `/payment_intents/${encodeURIComponent(ref)}`),
    async cancel(ref) {
      const current = await call('GET', `/payment_intents/${encodeURIComponent(ref)}`);
      if (current.status === 'succeeded' || current.status === 'canceled') return current;
      return call('POST', `/payment_intents/${encodeURIComponent(ref)}/cancel`, {});
    },
  };
}
