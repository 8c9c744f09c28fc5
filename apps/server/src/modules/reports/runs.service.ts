import { reports as contract } from '@atrium/contracts';
import { and, asc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/http/context.ts';
import { renderReport } from '../../kernel/reports/render.ts';
import { queueMail } from '../mail/mail.service.ts';
import { userOf } from '../scope/index.ts';
import { csvRows, displayDateTime } from './report-table.ts';
import { reportPrintParameters, reportRunFiles, reportRuns, savedReports } from './reports.schema.ts';
import {
  definitionOf,
  fileStem,
  findReport,
  generateTable,
  printDataOf,
  type ReportsDeps,
  runsWithFiles,
} from './reports.service.ts';

/**
 * Generating saved reports (issue 23). The `reports.run-due` job (every minute) claims the reports whose
 * `next_run_at` has come (FOR UPDATE SKIP LOCKED: two servers never take one report twice), queues a run for
 * each and moves `next_run_at` on; then it claims queued runs the same way and makes each: its files (CSV via
 * the kernel's writer, PDF via the print view), kept with the run, then mailed to the receptors through the
 * outbox with the files attached. A failed try is tried again after a backoff, REPORT_RUN_ATTEMPTS tries in
 * all, then the run is left `failed` with its error and logged, never dropped. Run now queues a run on the
 * same path.
 */

/** Minutes to wait after the n-th failed try (1-based). */
const BACKOFF_MINUTES = [1, 5, 15];
/** A run still `running` this long after it started was cut off (the server stopped): it counts as a try. */
const STALE_RUN_MS = 15 * 60_000;
/** Runs made per job tick at most (the next tick takes the rest). */
const RUNS_PER_TICK = 20;
/** Print parameters are kept this long past their expiry (to answer 410 rather than 404), then removed. */
const PARAMETERS_KEPT_MS = 24 * 3_600_000;

export async function queueRun(deps: ReportsDeps, ctx: RequestContext, companyId: number, reportId: number) {
  await findReport(deps.db, ctx, companyId, reportId);
  const [run] = await deps.db
    .insert(reportRuns)
    .values({ reportId, companyId, trigger: 'manual', createdBy: userOf(ctx).id })
    .returning();
  if (!run) throw new Error('run not queued');
  const [view] = await runsWithFiles(deps.db, [run]);
  return { data: view as contract.ReportRun };
}

/** Queues a run of every enabled report that is due, and moves its `next_run_at` to the next time. */
export async function queueDueReports(deps: Pick<ReportsDeps, 'db'>, now: Date) {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: savedReports.id,
        companyId: savedReports.companyId,
        schedule: savedReports.schedule,
      })
      .from(savedReports)
      .where(
        and(
          eq(savedReports.enabled, true),
          isNotNull(savedReports.nextRunAt),
          lte(savedReports.nextRunAt, now),
        ),
      )
      .orderBy(asc(savedReports.nextRunAt))
      .limit(100)
      .for('update', { skipLocked: true });
    for (const report of due) {
      await tx
        .update(savedReports)
        .set({ nextRunAt: contract.nextRunAt(report.schedule, now) })
        .where(eq(savedReports.id, report.id));
      await tx
        .insert(reportRuns)
        .values({ reportId: report.id, companyId: report.companyId, trigger: 'schedule', runAfter: now });
    }
    return due.length;
  });
}

/** Runs cut off while running: another try (or failed, after the last). */
async function recoverStaleRuns(deps: Pick<ReportsDeps, 'db' | 'log'>, now: Date) {
  const before = new Date(now.getTime() - STALE_RUN_MS);
  const stale = await deps.db
    .select({ id: reportRuns.id, attempts: reportRuns.attempts })
    .from(reportRuns)
    .where(and(eq(reportRuns.status, 'running'), lt(reportRuns.startedAt, before)));
  for (const run of stale) await failedTry(deps, run, 'The server stopped during this run', now);
}

/** Claims up to `limit` queued runs whose time has come: they become `running`, one more try each. */
async function claimRuns(deps: Pick<ReportsDeps, 'db'>, now: Date, limit: number) {
  const ready = deps.db
    .select({ id: reportRuns.id })
    .from(reportRuns)
    .where(and(eq(reportRuns.status, 'queued'), lte(reportRuns.runAfter, now)))
    .orderBy(asc(reportRuns.runAfter), asc(reportRuns.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.db
    .update(reportRuns)
    .set({ status: 'running', attempts: sql`${reportRuns.attempts} + 1`, startedAt: now })
    .where(and(inArray(reportRuns.id, ready), eq(reportRuns.status, 'queued')))
    .returning();
}

/** A try failed: queued again after its backoff, or failed for good after the last try (and logged). */
async function failedTry(
  deps: Pick<ReportsDeps, 'db' | 'log'>,
  run: { id: number; attempts: number },
  error: string,
  now: Date,
) {
  if (run.attempts >= contract.REPORT_RUN_ATTEMPTS) {
    await deps.db
      .update(reportRuns)
      .set({ status: 'failed', error, finishedAt: now })
      .where(eq(reportRuns.id, run.id));
    deps.log.error({ runId: run.id, attempts: run.attempts, error }, 'a report run failed');
    return;
  }
  const wait = BACKOFF_MINUTES[run.attempts - 1] ?? 15;
  await deps.db
    .update(reportRuns)
    .set({ status: 'queued', error, runAfter: new Date(now.getTime() + wait * 60_000) })
    .where(eq(reportRuns.id, run.id));
}

const MAIL = {
  en: {
    subject: (name: string, brand: string) => `${brand} report: ${name}`,
    body: (name: string, period: string, rows: number, files: string[], missing: string | null) =>
      [
        `Your report "${name}" for ${period} is attached (${rows} rows): ${files.join(', ')}.`,
        ...(missing ? [`Not attached: ${missing}`] : []),
      ].join('\n'),
  },
  ar: {
    subject: (name: string, brand: string) => `تقرير ${brand}: ${name}`,
    body: (name: string, period: string, rows: number, files: string[], missing: string | null) =>
      [
        `مرفق تقريرك "${name}" للفترة ${period} (${rows} صف): ${files.join('، ')}.`,
        ...(missing ? [`لم يُرفق: ${missing}`] : []),
      ].join('\n'),
  },
} as const;

const CONTENT_TYPES: Record<contract.ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** One try of a claimed run: generate, store the files, mail the receptors. Throws on failure. */
async function makeRun(deps: ReportsDeps, run: typeof reportRuns.$inferSelect, now: Date) {
  const [report] = await deps.db.select().from(savedReports).where(eq(savedReports.id, run.reportId));
  if (!report) throw new Error('The report was deleted');
  const definition = definitionOf(report);
  const generated = await generateTable(deps, report.companyId, definition, now, contract.REPORT_MAX_ROWS);
  const { table, timeZone } = generated;
  const stem = fileStem(report.name, now, run.id);
  const files: { format: contract.ReportFormat; fileName: string; content: Buffer }[] = [];
  const errors: string[] = [];
  for (const format of report.formats) {
    const outcome = await renderReport(deps, {
      format,
      what: 'a saved report',
      table: { columns: table.columns, rows: csvRows(table, timeZone) },
      print: async () => {
        const pdfTable = {
          ...table,
          rows: table.rows.slice(0, contract.REPORT_PDF_ROWS),
          truncated: table.truncated || table.rows.length > contract.REPORT_PDF_ROWS,
          groups: table.groups.map((g) => ({
            ...g,
            firstRow: Math.min(g.firstRow, contract.REPORT_PDF_ROWS),
            shownRows: Math.max(0, Math.min(g.firstRow + g.shownRows, contract.REPORT_PDF_ROWS) - g.firstRow),
          })),
        };
        const data = await printDataOf(deps, report, { ...generated, table: pdfTable }, now);
        return { path: contract.DYNAMIC_REPORT_PRINT_PATH, data, language: report.language };
      },
    });
    if (outcome.file) files.push({ format, fileName: `${stem}.${format}`, content: outcome.file });
    else errors.push(`${format.toUpperCase()}: ${outcome.error}`);
  }
  if (files.length === 0) throw new Error(errors.join('; '));
  const missing = errors.length > 0 ? errors.join('; ') : null;
  const words = MAIL[report.language];
  const period = `${displayDateTime(generated.period.from.toISOString(), timeZone)} – ${displayDateTime(generated.period.to.toISOString(), timeZone)}`;
  await deps.db.transaction(async (tx) => {
    await tx.delete(reportRunFiles).where(eq(reportRunFiles.runId, run.id));
    await tx.insert(reportRunFiles).values(
      files.map((f) => ({
        runId: run.id,
        format: f.format,
        fileName: f.fileName,
        contentType: CONTENT_TYPES[f.format],
        sizeBytes: f.content.length,
        content: f.content,
      })),
    );
    for (const to of report.receptors)
      await queueMail(tx, {
        to,
        subject: words.subject(report.name, deps.config.BRAND_NAME),
        text: words.body(
          report.name,
          period,
          table.rowCount,
          files.map((f) => f.fileName),
          missing,
        ),
        attachments: files.map((f) => ({
          filename: f.fileName,
          contentType: CONTENT_TYPES[f.format],
          content: f.content,
        })),
      });
    await tx
      .update(reportRuns)
      .set({
        status: 'succeeded',
        error: missing,
        periodFrom: generated.period.from,
        periodTo: generated.period.to,
        rowCount: table.rowCount,
        mailedTo: report.receptors,
        finishedAt: new Date(),
      })
      .where(eq(reportRuns.id, run.id));
  });
}

/**
 * The job's tick: recovers cut-off runs, queues the due reports, then makes the queued runs whose time has
 * come (at most RUNS_PER_TICK), one at a time. Returns the runs tried.
 */
export async function processReportRuns(deps: ReportsDeps, now = new Date()) {
  await recoverStaleRuns(deps, now);
  await queueDueReports(deps, now);
  await deps.db
    .delete(reportPrintParameters)
    .where(lt(reportPrintParameters.expiresAt, new Date(now.getTime() - PARAMETERS_KEPT_MS)));
  let tried = 0;
  while (tried < RUNS_PER_TICK) {
    const [run] = await claimRuns(deps, now, 1);
    if (!run) break;
    tried++;
    try {
      await makeRun(deps, run, now);
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 1000) : 'The report could not be made';
      deps.log.warn({ err: error, runId: run.id, attempt: run.attempts }, 'a report run try failed');
      await failedTry(deps, run, message, now);
    }
  }
  return tried;
}
