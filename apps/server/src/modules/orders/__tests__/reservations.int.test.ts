import { market } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, cid, commerceApp, type Session } from './kit.ts';

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

const TOKENS = { type: 'swam-tokens', tokens: [{ id: 1011, qty: 1 }] }; // 22 000 cents
const orderOf = async (s: Session, id: number) => (await http.order(s, id)).json().data;
const paymentOf = async (s: Session, id: number) =>
  (await http.call(s, 'GET', `/company/${cid(s)}/order/${id}/payment`)).json().data;
const openCard = async (s: Session, id: number) =>
  (await http.call(s, 'PUT', `/company/${cid(s)}/order/${id}/payment-method`, { method: 'card' })).json().data
    .payment.clientSecret as string;
const sandbox = (body: object) =>
  app.t.app.inject({ method: 'POST', url: '/api/public/payment/sandbox/confirm', body });

describe('[ORDERS][RESERVATIONS] codes and vouchers of unpaid orders are not spent', () => {
  test('a discount code held by an unpaid order (declined card) goes to the next order; the first is priced again without it', async () => {
    expect(
      (await http.call(school, 'POST', `/company/${cid(school)}/discount`, { code: 'WELCOME10' })).statusCode,
    ).toBe(201);
    const first = (await http.submit(school, { orders: [TOKENS], discountCode: 'WELCOME10' })).json().data;
    expect(first.totalCents).toBe(19_800);
    const declined = await http.payWithCard(school, first.id, SANDBOX_CARDS.declined);
    expect(declined.success.statusCode).toBe(402);
    const listed = (await http.call(school, 'GET', `/company/${cid(school)}/discount`)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ code: 'WELCOME10', state: 'available', usedByOrderId: first.id }),
    ]);

    const second = await http.submit(school, {
      orders: [{ ...TOKENS, tokens: [{ id: 1011, qty: 2 }] }],
      discountCode: 'WELCOME10',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ discountCode: 'WELCOME10', totalCents: 39_600 });
    expect(await orderOf(school, first.id)).toMatchObject({
      discountCode: null,
      discountCodeCents: 0,
      totalCents: 22_000,
      status: 'payment-failed',
    });

    const paid = await http.payWithCard(school, second.json().data.id, SANDBOX_CARDS.succeeds);
    expect(paid.success.json().data).toMatchObject({ status: 'paid', totalCents: 39_600 });
    // The first order now pays its full price; the code is spent and refused to it and to new orders.
    const again = await http.payWithCard(school, first.id, SANDBOX_CARDS.succeeds);
    expect(again.method.json().data.payment.amountCents).toBe(22_000);
    const back = await http.call(school, 'PUT', `/company/${cid(school)}/order/${first.id}`, {
      orders: [TOKENS],
      discountCode: 'WELCOME10',
    });
    expect(back.statusCode).toBe(409); // paid meanwhile
    const third = await http.submit(school, { orders: [TOKENS], discountCode: 'WELCOME10' });
    expect(third.json()).toEqual([{ param: 'discountCode', msg: 'This code has already been used' }]);
    const used = (await http.call(school, 'GET', `/company/${cid(school)}/discount?state=used`)).json();
    expect(used.totalRecords).toBe(1);
    const available = (
      await http.call(school, 'GET', `/company/${cid(school)}/discount?state=available`)
    ).json();
    expect(available.totalRecords).toBe(0);
  });

  test('a voucher held by an unpaid order with an open card payment goes to the next order, and that payment is canceled', async () => {
    const first = (await http.submit(customer, { orders: [TOKENS], voucherCode: 'V-DEMO-100' })).json().data;
    expect(first.voucherCents).toBe(10_000);
    const secret = await openCard(customer, first.id);
    const check = await http.call(customer, 'GET', `/company/${cid(customer)}/payment/voucher/V-DEMO-100`);
    expect(check.json().data).toMatchObject({ state: 'available', usedByOrderId: first.id });

    const second = await http.submit(customer, { orders: [TOKENS], voucherCode: 'V-DEMO-100' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.voucherCents).toBe(10_000);
    expect(await orderOf(customer, first.id)).toMatchObject({
      voucherCode: null,
      voucherCents: 0,
      totalCents: 22_000 - 1_100,
    });
    expect((await paymentOf(customer, first.id)).status).toBe('canceled');
    // The old card step cannot charge the discounted amount any more.
    const late = await sandbox({ clientSecret: secret, cardNumber: SANDBOX_CARDS.succeeds });
    expect(late.json().data?.status ?? late.statusCode).not.toBe('succeeded');
  });

  test('an unpaid order whose card payment already succeeded keeps its code: the new order is refused', async () => {
    await http.call(customer, 'POST', `/company/${cid(customer)}/discount`, { code: 'SAVE50' });
    const first = (await http.submit(customer, { orders: [TOKENS], discountCode: 'SAVE50' })).json().data;
    const secret = await openCard(customer, first.id);
    // The card step succeeded at the provider, but success was not reported yet.
    expect(
      (await sandbox({ clientSecret: secret, cardNumber: SANDBOX_CARDS.succeeds })).json().data.status,
    ).toBe('succeeded');
    const second = await http.submit(customer, { orders: [TOKENS], discountCode: 'SAVE50' });
    expect(second.statusCode).toBe(418);
    expect(second.json()).toEqual([{ param: 'discountCode', msg: 'This code has already been used' }]);
    const reported = await http.call(customer, 'POST', '/payment/success', { orderId: first.id });
    expect(reported.json().data).toMatchObject({
      status: 'paid',
      discountCode: 'SAVE50',
      totalCents: first.totalCents,
    });
  });

  test('an unpaid order edited so that a voucher covers it is paid by the update, with no card', async () => {
    const order = (await http.submit(customer, { orders: [TOKENS] })).json().data;
    const edited = await http.call(customer, 'PUT', `/company/${cid(customer)}/order/${order.id}`, {
      orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty: 1 }] }],
      voucherCode: 'V-DEMO-100',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'paid',
      paymentMethod: 'voucher',
      voucherCode: 'V-DEMO-100',
      totalCents: 0,
    });
  });

  test('another company’s unpaid order never gives up its code or voucher to this company', async () => {
    const mine = (await http.submit(customer, { orders: [TOKENS] })).json().data;
    const foreign = await http.submit(school, { orders: [TOKENS], voucherCode: 'V-DEMO-100' });
    expect(foreign.json()).toEqual([{ param: 'voucherCode', msg: 'Unknown voucher' }]);
    expect((await orderOf(customer, mine.id)).totalCents).toBe(22_000 - 1_100);
  });
});
