import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, cid, commerceApp, fields, type Session } from './kit.ts';

let app: Awaited<ReturnType<typeof commerceApp>>;
let http: ReturnType<typeof api>;
let customer: Session;
let school: Session;
let admin: Session;
let hq: Session;
beforeAll(async () => {
  app = await commerceApp();
  http = api(app.t);
  ({ customer, school, admin, hq } = app);
});
afterAll(() => app.t.close());

const TOKENS = { type: 'swam-tokens', tokens: [{ id: 1011, qty: 1 }] }; // 22 000 cents
const addCode = (s: Session, code: string, company = cid(s)) =>
  http.call(s, 'POST', `/company/${company}/discount`, { code });

describe('[DISCOUNTS] rate and codes', () => {
  test('the company’s discount rate; another company’s is a 404', async () => {
    expect((await http.call(customer, 'GET', `/company/${cid(customer)}/discount/rate`)).json()).toEqual({
      data: { rateBps: 500 },
    });
    expect(
      (await http.call(school, 'GET', `/company/${cid(school)}/discount/rate`)).json().data.rateBps,
    ).toBe(0);
    expect((await http.call(hq, 'GET', `/company/${cid(customer)}/discount/rate`)).statusCode).toBe(404);
  });

  test('a code is added once, in any case; unknown and expired codes are 418s on code', async () => {
    const res = await addCode(school, 'welcome10');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      code: 'WELCOME10',
      percentOffBps: 1_000,
      state: 'available',
      usedByOrderId: null,
    });
    expect((await addCode(school, 'WELCOME10')).json()).toEqual([
      { param: 'code', msg: 'This code was already added' },
    ]);
    expect((await addCode(school, 'NOPE-123')).json()).toEqual([
      { param: 'code', msg: 'Unknown discount code' },
    ]);
    expect((await addCode(school, 'SPRING15')).json()).toEqual([
      { param: 'code', msg: 'This code has expired' },
    ]);
    expect((await addCode(school, 'x')).json()[0].param).toBe('code');
    expect((await addCode(hq, 'SAVE50', cid(school))).statusCode).toBe(404);
    const list = (await http.call(school, 'GET', `/company/${cid(school)}/discount`)).json();
    expect(list).toMatchObject({ totalRecords: 1, data: [{ code: 'WELCOME10', state: 'available' }] });
  });

  test('an added code prices the order and is spent only by a paid order', async () => {
    const quote = (await http.validate(school, { orders: [TOKENS], discountCode: 'WELCOME10' })).json().data;
    expect(quote).toMatchObject({ discountCode: 'WELCOME10', discountCodeCents: 2_200, totalCents: 19_800 });
    const notAdded = await http.validate(school, { orders: [TOKENS], discountCode: 'SAVE50' });
    expect(notAdded.json().errors).toEqual([
      { param: 'discountCode', msg: 'Add this code to the company first' },
    ]);
    const order = (await http.submit(school, { orders: [TOKENS], discountCode: 'WELCOME10' })).json().data;
    expect(order.totalCents).toBe(19_800);
    // Editing the order keeps its own code.
    const edited = await http.call(school, 'PUT', `/company/${cid(school)}/order/${order.id}`, {
      orders: [{ ...TOKENS, tokens: [{ id: 1011, qty: 2 }] }],
      discountCode: 'WELCOME10',
    });
    expect(edited.json().data).toMatchObject({ discountCodeCents: 4_400, totalCents: 39_600 });
    const paid = await http.payWithCard(school, order.id, '4242424242424242');
    expect(paid.success.json().data.status).toBe('paid');
    const second = await http.submit(school, { orders: [TOKENS], discountCode: 'WELCOME10' });
    expect(second.statusCode).toBe(418);
    expect(second.json()).toEqual([{ param: 'discountCode', msg: 'This code has already been used' }]);
    const used = (await http.call(school, 'GET', `/company/${cid(school)}/discount?state=used`)).json();
    expect(used.data).toEqual([expect.objectContaining({ code: 'WELCOME10', usedByOrderId: order.id })]);
  });

  test('an amount-off code never takes an order below zero', async () => {
    await addCode(customer, 'SAVE50');
    const res = await http.validate(customer, {
      orders: [{ type: 'mobility-plugin', plugins: [{ id: 1412, qty: 1 }] }],
      discountCode: 'SAVE50',
    });
    expect(res.json().data).toMatchObject({
      subtotalCents: 3_000,
      discountRateCents: 150,
      discountCodeCents: 2_850,
      totalCents: 0,
    });
  });
});

describe('[DISCOUNTS] vouchers', () => {
  test('GET /company/:id/payment/voucher/:code: usable, expired 400, another company’s or unknown 404', async () => {
    const ok = await http.call(customer, 'GET', `/company/${cid(customer)}/payment/voucher/v-demo-100`);
    expect(ok.json().data).toMatchObject({ code: 'V-DEMO-100', amountCents: 10_000, state: 'available' });
    const expired = await http.call(customer, 'GET', `/company/${cid(customer)}/payment/voucher/V-DEMO-OLD`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('VOUCHER_EXPIRED');
    expect(
      (await http.call(school, 'GET', `/company/${cid(school)}/payment/voucher/V-DEMO-100`)).statusCode,
    ).toBe(404);
    expect(
      (await http.call(hq, 'GET', `/company/${cid(customer)}/payment/voucher/V-DEMO-100`)).statusCode,
    ).toBe(404);
  });

  test('in an order: another company’s voucher is unknown, an expired one refused, one spent by a paid order refused (418 on voucherCode)', async () => {
    const foreign = await http.submit(school, { orders: [TOKENS], voucherCode: 'V-DEMO-100' });
    expect(foreign.statusCode).toBe(418);
    expect(foreign.json()).toEqual([{ param: 'voucherCode', msg: 'Unknown voucher' }]);
    const expired = await http.submit(customer, { orders: [TOKENS], voucherCode: 'V-DEMO-OLD' });
    expect(expired.json()).toEqual([{ param: 'voucherCode', msg: 'This voucher has expired' }]);
    const first = await http.submit(customer, { orders: [TOKENS], voucherCode: 'V-DEMO-100' });
    expect(first.json().data).toMatchObject({ voucherCents: 10_000, totalCents: 22_000 - 1_100 - 10_000 });
    const paid = await http.payWithCard(customer, first.json().data.id, '4242424242424242');
    expect(paid.success.json().data.status).toBe('paid');
    const reused = await http.submit(customer, { orders: [TOKENS], voucherCode: 'V-DEMO-100' });
    expect(reused.json()).toEqual([{ param: 'voucherCode', msg: 'This voucher has already been used' }]);
    const check = await http.call(customer, 'GET', `/company/${cid(customer)}/payment/voucher/V-DEMO-100`);
    expect(check.statusCode).toBe(409);
    expect(check.json().code).toBe('VOUCHER_USED');
  });

  test('admins issue vouchers; a company lists its own; nothing about others', async () => {
    const issued = await http.call(admin, 'POST', '/payment/voucher', {
      companyId: cid(school),
      amountCents: 5_000,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(issued.statusCode).toBe(201);
    expect(issued.json().data.code).toMatch(/^V-[A-Z2-9]{12}$/);
    expect(
      (
        await http.call(customer, 'POST', '/payment/voucher', {
          companyId: cid(customer),
          amountCents: 1,
          expiresAt: '2099-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(403);
    const past = await http.call(admin, 'POST', '/payment/voucher', {
      companyId: cid(school),
      amountCents: 1,
      expiresAt: '2001-01-01T00:00:00Z',
    });
    expect(fields(past)).toEqual(['expiresAt']);
    const mine = (await http.call(school, 'GET', '/payment/voucher')).json();
    expect(mine.data.map((v: { code: string }) => v.code)).toEqual([issued.json().data.code]);
    const customerOnes = (await http.call(customer, 'GET', '/payment/voucher?state=expired')).json();
    expect(customerOnes.data.map((v: { code: string }) => v.code)).toEqual(['V-DEMO-OLD']);
    expect((await http.call(hq, 'GET', `/payment/voucher?companyId=${cid(customer)}`)).statusCode).toBe(404);
  });
});
