import { devices } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closePdfBrowsers } from '../../../kernel/pdf/pdf.ts';
import { printViewStub } from '../../../test/print-view-stub.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { readings } from '../telemetry.schema.ts';

/**
 * Spec §2 reports generator `meter-invoice`: a meter's bill of a month printed to PDF from the web app's print
 * view (played here by a stub page, the PDF path is the same as for the real view), 477 when it cannot be.
 */

let stub: Awaited<ReturnType<typeof printViewStub>>;
let k: DevicesKit;
let energyMeter: number;

beforeAll(async () => {
  stub = await printViewStub();
  k = await devicesKit({ PDF_BASE_URL: stub.url, BRAND_NAME: 'Atrium Demo' });
  energyMeter = await k.deviceId('EM1-0001');
  const row = (ts: string, energy: number) => ({
    deviceId: energyMeter,
    ts: new Date(ts),
    receivedAt: new Date(ts),
    values: { energy },
  });
  await k.t.deps.database.db
    .insert(readings)
    .values([
      row('2025-03-01T00:00:00Z', 100),
      row('2025-03-10T00:00:00Z', 110),
      row('2025-03-20T00:00:00Z', 125),
    ]);
});
afterAll(async () => {
  await k.t.close();
  await closePdfBrowsers();
  await stub.close();
});

const invoice = (query: string, language = 'en') =>
  k.call('Customer', 'GET', `/api/swam/meter-bill/invoice?${query}`, undefined, {
    'accept-language': language,
  });

describe('[METER BILL][INVOICE] GET /swam/meter-bill/invoice', () => {
  test('a PDF of the meter invoice view: brand, customer, meter, month, consumption, tariff and amount', async () => {
    const res = await invoice(`month=2025-03&deviceId=${energyMeter}`, 'ar');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="MTR-EM1-0001-202503.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const drawn = stub.seen.at(-1);
    expect(drawn?.get('lang')).toBe('ar');
    const data = devices.meterInvoicePrintData.parse(JSON.parse(drawn?.get('data') ?? '{}'));
    expect(data).toMatchObject({
      number: 'MTR-EM1-0001-202503',
      seller: { name: 'Atrium Demo' },
      customer: { id: k.ids.Customer, name: 'Demo Customer' },
      device: { id: energyMeter, serial: 'EM1-0001', name: 'Main switchboard' },
      month: '2025-03',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
      totals: [{ currency: 'USD', amount: 4.5 }],
    });
    expect(data.lines).toEqual([
      expect.objectContaining({
        key: 'energy',
        unit: 'kWh',
        consumption: 25,
        pricePerUnit: 0.18,
        amount: 4.5,
      }),
    ]);
  });

  test('the integrator prints its customer’s meter with customerId (R133)', async () => {
    const res = await k.call(
      'Integrator',
      'GET',
      `/api/swam/meter-bill/invoice?month=2025-03&deviceId=${energyMeter}&customerId=${k.ids.Customer}`,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  test('another company’s meter is a 404 and nothing is printed', async () => {
    const printed = stub.seen.length;
    const tower = await k.deviceId('EM1-1001');
    const res = await invoice(`month=2025-03&deviceId=${tower}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(stub.seen.length).toBe(printed);
  });

  test('418: a month that is not YYYY-MM, no deviceId, a device that is not a meter', async () => {
    for (const month of ['2025-13', '2025-3', '']) {
      const res = await invoice(`month=${month}&deviceId=${energyMeter}`);
      expect(res.statusCode).toBe(418);
      expect(k.fields(res)[0]).toMatch(/^month: /);
    }
    const missing = await invoice('month=2025-03');
    expect(missing.statusCode).toBe(418);
    expect(k.fields(missing)[0]).toMatch(/^deviceId: /);
    const sensor = await invoice(`month=2025-03&deviceId=${await k.deviceId('AQ5-0001')}`);
    expect(sensor.statusCode).toBe(418);
    expect(k.fields(sensor)).toEqual(['deviceId: Must Be a Meter']);
  });
});

describe('[METER BILL][INVOICE] R145 477', () => {
  test('477 METER_INVOICE_NOT_AVAILABLE on a server without Chromium', async () => {
    const bare = await devicesKit({ PDF_BASE_URL: stub.url, CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const id = await bare.deviceId('EM1-0001');
      const res = await bare.call(
        'Customer',
        'GET',
        `/api/swam/meter-bill/invoice?month=2025-03&deviceId=${id}`,
      );
      expect(res.statusCode).toBe(devices.METER_INVOICE_NOT_AVAILABLE_STATUS);
      expect(res.json()).toMatchObject({ code: 'METER_INVOICE_NOT_AVAILABLE' });
    } finally {
      await bare.t.close();
    }
  });
});
