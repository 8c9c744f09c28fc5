import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADDRESS,
  api,
  cid,
  commerceApp,
  newKey,
  SENSOR_ORDER,
  SENSOR_SUBTOTAL,
  type Session,
} from './kit.ts';

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

const rateOff = (cents: number) => Math.floor((cents * 500 + 5000) / 10000);

describe('[ORDERS][VALIDATE] POST /company/:id/order/validate', () => {
  test('R101 the server prices the cart: lines, subtotal, the company’s rate, shipping; nothing is stored', async () => {
    const res = await http.validate(customer, { orders: [SENSOR_ORDER], address: ADDRESS });
    expect(res.statusCode).toBe(200);
    const quote = res.json().data;
    expect(quote.subtotalCents).toBe(SENSOR_SUBTOTAL);
    expect(
      quote.parts[0].lines.map((l: { kind: string; itemId: number; qty: number; totalCents: number }) => [
        l.kind,
        l.itemId,
        l.qty,
        l.totalCents,
      ]),
    ).toEqual([
      ['device', 202, 2, 29_800],
      ['product', 1001, 2, 0],
      ['product', 1003, 4, 15_600],
      ['product', 1007, 2, 1_800],
      ['token', 1010, 3, 7_200],
    ]);
    expect(quote.devicesCount).toBe(2 + 2 + 4 + 2 + 3);
    expect(quote).toMatchObject({
      discountRateBps: 500,
      discountRateCents: rateOff(SENSOR_SUBTOTAL),
      shippingMethod: 'standard',
      shippingCents: 2_500,
      currency: 'usd',
      totalCents: SENSOR_SUBTOTAL - rateOff(SENSOR_SUBTOTAL) + 2_500,
    });
    expect(quote.parts[0]).toMatchObject({ app: 'swam', editable: true, subtotalCents: SENSOR_SUBTOTAL });
    const list = await http.call(customer, 'GET', `/company/${cid(customer)}/order`);
    expect(list.json().totalRecords).toBe(0);
  });

  test('R147 an order that cannot be bought is a 400 ORDER_INVALID naming the fields', async () => {
    const res = await http.validate(customer, {
      orders: [SENSOR_ORDER, { type: 'mobility-hardware', devices: [{ id: 1403, qty: 1 }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'The order cannot be placed',
      code: 'ORDER_INVALID',
      errors: [{ param: 'orders.1.devices.0.id', msg: 'This item is not available' }],
    });
    const noAddress = await http.validate(customer, { orders: [SENSOR_ORDER] });
    expect(noAddress.json().errors).toEqual([{ param: 'address', msg: 'Required' }]);
  });

  test('orders of tokens, plugins and packages ship nothing', async () => {
    const res = await http.validate(school, {
      orders: [
        { type: 'mobility-plugin', plugins: [{ id: 1410, qty: 2 }] },
        { type: 'core-sms-packages', packages: [{ id: 2110, qty: 1 }] },
      ],
    });
    expect(res.json().data).toMatchObject({
      needsShipping: false,
      shippingMethod: null,
      shippingCents: 0,
      totalCents: 2 * 6_000 + 3_000,
    });
  });
});

describe('[ORDERS][SUBMIT] POST /company/:id/order', () => {
  let orderId: number;

  test('submits the cart as one order awaiting payment, with the quote’s prices and the buyer', async () => {
    const res = await http.submit(customer, {
      orders: [SENSOR_ORDER],
      address: ADDRESS,
      shippingMethod: 'express',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    orderId = order.id;
    expect(order).toMatchObject({
      companyId: cid(customer),
      status: 'awaiting-payment',
      editable: true,
      subtotalCents: SENSOR_SUBTOTAL,
      shippingCents: 6_000,
      totalCents: SENSOR_SUBTOTAL - rateOff(SENSOR_SUBTOTAL) + 6_000,
      address: { ...ADDRESS, line2: '', postalCode: '' },
      paymentMethod: null,
      fulfilment: 'not-required',
      createdBy: { id: customer.user.id, name: 'Customer Owner' },
      paidAt: null,
    });
    expect(order.parts[0].devices).toEqual([
      { id: 202, solutionId: 18, qty: 2, products: [1001, 1003, 1003, 1007] },
    ]);
  });

  test('the same Idempotency-Key again is a 409 naming the order, never a second order', async () => {
    const key = newKey();
    const body = { orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty: 1 }] }] };
    const first = await http.submit(customer, body, key);
    expect(first.statusCode).toBe(201);
    const again = await http.submit(customer, body, key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_SUBMITTED', orderId: first.json().data.id });
    const other = await http.submit(
      customer,
      { orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty: 2 }] }] },
      key,
    );
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Two at once with one key: one order.
    const racingKey = newKey();
    const raced = await Promise.all([
      http.submit(customer, body, racingKey),
      http.submit(customer, body, racingKey),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const missing = await http.call(customer, 'POST', `/company/${cid(customer)}/order`, body);
    expect(missing.statusCode).toBe(418);
    expect(missing.json()).toEqual([{ param: 'idempotency-key', msg: 'Required' }]);
  });

  test('lists newest first with filters; one order by id; addresses used', async () => {
    const list = (
      await http.call(customer, 'GET', `/company/${cid(customer)}/order?type=swam-hardware`)
    ).json();
    expect(list.data.map((o: { id: number }) => o.id)).toEqual([orderId]);
    const all = (
      await http.call(customer, 'GET', `/company/${cid(customer)}/order?sortBy=totalCents&sortType=desc`)
    ).json();
    expect(all.data[0].id).toBe(orderId);
    expect(all.totalRecords).toBe(3);
    expect(
      (await http.call(customer, 'GET', `/company/${cid(customer)}/order?status=paid`)).json().totalRecords,
    ).toBe(0);
    expect((await http.order(customer, orderId)).json().data.id).toBe(orderId);
    const addresses = (await http.call(customer, 'GET', `/company/${cid(customer)}/order/address`)).json()
      .data;
    expect(addresses).toEqual([
      expect.objectContaining({ name: ADDRESS.name, city: 'Dubai', countryId: 233 }),
    ]);
  });

  test('shipping follows the order; deploy needs a paid order; the bill is 477 until paid (R145)', async () => {
    const shipping = (
      await http.call(customer, 'GET', `/company/${cid(customer)}/order/${orderId}/shipping`)
    ).json().data;
    expect(shipping).toMatchObject({ method: 'express', costCents: 6_000, status: 'awaiting-payment' });
    const deploy = await http.call(customer, 'POST', `/company/${cid(customer)}/order/${orderId}/deploy`);
    expect(deploy.statusCode).toBe(409);
    expect(deploy.json().code).toBe('ORDER_NOT_PAID');
    const bill = await http.call(customer, 'GET', `/company/${cid(customer)}/order/${orderId}/bill`);
    expect(bill.statusCode).toBe(477);
    expect(bill.json().code).toBe('BILL_NOT_AVAILABLE');
  });

  test('an unpaid order is edited with PUT and repriced', async () => {
    const res = await http.call(customer, 'PUT', `/company/${cid(customer)}/order/${orderId}`, {
      orders: [{ ...SENSOR_ORDER, tokens: [{ id: 1011, qty: 1 }] }],
      address: ADDRESS,
    });
    expect(res.statusCode).toBe(200);
    const subtotal = SENSOR_SUBTOTAL - 3 * 2_400 + 22_000;
    expect(res.json().data).toMatchObject({
      subtotalCents: subtotal,
      shippingMethod: 'standard',
      totalCents: subtotal - rateOff(subtotal) + 2_500,
    });
  });

  test('R35 orders of defcon, cloud-orbit, smart-parking, facility-booking and asset-watch accessories cannot be edited', async () => {
    const fixed = await http.submit(customer, {
      orders: [{ type: 'asset-watch-accessories', devices: [{ id: 1220, qty: 5 }] }],
      address: ADDRESS,
    });
    expect(fixed.json().data).toMatchObject({ editable: false, parts: [{ editable: false }] });
    const res = await http.call(customer, 'PUT', `/company/${cid(customer)}/order/${fixed.json().data.id}`, {
      orders: [{ type: 'asset-watch-accessories', devices: [{ id: 1220, qty: 6 }] }],
      address: ADDRESS,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_NOT_EDITABLE');
    const into = await http.call(customer, 'PUT', `/company/${cid(customer)}/order/${orderId}`, {
      orders: [{ type: 'defcon-package', packages: [{ id: 1310, qty: 1 }] }],
    });
    expect(into.json().code).toBe('ORDER_NOT_EDITABLE');
  });

  test('an ordering intention is priced and kept, nothing else', async () => {
    const res = await http.call(customer, 'POST', `/company/${cid(customer)}/order/ordering-intention`, {
      orders: [{ type: 'anpr-package', packages: [{ id: 1910, qty: 10 }] }],
      note: 'For the new compound',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.quote.subtotalCents).toBe(600_000);
    expect(
      (await http.call(customer, 'GET', `/company/${cid(customer)}/order?type=anpr-package`)).json()
        .totalRecords,
    ).toBe(0);
  });
});
