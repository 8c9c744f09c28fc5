import type { reports as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bytea, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { users } from '../users/users.schema.ts';

/**
 * Saved reports (issue 23): a company's report definitions. `next_run_at` is when the scheduler generates it
 * next (null: not scheduled, or disabled); the job claims due rows with FOR UPDATE SKIP LOCKED.
 */
export const savedReports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** A source key; a source whose application is gone makes its runs fail with the reason. */
    source: text('source').notNull(),
    filters: jsonb('filters').$type<contract.ReportFilters>().notNull(),
    columns: text('columns').array().notNull(),
    groupBy: text('group_by'),
    totals: boolean('totals').notNull().default(false),
    language: text('language').$type<contract.ReportLanguage>().notNull().default('en'),
    formats: text('formats').array().$type<contract.ReportFormat[]>().notNull(),
    schedule: jsonb('schedule').$type<contract.ReportSchedule>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The chart above the PDF's table (null: none). */
    chart: jsonb('chart').$type<contract.ReportChartDefinition>(),
    receptors: text('receptors').array().notNull().default([]),
    nextRunAt: at('next_run_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('reports_company_idx').on(t.companyId, t.id),
    index('reports_due_idx').on(t.nextRunAt).where(sql`${t.enabled} and ${t.nextRunAt} is not null`),
  ],
);

/**
 * Each generation of a report: queued (waiting for its turn or its next attempt at `run_after`), running,
 * then succeeded or failed (after REPORT_RUN_ATTEMPTS tries) with the error kept.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => savedReports.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    trigger: text('trigger').$type<contract.ReportRunTrigger>().notNull(),
    status: text('status').$type<contract.ReportRunStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** When a queued run may be tried (now, or after a failed attempt's backoff). */
    runAfter: at('run_after').notNull().defaultNow(),
    periodFrom: at('period_from'),
    periodTo: at('period_to'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    rowCount: integer('row_count'),
    mailedTo: text('mailed_to').array().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_runs_report_idx').on(t.reportId, t.id),
    index('report_runs_queue_idx').on(t.runAfter).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** The files of a run, one per format. */
export const reportRunFiles = pgTable(
  'report_run_files',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reportRuns.id, { onDelete: 'cascade' }),
    format: text('format').$type<contract.ReportFormat>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_run_files_run_format_uq').on(t.runId, t.format)],
);

/**
 * Print data stored under a cacheKey for the print view (A6): readable by the company's users until
 * `expires_at` (REPORT_PARAMETER_TTL_MS), removed by the scheduler some time after.
 */
export const reportPrintParameters = pgTable(
  'report_print_parameters',
  {
    key: text('key').primaryKey(),
    companyId: companyId(),
    reportId: integer('report_id').references(() => savedReports.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<contract.DynamicReportPrintData>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('report_print_parameters_expires_idx').on(t.expiresAt)],
);
