import type { market } from '@atrium/contracts';
import type { Config } from '../../../kernel/config.ts';
import type { DbOrTx } from '../../../kernel/db/client.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';

/** A payment as the provider sees it. */
export interface ProviderPayment {
  ref: string;
  /** What the browser's card step needs; null when the provider gives none. */
  clientSecret: string | null;
  status: market.PaymentStatus;
  amountCents: number;
  currency: string;
  failureMessage: string | null;
}

/**
 * A card payment provider. `create` must be idempotent on `idempotencyKey` (a retried call returns the same
 * payment), so a network failure between us and the provider cannot open two charges for one attempt.
 */
export interface PaymentProvider {
  name: (typeof market.PAYMENT_PROVIDERS)[number];
  publishableKey: string;
  create(input: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    orderId: number;
  }): Promise<ProviderPayment>;
  retrieve(ref: string): Promise<ProviderPayment>;
  /** Cancels a payment that has not succeeded; answers its state either way. */
  cancel(ref: string): Promise<ProviderPayment>;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the sandbox; nothing leaves the machine in the sandbox. */
export function paymentProviderFor(config: Config, db: DbOrTx): PaymentProvider {
  if (!config.STRIPE_SECRET_KEY) return sandboxProvider(db);
  if (!config.STRIPE_PUBLISHABLE_KEY)
    throw new Error(
      'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY (the browser confirms cards with it)',
    );
  return stripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
  });
}
