import { market } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { marketItems } from '../../market/market.schema.ts';
import { payments, sandboxIntents } from '../orders.schema.ts';
import { ADDRESS, api, cid, commerceApp, SENSOR_ORDER, type Session } from './kit.ts';

const { SANDBOX_CARDS } = market;

let app: Awaited<ReturnType<typeof commerceApp>>;
let http: ReturnType<typeof api>;
let customer: Session;
let school: Session;
beforeAll(async () => {
  app = await commerceApp();
  http = api(app.t);
  ({ customer, school } = app);
});
afterAll(() => app.t.close());

const db = () => app.t.deps.database.db;
const confirm = (body: object) =>
  app.t.app.inject({ method: 'POST', url: '/api/public/payment/sandbox/confirm', body });
const newOrder = async (
  s: Session = customer,
  body: object = { orders: [SENSOR_ORDER], address: ADDRESS },
) => {
  const res = await http.submit(s, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; totalCents: number };
};
const chargesOf = async (orderId: number) => {
  const rows = await db().select().from(payments).where(eq(payments.orderId, orderId));
  const intents = await Promise.all(
    rows.map(
      async (p) => (await db().select().from(sandboxIntents).where(eq(sandboxIntents.id, p.providerRef)))[0],
    ),
  );
  return intents.filter((i) => i?.chargedAt).length;
};

describe('[PAYMENT] the sandbox provider', () => {
  test('A71 GET /public/payment/publishableKey answers data.data.publishableKey, offline', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/public/payment/publishableKey' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { publishableKey: 'pk_sandbox_atrium', provider: 'sandbox', currency: 'usd' },
    });
  });

  test('the card that succeeds: validate → submit → pay → paid, charged once for the server’s total', async () => {
    const validated = (await http.validate(customer, { orders: [SENSOR_ORDER], address: ADDRESS })).json()
      .data;
    const order = await newOrder();
    expect(order.totalCents).toBe(validated.totalCents);
    const {
      method,
      confirm: confirmed,
      success,
    } = await http.payWithCard(customer, order.id, SANDBOX_CARDS.succeeds);
    expect(method.json().data.payment).toMatchObject({
      provider: 'sandbox',
      status: 'requires-payment',
      amountCents: order.totalCents,
      currency: 'usd',
    });
    expect(confirmed.json().data).toEqual({ status: 'succeeded', failureMessage: null });
    expect(success.statusCode).toBe(200);
    expect(success.json().data).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
      fulfilment: 'done',
    });
    expect(success.json().data.paidAt).not.toBeNull();
    expect(await chargesOf(order.id)).toBe(1);
    const payment = (
      await http.call(customer, 'GET', `/company/${cid(customer)}/order/${order.id}/payment`)
    ).json().data;
    expect(payment).toMatchObject({ status: 'succeeded', clientSecret: null });
    // What it sold counts for the best-selling list.
    const [logger] = await db().select().from(marketItems).where(eq(marketItems.id, 202));
    expect(logger?.soldUnits).toBe(2);
    const best = (await app.t.app.inject({ method: 'GET', url: '/api/product/best-selling?app=swam' })).json()
      .data;
    expect(best[0]).toMatchObject({ id: 202, sold: 2 });
  });

  test('paying a paid order again charges nothing more: success again, a new payment, a second confirm', async () => {
    const order = await newOrder();
    const first = await http.payWithCard(customer, order.id, SANDBOX_CARDS.succeeds);
    const again = await http.call(customer, 'POST', '/payment/success', { orderId: order.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('paid');
    const method = await http.call(
      customer,
      'PUT',
      `/company/${cid(customer)}/order/${order.id}/payment-method`,
      {
        method: 'card',
      },
    );
    expect(method.statusCode).toBe(409);
    expect(method.json().code).toBe('ORDER_ALREADY_PAID');
    const reconfirm = await confirm({ clientSecret: first.secret, cardNumber: SANDBOX_CARDS.succeeds });
    expect(reconfirm.statusCode).toBe(409);
    const both = await Promise.all([
      http.call(customer, 'POST', '/payment/success', { orderId: order.id }),
      http.call(customer, 'POST', '/payment/success', { orderId: order.id }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await chargesOf(order.id)).toBe(1);
  });

  test('two payment methods opened at once make one payment', async () => {
    const order = await newOrder();
    const put = () =>
      http.call(customer, 'PUT', `/company/${cid(customer)}/order/${order.id}/payment-method`, {
        method: 'card',
      });
    const [a, b] = await Promise.all([put(), put()]);
    expect(a.json().data.payment.id).toBe(b.json().data.payment.id);
    expect(a.json().data.payment.clientSecret).toBe(b.json().data.payment.clientSecret);
  });

  test('the declined card: 402 PAYMENT_DECLINED, the order payment-failed, nothing charged; then another card pays', async () => {
    const order = await newOrder();
    const {
      confirm: confirmed,
      success,
      secret,
    } = await http.payWithCard(customer, order.id, SANDBOX_CARDS.declined);
    expect(confirmed.json().data).toEqual({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(success.statusCode).toBe(402);
    expect(success.json()).toEqual({ msg: 'Your card was declined.', code: 'PAYMENT_DECLINED' });
    expect((await http.order(customer, order.id)).json().data).toMatchObject({
      status: 'payment-failed',
      paidAt: null,
    });
    expect(await chargesOf(order.id)).toBe(0);
    // Like Stripe, the same payment takes another card.
    expect(
      (await confirm({ clientSecret: secret, cardNumber: SANDBOX_CARDS.succeeds })).json().data.status,
    ).toBe('succeeded');
    const paid = await http.call(customer, 'POST', '/payment/success', { orderId: order.id });
    expect(paid.json().data.status).toBe('paid');
    expect(await chargesOf(order.id)).toBe(1);
  });

  test('the card that needs confirmation: requires-confirmation until approved; rejected means failed', async () => {
    const order = await newOrder();
    const {
      confirm: confirmed,
      success,
      secret,
    } = await http.payWithCard(customer, order.id, SANDBOX_CARDS.requiresConfirmation);
    expect(confirmed.json().data.status).toBe('requires-action');
    expect(success.statusCode).toBe(409);
    expect(success.json().code).toBe('PAYMENT_INCOMPLETE');
    expect((await http.order(customer, order.id)).json().data.status).toBe('requires-confirmation');
    expect(await chargesOf(order.id)).toBe(0);
    expect((await confirm({ clientSecret: secret, authenticate: 'approve' })).json().data.status).toBe(
      'succeeded',
    );
    expect(
      (await http.call(customer, 'POST', '/payment/success', { orderId: order.id })).json().data.status,
    ).toBe('paid');

    const rejected = await newOrder();
    const step = await http.payWithCard(customer, rejected.id, SANDBOX_CARDS.requiresConfirmation);
    expect((await confirm({ clientSecret: step.secret, authenticate: 'reject' })).json().data.status).toBe(
      'failed',
    );
    const res = await http.call(customer, 'POST', '/payment/success', { orderId: rejected.id });
    expect(res.statusCode).toBe(402);
    expect(await chargesOf(rejected.id)).toBe(0);
  });

  test('/payment/fail cancels the open payment: the card step cannot charge it afterwards', async () => {
    const order = await newOrder();
    const method = await http.call(
      customer,
      'PUT',
      `/company/${cid(customer)}/order/${order.id}/payment-method`,
      {
        method: 'card',
      },
    );
    const secret = method.json().data.payment.clientSecret;
    const failed = await http.call(customer, 'POST', '/payment/fail', {
      orderId: order.id,
      reason: 'Closed the window',
    });
    expect(failed.json().data.status).toBe('payment-failed');
    const late = await confirm({ clientSecret: secret, cardNumber: SANDBOX_CARDS.succeeds });
    expect(late.statusCode).toBe(409);
    expect(await chargesOf(order.id)).toBe(0);
    const payment = (
      await http.call(customer, 'GET', `/company/${cid(customer)}/order/${order.id}/payment`)
    ).json().data;
    expect(payment).toMatchObject({ status: 'canceled', failureMessage: 'Closed the window' });
    // Paying again opens a new payment.
    const again = await http.payWithCard(customer, order.id, SANDBOX_CARDS.succeeds);
    expect(again.success.json().data.status).toBe('paid');
  });

  test('editing an unpaid order cancels its open payment; the new one is for the new total', async () => {
    const order = await newOrder();
    const first = await http.call(
      customer,
      'PUT',
      `/company/${cid(customer)}/order/${order.id}/payment-method`,
      {
        method: 'card',
      },
    );
    await http.call(customer, 'PUT', `/company/${cid(customer)}/order/${order.id}`, {
      orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty: 1 }] }],
    });
    const stale = await confirm({
      clientSecret: first.json().data.payment.clientSecret,
      cardNumber: SANDBOX_CARDS.succeeds,
    });
    expect(stale.statusCode).toBe(409);
    const { success } = await http.payWithCard(customer, order.id, SANDBOX_CARDS.succeeds);
    expect(success.json().data).toMatchObject({ status: 'paid', totalCents: 2_400 - 120 });
  });

  test('success before any card step is 409; unknown client secrets are 404; an unknown card is declined', async () => {
    const order = await newOrder();
    const none = await http.call(customer, 'POST', '/payment/success', { orderId: order.id });
    expect(none.json().code).toBe('PAYMENT_INCOMPLETE');
    expect(
      (await confirm({ clientSecret: 'pi_sandbox_nope_secret', cardNumber: SANDBOX_CARDS.succeeds }))
        .statusCode,
    ).toBe(404);
    const { success } = await http.payWithCard(customer, order.id, '4111 1111 1111 1111');
    expect(success.statusCode).toBe(402);
    const bad = await confirm({ clientSecret: 'x'.repeat(20), cardNumber: '12ab' });
    expect(bad.statusCode).toBe(418);
  });
});

describe('[PAYMENT] fulfilment and vouchers', () => {
  test('SMS, calling and package lines are handed over when paid', async () => {
    const before = (await http.call(school, 'GET', `/company/${cid(school)}/com-package`)).json().data;
    expect(before).toEqual([]);
    const order = await newOrder(school, {
      orders: [
        { type: 'core-sms-packages', packages: [{ id: 2111, qty: 2 }] },
        { type: 'core-calling-packages', packages: [{ id: 2120, qty: 1 }] },
        { type: 'defcon-package', packages: [{ id: 1310, qty: 1 }] },
      ],
    });
    const { success } = await http.payWithCard(school, order.id, SANDBOX_CARDS.succeeds);
    expect(success.json().data.fulfilment).toBe('done');
    const held = (await http.call(school, 'GET', `/company/${cid(school)}/com-package`)).json().data;
    expect(held.map((p: { name: string; quantity: number }) => [p.name, p.quantity]).sort()).toEqual([
      ['Calling 500 minutes', 500],
      ['SMS 5000', 10_000],
    ]);
    const packages = (await http.call(school, 'GET', '/package?side=owned')).json().data;
    expect(packages).toEqual([
      expect.objectContaining({
        orderId: order.id,
        status: 'deployed',
        model: expect.objectContaining({ id: 1310 }),
      }),
    ]);
  });

  test('a voucher covering the whole total pays on submission, with no card', async () => {
    const res = await http.submit(customer, {
      orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty: 1 }] }],
      voucherCode: 'v-demo-100',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'paid',
      paymentMethod: 'voucher',
      voucherCode: 'V-DEMO-100',
      voucherCents: 2_400 - 120,
      totalCents: 0,
    });
    const deployed = await http.call(
      customer,
      'POST',
      `/company/${cid(customer)}/order/${res.json().data.id}/deploy`,
    );
    expect(deployed.json().data).toMatchObject({ status: 'deployed' });
  });

  test('another company cannot read, pay or report the payment of an order (404)', async () => {
    const order = await newOrder();
    expect(
      (await http.call(school, 'GET', `/company/${cid(customer)}/order/${order.id}/payment`)).statusCode,
    ).toBe(404);
    expect(
      (
        await http.call(school, 'PUT', `/company/${cid(customer)}/order/${order.id}/payment-method`, {
          method: 'card',
        })
      ).statusCode,
    ).toBe(404);
    expect((await http.call(school, 'POST', '/payment/success', { orderId: order.id })).statusCode).toBe(404);
    expect((await http.call(school, 'POST', '/payment/fail', { orderId: order.id })).statusCode).toBe(404);
    expect(
      (
        await http.call(school, 'PUT', `/company/${cid(school)}/order/${order.id}/payment-method`, {
          method: 'card',
        })
      ).statusCode,
    ).toBe(404);
  });
});
