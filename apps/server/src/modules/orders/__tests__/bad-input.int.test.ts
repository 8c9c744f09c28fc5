import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders, payments, sandboxIntents } from '../orders.schema.ts';
import { ADDRESS, api, cid, commerceApp, fields, SENSOR_ORDER, type Session } from './kit.ts';

// A deployment that hides two apps (spec §1 HIDE_* flags).
let app: Awaited<ReturnType<typeof commerceApp>>;
let http: ReturnType<typeof api>;
let customer: Session;
let school: Session;
let integrator: Session;
let admin: Session;
beforeAll(async () => {
  app = await commerceApp({ HIDE_DEFCON: 'true', HIDE_METROWATCH: 'true' });
  http = api(app.t);
  ({ customer, school, integrator, admin } = app);
});
afterAll(() => app.t.close());

const rows = async () => {
  const db = app.t.deps.database.db;
  const [o] = await db.select({ n: count() }).from(orders);
  const [p] = await db.select({ n: count() }).from(payments);
  const [s] = await db.select({ n: count() }).from(sandboxIntents);
  return [o?.n, p?.n, s?.n];
};
const tokens = (qty: unknown, id: unknown = 1010) => ({
  orders: [{ type: 'swam-tokens', tokens: [{ id, qty }] }],
});

describe('[ORDERS][BAD INPUT] refused with a clear 4xx, nothing created or charged', () => {
  test('R103 zero, negative, fractional and text quantities are 418s on the field', async () => {
    for (const qty of [0, -3, 1.5, 'two', null]) {
      const res = await http.submit(customer, tokens(qty));
      expect(res.statusCode, String(qty)).toBe(418);
      expect(fields(res)).toEqual(['orders.0.tokens.0.qty']);
    }
    const device = await http.submit(customer, {
      orders: [{ ...SENSOR_ORDER, devices: [{ ...SENSOR_ORDER.devices[0], qty: -1 }] }],
      address: ADDRESS,
    });
    expect(fields(device)).toEqual(['orders.0.devices.0.qty']);
    expect(fields(await http.submit(customer, tokens(1_000_000)))).toEqual(['orders.0.tokens.0.qty']);
    expect(await rows()).toEqual([0, 0, 0]);
  });

  test('unknown, unavailable and out-of-range items; an empty cart; unknown fields', async () => {
    expect((await http.submit(customer, tokens(1, 999_999))).json()).toEqual([
      { param: 'orders.0.tokens.0.id', msg: 'Unknown item' },
    ]);
    expect(fields(await http.submit(customer, tokens(1, 2 ** 31)))).toEqual(['orders.0.tokens.0.id']);
    expect(fields(await http.submit(customer, tokens(1, 201)))).toEqual(['orders.0.tokens.0.id']);
    const unavailable = await http.submit(customer, {
      orders: [{ type: 'mobility-hardware', devices: [{ id: 1403, qty: 1 }] }],
      address: ADDRESS,
    });
    expect(unavailable.json()).toEqual([
      { param: 'orders.0.devices.0.id', msg: 'This item is not available' },
    ]);
    expect((await http.submit(customer, { orders: [] })).json()).toEqual([
      { param: 'orders', msg: 'The cart is empty' },
    ]);
    expect((await http.submit(customer, { orders: [{ type: 'swam-tokens' }] })).json()).toEqual([
      { param: 'orders.0', msg: 'The order is empty' },
    ]);
    expect(fields(await http.submit(customer, { ...tokens(1), companyId: 1 }))).toEqual(['body']);
    expect(
      fields(await http.submit(customer, { orders: [{ type: 'swam-everything', tokens: [] }] })),
    ).toEqual(['orders.0.type']);
    expect(await rows()).toEqual([0, 0, 0]);
  });

  test('A1 items of an app hidden by its flag: not listed, not sold', async () => {
    const solutions = (await app.t.app.inject({ method: 'GET', url: '/api/product/solutions' })).json().data;
    expect(solutions.some((s: { app: string }) => s.app === 'metrowatch')).toBe(false);
    const defcon = await app.t.app.inject({ method: 'GET', url: '/api/product?app=defcon' });
    expect(defcon.json()).toEqual({ data: [], totalRecords: 0 });
    expect((await http.call(customer, 'GET', '/product/1301/customized')).statusCode).toBe(404);
    const res = await http.submit(customer, {
      orders: [{ type: 'defcon-package', packages: [{ id: 1310, qty: 1 }] }],
    });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([{ param: 'orders.0.type', msg: 'This app is not available' }]);
    const validate = await http.validate(customer, {
      orders: [{ type: 'metrowatch-tokens', tokens: [{ id: 1110, qty: 1 }] }],
    });
    expect(validate.statusCode).toBe(400);
    expect(await rows()).toEqual([0, 0, 0]);
  });

  test('a tampered price: a price sent with a line is ignored; a wrong expected total is a 418', async () => {
    const tampered = {
      orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty: 1, price: 0.01, priceCents: 1 }] }],
    };
    const quote = (await http.validate(customer, tampered)).json().data;
    expect(quote.subtotalCents).toBe(2_400);
    const res = await http.submit(customer, { ...tampered, expectedTotalCents: 1 });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([
      { param: 'expectedTotalCents', msg: 'Prices have changed: the total is $22.80' },
    ]);
    expect(await rows()).toEqual([0, 0, 0]);
    const honest = await http.submit(customer, { ...tampered, expectedTotalCents: 2_280 });
    expect(honest.json().data.totalCents).toBe(2_280);
  });

  test('a body that is not JSON is a 400, on validate too (not the ORDER_INVALID answer)', async () => {
    for (const url of [
      `/api/company/${cid(customer)}/order/validate`,
      `/api/company/${cid(customer)}/order`,
    ]) {
      const res = await app.t.as(customer.token, {
        method: 'POST',
        url,
        payload: '{"orders": [',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'not-json-1' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
    }
  });

  test('a total above what one payment can carry is refused', async () => {
    const res = await http.validate(customer, {
      orders: [{ type: 'anpr-package', packages: [{ id: 1910, qty: 10_000 }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ param: 'orders' });
  });
});

describe('[ORDERS][ISOLATION] another company’s ids are 404s', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (await http.submit(customer, { orders: [SENSOR_ORDER], address: ADDRESS })).json().data.id;
  });

  test('reading, editing, shipping, deploying, billing another company’s order', async () => {
    const other = cid(school);
    const mine = cid(customer);
    for (const [method, url] of [
      ['GET', `/company/${mine}/order/${orderId}`],
      ['GET', `/company/${mine}/order`],
      ['GET', `/company/${mine}/order/${orderId}/shipping`],
      ['GET', `/company/${mine}/order/${orderId}/bill`],
      ['POST', `/company/${mine}/order/${orderId}/deploy`],
      ['GET', `/company/${mine}/order/address`],
      ['GET', `/company/${mine}/discount`],
      ['GET', `/company/${other}/order/${orderId}`],
      ['POST', `/company/${other}/order/${orderId}/deploy`],
    ] as const) {
      const res = await http.call(school, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const put = await http.call(school, 'PUT', `/company/${other}/order/${orderId}`, tokens(1));
    expect(put.statusCode).toBe(404);
    expect((await http.submit(school, tokens(1), undefined, mine)).statusCode).toBe(404);
    expect((await http.validate(school, tokens(1), mine)).statusCode).toBe(404);
  });

  test('R123 integrators have no market (403); the integrator still reads its customer’s orders', async () => {
    expect((await http.submit(integrator, tokens(1))).statusCode).toBe(403);
    expect((await http.validate(integrator, tokens(1), cid(customer))).statusCode).toBe(403);
    const list = await http.call(integrator, 'GET', `/company/${cid(customer)}/order`);
    expect(list.json().data.map((o: { id: number }) => o.id)).toContain(orderId);
  });

  test('a system admin orders for a company, which is the order’s company', async () => {
    const res = await http.submit(admin, tokens(2), undefined, cid(school));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ companyId: cid(school), createdBy: { id: admin.user.id } });
    expect((await http.order(school, res.json().data.id)).statusCode).toBe(200);
  });
});
