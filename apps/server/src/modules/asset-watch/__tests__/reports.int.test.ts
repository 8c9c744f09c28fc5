import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { API } from './kit.ts';

/** Report templates and generated reports: CRUD, isolation, bad input, a CSV, a PDF the server cannot print. */

let k: DemoKit;
beforeAll(async () => {
  // No Chromium answers at this address: a PDF is kept as failed, with its reason.
  k = await demoKit({ PDF_BASE_URL: 'http://127.0.0.1:9', CHROMIUM_PATH: '/nonexistent/chromium' });
});
afterAll(async () => {
  await k.t.close();
});

describe('asset watch reports', () => {
  test('a template generates a CSV of its assets into the history; downloaded again; isolated', async () => {
    const types = (await k.call('Customer', 'GET', `${API}/type?name=Container`)).json().data;
    const created = await k.call('Customer', 'POST', `${API}/report-template`, {
      name: 'Containers',
      columns: ['name', 'state', 'place', 'movements'],
      typeId: types[0].id,
      period: 'day',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(
      (await k.call('Customer', 'POST', `${API}/report-template`, { name: 'Containers' })).statusCode,
    ).toBe(409);
    const bad = await k.call('Customer', 'POST', `${API}/report-template`, {
      name: 'X',
      columns: [],
      period: 'year',
    });
    expect(k.fields(bad)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^columns/), expect.stringMatching(/^period/)]),
    );
    expect(
      (await k.call('FMC', 'POST', `${API}/report-template`, { name: 'Y', typeId: types[0].id })).statusCode,
    ).toBe(418);

    const generated = await k.call('Customer', 'POST', `${API}/report-template/${id}/generate`, {
      format: 'csv',
    });
    expect(generated.statusCode).toBe(201);
    const report = generated.json().data;
    expect(report).toMatchObject({
      status: 'ready',
      format: 'csv',
      rowCount: 3,
      template: { name: 'Containers' },
    });
    const file = await k.call('Customer', 'GET', `${API}/report/${report.id}/download`);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Asset,State,Where,Movements');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      'Container C-101',
      'Container C-102',
      'Container C-103',
    ]);
    expect((await k.call('FMC', 'GET', `${API}/report/${report.id}/download`)).statusCode).toBe(404);
    const history = await k.call('Customer', 'GET', `${API}/report?templateId=${id}`);
    expect(history.json().totalRecords).toBe(1);
    expect((await k.call('FMC', 'GET', `${API}/report?templateId=${id}`)).statusCode).toBe(418);
  });

  test('a PDF the server cannot print is kept as failed with its reason, and has no file', async () => {
    const created = await k.call('Customer', 'POST', `${API}/report-template`, { name: 'Everything' });
    const id = created.json().data.id as number;
    const generated = await k.call('Customer', 'POST', `${API}/report-template/${id}/generate`, {
      format: 'pdf',
    });
    expect(generated.statusCode).toBe(201);
    const report = generated.json().data;
    expect(report.status).toBe('failed');
    expect(report.error).toMatch(/printed/);
    expect((await k.call('Customer', 'GET', `${API}/report/${report.id}/download`)).statusCode).toBe(409);
    expect((await k.call('Customer', 'DELETE', `${API}/report/${report.id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'DELETE', `${API}/report-template/${id}`)).statusCode).toBe(204);
  });
});
