import { market } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closePdfBrowsers } from '../../../kernel/pdf/pdf.ts';
import { printViewStub } from '../../../test/print-view-stub.ts';
import { ADDRESS, api, cid, commerceApp, SENSOR_ORDER, type Session } from './kit.ts';

// The web app's invoice view is played by a stub page (the PDF path is the same as for the real view).
let stub: Awaited<ReturnType<typeof printViewStub>>;
let app: Awaited<ReturnType<typeof commerceApp>>;
let http: ReturnType<typeof api>;
let customer: Session;
let school: Session;
beforeAll(async () => {
  stub = await printViewStub();
  app = await commerceApp({ PDF_BASE_URL: stub.url, BRAND_NAME: 'Atrium Demo' });
  http = api(app.t);
  ({ customer, school } = app);
});
afterAll(async () => {
  await app.t.close();
  await closePdfBrowsers();
  await stub.close();
});

const bill = (s: Session, orderId: number, company = cid(s), language = 'en') =>
  http.call(s, 'GET', `/company/${company}/order/${orderId}/bill`, undefined, {
    'accept-language': language,
  });

describe('[ORDERS][BILL] GET /company/:id/order/:orderId/bill', () => {
  test('R145 477 BILL_NOT_AVAILABLE before payment; a PDF of the invoice view with the order and its total after', async () => {
    const order = (await http.submit(customer, { orders: [SENSOR_ORDER], address: ADDRESS })).json().data;
    const before = await bill(customer, order.id);
    expect(before.statusCode).toBe(477);
    expect(before.json()).toEqual({
      msg: 'The bill is made once the order is paid',
      code: 'BILL_NOT_AVAILABLE',
    });

    await http.payWithCard(customer, order.id, market.SANDBOX_CARDS.succeeds);
    const res = await bill(customer, order.id, cid(customer), 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="INV-${String(order.id).padStart(6, '0')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const drawn = stub.seen.at(-1);
    expect(drawn?.get('lang')).toBe('ar');
    const data = market.invoicePrintData.parse(JSON.parse(drawn?.get('data') ?? '{}'));
    expect(data.order).toMatchObject({ id: order.id, status: 'paid', totalCents: order.totalCents });
    expect(data.buyer).toEqual({ id: cid(customer), name: 'Demo Customer', email: 'contact@customer.demo' });
    expect(data.seller.name).toBe('Atrium Demo');
  });

  test('another company’s bill is a 404', async () => {
    const order = (
      await http.submit(customer, { orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty: 1 }] }] })
    ).json().data;
    expect((await bill(school, order.id, cid(customer))).statusCode).toBe(404);
    expect((await bill(school, order.id, cid(school))).statusCode).toBe(404);
  });
});
