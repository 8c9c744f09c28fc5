import { analysis } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closePdfBrowsers } from '../../../kernel/pdf/pdf.ts';
import { printViewStub } from '../../../test/print-view-stub.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { readings } from '../../telemetry/telemetry.schema.ts';

// The web app's device report view is played by a stub page (the PDF path is the same as for the real view).
let stub: Awaited<ReturnType<typeof printViewStub>>;
let k: DevicesKit;

beforeAll(async () => {
  stub = await printViewStub();
  k = await devicesKit({ PDF_BASE_URL: stub.url });
});
afterAll(async () => {
  await k.t.close();
  await closePdfBrowsers();
  await stub.close();
});

describe('[ANALYSIS] GET /swam/device/:id/report', () => {
  test('a PDF of the report view with the device, its aggregates and the period', async () => {
    const id = await k.deviceId('AQ5-0001');
    await k.t.deps.database.db.insert(readings).values([
      {
        deviceId: id,
        ts: new Date('2026-02-01T08:10:00Z'),
        receivedAt: new Date(),
        values: { temperature: 19 },
      },
      {
        deviceId: id,
        ts: new Date('2026-02-01T08:40:00Z'),
        receivedAt: new Date(),
        values: { temperature: 23 },
      },
    ]);
    const res = await k.call(
      'Customer',
      'GET',
      `/api/swam/device/${id}/report?from=2026-02-01T00:00:00Z&to=2026-02-02T00:00:00Z`,
      undefined,
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-AQ5-0001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const drawn = stub.seen.at(-1);
    expect(drawn?.get('lang')).toBe('ar');
    const data = analysis.deviceReportPrintData.parse(JSON.parse(drawn?.get('data') ?? '{}'));
    expect(data.device).toEqual({ id, serial: 'AQ5-0001', name: 'Lobby air', structure: 'Headquarters' });
    expect(data.period).toMatchObject({ bucket: 'hour' });
    expect(data.series).toEqual([
      expect.objectContaining({
        sensor: 'temperature',
        points: [{ t: '2026-02-01T08:00:00.000Z', min: 19, max: 23, avg: 21, count: 2 }],
      }),
    ]);
  });

  test("another company's device is a 404; a bad period a 418", async () => {
    const tower = await k.deviceId('AQ5-1001');
    expect((await k.call('Customer', 'GET', `/api/swam/device/${tower}/report`)).statusCode).toBe(404);
    const id = await k.deviceId('AQ5-0001');
    const bad = await k.call(
      'Customer',
      'GET',
      `/api/swam/device/${id}/report?from=2026-02-02&to=2026-02-01`,
    );
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual(['to: From Must Be Before To']);
  });
});
