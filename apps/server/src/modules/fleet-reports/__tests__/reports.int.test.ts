import { places } from '@atrium/contracts';
import * as contract from '@atrium/contracts/fleet/reports';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closePdfBrowsers } from '../../../kernel/pdf/pdf.ts';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { printViewStub } from '../../../test/print-view-stub.ts';
import { fleetJobCards } from '../../fleet-dispatch/fleet-dispatch.schema.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { geofences } from '../../places/places.schema.ts';
import { generateReport } from '../reports.service.ts';
import { type FleetKit, fleetKit, KM_LAT, MIN, parkDrivePark, T0, type VehicleRef } from './fleet-kit.ts';

// The web app's fleet report view is played by a stub page (the PDF path is the real view's).
let stub: Awaited<ReturnType<typeof printViewStub>>;
let k: FleetKit;
let vanA: VehicleRef;
let vanB: VehicleRef;
let theirs: VehicleRef;
let theirGroup: number;
let viewer: string;

const FROM = new Date(T0 - 60 * MIN).toISOString();
const TO = new Date(T0 + 3 * 60 * MIN).toISOString();
const period = { from: FROM, to: TO };

beforeAll(async () => {
  stub = await printViewStub();
  k = await fleetKit({ PDF_BASE_URL: stub.url });
  vanA = await k.vehicle(k.ids.Customer, 'Van A', 'DXB-A1');
  vanB = await k.vehicle(k.ids.Customer, 'Van B', 'DXB-B2');
  theirGroup = await k.group(k.ids['Building Owner'], 'Their trucks');
  theirs = await k.vehicle(k.ids['Building Owner'], 'Their truck', 'BO-1', theirGroup);
  // Van A: parked 10 minutes (engine on), 10 km at 60 km/h, parked 20 minutes (engine off).
  await k.positions(vanA, parkDrivePark(10, 10, 20));
  // Van B: over 80 km/h for two minutes.
  await k.positions(
    vanB,
    [50, 90, 110, 95, 60, 40].map((speedKmh, i) => ({ minute: i, km: i * 1.5, speedKmh })),
  );
  await k.positions(theirs, parkDrivePark(5, 30, 10));
  const depot = { type: 'circle' as const, center: { lat: 25.2 + 5 * KM_LAT, lng: 55.3 }, radius: 1500 };
  await k.t.deps.database.db.insert(geofences).values({
    companyId: k.ids.Customer,
    name: 'Depot',
    color: '#228be6',
    shapeType: 'circle',
    shape: depot,
    ...places.shapeBBox(depot),
  });
  await k.t.deps.database.db.insert(roles).values({
    key: 'test_fleet_report_viewer',
    name: 'Report viewer',
    app: 'fleet',
    permissions: ['p_fleet_reports_view'],
    system: false,
  });
  viewer = (await addCompanyUser(k.t, k.ids.Customer, 'reports@customer.test', 'test_fleet_report_viewer'))
    .token;
});
afterAll(async () => {
  await k.t.close();
  await closePdfBrowsers();
  await stub.close();
});

const createTemplate = async (body: Record<string, unknown>) => {
  const res = await k.call('Customer', 'POST', '/api/fleet/report-template', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as contract.ReportTemplate;
};
const generate = (
  id: number,
  body: Record<string, unknown>,
  who: 'Customer' | 'Building Owner' = 'Customer',
) => k.call(who, 'POST', `/api/fleet/report-template/${id}/generate`, body);
const csvOf = async (reportId: number) => {
  const res = await k.call('Customer', 'GET', `/api/fleet/report/${reportId}/download`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

describe('[FLEET][REPORTS] templates', () => {
  test("created for the caller's company with its vehicles named and the defaults; read, listed, replaced", async () => {
    const t = await createTemplate({ name: 'Van A trips', kind: 'trips', vehicleIds: [vanA.id] });
    expect(t).toMatchObject({
      company: { id: k.ids.Customer, name: 'Demo Customer' },
      kind: 'trips',
      vehicles: [{ id: vanA.id, name: 'Van A', plate: 'DXB-A1' }],
      group: null,
      defaultPeriod: 'last-7-days',
      speedLimitKmh: 80,
      minStopMinutes: 5,
      reportsCount: 0,
      lastGeneratedAt: null,
    });
    expect((await k.call('Customer', 'GET', `/api/fleet/report-template/${t.id}`)).json().data.name).toBe(
      'Van A trips',
    );
    const listed = (
      await k.call('Customer', 'GET', '/api/fleet/report-template?name=van%20a&kind=trips')
    ).json();
    expect(listed.data.map((x: { id: number }) => x.id)).toEqual([t.id]);
    const paged = (await k.call('Customer', 'GET', '/api/fleet/report-template?limit=1&sortBy=id')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.totalRecords).toBeGreaterThan(1);
    const put = await k.call('Customer', 'PUT', `/api/fleet/report-template/${t.id}`, {
      name: 'Van A trips (10 min stops)',
      kind: 'trips',
      vehicleIds: [vanA.id],
      minStopMinutes: 10,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Van A trips (10 min stops)', minStopMinutes: 10 });
  });

  test("418: each bad field named; another company's vehicle or group is refused on its field", async () => {
    const bad = await k.call('Customer', 'POST', '/api/fleet/report-template', {
      name: 'x',
      kind: 'fuel',
      speedLimitKmh: 5,
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).sort()).toEqual([
      'kind: Must be one of trips, stops, speeding, geofence-visits, job-performance',
      'name: Please Enter At Least 2 Characters',
      'speedLimitKmh: Must be between 10 and 250',
    ]);
    const both = await k.call('Customer', 'POST', '/api/fleet/report-template', {
      name: 'Both',
      kind: 'stops',
      vehicleIds: [vanA.id],
      groupId: theirGroup,
    });
    expect(k.fields(both)).toEqual([`groupId: ${contract.REPORT_VEHICLES_OR_GROUP}`]);
    const foreign = await k.call('Customer', 'POST', '/api/fleet/report-template', {
      name: 'Theirs',
      kind: 'stops',
      vehicleIds: [vanA.id, theirs.id],
    });
    expect(foreign.statusCode).toBe(418);
    expect(k.fields(foreign)).toEqual(['vehicleIds.1: Choose a Vehicle of This Company']);
    const group = await k.call('Customer', 'POST', '/api/fleet/report-template', {
      name: 'Their group',
      kind: 'stops',
      groupId: theirGroup,
    });
    expect(k.fields(group)).toEqual(['groupId: Choose a Vehicle Group of This Company']);
  });

  test('isolation: another company neither sees, changes, generates nor deletes a template (404)', async () => {
    const t = await createTemplate({ name: 'Private', kind: 'stops' });
    const url = `/api/fleet/report-template/${t.id}`;
    expect((await k.call('Building Owner', 'GET', url)).statusCode).toBe(404);
    expect((await k.call('Building Owner', 'PUT', url, { name: 'Mine', kind: 'stops' })).statusCode).toBe(
      404,
    );
    expect((await generate(t.id, { format: 'csv' }, 'Building Owner')).statusCode).toBe(404);
    expect((await k.call('Building Owner', 'DELETE', url)).statusCode).toBe(404);
    const list = (await k.call('Building Owner', 'GET', '/api/fleet/report-template?limit=100')).json();
    expect(list.data.map((x: { id: number }) => x.id)).not.toContain(t.id);
    expect((await k.call('Customer', 'GET', url)).statusCode).toBe(200);
    expect((await k.call('Customer', 'GET', '/api/fleet/report-template/999999')).statusCode).toBe(404);
  });

  test('403 without the permission: a report viewer lists but neither creates nor deletes', async () => {
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
      k.t.as(viewer, { method, url, ...(body !== undefined && { body }) } as never);
    expect((await as('GET', '/api/fleet/report-template')).statusCode).toBe(200);
    expect((await as('POST', '/api/fleet/report-template', { name: 'No', kind: 'trips' })).statusCode).toBe(
      403,
    );
    expect((await as('DELETE', '/api/fleet/report/1')).statusCode).toBe(403);
    expect((await as('GET', '/api/fleet/analysis/dashboard')).statusCode).toBe(403);
  });
});

describe('[FLEET][REPORTS] generate as CSV and PDF, history, download', () => {
  test('trips: one 10 km trip of 10 minutes, as CSV; the history lists it with its template', async () => {
    const t = await createTemplate({ name: 'Trips CSV', kind: 'trips', vehicleIds: [vanA.id] });
    const res = await generate(t.id, { format: 'csv', ...period });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json().data as contract.FleetReport;
    expect(report).toMatchObject({
      template: { id: t.id, name: 'Trips CSV' },
      kind: 'trips',
      format: 'csv',
      status: 'ready',
      period,
      vehicleCount: 1,
      rowCount: 1,
      error: null,
    });
    expect(report.createdBy?.name).toBeTruthy();
    const [header, row] = await csvOf(report.id);
    expect(header).toBe(
      contract.REPORT_COLUMNS.trips
        .map((c) => c.label)
        .map((l) => (l.includes(',') ? `"${l}"` : l))
        .join(','),
    );
    const cells = row?.match(/("[^"]*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '')) ?? [];
    expect(cells.slice(0, 5)).toEqual([
      'Van A',
      'DXB-A1',
      new Date(T0 + 10 * MIN).toISOString(),
      new Date(T0 + 20 * MIN).toISOString(),
      '600',
    ]);
    expect(Number(cells[5])).toBeCloseTo(10, 1);
    const history = (await k.call('Customer', 'GET', `/api/fleet/report?templateId=${t.id}`)).json();
    expect(history.totalRecords).toBe(1);
    expect(history.data[0].id).toBe(report.id);
    const after = (await k.call('Customer', 'GET', `/api/fleet/report-template/${t.id}`)).json().data;
    expect(after.reportsCount).toBe(1);
    expect(after.lastGeneratedAt).not.toBeNull();
  });

  test('stops, speeding and geofence visits from the same positions', async () => {
    const stops = await createTemplate({ name: 'Stops', kind: 'stops', vehicleIds: [vanA.id] });
    const s = (await generate(stops.id, { format: 'csv', ...period })).json().data;
    const stopRows = (await csvOf(s.id)).slice(1);
    expect(stopRows).toHaveLength(2);
    expect(stopRows[0]).toContain(',600,');
    expect(stopRows[1]).toMatch(/,1200,.*,yes$/);

    const speeding = await createTemplate({
      name: 'Speeding',
      kind: 'speeding',
      vehicleIds: [vanA.id, vanB.id],
      speedLimitKmh: 80,
    });
    const sp = (await generate(speeding.id, { format: 'csv', ...period })).json().data;
    expect(sp.vehicleCount).toBe(2);
    const speedRows = (await csvOf(sp.id)).slice(1);
    expect(speedRows).toHaveLength(1);
    expect(speedRows[0]).toMatch(/^Van B,DXB-B2,.*,120,110,80,/);

    const visits = await createTemplate({
      name: 'Depot visits',
      kind: 'geofence-visits',
      vehicleIds: [vanA.id],
    });
    const v = (await generate(visits.id, { format: 'csv', ...period })).json().data;
    const visitRows = (await csvOf(v.id)).slice(1);
    expect(visitRows).toEqual([
      `Van A,DXB-A1,Depot,${new Date(T0 + 14 * MIN).toISOString()},${new Date(T0 + 17 * MIN).toISOString()},180`,
    ]);
  });

  test("job performance: the vehicles' jobs ending in the period, done on time or late, and open ones", async () => {
    const at = (minute: number) => new Date(T0 + minute * MIN);
    await k.t.deps.database.db.insert(fleetJobCards).values([
      {
        companyId: k.ids.Customer,
        title: 'On time',
        state: 'done',
        vehicleId: vanA.id,
        plannedEnd: at(30),
        actualEnd: at(20),
      },
      {
        companyId: k.ids.Customer,
        title: 'Late',
        state: 'done',
        vehicleId: vanA.id,
        plannedEnd: at(40),
        actualEnd: at(55),
      },
      {
        companyId: k.ids.Customer,
        title: 'Open',
        state: 'in-progress',
        vehicleId: vanA.id,
        plannedEnd: at(90),
      },
      {
        companyId: k.ids.Customer,
        title: 'Other van',
        state: 'done',
        vehicleId: vanB.id,
        plannedEnd: at(30),
        actualEnd: at(20),
      },
      {
        companyId: k.ids.Customer,
        title: 'Last year',
        state: 'done',
        vehicleId: vanA.id,
        plannedEnd: at(-600_000),
        actualEnd: at(-600_000),
      },
    ]);
    const t = await createTemplate({ name: 'Jobs', kind: 'job-performance', vehicleIds: [vanA.id] });
    const report = (await generate(t.id, { format: 'csv', ...period })).json().data;
    const rows = (await csvOf(report.id)).slice(1);
    expect(rows).toEqual([
      `On time,Van A,DXB-A1,,done,${at(30).toISOString()},${at(20).toISOString()},yes,0`,
      `Late,Van A,DXB-A1,,done,${at(40).toISOString()},${at(55).toISOString()},no,900`,
      `Open,Van A,DXB-A1,,in-progress,${at(90).toISOString()},,,`,
    ]);
  });

  test('PDF: the print view gets the table, and the file is a PDF in the history', async () => {
    const t = await createTemplate({ name: 'Trips PDF', kind: 'trips', vehicleIds: [vanA.id] });
    const res = await k.call(
      'Customer',
      'POST',
      `/api/fleet/report-template/${t.id}/generate`,
      { format: 'pdf', ...period },
      {
        'accept-language': 'ar',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ format: 'pdf', status: 'ready', rowCount: 1 });
    const drawn = stub.seen.at(-1);
    expect(drawn?.get('lang')).toBe('ar');
    const data = contract.fleetReportPrintData.parse(JSON.parse(drawn?.get('data') ?? '{}'));
    expect(data).toMatchObject({ name: 'Trips PDF', kind: 'trips', company: 'Demo Customer', totalRows: 1 });
    expect(data.vehicles).toEqual([{ id: vanA.id, name: 'Van A', plate: 'DXB-A1' }]);
    expect(data.summary.find((s) => s.key === 'distance')?.value).toBeCloseTo(10, 1);
    const file = await k.call('Customer', 'GET', `/api/fleet/report/${res.json().data.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="trips-2026-03-01-\d+\.pdf"$/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a PDF that cannot be printed now: kept in the history as failed with its reason, its download a 409', async () => {
    const t = await createTemplate({ name: 'No printer', kind: 'stops' });
    const { db } = k.t.deps.database;
    const ctx = {
      requestId: 'test',
      language: 'en' as const,
      user: { id: 1, companyId: k.ids.Customer, isAdmin: false },
      permissions: new Set<string>(),
    };
    const pdf = { available: async () => false, render: async () => Buffer.alloc(0) };
    const log = k.t.app.log;
    const made = await generateReport({ db, pdf, log }, ctx, t.id, { format: 'pdf', ...period });
    expect(made.data).toMatchObject({ status: 'failed', format: 'pdf' });
    const [failed] = (await k.call('Customer', 'GET', `/api/fleet/report?templateId=${t.id}`)).json().data;
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Reports cannot be printed on this server',
      sizeBytes: 0,
    });
    const download = await k.call('Customer', 'GET', `/api/fleet/report/${failed.id}/download`);
    expect(download.statusCode).toBe(409);
    expect(download.json().code).toBe('REPORT_HAS_NO_FILE');
  });

  test("418 for a bad format or period; the vehicles asked must be the company's", async () => {
    const t = await createTemplate({ name: 'Checks', kind: 'trips' });
    const bad = await generate(t.id, { format: 'doc' });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual(['format: Must be one of pdf, csv']);
    const backwards = await generate(t.id, { format: 'csv', from: TO, to: FROM });
    expect(k.fields(backwards)).toEqual(['to: From Must Be Before To']);
    const long = await generate(t.id, {
      format: 'csv',
      from: '2026-01-01T00:00:00Z',
      to: '2026-06-01T00:00:00Z',
    });
    expect(k.fields(long)).toEqual(['to: The Period Cannot Be Longer Than 92 Days']);
    const half = await generate(t.id, { format: 'csv', from: FROM });
    expect(k.fields(half)).toEqual(['to: Required']);
    const foreign = await generate(t.id, { format: 'csv', ...period, vehicleIds: [theirs.id] });
    expect(k.fields(foreign)).toEqual(['vehicleIds.0: Choose a Vehicle of This Company']);
    const zone = await generate(t.id, { format: 'csv', timeZone: 'Mars/Base' });
    expect(k.fields(zone)).toEqual(['timeZone: Must be a time zone such as Asia/Dubai']);
  });

  test("the template's period is in days of the requester's time zone", async () => {
    const t = await createTemplate({ name: 'Dubai days', kind: 'trips', defaultPeriod: 'yesterday' });
    const res = await generate(t.id, { format: 'csv', timeZone: 'Asia/Dubai' });
    expect(res.statusCode, res.body).toBe(201);
    const expected = contract.reportPeriodRange('yesterday', new Date(), 'Asia/Dubai');
    expect(res.json().data.period).toEqual({
      from: expected.from.toISOString(),
      to: expected.to.toISOString(),
    });
    // Dubai's midnight is 20:00 UTC.
    expect(res.json().data.period.from).toMatch(/T20:00:00\.000Z$/);
  });

  test('history: paged, filtered, isolated; a deleted template leaves its reports; a report is deleted', async () => {
    const t = await createTemplate({ name: 'History', kind: 'trips', vehicleIds: [vanA.id] });
    const first = (await generate(t.id, { format: 'csv', ...period })).json().data;
    const second = (await generate(t.id, { format: 'csv', ...period })).json().data;
    const page = (await k.call('Customer', 'GET', `/api/fleet/report?templateId=${t.id}&limit=1`)).json();
    expect(page).toMatchObject({ totalRecords: 2, data: [{ id: second.id }] });
    const pdfOnly = (await k.call('Customer', 'GET', '/api/fleet/report?format=pdf&limit=100')).json();
    expect(pdfOnly.data.every((r: { format: string }) => r.format === 'pdf')).toBe(true);
    const bad = await k.call('Customer', 'GET', '/api/fleet/report?format=doc&sortBy=size');
    expect(bad.statusCode).toBe(418);

    const theirList = (await k.call('Building Owner', 'GET', '/api/fleet/report?limit=100')).json();
    const probe = await k.call('Building Owner', 'GET', `/api/fleet/report?templateId=${t.id}`);
    expect(probe.statusCode).toBe(418);
    expect(k.fields(probe)).toEqual(['templateId: Choose a Report Template of This Company']);
    expect(theirList.data.map((r: { id: number }) => r.id)).not.toContain(first.id);
    expect((await k.call('Building Owner', 'GET', `/api/fleet/report/${first.id}/download`)).statusCode).toBe(
      404,
    );
    expect((await k.call('Building Owner', 'DELETE', `/api/fleet/report/${first.id}`)).statusCode).toBe(404);

    expect((await k.call('Customer', 'DELETE', `/api/fleet/report-template/${t.id}`)).statusCode).toBe(200);
    const kept = (await k.call('Customer', 'GET', '/api/fleet/report?name=History&limit=100')).json();
    expect(kept.data.map((r: { id: number; template: unknown }) => [r.id, r.template])).toEqual([
      [second.id, null],
      [first.id, null],
    ]);
    const v = k.t.as(viewer, { method: 'GET', url: `/api/fleet/report/${first.id}/download` });
    expect((await v).statusCode).toBe(200);
    expect((await k.call('Customer', 'DELETE', `/api/fleet/report/${first.id}`)).statusCode).toBe(200);
    expect((await k.call('Customer', 'GET', `/api/fleet/report/${first.id}/download`)).statusCode).toBe(404);
  });

  test('the demo Customer has templates and generated reports from the seed', async () => {
    const templates = (
      await k.call('Customer', 'GET', '/api/fleet/report-template?name=Daily%20trips')
    ).json();
    expect(templates.totalRecords).toBe(1);
    const seeded = (
      await k.call('Customer', 'GET', `/api/fleet/report?templateId=${templates.data[0].id}`)
    ).json();
    expect(seeded.data[0]).toMatchObject({ status: 'ready', format: 'csv' });
  });
});
