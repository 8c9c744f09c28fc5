import { randomBytes } from 'node:crypto';
import { reports as contract, type ListQuery } from '@atrium/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../kernel/config.ts';
import type { Db, DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import type { PdfRenderer } from '../../kernel/pdf/pdf.ts';
import { renderReport } from '../../kernel/reports/render.ts';
import { devices } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { requestScope, userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import type { ReportSources } from './registry.ts';
import { buildChart, buildTable, filtersInWords, readRows, type TableDefinition } from './report-table.ts';
import { reportPrintParameters, reportRunFiles, reportRuns, savedReports } from './reports.schema.ts';

/** What the reports services need besides the database. */
export interface ReportsDeps {
  db: Db;
  config: Pick<Config, 'BRAND_NAME' | 'BRAND_LOGO_URL'>;
  pdf: PdfRenderer;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  sources: ReportSources;
}

export type ReportRow = typeof savedReports.$inferSelect;
type RunRow = typeof reportRuns.$inferSelect;
type Sort = (typeof contract.REPORT_SORTS)[number];
type RunSort = (typeof contract.REPORT_RUN_SORTS)[number];

const author = (id: number | null, firstName: string | null, lastName: string | null) =>
  id === null || firstName === null ? null : { id, name: `${firstName} ${lastName ?? ''}`.trim() };

/** The files of runs (without their bytes), by run id. */
async function filesOf(db: DbOrTx, runIds: number[]) {
  const byRun = new Map<number, contract.ReportRunFile[]>();
  if (runIds.length === 0) return byRun;
  const rows = await db
    .select({
      runId: reportRunFiles.runId,
      format: reportRunFiles.format,
      fileName: reportRunFiles.fileName,
      sizeBytes: reportRunFiles.sizeBytes,
    })
    .from(reportRunFiles)
    .where(inArray(reportRunFiles.runId, runIds))
    .orderBy(asc(reportRunFiles.id));
  for (const { runId, ...file } of rows) byRun.set(runId, [...(byRun.get(runId) ?? []), file]);
  return byRun;
}

export const toRun = (run: RunRow, files: contract.ReportRunFile[]): contract.ReportRun => ({
  id: run.id,
  reportId: run.reportId,
  trigger: run.trigger,
  status: run.status,
  attempts: run.attempts,
  error: run.error,
  period:
    run.periodFrom && run.periodTo
      ? { from: run.periodFrom.toISOString(), to: run.periodTo.toISOString() }
      : null,
  createdAt: run.createdAt.toISOString(),
  startedAt: run.startedAt?.toISOString() ?? null,
  finishedAt: run.finishedAt?.toISOString() ?? null,
  rowCount: run.rowCount,
  files,
  mailedTo: run.mailedTo,
});

export async function runsWithFiles(db: DbOrTx, runs: RunRow[]) {
  const files = await filesOf(
    db,
    runs.map((r) => r.id),
  );
  return runs.map((run) => toRun(run, files.get(run.id) ?? []));
}

/** The newest run of each report. */
async function lastRunsOf(db: DbOrTx, reportIds: number[]) {
  if (reportIds.length === 0) return new Map<number, contract.ReportRun>();
  const rows = await db
    .selectDistinctOn([reportRuns.reportId])
    .from(reportRuns)
    .where(inArray(reportRuns.reportId, reportIds))
    .orderBy(reportRuns.reportId, desc(reportRuns.id));
  return new Map((await runsWithFiles(db, rows)).map((run) => [run.reportId, run]));
}

const selectReports = (db: DbOrTx) =>
  db
    .select({
      report: savedReports,
      firstName: users.firstName,
      lastName: users.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(savedReports)
    .leftJoin(users, eq(users.id, savedReports.createdBy))
    .$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const toReport = (
  { report: r, firstName, lastName }: Pick<Selected, 'report' | 'firstName' | 'lastName'>,
  lastRun: contract.ReportRun | null,
): contract.Report => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  source: r.source,
  filters: r.filters,
  columns: r.columns,
  groupBy: r.groupBy,
  totals: r.totals,
  language: r.language,
  formats: r.formats,
  schedule: r.schedule,
  enabled: r.enabled,
  chart: r.chart ?? null,
  receptors: r.receptors,
  nextRunAt: r.nextRunAt?.toISOString() ?? null,
  lastRun,
  createdBy: author(r.createdBy, firstName, lastName),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A `/company/:id/...` path: 404 unless the caller sees company `companyId`. */
export const seeCompany = async (db: DbOrTx, ctx: RequestContext, companyId: number) => {
  await requestScope(db, ctx).underCompany(companyId);
};

/** A report of company `companyId` (which the caller sees); anything else is a 404. */
export async function findReport(db: DbOrTx, ctx: RequestContext, companyId: number, reportId: number) {
  await seeCompany(db, ctx, companyId);
  const [row] = await selectReports(db).where(
    and(eq(savedReports.id, reportId), eq(savedReports.companyId, companyId)),
  );
  if (!row) throw notFound('Report');
  return row;
}

const sortable = {
  id: savedReports.id,
  name: savedReports.name,
  source: savedReports.source,
  createdAt: savedReports.createdAt,
  updatedAt: savedReports.updatedAt,
  nextRunAt: savedReports.nextRunAt,
};

/** A37: the company's saved reports with their last run. */
export async function listReports(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filter: { name?: string; source?: string },
  page: ListQuery<Sort>,
) {
  await seeCompany(db, ctx, companyId);
  const pattern = containsPattern(filter.name);
  const rows = await selectReports(db)
    .where(
      and(
        eq(savedReports.companyId, companyId),
        filter.source ? eq(savedReports.source, filter.source) : undefined,
        pattern ? sql`${savedReports.name} ilike ${pattern}` : undefined,
      ),
    )
    .orderBy(...orderByTerms(page.sort, sortable), desc(savedReports.id))
    .limit(page.limit)
    .offset(page.offset);
  const last = await lastRunsOf(
    db,
    rows.map((r) => r.report.id),
  );
  return {
    data: rows.map((row) => toReport(row, last.get(row.report.id) ?? null)),
    totalRecords: rows[0]?.total ?? 0,
  };
}

export async function getReport(db: DbOrTx, ctx: RequestContext, companyId: number, reportId: number) {
  const row = await findReport(db, ctx, companyId, reportId);
  const last = await lastRunsOf(db, [reportId]);
  return toReport(row, last.get(reportId) ?? null);
}

/** The 418s of the ids of `param` not among the company's `own`. */
const notOwn = (ids: readonly number[], own: readonly { id: number }[], param: string, msg: string) => {
  const ours = new Set(own.map((row) => row.id));
  return ids.flatMap((id, i) => (ours.has(id) ? [] : [{ param: `${param}.${i}`, msg }]));
};

/** Devices and structures in a definition must be the company's: a 418 on each one that is not. */
async function checkPlaces(db: DbOrTx, companyId: number, filters: contract.ReportFiltersInput) {
  const { deviceIds, structureIds } = filters;
  const errors = [
    ...(deviceIds.length > 0
      ? notOwn(
          deviceIds,
          await db
            .select({ id: devices.id })
            .from(devices)
            .where(and(inArray(devices.id, deviceIds), eq(devices.companyId, companyId))),
          'filters.deviceIds',
          'Choose a Device of This Company',
        )
      : []),
    ...(structureIds.length > 0
      ? notOwn(
          structureIds,
          await db
            .select({ id: structures.id })
            .from(structures)
            .where(and(inArray(structures.id, structureIds), eq(structures.companyId, companyId))),
          'filters.structureIds',
          'Choose a Structure of This Company',
        )
      : []),
  ];
  if (errors.length > 0) throw new ValidationError(errors);
}

function checkSource(sources: ReportSources, source: string) {
  if (!sources().has(source))
    throw new ValidationError([{ param: 'source', msg: 'This Source Is Not Available on This Server' }]);
}

const resolvedSchedule = (schedule: contract.ReportScheduleInput): contract.ReportSchedule => ({
  ...schedule,
  timeZone: schedule.timeZone ?? contract.REPORT_DEFAULT_TIME_ZONE,
});

const nextRun = (enabled: boolean, schedule: contract.ReportSchedule, now: Date) =>
  enabled ? contract.nextRunAt(schedule, now) : null;

const definitionValues = (input: contract.ReportInput, now: Date) => {
  const schedule = resolvedSchedule(input.schedule);
  return {
    name: input.name,
    source: input.source,
    filters: input.filters,
    columns: input.columns,
    groupBy: input.groupBy,
    totals: input.totals,
    language: input.language,
    formats: input.formats,
    schedule,
    enabled: input.enabled,
    chart: input.chart,
    nextRunAt: nextRun(input.enabled, schedule, now),
  };
};

export async function createReport(
  deps: Pick<ReportsDeps, 'db' | 'sources'>,
  ctx: RequestContext,
  companyId: number,
  input: contract.ReportInput,
  now = new Date(),
) {
  const { db } = deps;
  await seeCompany(db, ctx, companyId);
  checkSource(deps.sources, input.source);
  await checkPlaces(db, companyId, input.filters);
  const [saved] = await db
    .insert(savedReports)
    .values({
      ...definitionValues(input, now),
      companyId,
      receptors: input.receptors ?? [],
      createdBy: userOf(ctx).id,
    })
    .returning({ id: savedReports.id });
  if (!saved) throw new Error('report not saved');
  return { data: await getReport(db, ctx, companyId, saved.id) };
}

export async function updateReport(
  deps: Pick<ReportsDeps, 'db' | 'sources'>,
  ctx: RequestContext,
  companyId: number,
  reportId: number,
  input: contract.ReportInput,
  now = new Date(),
) {
  const { db } = deps;
  await findReport(db, ctx, companyId, reportId);
  checkSource(deps.sources, input.source);
  await checkPlaces(db, companyId, input.filters);
  await db
    .update(savedReports)
    .set({
      ...definitionValues(input, now),
      ...(input.receptors && { receptors: input.receptors }),
      updatedAt: now,
    })
    .where(eq(savedReports.id, reportId));
  return { data: await getReport(db, ctx, companyId, reportId) };
}

export async function deleteReport(db: DbOrTx, ctx: RequestContext, companyId: number, reportId: number) {
  await findReport(db, ctx, companyId, reportId);
  await db.delete(savedReports).where(eq(savedReports.id, reportId));
  return { data: { id: reportId } };
}

export async function addReceptor(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  reportId: number,
  email: string,
) {
  const { report } = await findReport(db, ctx, companyId, reportId);
  if (!report.receptors.includes(email)) {
    if (report.receptors.length >= contract.REPORT_MAX_RECEPTORS)
      throw new ValidationError([{ param: 'email', msg: contract.REPORT_TOO_MANY_RECEPTORS }]);
    await db
      .update(savedReports)
      .set({ receptors: [...report.receptors, email], updatedAt: new Date() })
      .where(eq(savedReports.id, reportId));
  }
  return { data: await getReport(db, ctx, companyId, reportId) };
}

export async function removeReceptor(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  reportId: number,
  email: string | undefined,
) {
  const { report } = await findReport(db, ctx, companyId, reportId);
  if (!email) throw new ValidationError([{ param: 'email', msg: 'Required' }]);
  if (!report.receptors.includes(email)) throw notFound('Receptor');
  await db
    .update(savedReports)
    .set({ receptors: report.receptors.filter((r) => r !== email), updatedAt: new Date() })
    .where(eq(savedReports.id, reportId));
  return { data: await getReport(db, ctx, companyId, reportId) };
}

const runSortable = { id: reportRuns.id, createdAt: reportRuns.createdAt };

export async function listRuns(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  reportId: number,
  filter: { status?: contract.ReportRunStatus },
  page: ListQuery<RunSort>,
) {
  await findReport(db, ctx, companyId, reportId);
  const rows = await db
    .select({ run: reportRuns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.reportId, reportId),
        filter.status ? eq(reportRuns.status, filter.status) : undefined,
      ),
    )
    .orderBy(...orderByTerms(page.sort, runSortable), desc(reportRuns.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    data: await runsWithFiles(
      db,
      rows.map((r) => r.run),
    ),
    totalRecords: rows[0]?.total ?? 0,
  };
}

/** A run's file of one format; 404 when the run has none of that format (not asked for, or failed). */
export async function runFile(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  reportId: number,
  runId: number,
  format: contract.ReportFormat,
) {
  await findReport(db, ctx, companyId, reportId);
  const [file] = await db
    .select({
      fileName: reportRunFiles.fileName,
      contentType: reportRunFiles.contentType,
      content: reportRunFiles.content,
    })
    .from(reportRunFiles)
    .innerJoin(reportRuns, eq(reportRuns.id, reportRunFiles.runId))
    .where(
      and(
        eq(reportRunFiles.runId, runId),
        eq(reportRuns.reportId, reportId),
        eq(reportRunFiles.format, format),
      ),
    );
  if (!file) {
    const [run] = await db
      .select({ id: reportRuns.id })
      .from(reportRuns)
      .where(and(eq(reportRuns.id, runId), eq(reportRuns.reportId, reportId)));
    if (!run) throw notFound('Run');
    throw new HttpError(
      404,
      `This run has no ${format.toUpperCase()} file`,
      contract.REPORT_RUN_HAS_NO_FILE_CODE,
    );
  }
  return file;
}

/** `Content-Disposition` of a download: an ASCII name and the real one (RFC 6266, 5987) for Arabic names. */
export const attachmentHeader = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** The definition's period at `now`: its custom dates, or its preset in the schedule's zone. */
export function periodOf(period: contract.ReportPeriod, now: Date, timeZone: string) {
  if (period.key === 'custom' && period.from && period.to)
    return { from: new Date(period.from), to: new Date(period.to) };
  const key = period.key === 'custom' ? 'last7Days' : period.key;
  return contract.zonedPeriodRange(key, now, timeZone);
}

export interface Generated {
  table: contract.ReportTable;
  /** The chart of all the rows read (null: the definition asks for none). */
  chart: contract.ReportChart | null;
  period: { from: Date; to: Date };
  timeZone: string;
}

/** Reads a definition's rows at `now` and makes its table (showing `showRows`). */
export async function generateTable(
  deps: Pick<ReportsDeps, 'db' | 'sources'>,
  companyId: number,
  definition: TableDefinition & { timeZone: string },
  now: Date,
  showRows: number,
): Promise<Generated> {
  const source = deps.sources().get(definition.source);
  if (!source) throw new Error(`The report source '${definition.source}' is not available on this server`);
  const period = periodOf(definition.filters.period, now, definition.timeZone);
  const read = await readRows(
    source,
    { db: deps.db, companyId, filters: definition.filters, ...period, language: definition.language },
    contract.REPORT_MAX_ROWS,
  );
  return {
    table: buildTable(definition, read, showRows),
    chart: buildChart(definition, read.rows, definition.timeZone),
    period,
    timeZone: definition.timeZone,
  };
}

export const definitionOf = (report: ReportRow): TableDefinition & { timeZone: string } => ({
  source: report.source,
  filters: report.filters,
  columns: report.columns,
  groupBy: report.groupBy,
  totals: report.totals,
  language: report.language,
  chart: report.chart ?? null,
  timeZone: report.schedule.timeZone || contract.REPORT_DEFAULT_TIME_ZONE,
});

/** What the print view draws for a report's generated table. */
export async function printDataOf(
  deps: Pick<ReportsDeps, 'db' | 'config'>,
  report: Pick<ReportRow, 'name' | 'companyId'> & TableDefinition,
  generated: Generated,
  now: Date,
): Promise<contract.DynamicReportPrintData> {
  const { db } = deps;
  const { deviceIds, structureIds } = report.filters;
  const deviceNames =
    deviceIds.length === 0
      ? []
      : (
          await db
            .select({ name: devices.name, serial: devices.serial })
            .from(devices)
            .where(and(inArray(devices.id, deviceIds), eq(devices.companyId, report.companyId)))
        ).map((d) => d.name || d.serial);
  const structureNames =
    structureIds.length === 0
      ? []
      : (
          await db
            .select({ name: structures.name })
            .from(structures)
            .where(and(inArray(structures.id, structureIds), eq(structures.companyId, report.companyId)))
        ).map((s) => s.name);
  const descriptor = contract.reportSourceOf(report.source);
  return {
    ...generated.table,
    brand: { name: deps.config.BRAND_NAME, logoUrl: deps.config.BRAND_LOGO_URL ?? null },
    title: report.name,
    language: report.language,
    source: { key: report.source, label: descriptor?.label[report.language] ?? report.source },
    filters: filtersInWords(report, generated.period, generated.timeZone, {
      devices: deviceNames,
      structures: structureNames,
    }),
    period: { from: generated.period.from.toISOString(), to: generated.period.to.toISOString() },
    timeZone: generated.timeZone,
    currency: 'USD',
    generatedAt: now.toISOString(),
    chart: generated.chart,
  };
}

/** The form's live preview: the first rows of a definition not saved. */
export async function previewReport(
  deps: Pick<ReportsDeps, 'db' | 'sources'>,
  ctx: RequestContext,
  companyId: number,
  input: contract.ReportPreviewInput,
  now = new Date(),
) {
  await seeCompany(deps.db, ctx, companyId);
  checkSource(deps.sources, input.source);
  await checkPlaces(deps.db, companyId, input.filters);
  const generated = await generateTable(
    deps,
    companyId,
    { ...input, timeZone: input.schedule.timeZone ?? contract.REPORT_DEFAULT_TIME_ZONE },
    now,
    contract.REPORT_PREVIEW_ROWS,
  );
  return { data: { ...generated.table, chart: generated.chart } };
}

/** A report's print data now (the PDF's rows at most). */
async function printNowData(deps: ReportsDeps, report: ReportRow, now: Date) {
  const definition = definitionOf(report);
  if (!deps.sources().has(report.source))
    throw new HttpError(
      contract.REPORT_NOT_PRINTABLE_STATUS,
      'The source of this report is not available on this server',
      contract.REPORT_NOT_PRINTABLE_CODE,
    );
  const generated = await generateTable(deps, report.companyId, definition, now, contract.REPORT_PDF_ROWS);
  return printDataOf(deps, report, generated, now);
}

/** Prints a report now; 477 (R145: no notification) when it cannot be printed. */
export async function printReport(
  deps: ReportsDeps,
  ctx: RequestContext,
  companyId: number,
  reportId: number,
  now = new Date(),
) {
  const { report } = await findReport(deps.db, ctx, companyId, reportId);
  const data = await printNowData(deps, report, now);
  const outcome = await renderReport(deps, {
    format: 'pdf',
    what: 'a saved report',
    table: { columns: [], rows: [] },
    print: async () => ({ path: contract.DYNAMIC_REPORT_PRINT_PATH, data, language: report.language }),
  });
  if (!outcome.file)
    throw new HttpError(
      contract.REPORT_NOT_PRINTABLE_STATUS,
      outcome.error ?? 'The report could not be printed',
      contract.REPORT_NOT_PRINTABLE_CODE,
    );
  return { file: outcome.file, fileName: `${fileStem(report.name, now, report.id)}.pdf` };
}

/** A file name from a report's name (letters and digits of any script), the day and an id. */
export const fileStem = (name: string, day: Date, id: number) =>
  `${
    name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report'
  }-${day.toISOString().slice(0, 10)}-${id}`;

/** Stores a report's print data now under a new cacheKey (A6) for the print view in the browser. */
export async function storePrintParameters(
  deps: ReportsDeps,
  ctx: RequestContext,
  companyId: number,
  reportId: number,
  now = new Date(),
) {
  const { report } = await findReport(deps.db, ctx, companyId, reportId);
  const data = await printNowData(deps, report, now);
  const key = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + contract.REPORT_PARAMETER_TTL_MS);
  await deps.db.insert(reportPrintParameters).values({
    key,
    companyId,
    reportId,
    data,
    createdBy: userOf(ctx).id,
    expiresAt,
  });
  return {
    data: {
      cacheKey: key,
      expiresAt: expiresAt.toISOString(),
      url: contract.dynamicReportPrintUrl(companyId, key),
    },
  };
}

/** The print data under a cacheKey: unknown or another company's is a 404, expired a 410. */
export async function readPrintParameters(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  key: string,
  now = new Date(),
) {
  await seeCompany(db, ctx, companyId);
  const [row] = await db
    .select({ data: reportPrintParameters.data, expiresAt: reportPrintParameters.expiresAt })
    .from(reportPrintParameters)
    .where(and(eq(reportPrintParameters.key, key), eq(reportPrintParameters.companyId, companyId)));
  if (!row) throw new HttpError(404, 'These report parameters do not exist', 'NOT_FOUND');
  if (row.expiresAt.getTime() <= now.getTime())
    throw new HttpError(
      contract.REPORT_PARAMETERS_EXPIRED_STATUS,
      'These report parameters have expired: print the report again',
      contract.REPORT_PARAMETERS_EXPIRED_CODE,
    );
  return { data: row.data };
}
