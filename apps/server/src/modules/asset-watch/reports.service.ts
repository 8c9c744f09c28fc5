import { assetwatch, type ListQuery, type Paged } from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import {
  type ReportRenderDeps,
  renderReport,
  reportAuthor,
  reportDownload,
} from '../../kernel/reports/render.ts';
import { companies } from '../companies/companies.schema.ts';
import { assets } from '../places/places.schema.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { userOf } from '../scope/request-scope.ts';
import { users } from '../users/users.schema.ts';
import { awAssets, awPositions, awReports, awReportTemplates } from './asset-watch.schema.ts';
import { selectAssets, toAwAsset } from './assets.views.ts';
import { awCompanyOf, checkIds, ownedBy } from './company.ts';
import { totalOf, totalOver } from './paging.ts';

type TemplateRow = typeof awReportTemplates.$inferSelect;

const toTemplate = (r: TemplateRow): assetwatch.ReportTemplate => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  columns: r.columns,
  typeId: r.typeId,
  groupId: r.groupId,
  state: r.state,
  period: r.period,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function findTemplate(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select()
    .from(awReportTemplates)
    .where(and(eq(awReportTemplates.id, id), ownedBy(ctx, awReportTemplates.companyId)));
  if (!row) throw notFound('Report template');
  return row;
}

async function guarded(work: () => Promise<TemplateRow | undefined>) {
  try {
    const row = await work();
    if (!row) throw notFound('Report template');
    return toTemplate(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'Another report template has this name', assetwatch.AW_ERROR_CODES.nameTaken);
    throw error;
  }
}

const TEMPLATE_SORTS = {
  id: awReportTemplates.id,
  name: awReportTemplates.name,
  createdAt: awReportTemplates.createdAt,
};

export async function listTemplates(
  db: DbOrTx,
  ctx: RequestContext,
  q: { companyId?: number; name?: string },
  page: ListQuery<keyof typeof TEMPLATE_SORTS>,
): Promise<Paged<assetwatch.ReportTemplate>> {
  const companyId = await awCompanyOf(db, ctx, q.companyId);
  const pattern = containsPattern(q.name);
  const where = and(
    eq(awReportTemplates.companyId, companyId),
    pattern ? ilike(awReportTemplates.name, pattern) : undefined,
  );
  const found = await listPage(db, awReportTemplates, where, page, TEMPLATE_SORTS);
  return { data: found.data.map(toTemplate), totalRecords: found.totalRecords };
}

export const getTemplate = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toTemplate(await findTemplate(db, ctx, id));

export async function createTemplate(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdGiven: number | undefined,
  input: assetwatch.ReportTemplateInput,
) {
  const companyId = await awCompanyOf(db, ctx, companyIdGiven);
  await checkIds(db, companyId, input);
  return guarded(
    async () =>
      (
        await db
          .insert(awReportTemplates)
          .values({ companyId, ...input })
          .returning()
      )[0],
  );
}

export async function updateTemplate(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: assetwatch.ReportTemplateUpdate,
) {
  const row = await findTemplate(db, ctx, id);
  await checkIds(db, row.companyId, input);
  return guarded(
    async () =>
      (
        await db
          .update(awReportTemplates)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(awReportTemplates.id, id))
          .returning()
      )[0],
  );
}

export async function deleteTemplate(db: DbOrTx, ctx: RequestContext, id: number) {
  await findTemplate(db, ctx, id);
  await db.delete(awReportTemplates).where(eq(awReportTemplates.id, id));
}

const LABELS: Record<assetwatch.AwReportColumn, string> = {
  name: 'Asset',
  serial: 'Serial',
  type: 'Type',
  group: 'Group',
  tag: 'Tag',
  state: 'State',
  place: 'Where',
  seenAt: 'Last seen',
  battery: 'Battery %',
  locked: 'Locked since',
  movements: 'Movements',
};

/** The template's assets as rows of text, one cell per column, over the period (movements counted in it). */
async function reportRows(db: DbOrTx, template: TemplateRow, from: Date, to: Date) {
  const where = and(
    eq(assets.companyId, template.companyId),
    template.typeId !== null ? eq(awAssets.typeId, template.typeId) : undefined,
    template.groupId !== null ? eq(awAssets.groupId, template.groupId) : undefined,
    template.state === 'indoor' ? isNotNull(awAssets.zoneId) : undefined,
    template.state === 'outdoor' ? and(isNull(awAssets.zoneId), isNotNull(awAssets.lat)) : undefined,
    template.state === 'unseen' ? and(isNull(awAssets.zoneId), isNull(awAssets.lat)) : undefined,
  );
  const found = (
    await selectAssets(db).where(where).orderBy(asc(assets.name)).limit(assetwatch.AW_REPORT_MAX_ROWS)
  ).map(toAwAsset);
  const moves =
    found.length === 0
      ? []
      : await db
          .select({ id: awPositions.assetId, n: count() })
          .from(awPositions)
          .where(
            and(
              inArray(
                awPositions.assetId,
                found.map((a) => a.id),
              ),
              gte(awPositions.at, from),
              lte(awPositions.at, to),
            ),
          )
          .groupBy(awPositions.assetId);
  const movesOf = new Map(moves.map((m) => [m.id, m.n]));
  const place = (a: assetwatch.AwAsset) =>
    a.position?.zone?.name ??
    (a.position?.lat != null && a.position.lng != null
      ? `${a.position.lat.toFixed(5)}, ${a.position.lng.toFixed(5)}`
      : '');
  const cell: Record<assetwatch.AwReportColumn, (a: assetwatch.AwAsset) => string> = {
    name: (a) => a.name,
    serial: (a) => a.serial ?? '',
    type: (a) => a.type?.name ?? '',
    group: (a) => a.group?.name ?? '',
    tag: (a) => a.device?.serial ?? '',
    state: (a) => a.state,
    place,
    seenAt: (a) => a.position?.at ?? '',
    battery: (a) => (a.battery === null ? '' : String(a.battery)),
    locked: (a) => a.locked?.at ?? '',
    movements: (a) => String(movesOf.get(a.id) ?? 0),
  };
  return found.map((a) => template.columns.map((c) => cell[c](a)));
}

export interface GenerateDeps extends ReportRenderDeps {
  db: DbOrTx;
}

/** Generates a template's report now into the history: a CSV, or a PDF printed by the kernel's PDF service. */
export async function generateReport(
  deps: GenerateDeps,
  ctx: RequestContext,
  id: number,
  input: assetwatch.GenerateInput,
) {
  const { db } = deps;
  const template = await findTemplate(db, ctx, id);
  const now = new Date();
  const period =
    input.from || input.to
      ? assetwatch.periodOf(input, now)
      : { from: new Date(now.getTime() - assetwatch.AW_PERIOD_DAYS[template.period] * 86_400_000), to: now };
  if (!period) throw new ValidationError([{ param: 'from', msg: assetwatch.PERIOD_ERROR }]);
  const rows = await reportRows(db, template, period.from, period.to);
  const print = async () => {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, template.companyId));
    const data: assetwatch.AwReportPrintData = {
      generatedAt: now.toISOString(),
      company: company?.name ?? '',
      name: template.name,
      period: { from: period.from.toISOString(), to: period.to.toISOString() },
      columns: template.columns,
      rows,
      totalRows: rows.length,
    };
    return { path: assetwatch.AW_REPORT_PRINT_PATH, data, language: ctx.language };
  };
  const outcome = await renderReport(deps, {
    format: input.format,
    what: 'an asset watch report',
    table: { columns: template.columns.map((c) => ({ label: LABELS[c] })), rows },
    print,
  });
  const user = userOf(ctx);
  const [saved] = await db
    .insert(awReports)
    .values({
      companyId: template.companyId,
      templateId: template.id,
      name: template.name,
      format: input.format,
      status: outcome.file ? 'ready' : 'failed',
      periodFrom: period.from,
      periodTo: period.to,
      rowCount: rows.length,
      sizeBytes: outcome.file?.length ?? 0,
      error: outcome.error ?? null,
      file: outcome.file ?? null,
      createdBy: user.id,
    })
    .returning({ id: awReports.id });
  return getReport(db, ctx, saved?.id ?? 0);
}

const reportColumns = {
  id: awReports.id,
  companyId: awReports.companyId,
  templateId: awReports.templateId,
  templateName: awReportTemplates.name,
  name: awReports.name,
  format: awReports.format,
  status: awReports.status,
  periodFrom: awReports.periodFrom,
  periodTo: awReports.periodTo,
  rowCount: awReports.rowCount,
  sizeBytes: awReports.sizeBytes,
  error: awReports.error,
  createdBy: awReports.createdBy,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: awReports.createdAt,
};
type ReportRow = { [K in keyof typeof reportColumns]: (typeof reportColumns)[K]['_']['data'] | null };

const toReport = (r: ReportRow): assetwatch.AwReport => ({
  id: r.id as number,
  companyId: r.companyId as number,
  template: r.templateId === null ? null : { id: r.templateId, name: r.templateName ?? '' },
  name: r.name ?? '',
  format: r.format ?? 'csv',
  status: r.status ?? 'failed',
  periodFrom: (r.periodFrom as Date).toISOString(),
  periodTo: (r.periodTo as Date).toISOString(),
  rowCount: r.rowCount ?? 0,
  sizeBytes: r.sizeBytes ?? 0,
  error: r.error,
  createdBy: reportAuthor(r.createdBy, r.firstName, r.lastName),
  createdAt: (r.createdAt as Date).toISOString(),
});

const selectReports = (db: DbOrTx) =>
  db
    .select({ ...reportColumns, total: totalOver() })
    .from(awReports)
    .leftJoin(awReportTemplates, eq(awReportTemplates.id, awReports.templateId))
    .leftJoin(users, eq(users.id, awReports.createdBy));

export async function getReport(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectReports(db).where(and(eq(awReports.id, id), ownedBy(ctx, awReports.companyId)));
  if (!row) throw notFound('Report');
  return toReport(row);
}

export async function listReports(
  db: DbOrTx,
  ctx: RequestContext,
  q: { companyId?: number; templateId?: number },
  page: ListQuery,
): Promise<Paged<assetwatch.AwReport>> {
  const companyId = await awCompanyOf(db, ctx, q.companyId);
  if (q.templateId !== undefined) {
    const [template] = await db
      .select({ id: awReportTemplates.id })
      .from(awReportTemplates)
      .where(and(eq(awReportTemplates.id, q.templateId), eq(awReportTemplates.companyId, companyId)));
    if (!template)
      throw new ValidationError([{ param: 'templateId', msg: 'No such report template in this company' }]);
  }
  const where = and(
    eq(awReports.companyId, companyId),
    q.templateId !== undefined ? eq(awReports.templateId, q.templateId) : undefined,
  );
  const rows = await selectReports(db)
    .where(where)
    .orderBy(
      page.sort[0]?.direction === 'asc' ? asc(awReports.createdAt) : desc(awReports.createdAt),
      desc(awReports.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { data: rows.map(toReport), totalRecords: await totalOf(db, rows, page.offset, awReports, where) };
}

export async function reportFile(db: DbOrTx, ctx: RequestContext, id: number) {
  const report = await getReport(db, ctx, id);
  const [stored] = await db.select({ file: awReports.file }).from(awReports).where(eq(awReports.id, id));
  return reportDownload(
    { format: report.format, ready: true, file: stored?.file },
    `asset-report-${report.periodFrom.slice(0, 10)}-${report.id}`,
  );
}

export async function deleteReport(db: DbOrTx, ctx: RequestContext, id: number) {
  await getReport(db, ctx, id);
  await db.delete(awReports).where(eq(awReports.id, id));
}
