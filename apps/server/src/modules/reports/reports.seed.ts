import { reports } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { toCsv } from '../../kernel/reports/csv.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { users } from '../users/users.schema.ts';
import type { ReportSources } from './registry.ts';
import { csvRows } from './report-table.ts';
import { reportRunFiles, reportRuns, savedReports } from './reports.schema.ts';
import { definitionOf, fileStem, generateTable } from './reports.service.ts';

const DUBAI = reports.REPORT_DEFAULT_TIME_ZONE;
const period = (key: reports.ReportPeriodKey) => ({ key, from: null, to: null });
const filters = (
  key: reports.ReportPeriodKey,
  more: Partial<reports.ReportFilters> = {},
): reports.ReportFilters => ({
  period: period(key),
  deviceIds: [],
  structureIds: [],
  valueKey: null,
  bucket: null,
  ...more,
});
const schedule = (s: Partial<reports.ReportSchedule> & Pick<reports.ReportSchedule, 'frequency'>) => ({
  time: '07:00',
  weekday: null,
  dayOfMonth: null,
  timeZone: DUBAI,
  ...s,
});

type Demo = Omit<typeof savedReports.$inferInsert, 'companyId' | 'nextRunAt' | 'schedule' | 'filters'> & {
  filters: reports.ReportFilters;
  schedule: reports.ReportSchedule;
  /** Seeded with a succeeded run (a small CSV of the demo data) and a failed one. */
  withRuns?: boolean;
};

const DEMO: Demo[] = [
  {
    name: 'Alarm handling times, weekly',
    source: 'alarm-handling',
    filters: filters('lastWeek'),
    columns: [...reports.alarmHandlingSource.defaultColumns],
    groupBy: 'severity',
    totals: true,
    chart: { kind: 'bar', column: 'minutesToClose' },
    language: 'en',
    formats: ['pdf', 'csv'],
    schedule: schedule({ frequency: 'weekly', weekday: 6 }),
    receptors: ['owner@customer.demo', 'operations@customer.demo'],
    withRuns: true,
  },
  {
    name: 'تقرير أوقات معالجة الإنذارات اليومي',
    source: 'alarm-handling',
    filters: filters('last24Hours'),
    columns: ['device', 'severity', 'raisedAt', 'closedAt', 'minutesToClose'],
    groupBy: null,
    totals: true,
    language: 'ar',
    formats: ['pdf', 'csv'],
    schedule: schedule({ frequency: 'daily', time: '08:00' }),
    receptors: ['owner@customer.demo'],
  },
  {
    name: 'Hourly temperature, last 24 hours',
    source: 'device-readings',
    filters: filters('last24Hours', { valueKey: 'temperature', bucket: 'hour' }),
    columns: [...reports.deviceReadingsSource.defaultColumns],
    groupBy: 'device',
    totals: true,
    language: 'en',
    formats: ['csv'],
    schedule: schedule({ frequency: 'daily', time: '06:00' }),
    receptors: ['facilities@customer.demo'],
  },
  {
    name: 'Door access log',
    source: 'access-events',
    filters: filters('lastWeek'),
    columns: [...reports.accessEventsSource.defaultColumns],
    groupBy: null,
    totals: false,
    language: 'en',
    formats: ['pdf', 'csv'],
    schedule: schedule({ frequency: 'none' }),
    receptors: [],
  },
  {
    name: 'Orders and bills, monthly',
    source: 'orders',
    filters: filters('lastMonth'),
    columns: [...reports.ordersSource.defaultColumns],
    groupBy: 'status',
    totals: true,
    language: 'en',
    formats: ['pdf', 'csv'],
    schedule: schedule({ frequency: 'monthly', dayOfMonth: 1, time: '09:00' }),
    receptors: ['owner@customer.demo', 'accounts@customer.demo'],
  },
];

const HOUR = 3_600_000;

/**
 * Demo data (issue 23): the demo Customer's saved reports of every source, one in Arabic, with receptors and
 * schedules; the weekly alarm report has two past runs, one succeeded (a CSV of the demo alarms) and one
 * failed (its PDF could not be printed, after every try).
 */
export async function seedReports(deps: AppDeps, sources: ReportSources) {
  const { db } = deps.database;
  const [owner] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, demoOwnerEmail('Customer')));
  if (!owner?.companyId) return;
  const companyId = owner.companyId;
  const now = new Date();
  for (const { withRuns, ...demo } of DEMO) {
    const [report] = await db
      .insert(savedReports)
      .values({
        ...demo,
        companyId,
        nextRunAt: reports.nextRunAt(demo.schedule, now),
        createdBy: owner.id,
      })
      .returning();
    if (!report || !withRuns) continue;
    const failedAt = new Date(now.getTime() - 7 * 24 * HOUR);
    await db.insert(reportRuns).values({
      reportId: report.id,
      companyId,
      trigger: 'schedule',
      status: 'failed',
      attempts: reports.REPORT_RUN_ATTEMPTS,
      error: 'PDF: Reports cannot be printed on this server',
      runAfter: failedAt,
      periodFrom: new Date(failedAt.getTime() - 7 * 24 * HOUR),
      periodTo: failedAt,
      startedAt: failedAt,
      finishedAt: new Date(failedAt.getTime() + 21 * 60_000),
      createdAt: failedAt,
    });
    const ranAt = new Date(now.getTime() - 2 * HOUR);
    const generated = sources().has(report.source)
      ? await generateTable({ db, sources }, companyId, definitionOf(report), ranAt, 200)
      : null;
    if (!generated) continue;
    const file = toCsv(generated.table.columns, csvRows(generated.table, generated.timeZone));
    const [run] = await db
      .insert(reportRuns)
      .values({
        reportId: report.id,
        companyId,
        trigger: 'manual',
        status: 'succeeded',
        attempts: 1,
        runAfter: ranAt,
        periodFrom: generated.period.from,
        periodTo: generated.period.to,
        startedAt: ranAt,
        finishedAt: new Date(ranAt.getTime() + 4_000),
        rowCount: generated.table.rowCount,
        mailedTo: report.receptors,
        createdBy: owner.id,
        createdAt: ranAt,
      })
      .returning({ id: reportRuns.id });
    if (!run) continue;
    await db.insert(reportRunFiles).values({
      runId: run.id,
      format: 'csv',
      fileName: `${fileStem(report.name, ranAt, run.id)}.csv`,
      contentType: 'text/csv; charset=utf-8',
      sizeBytes: file.length,
      content: file,
    });
  }
}
