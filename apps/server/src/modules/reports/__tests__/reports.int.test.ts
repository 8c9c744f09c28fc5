import { reports } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { closePdfBrowsers } from '../../../kernel/pdf/pdf.ts';
import { reportPdfRenderer } from '../../../kernel/reports/render.ts';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { alarms } from '../../alarms/alarms.schema.ts';
import { devices } from '../../devices/devices.schema.ts';
import { modules } from '../../index.ts';
import { outbox } from '../../mail/mail.schema.ts';
import { attachmentsOf } from '../../mail/mail.service.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { reportSourcesOf } from '../registry.ts';
import { reportPrintParameters, reportRuns, savedReports } from '../reports.schema.ts';
import type { ReportsDeps } from '../reports.service.ts';
import { processReportRuns } from '../runs.service.ts';
import { dynamicReportStub } from './dynamic-report-stub.ts';
import { pdfText } from './pdf-text.ts';

// Issue 23: saved reports. The web app's dynamic-reports print view is played by a stub page that draws the
// rows as a table; PDFs are checked where the machine has a Chromium (else the PDF part fails on the run).

const MIN = 60_000;
const HOUR = 60 * MIN;
/** A Friday; Asia/Dubai is UTC+4 all year. */
const T0 = Date.parse('2026-11-20T00:00:00Z');
const FROM = new Date(T0).toISOString();
const TO = new Date(T0 + 24 * HOUR).toISOString();

let k: DemoKit;
let stub: Awaited<ReturnType<typeof dynamicReportStub>>;
let customer: number;
let other: number;
let devA: number;
let devB: number;
let devBulk: number;
let theirDevice: number;
let pdfAvailable = false;
let viewer: string;
let outsider: string;
const logged = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
const sources = reportSourcesOf(() => modules);
const deps = (): ReportsDeps => ({
  db: k.t.deps.database.db,
  config: k.t.deps.config,
  pdf: reportPdfRenderer(k.t.deps.config),
  log: logged as unknown as ReportsDeps['log'],
  sources,
});

let serial = 0;
async function device(companyId: number, name: string) {
  const [row] = await k.t.deps.database.db
    .insert(devices)
    .values({
      serial: `RPT-${process.pid}-${++serial}`,
      name,
      hardwareId: 601,
      companyId,
      reportingIntervalSeconds: 60,
    })
    .returning({ id: devices.id });
  if (!row) throw new Error('no device');
  return row.id;
}

const alarm = (
  companyId: number,
  deviceId: number,
  severity: 'critical' | 'major' | 'minor' | 'warning',
  message: string,
  raised: number,
  ackAfter: number | null,
  closeAfter: number | null,
  ruleId = 'r1',
) => ({
  companyId,
  deviceId,
  ruleId,
  category: 'operational' as const,
  kind: 'above' as const,
  severity,
  status: closeAfter === null ? ('acknowledged' as const) : ('cleared' as const),
  message,
  raisedAt: new Date(raised),
  acknowledgedAt: ackAfter === null ? null : new Date(raised + ackAfter * MIN),
  closedAt: closeAfter === null ? null : new Date(raised + closeAfter * MIN),
});

beforeAll(async () => {
  stub = await dynamicReportStub();
  k = await demoKit({ PDF_BASE_URL: stub.url, PDF_TIMEOUT_MS: '120000' });
  pdfAvailable = await reportPdfRenderer(k.t.deps.config).available();
  customer = k.ids.Customer;
  other = k.ids['Building Owner'];
  devA = await device(customer, 'Freezer A');
  devB = await device(customer, 'Lobby B');
  devBulk = await device(customer, 'Busy sensor');
  theirDevice = await device(other, 'Their sensor');
  const { db } = k.t.deps.database;
  await db
    .insert(alarms)
    .values([
      alarm(customer, devA, 'major', 'Temperature high', T0 + HOUR, 6, 30),
      alarm(customer, devA, 'minor', 'Door open', T0 + 2 * HOUR, 10, 20),
      alarm(customer, devB, 'major', 'Temperature high, again', T0 + 3 * HOUR, 2, null, 'r-open'),
      alarm(customer, devB, 'critical', 'Smoke', T0 + 4 * HOUR, null, 60),
      alarm(customer, devA, 'major', 'Before the period', T0 - 24 * HOUR, 1, 2),
      alarm(other, theirDevice, 'major', 'Their alarm', T0 + HOUR, 1, 2),
    ]);
  await db.insert(roles).values([
    {
      key: 'test_report_viewer',
      name: 'Report viewer',
      app: null,
      permissions: ['p_report_view'],
      system: false,
    },
    {
      key: 'test_no_reports',
      name: 'No reports',
      app: null,
      permissions: ['p_structure_view'],
      system: false,
    },
  ]);
  viewer = (await addCompanyUser(k.t, customer, 'viewer@customer.test', 'test_report_viewer')).token;
  outsider = (await addCompanyUser(k.t, customer, 'noreports@customer.test', 'test_no_reports')).token;
}, 120_000);
afterAll(async () => {
  await k.t.close();
  await closePdfBrowsers();
  await stub.close();
});

const base = `/api/company`;
const alarmReport = (over: Record<string, unknown> = {}) => ({
  name: 'Alarm times',
  source: 'alarm-handling',
  filters: { period: { key: 'custom', from: FROM, to: TO }, deviceIds: [devA, devB] },
  columns: ['device', 'severity', 'message', 'raisedAt', 'minutesToAcknowledge', 'minutesToClose'],
  groupBy: 'severity',
  totals: true,
  formats: ['csv', 'pdf'],
  schedule: { frequency: 'daily', time: '07:00' },
  receptors: ['ops@customer.test', 'Lead@Customer.test'],
  ...over,
});
async function create(body: Record<string, unknown> = alarmReport()) {
  const res = await k.call('Customer', 'POST', `${base}/${customer}/report`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as reports.Report;
}
const runsOf = (reportId: number) =>
  k.t.deps.database.db
    .select()
    .from(reportRuns)
    .where(eq(reportRuns.reportId, reportId))
    .orderBy(reportRuns.id);
async function mailsTo(addresses: string[], subject: string) {
  const { db } = k.t.deps.database;
  const rows = await db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.to, addresses), eq(outbox.subject, subject)));
  const files = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ to: r.to, text: r.text, files: files.get(r.id) ?? [] }));
}
const csvLines = (content: Buffer | string) =>
  content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('[REPORTS] demo data', () => {
  test('the demo customer has reports of several sources, one in Arabic, with receptors, schedules and two past runs', async () => {
    const list = (await k.call('Customer', 'GET', `${base}/${customer}/report?limit=100`)).json()
      .data as reports.Report[];
    const demo = list.filter(
      (r) => r.createdBy?.name === 'Customer Owner' && !r.receptors.some((x) => x.endsWith('.test')),
    );
    expect(new Set(demo.map((r) => r.source)).size).toBeGreaterThanOrEqual(4);
    expect(demo.some((r) => r.language === 'ar')).toBe(true);
    const weekly = demo.find((r) => r.name === 'Alarm handling times, weekly');
    expect(weekly?.receptors.length).toBeGreaterThan(0);
    expect(weekly?.schedule).toMatchObject({ frequency: 'weekly', weekday: 6 });
    const runs = (await k.call('Customer', 'GET', `${base}/${customer}/report/${weekly?.id}/runs`)).json()
      .data as reports.ReportRun[];
    // Seeded, before any tick of this file: one succeeded with a small CSV, one failed after every try.
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'failed']);
    expect(runs[1]).toMatchObject({
      attempts: reports.REPORT_RUN_ATTEMPTS,
      error: expect.stringMatching(/PDF/),
    });
    expect(runs[0]?.files.map((f) => f.format)).toEqual(['csv']);
  });
});

describe('[REPORTS] A37 the report permission', () => {
  test('A37 a user without the report permission gets 403 on the list; a viewer lists but cannot create or run', async () => {
    const none = await k.t.as(outsider, { method: 'GET', url: `${base}/${customer}/report` });
    expect(none.statusCode).toBe(403);
    const list = await k.t.as(viewer, { method: 'GET', url: `${base}/${customer}/report` });
    expect(list.statusCode, list.body).toBe(200);
    const made = await k.t.as(viewer, {
      method: 'POST',
      url: `${base}/${customer}/report`,
      body: alarmReport(),
    });
    expect(made.statusCode).toBe(403);
    const report = await create(alarmReport({ name: 'Viewer cannot run this' }));
    const run = await k.t.as(viewer, { method: 'POST', url: `${base}/${customer}/report/${report.id}/run` });
    expect(run.statusCode).toBe(403);
    const get = await k.t.as(viewer, { method: 'GET', url: `${base}/${customer}/report/${report.id}` });
    expect(get.statusCode).toBe(200);
  });
});

describe('[REPORTS] definitions: create, read, list, replace, delete', () => {
  test('created with defaults, receptors lower-case and once, the schedule in Dubai and its next run', async () => {
    const before = Date.now();
    const r = await create(alarmReport({ receptors: ['ops@customer.test', 'OPS@customer.test'] }));
    expect(r).toMatchObject({
      companyId: customer,
      source: 'alarm-handling',
      language: 'en',
      enabled: true,
      receptors: ['ops@customer.test'],
      schedule: {
        frequency: 'daily',
        time: '07:00',
        weekday: null,
        dayOfMonth: null,
        timeZone: 'Asia/Dubai',
      },
      lastRun: null,
      createdBy: { name: 'Customer Owner' },
    });
    expect(r.filters).toEqual({
      period: { key: 'custom', from: FROM, to: TO },
      deviceIds: [devA, devB],
      structureIds: [],
      valueKey: null,
      bucket: null,
    });
    const next = Date.parse(r.nextRunAt ?? '');
    // 07:00 in Dubai is 03:00 UTC, within the coming day.
    expect(new Date(next).toISOString().slice(11, 16)).toBe('03:00');
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(24 * HOUR);
  });

  test('listed with search and paging; replaced (receptors kept unless sent); deleted', async () => {
    const r = await create(
      alarmReport({ name: 'Weekly lobby report', schedule: { frequency: 'weekly', weekday: 6 } }),
    );
    const listed = (await k.call('Customer', 'GET', `${base}/${customer}/report?name=lobby`)).json();
    expect(listed.data.map((x: reports.Report) => x.id)).toEqual([r.id]);
    expect(listed.data[0].schedule).toMatchObject({ frequency: 'weekly', weekday: 6 });
    const paged = (
      await k.call('Customer', 'GET', `${base}/${customer}/report?limit=1&sortBy=id&sortType=desc`)
    ).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.totalRecords).toBeGreaterThan(1);
    const put = await k.call(
      'Customer',
      'PUT',
      `${base}/${customer}/report/${r.id}`,
      alarmReport({ name: 'Lobby, in Arabic', language: 'ar', receptors: undefined, enabled: false }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      name: 'Lobby, in Arabic',
      language: 'ar',
      enabled: false,
      nextRunAt: null,
      receptors: ['ops@customer.test', 'lead@customer.test'],
    });
    const del = await k.call('Customer', 'DELETE', `${base}/${customer}/report/${r.id}`);
    expect(del.statusCode).toBe(200);
    expect((await k.call('Customer', 'GET', `${base}/${customer}/report/${r.id}`)).statusCode).toBe(404);
  });

  test("isolation: another company's report is a 404, another company's path a 404, their devices a 418", async () => {
    const r = await create();
    for (const [method, path] of [
      ['GET', `${base}/${customer}/report/${r.id}`],
      ['GET', `${base}/${customer}/report`],
      ['GET', `${base}/${other}/report/${r.id}`],
      ['DELETE', `${base}/${other}/report/${r.id}`],
      ['POST', `${base}/${other}/report/${r.id}/run`],
      ['GET', `${base}/${other}/report/${r.id}/runs`],
      ['GET', `${base}/${other}/report/${r.id}/pdf`],
    ] as const) {
      const res = await k.call('Building Owner', method, path);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await k.call('Building Owner', 'GET', `${base}/${other}/report`)).json().data).toEqual([]);
    const theirs = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report`,
      alarmReport({ filters: { period: { key: 'last7Days' }, deviceIds: [devA, theirDevice] } }),
    );
    expect(theirs.statusCode).toBe(418);
    expect(k.fields(theirs)).toEqual(['filters.deviceIds.1: Choose a Device of This Company']);
    // Nothing was saved.
    const saved = await k.t.deps.database.db
      .select({ id: savedReports.id })
      .from(savedReports)
      .where(eq(savedReports.companyId, customer));
    expect(
      saved
        .map((x) => x.id)
        .sort((a, b) => a - b)
        .at(-1),
    ).toBe(r.id);
    expect((await k.call('Building Owner', 'GET', `${base}/${customer}/report`)).statusCode).toBe(404);
  });

  test('418: a period over 92 days, a malformed schedule or email, a column the source lacks', async () => {
    const long = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report`,
      alarmReport({
        filters: { period: { key: 'custom', from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' } },
      }),
    );
    expect(long.statusCode).toBe(418);
    expect(k.fields(long)).toEqual([`filters.period.to: ${reports.REPORT_PERIOD_TOO_LONG}`]);
    const schedule = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report`,
      alarmReport({ schedule: { frequency: 'weekly', time: '25:00', timeZone: 'Mars/Olympus' } }),
    );
    expect(schedule.statusCode).toBe(418);
    expect(k.fields(schedule).sort()).toEqual([
      'schedule.time: Must be a time as HH:mm',
      'schedule.timeZone: Must be a time zone such as Asia/Dubai',
      'schedule.weekday: Required',
    ]);
    const weekday = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report`,
      alarmReport({ schedule: { frequency: 'weekly' } }),
    );
    expect(k.fields(weekday)).toEqual(['schedule.weekday: Required']);
    const email = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report`,
      alarmReport({ receptors: ['nope@'] }),
    );
    expect(email.statusCode).toBe(418);
    expect(k.fields(email)).toEqual(['receptors.0: Please enter a valid email address']);
    const column = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report`,
      alarmReport({ columns: ['speed'] }),
    );
    expect(k.fields(column)).toEqual(['columns.0: Not a Column of This Source']);
  });
});

describe('[REPORTS] receptors', () => {
  test('added once (any case), removed by body or ?email=; unknown is 404, a bad address 418, at most 20', async () => {
    const r = await create(alarmReport({ receptors: [] }));
    const url = `${base}/${customer}/report/${r.id}/receptor`;
    expect(
      (await k.call('Customer', 'POST', url, { email: 'Anna@Example.com' })).json().data.receptors,
    ).toEqual(['anna@example.com']);
    expect(
      (await k.call('Customer', 'POST', url, { email: 'anna@example.com' })).json().data.receptors,
    ).toEqual(['anna@example.com']);
    await k.call('Customer', 'POST', url, { email: 'ben@example.com' });
    const bad = await k.call('Customer', 'POST', url, { email: 'ben@' });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual(['email: Please enter a valid email address']);
    const byBody = await k.call('Customer', 'DELETE', url, { email: 'anna@example.com' });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json().data.receptors).toEqual(['ben@example.com']);
    const byQuery = await k.call('Customer', 'DELETE', `${url}?email=BEN%40example.com`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json().data.receptors).toEqual([]);
    expect((await k.call('Customer', 'DELETE', `${url}?email=ben%40example.com`)).statusCode).toBe(404);
    expect(k.fields(await k.call('Customer', 'DELETE', url))).toEqual(['email: Required']);
    for (let i = 0; i < reports.REPORT_MAX_RECEPTORS; i++)
      expect((await k.call('Customer', 'POST', url, { email: `r${i}@example.com` })).statusCode).toBe(200);
    const over = await k.call('Customer', 'POST', url, { email: 'one-more@example.com' });
    expect(over.statusCode).toBe(418);
    expect(k.fields(over)).toEqual([`email: ${reports.REPORT_TOO_MANY_RECEPTORS}`]);
    expect(
      (
        await k.call('Building Owner', 'POST', `${base}/${other}/report/${r.id}/receptor`, {
          email: 'x@example.com',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('[REPORTS] preview', () => {
  test('the first rows of a definition not saved: columns, groups by severity with subtotals, totals', async () => {
    const res = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report/preview`,
      alarmReport({ name: undefined }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const table = res.json().data as reports.ReportTable;
    expect(table.columns.map((c) => c.label)).toEqual([
      'Device',
      'Severity',
      'Message',
      'Raised',
      'Minutes to acknowledge',
      'Minutes to close',
    ]);
    expect(table.rowCount).toBe(4);
    expect(table.truncated).toBe(false);
    expect(table.rows.map((r) => r[2])).toEqual([
      'Smoke',
      'Temperature high',
      'Temperature high, again',
      'Door open',
    ]);
    expect(table.groups.map((g) => [g.label, g.firstRow, g.rowCount])).toEqual([
      ['critical', 0, 1],
      ['major', 1, 2],
      ['minor', 3, 1],
    ]);
    expect(table.totals).toEqual({
      rowCount: 4,
      values: [
        { key: 'minutesToAcknowledge', fn: 'avg', value: 6 },
        { key: 'minutesToAcknowledge', fn: 'max', value: 10 },
        { key: 'minutesToClose', fn: 'avg', value: 36.67 },
        { key: 'minutesToClose', fn: 'max', value: 60 },
      ],
    });
    const theirs = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report/preview`,
      alarmReport({ filters: { period: { key: 'last7Days' }, deviceIds: [theirDevice] } }),
    );
    expect(k.fields(theirs)).toEqual(['filters.deviceIds.0: Choose a Device of This Company']);
  });
});

describe('[REPORTS] scheduled runs', () => {
  test('a due report is run once by the job: files kept, mailed to its receptors with the files attached, next run moved on', async () => {
    const r = await create(alarmReport({ name: 'Scheduled alarm times' }));
    const due = Date.parse(r.nextRunAt ?? '');
    const now = new Date(due + 10_000);
    // Two ticks at once (two servers): the report is claimed by one of them only.
    await Promise.all([processReportRuns(deps(), now), processReportRuns(deps(), now)]);
    const runs = await runsOf(r.id);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run).toMatchObject({ trigger: 'schedule', status: 'succeeded', attempts: 1, rowCount: 4 });
    expect(run?.mailedTo).toEqual(['ops@customer.test', 'lead@customer.test']);
    const [saved] = await k.t.deps.database.db.select().from(savedReports).where(eq(savedReports.id, r.id));
    expect(saved?.nextRunAt?.getTime()).toBe(due + 24 * HOUR);

    const mails = await mailsTo(
      ['ops@customer.test', 'lead@customer.test'],
      'Atrium report: Scheduled alarm times',
    );
    expect(mails.map((m) => m.to).sort()).toEqual(['lead@customer.test', 'ops@customer.test']);
    for (const mail of mails) {
      const csv = mail.files.find((f) => f.filename.endsWith('.csv'));
      expect(csv?.contentType).toBe('text/csv; charset=utf-8');
      const lines = csvLines(csv?.content ?? '');
      expect(lines[0]).toBe('Device,Severity,Message,Raised,Minutes to acknowledge,Minutes to close');
      // Grouped by severity; times in Dubai; a comma quoted (RFC 4180).
      expect(lines.slice(1)).toEqual([
        'Lobby B,critical,Smoke,2026-11-20 08:00,,60',
        'Freezer A,major,Temperature high,2026-11-20 05:00,6,30',
        'Lobby B,major,"Temperature high, again",2026-11-20 07:00,2,',
        'Freezer A,minor,Door open,2026-11-20 06:00,10,20',
      ]);
      const pdf = mail.files.find((f) => f.filename.endsWith('.pdf'));
      if (pdfAvailable) {
        expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
        expect(mail.files).toHaveLength(2);
        // The PDF's text holds the title and the table's rows (cells wrap: lines joined by spaces).
        const text = pdfText(pdf?.content ?? Buffer.alloc(0)).replace(/\s+/g, ' ');
        for (const cell of [
          'Scheduled alarm times',
          'Smoke',
          'Temperature high, again',
          'Door open',
          'Lobby B',
        ])
          expect(text).toContain(cell);
      } else {
        expect(pdf).toBeUndefined();
        expect(mail.text).toMatch(/Not attached: PDF/);
      }
    }
    if (pdfAvailable) {
      // The print view drew every row of the table.
      const drawn = stub.seen.find((s) => s.title === 'Scheduled alarm times');
      expect(drawn).toMatchObject({
        rows: 4,
        lang: 'en',
        dir: 'ltr',
        first: ['Lobby B', 'critical', 'Smoke', expect.any(String), null, 60],
      });
      expect(run?.error).toBeNull();
    } else expect(run?.error).toMatch(/^PDF: /);

    // The run is in the list with its files, and its CSV downloads.
    const listed = (await k.call('Customer', 'GET', `${base}/${customer}/report/${r.id}/runs`)).json();
    expect(listed.totalRecords).toBe(1);
    expect(listed.data[0].files.map((f: reports.ReportRunFile) => f.format).sort()).toEqual(
      pdfAvailable ? ['csv', 'pdf'] : ['csv'],
    );
    const file = await k.call(
      'Customer',
      'GET',
      `${base}/${customer}/report/${r.id}/runs/${run?.id}/file?format=csv`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Scheduled-alarm-times-/);
    expect(csvLines(file.rawPayload)).toHaveLength(5);
    expect(
      (await k.call('Customer', 'GET', `${base}/${customer}/report/${r.id}`)).json().data.lastRun,
    ).toMatchObject({
      id: run?.id,
      status: 'succeeded',
    });
  });

  test('an Arabic report: Arabic headers in the CSV (UTF-8 with BOM), printed right to left', async () => {
    const r = await create(
      alarmReport({
        name: 'تقرير الإنذارات',
        language: 'ar',
        groupBy: null,
        receptors: ['ar@customer.test'],
      }),
    );
    const run = await k.call('Customer', 'POST', `${base}/${customer}/report/${r.id}/run`);
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json().data).toMatchObject({ trigger: 'manual', status: 'queued', attempts: 0 });
    await processReportRuns(deps(), new Date(Date.now() + 1_000));
    const [mail] = await mailsTo(['ar@customer.test'], 'تقرير Atrium: تقرير الإنذارات');
    const csv = mail?.files.find((f) => f.filename.endsWith('.csv'));
    expect(csv?.content.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csvLines(csv?.content ?? '')[0]).toBe(
      'الجهاز,الخطورة,الرسالة,وقت الإطلاق,دقائق حتى الإقرار,دقائق حتى الإغلاق',
    );
    if (pdfAvailable)
      expect(stub.seen.find((s) => s.title === 'تقرير الإنذارات')).toMatchObject({
        lang: 'ar',
        dir: 'rtl',
        rows: 4,
      });
  });

  test('a failed run is tried again after a backoff, then left failed with its error and logged; nothing mailed', async () => {
    // Run now only: a daily schedule would queue a run of its own when the hour below crosses 07:00 in Dubai.
    const r = await create(
      alarmReport({
        name: 'Doomed report',
        receptors: ['doomed@customer.test'],
        schedule: { frequency: 'none' },
      }),
    );
    // The application behind its source is gone from this server.
    await k.t.deps.database.db
      .update(savedReports)
      .set({ source: 'gone-app' })
      .where(eq(savedReports.id, r.id));
    expect((await k.call('Customer', 'POST', `${base}/${customer}/report/${r.id}/run`)).statusCode).toBe(202);
    const t0 = Date.now() + 1_000;
    const at = (ms: number) => new Date(t0 + ms);
    logged.error.mockClear();
    await processReportRuns(deps(), at(0));
    expect(await runsOf(r.id)).toMatchObject([
      { status: 'queued', attempts: 1, error: expect.stringMatching(/gone-app/) },
    ]);
    // Not before its backoff.
    await processReportRuns(deps(), at(30_000));
    expect(await runsOf(r.id)).toMatchObject([{ status: 'queued', attempts: 1 }]);
    await processReportRuns(deps(), at(2 * MIN));
    expect(await runsOf(r.id)).toMatchObject([{ status: 'queued', attempts: 2 }]);
    await processReportRuns(deps(), at(10 * MIN));
    const [run] = await runsOf(r.id);
    expect(run).toMatchObject({ status: 'failed', attempts: reports.REPORT_RUN_ATTEMPTS, mailedTo: [] });
    expect(run?.error).toMatch(/not available on this server/);
    expect(run?.finishedAt).not.toBeNull();
    expect(logged.error).toHaveBeenCalledWith(
      expect.objectContaining({ runId: run?.id }),
      'a report run failed',
    );
    // Kept and shown, never tried again.
    await processReportRuns(deps(), at(60 * MIN));
    expect(await runsOf(r.id)).toMatchObject([{ status: 'failed', attempts: 3 }]);
    const listed = (
      await k.call('Customer', 'GET', `${base}/${customer}/report/${r.id}/runs?status=failed`)
    ).json();
    expect(listed.data).toMatchObject([{ id: run?.id, status: 'failed', files: [] }]);
    expect(await mailsTo(['doomed@customer.test'], 'Atrium report: Doomed report')).toEqual([]);
    const file = await k.call(
      'Customer',
      'GET',
      `${base}/${customer}/report/${r.id}/runs/${run?.id}/file?format=csv`,
    );
    expect(file.statusCode).toBe(404);
    expect(file.json().code).toBe(reports.REPORT_RUN_HAS_NO_FILE_CODE);
  });

  test('a 10,000-row report: the CSV holds every row, the PDF prints them', async () => {
    const { db } = k.t.deps.database;
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      alarm(customer, devBulk, 'warning', `Bulk ${i}`, T0 + 10 * HOUR + i * 1_000, 1, 2),
    );
    for (let i = 0; i < rows.length; i += 1_000) await db.insert(alarms).values(rows.slice(i, i + 1_000));
    const r = await create(
      alarmReport({
        name: 'Busy sensor',
        filters: { period: { key: 'custom', from: FROM, to: TO }, deviceIds: [devBulk] },
        columns: ['alarmId', 'message', 'raisedAt', 'minutesToClose'],
        groupBy: null,
        formats: pdfAvailable ? ['csv', 'pdf'] : ['csv'],
        receptors: [],
      }),
    );
    await k.call('Customer', 'POST', `${base}/${customer}/report/${r.id}/run`);
    await processReportRuns(deps(), new Date(Date.now() + 1_000));
    const [run] = await runsOf(r.id);
    expect(run, run?.error ?? '').toMatchObject({ status: 'succeeded', rowCount: 10_000, error: null });
    const csv = await k.call(
      'Customer',
      'GET',
      `${base}/${customer}/report/${r.id}/runs/${run?.id}/file?format=csv`,
    );
    const lines = csvLines(csv.rawPayload);
    expect(lines).toHaveLength(10_001);
    expect(lines[10_000]).toMatch(/^\d+,Bulk 9999,2026-11-20 /);
    if (pdfAvailable) {
      const pdf = await k.call(
        'Customer',
        'GET',
        `${base}/${customer}/report/${r.id}/runs/${run?.id}/file?format=pdf`,
      );
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Bulk 0');
      expect(text).toContain('Bulk 9999');
      expect(stub.seen.find((s) => s.title === 'Busy sensor')).toMatchObject({
        rows: 10_000,
        truncated: false,
      });
    }
  }, 300_000);
});

describe('[REPORTS] print now and the PDF generator parameters (A6)', () => {
  test('GET /pdf prints the report now, or answers 477 when it cannot be printed (R145)', async () => {
    const r = await create(alarmReport({ name: 'Print me' }));
    const res = await k.call('Customer', 'GET', `${base}/${customer}/report/${r.id}/pdf`);
    if (pdfAvailable) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } else {
      expect(res.statusCode).toBe(477);
      expect(res.json().code).toBe(reports.REPORT_NOT_PRINTABLE_CODE);
    }
    const { printReport } = await import('../reports.service.ts');
    const noChromium = {
      ...deps(),
      pdf: { available: async () => false, render: async () => Buffer.alloc(0) },
    };
    const ctx = {
      requestId: 'test',
      language: 'en' as const,
      user: { id: 1, companyId: customer, isAdmin: false },
      permissions: new Set<string>(),
    };
    await expect(printReport(noChromium, ctx, customer, r.id)).rejects.toMatchObject({
      statusCode: reports.REPORT_NOT_PRINTABLE_STATUS,
      code: reports.REPORT_NOT_PRINTABLE_CODE,
      message: 'Reports cannot be printed on this server',
    });
  });

  test('a chart where the definition asks for one: a point per group (its subtotal) or per row; saved, replaced, printed', async () => {
    // Grouped by severity: minutesToClose's subtotal is its average (its first total): critical 60, major
    // 30 (the open alarm has none), minor 20.
    const r = await create(
      alarmReport({ name: 'Charted', chart: { kind: 'bar', column: 'minutesToClose' } }),
    );
    expect(r.chart).toEqual({ kind: 'bar', column: 'minutesToClose' });
    expect((await k.call('Customer', 'GET', `${base}/${customer}/report/${r.id}`)).json().data.chart).toEqual(
      {
        kind: 'bar',
        column: 'minutesToClose',
      },
    );
    const made = await k.call('Customer', 'POST', `${base}/${customer}/report/${r.id}/parameter`);
    expect(made.statusCode, made.body).toBe(201);
    const read = await k.call(
      'Customer',
      'GET',
      `${base}/${customer}/report/parameter/temporary/${made.json().data.cacheKey}`,
    );
    const grouped = {
      kind: 'bar',
      title: 'Minutes to close',
      labels: ['critical', 'major', 'minor'],
      values: [60, 30, 20],
    };
    expect(read.json().data.chart).toEqual(grouped);
    if (pdfAvailable) {
      const pdf = await k.call('Customer', 'GET', `${base}/${customer}/report/${r.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      // The print view was handed the chart with the rows.
      expect(stub.seen.filter((s) => s.title === 'Charted').at(-1)?.chart).toEqual(grouped);
    }

    // Ungrouped, in Arabic, a line of minutesToAcknowledge: a point per row in order, labelled by the
    // first text or datetime column (the raise time in Dubai), an empty cell as 0.
    const replaced = await k.call(
      'Customer',
      'PUT',
      `${base}/${customer}/report/${r.id}`,
      alarmReport({
        name: 'Charted',
        groupBy: null,
        language: 'ar',
        columns: ['raisedAt', 'device', 'minutesToAcknowledge'],
        chart: { kind: 'line', column: 'minutesToAcknowledge' },
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const again = await k.call('Customer', 'POST', `${base}/${customer}/report/${r.id}/parameter`);
    const line = (
      await k.call(
        'Customer',
        'GET',
        `${base}/${customer}/report/parameter/temporary/${again.json().data.cacheKey}`,
      )
    ).json().data.chart;
    expect(line).toEqual({
      kind: 'line',
      title: 'دقائق حتى الإقرار',
      labels: ['20/11/2026 05:00', '20/11/2026 06:00', '20/11/2026 07:00', '20/11/2026 08:00'],
      values: [6, 10, 2, 0],
    });

    // The preview takes a chart too; none stays none.
    const preview = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report/preview`,
      alarmReport({ name: undefined, chart: { kind: 'line', column: 'minutesToAcknowledge' } }),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.chart).toEqual({
      kind: 'line',
      title: 'Minutes to acknowledge',
      labels: ['critical', 'major', 'minor'],
      // Grouped by severity: the averages (the first total of the column).
      values: [0, 4, 10],
    });
    const plain = await create(alarmReport({ name: 'No chart' }));
    expect(plain.chart).toBeNull();

    // A text column, or one the source lacks: a 418 on chart.column; nothing saved.
    const text = await k.call(
      'Customer',
      'POST',
      `${base}/${customer}/report`,
      alarmReport({ name: 'Bad chart', chart: { kind: 'bar', column: 'device' } }),
    );
    expect(text.statusCode).toBe(418);
    expect(k.fields(text)).toEqual([`chart.column: ${reports.REPORT_NOT_NUMERIC}`]);
    const update = await k.call(
      'Customer',
      'PUT',
      `${base}/${customer}/report/${r.id}`,
      alarmReport({ chart: { kind: 'line', column: 'speed' } }),
    );
    expect(update.statusCode).toBe(418);
    expect(k.fields(update)).toEqual(['chart.column: Not a Column of This Source']);
    const stored = await k.t.deps.database.db
      .select({ chart: savedReports.chart })
      .from(savedReports)
      .where(eq(savedReports.id, r.id));
    expect(stored).toEqual([{ chart: { kind: 'line', column: 'minutesToAcknowledge' } }]);
  });

  test("parameters under a cacheKey: read by the company's users; unknown, foreign or expired are 404/410", async () => {
    const r = await create(alarmReport({ name: 'Parameters' }));
    const made = await k.call('Customer', 'POST', `${base}/${customer}/report/${r.id}/parameter`);
    expect(made.statusCode, made.body).toBe(201);
    const { cacheKey, url } = made.json().data as reports.ReportPrintParameters;
    expect(url).toBe(reports.dynamicReportPrintUrl(customer, cacheKey));
    const read = await k.call(
      'Customer',
      'GET',
      `${base}/${customer}/report/parameter/temporary/${cacheKey}`,
    );
    expect(read.statusCode, read.body).toBe(200);
    const data = read.json().data as reports.DynamicReportPrintData;
    expect(data).toMatchObject({
      title: 'Parameters',
      language: 'en',
      currency: 'USD',
      rowCount: 4,
      brand: { name: 'Atrium' },
    });
    expect(data.filters.map((f) => f.label)).toEqual([
      'Period',
      'Time zone',
      'Devices',
      'Structures',
      'Grouped by',
    ]);
    expect(data.filters[2]?.value).toBe('Freezer A, Lobby B');
    expect(reports.dynamicReportPrintData.safeParse(data).success).toBe(true);
    const viewerRead = await k.t.as(viewer, {
      method: 'GET',
      url: `${base}/${customer}/report/parameter/temporary/${cacheKey}`,
    });
    expect(viewerRead.statusCode).toBe(200);
    // Another company: its own path does not have the key; the customer's path is not theirs.
    expect(
      (await k.call('Building Owner', 'GET', `${base}/${other}/report/parameter/temporary/${cacheKey}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await k.call('Building Owner', 'GET', `${base}/${customer}/report/parameter/temporary/${cacheKey}`))
        .statusCode,
    ).toBe(404);
    const unknown = await k.call(
      'Customer',
      'GET',
      `${base}/${customer}/report/parameter/temporary/${'x'.repeat(32)}`,
    );
    expect(unknown.statusCode).toBe(404);
    await k.t.deps.database.db
      .update(reportPrintParameters)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(reportPrintParameters.key, cacheKey));
    const expired = await k.call(
      'Customer',
      'GET',
      `${base}/${customer}/report/parameter/temporary/${cacheKey}`,
    );
    expect(expired.statusCode).toBe(reports.REPORT_PARAMETERS_EXPIRED_STATUS);
    expect(expired.json().code).toBe(reports.REPORT_PARAMETERS_EXPIRED_CODE);
  });
});
