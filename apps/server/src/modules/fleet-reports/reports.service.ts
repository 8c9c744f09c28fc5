import type { ListQuery } from '@atrium/contracts';
import * as contract from '@atrium/contracts/fleet/reports';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import {
  type ReportRenderDeps,
  renderReport,
  reportAuthor,
  reportDownload,
} from '../../kernel/reports/render.ts';
import { companies } from '../companies/companies.schema.ts';
import { requestScope, type Tenancy, userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { fleetReports, fleetReportTemplates } from './fleet-reports.schema.ts';
import { buildReportTable } from './report-table.ts';
import { findTemplate } from './templates.service.ts';
import { checkVehicleSet, vehiclesOf } from './vehicle-set.ts';

type Sort = (typeof contract.REPORT_SORTS)[number];

const { file: _file, ...listed } = getTableColumns(fleetReports);
const selectReports = (db: DbOrTx) =>
  db
    .select({
      report: listed,
      templateName: fleetReportTemplates.name,
      firstName: users.firstName,
      lastName: users.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(fleetReports)
    .leftJoin(fleetReportTemplates, eq(fleetReportTemplates.id, fleetReports.templateId))
    .leftJoin(users, eq(users.id, fleetReports.createdBy))
    .$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const toReport = ({ report: r, templateName, firstName, lastName }: Selected): contract.FleetReport => ({
  id: r.id,
  template: r.templateId !== null && templateName !== null ? { id: r.templateId, name: templateName } : null,
  name: r.name,
  kind: r.kind,
  format: r.format,
  status: r.status,
  period: { from: r.periodFrom.toISOString(), to: r.periodTo.toISOString() },
  vehicleCount: r.vehicleIds.length,
  rowCount: r.rowCount,
  sizeBytes: r.sizeBytes,
  error: r.error,
  createdBy: reportAuthor(r.createdBy, firstName, lastName),
  createdAt: r.createdAt.toISOString(),
});

const sortable = { id: fleetReports.id, name: fleetReports.name, createdAt: fleetReports.createdAt };

export async function listReports(
  db: DbOrTx,
  ctx: RequestContext,
  filter: Tenancy & {
    name?: string;
    templateId?: number;
    kind?: contract.ReportKind;
    format?: contract.ReportFormat;
    status?: contract.ReportStatus;
  },
  page: ListQuery<Sort>,
) {
  const pattern = containsPattern(filter.name);
  // A filter naming another company's template is refused, not answered empty.
  if (filter.templateId !== undefined) await visibleTemplate(db, ctx, filter.templateId);
  const rows = await selectReports(db)
    .where(
      and(
        await requestScope(db, ctx).owners(fleetReports.companyId, filter),
        filter.templateId ? eq(fleetReports.templateId, filter.templateId) : undefined,
        filter.kind ? eq(fleetReports.kind, filter.kind) : undefined,
        filter.format ? eq(fleetReports.format, filter.format) : undefined,
        filter.status ? eq(fleetReports.status, filter.status) : undefined,
        pattern ? sql`${fleetReports.name} ilike ${pattern}` : undefined,
      ),
    )
    .orderBy(...orderByTerms(page.sort, sortable), desc(fleetReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return { data: rows.map(toReport), totalRecords: rows[0]?.total ?? 0 };
}

async function visibleTemplate(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select({ id: fleetReportTemplates.id })
    .from(fleetReportTemplates)
    .where(
      and(
        eq(fleetReportTemplates.id, id),
        await requestScope(db, ctx).companies(fleetReportTemplates.companyId),
      ),
    );
  if (!row)
    throw new ValidationError([{ param: 'templateId', msg: 'Choose a Report Template of This Company' }]);
}

/** A report of a company the caller sees (without its file); another company's is a 404. */
async function findReport(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectReports(db).where(
    and(eq(fleetReports.id, id), await requestScope(db, ctx).companies(fleetReports.companyId)),
  );
  if (!row) throw notFound('Report');
  return row;
}

export const getReport = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toReport(await findReport(db, ctx, id));

export async function reportFile(db: DbOrTx, ctx: RequestContext, id: number) {
  const { report } = await findReport(db, ctx, id);
  const [stored] = await db
    .select({ file: fleetReports.file })
    .from(fleetReports)
    .where(eq(fleetReports.id, id));
  const stamp = report.periodFrom.toISOString().slice(0, 10);
  return reportDownload(
    { format: report.format, ready: report.status === 'ready', file: stored?.file },
    `${report.kind}-${stamp}-${report.id}`,
  );
}

export async function deleteReport(db: DbOrTx, ctx: RequestContext, id: number) {
  await findReport(db, ctx, id);
  await db.delete(fleetReports).where(eq(fleetReports.id, id));
  return { data: { id } };
}

export interface GenerateDeps extends ReportRenderDeps {
  db: DbOrTx;
  now?: Date;
}

/**
 * Generates a template's report now, over the period and vehicles asked (else the template's), into the
 * history with its file. A PDF that cannot be printed now is kept with status failed and its reason.
 */
export async function generateReport(
  deps: GenerateDeps,
  ctx: RequestContext,
  templateId: number,
  input: contract.GenerateReportInput,
) {
  const { db } = deps;
  const user = userOf(ctx);
  const template = await findTemplate(db, ctx, templateId);
  const asked = input.vehicleIds !== undefined || input.groupId !== undefined;
  const set = asked
    ? { vehicleIds: input.vehicleIds ?? [], groupId: input.groupId ?? null }
    : { vehicleIds: template.vehicleIds, groupId: template.groupId };
  if (asked) await checkVehicleSet(db, template.companyId, set);
  const period =
    input.from && input.to
      ? { from: new Date(input.from), to: new Date(input.to) }
      : contract.reportPeriodRange(template.defaultPeriod, deps.now ?? new Date(), input.timeZone);
  const vehicles = await vehiclesOf(db, template.companyId, set);
  const params = {
    companyId: template.companyId,
    kind: template.kind,
    ...period,
    vehicles,
    speedLimitKmh: template.speedLimitKmh,
    minStopMinutes: template.minStopMinutes,
  };
  const table = await buildReportTable(db, params);
  const rows = table.rows.slice(0, contract.REPORT_MAX_ROWS);
  const print = async () => {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, template.companyId));
    const data: contract.FleetReportPrintData = {
      generatedAt: (deps.now ?? new Date()).toISOString(),
      company: company?.name ?? '',
      name: template.name,
      kind: template.kind,
      period: { from: period.from.toISOString(), to: period.to.toISOString() },
      vehicles: vehicles.map((v) => ({ id: v.id, name: v.name, plate: v.plate })),
      columns: [...table.columns],
      rows: rows.slice(0, contract.REPORT_PDF_ROWS),
      totalRows: table.rows.length,
      summary: table.summary,
    };
    return { path: contract.FLEET_REPORT_PRINT_PATH, data, language: ctx.language };
  };
  const outcome = await renderReport(deps, {
    format: input.format,
    what: 'a fleet report',
    table: { columns: table.columns, rows },
    print,
  });
  const [saved] = await db
    .insert(fleetReports)
    .values({
      companyId: template.companyId,
      templateId: template.id,
      name: template.name,
      kind: template.kind,
      format: input.format,
      status: outcome.file ? 'ready' : 'failed',
      periodFrom: period.from,
      periodTo: period.to,
      vehicleIds: vehicles.map((v) => v.id),
      speedLimitKmh: template.speedLimitKmh,
      minStopMinutes: template.minStopMinutes,
      language: ctx.language,
      rowCount: table.rows.length,
      sizeBytes: outcome.file?.length ?? 0,
      error: outcome.error ?? null,
      file: outcome.file ?? null,
      createdBy: user.actorId ?? user.id,
    })
    .returning({ id: fleetReports.id });
  return { data: await getReport(db, ctx, saved?.id ?? 0) };
}
