import { randomBytes } from 'node:crypto';
import { market } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../kernel/db/client.ts';
import { HttpError } from '../../../kernel/http/errors.ts';
import { sandboxIntents } from '../orders.schema.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';

/**
 * The default provider: deterministic test cards, no network, its ledger in the product database (what a
 * real provider keeps on its side). Card numbers of SANDBOX_CARDS behave like Stripe's test cards; any other
 * number is declined as unknown.
 */

type Intent = typeof sandboxIntents.$inferSelect;

const toPayment = (row: Intent): ProviderPayment => ({
  ref: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  failureMessage: row.failureMessage,
});

async function intentBy(db: DbOrTx, column: 'id' | 'clientSecret', value: string) {
  const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents[column], value));
  return row;
}

export function sandboxProvider(db: DbOrTx): PaymentProvider {
  const found = async (ref: string) => {
    const row = await intentBy(db, 'id', ref);
    if (!row) throw new Error(`sandbox payment ${ref} does not exist`);
    return row;
  };
  return {
    name: 'sandbox',
    publishableKey: market.SANDBOX_PUBLISHABLE_KEY,
    async create({ amountCents, currency, idempotencyKey }) {
      const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      await db
        .insert(sandboxIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          amountCents,
          currency,
          status: 'requires-payment',
          idempotencyKey,
        })
        .onConflictDoNothing({ target: sandboxIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.idempotencyKey, idempotencyKey));
      if (!row) throw new Error('sandbox intent vanished');
      return toPayment(row);
    },
    retrieve: async (ref) => toPayment(await found(ref)),
    async cancel(ref) {
      const [row] = await db
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(sandboxIntents.id, ref),
            inArray(sandboxIntents.status, ['requires-payment', 'requires-action', 'failed']),
          ),
        )
        .returning();
      return toPayment(row ?? (await found(ref)));
    },
  };
}

const DECLINED = 'Your card was declined.';

/**
 * The sandbox's card step (what Stripe.js does against Stripe): confirms the payment named by its client
 * secret with a test card, or answers the confirmation step. A succeeded payment is never charged again.
 */
export async function sandboxConfirm(
  db: DbOrTx,
  input:
    | { clientSecret: string; cardNumber: string }
    | { clientSecret: string; authenticate: 'approve' | 'reject' },
) {
  const intent = await intentBy(db, 'clientSecret', input.clientSecret);
  if (!intent) throw new HttpError(404, 'No such payment', 'NOT_FOUND');
  if (intent.status === 'succeeded' || intent.status === 'canceled')
    throw new HttpError(409, `This payment is already ${intent.status}`, 'PAYMENT_SETTLED');
  let next: Partial<Intent>;
  if ('authenticate' in input) {
    if (intent.status !== 'requires-action')
      throw new HttpError(409, 'This payment needs no confirmation', 'PAYMENT_NO_ACTION');
    next =
      input.authenticate === 'approve'
        ? { status: 'succeeded', chargedAt: new Date(), failureMessage: null }
        : { status: 'failed', failureMessage: 'The card holder did not confirm the payment.' };
  } else {
    const cardLast4 = input.cardNumber.slice(-4);
    if (input.cardNumber === market.SANDBOX_CARDS.succeeds)
      next = { status: 'succeeded', chargedAt: new Date(), cardLast4, failureMessage: null };
    else if (input.cardNumber === market.SANDBOX_CARDS.requiresConfirmation)
      next = { status: 'requires-action', cardLast4, failureMessage: null };
    else next = { status: 'failed', cardLast4, failureMessage: DECLINED };
  }
  // Conditional on the state read: two confirmations racing cannot both charge.
  const [row] = await db
    .update(sandboxIntents)
    .set(next)
    .where(and(eq(sandboxIntents.id, intent.id), eq(sandboxIntents.status, intent.status)))
    .returning();
  if (!row) throw new HttpError(409, 'This payment changed meanwhile, try again', 'PAYMENT_SETTLED');
  return { status: row.status, failureMessage: row.failureMessage };
}
