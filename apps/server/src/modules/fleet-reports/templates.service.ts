import type { ListQuery } from '@atrium/contracts';
import type * as contract from '@atrium/contracts/fleet/reports';
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { fleetVehicleGroups } from '../fleet/fleet.schema.ts';
import { requestScope, type Tenancy, userOf } from '../scope/index.ts';
import { fleetReports, fleetReportTemplates } from './fleet-reports.schema.ts';
import { checkVehicleSet, vehiclesByIds } from './vehicle-set.ts';

type Row = typeof fleetReportTemplates.$inferSelect;
type Sort = (typeof contract.REPORT_TEMPLATE_SORTS)[number];

const sortable = {
  id: fleetReportTemplates.id,
  name: fleetReportTemplates.name,
  kind: fleetReportTemplates.kind,
  createdAt: fleetReportTemplates.createdAt,
  updatedAt: fleetReportTemplates.updatedAt,
};

/** Templates as the API shows them: their company, vehicles and group named, their reports counted. */
async function toTemplates(db: DbOrTx, rows: Row[]): Promise<contract.ReportTemplate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const groupIds = [...new Set(rows.flatMap((r) => (r.groupId === null ? [] : [r.groupId])))];
  const [owners, groups, vehicles, reports] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
    groupIds.length
      ? db
          .select({ id: fleetVehicleGroups.id, name: fleetVehicleGroups.name })
          .from(fleetVehicleGroups)
          .where(inArray(fleetVehicleGroups.id, groupIds))
      : [],
    vehiclesByIds(db, [...new Set(rows.flatMap((r) => r.vehicleIds))]),
    db
      .select({ id: fleetReports.templateId, n: count(), last: max(fleetReports.createdAt) })
      .from(fleetReports)
      .where(inArray(fleetReports.templateId, ids))
      .groupBy(fleetReports.templateId),
  ]);
  return rows.map((r) => {
    const done = reports.find((x) => x.id === r.id);
    return {
      id: r.id,
      company: { id: r.companyId, name: owners.find((c) => c.id === r.companyId)?.name ?? '' },
      name: r.name,
      kind: r.kind,
      vehicles: r.vehicleIds.flatMap((id) => {
        const v = vehicles.find((x) => x.id === id && x.companyId === r.companyId);
        return v ? [{ id: v.id, name: v.name, plate: v.plate }] : [];
      }),
      group: groups.find((g) => g.id === r.groupId) ?? null,
      defaultPeriod: r.defaultPeriod,
      speedLimitKmh: r.speedLimitKmh,
      minStopMinutes: r.minStopMinutes,
      reportsCount: done?.n ?? 0,
      lastGeneratedAt: done?.last ? new Date(done.last).toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function listTemplates(
  db: DbOrTx,
  ctx: RequestContext,
  filter: Tenancy & { name?: string; kind?: contract.ReportKind },
  page: ListQuery<Sort>,
) {
  const pattern = containsPattern(filter.name);
  const where = and(
    await requestScope(db, ctx).owners(fleetReportTemplates.companyId, filter),
    filter.kind ? eq(fleetReportTemplates.kind, filter.kind) : undefined,
    pattern ? sql`${fleetReportTemplates.name} ilike ${pattern}` : undefined,
  );
  const { data, totalRecords } = await listPage(db, fleetReportTemplates, where, page, sortable);
  return { data: await toTemplates(db, data), totalRecords };
}

/** A template of a company the caller sees; another company's is a 404. */
export async function findTemplate(db: DbOrTx, ctx: RequestContext, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(fleetReportTemplates)
    .where(
      and(
        eq(fleetReportTemplates.id, id),
        await requestScope(db, ctx).companies(fleetReportTemplates.companyId),
      ),
    );
  if (!row) throw notFound('Report template');
  return row;
}

export async function getTemplate(db: DbOrTx, ctx: RequestContext, id: number) {
  const [template] = await toTemplates(db, [await findTemplate(db, ctx, id)]);
  return { data: template as contract.ReportTemplate };
}

const valuesOf = (form: contract.ReportTemplateInput) => ({
  name: form.name,
  kind: form.kind,
  vehicleIds: form.vehicleIds,
  groupId: form.groupId,
  defaultPeriod: form.defaultPeriod,
  speedLimitKmh: form.speedLimitKmh,
  minStopMinutes: form.minStopMinutes,
});

/** R130-R132: the company is the selected customer's (customerId query, on-behalf-of) or the caller's. */
export async function createTemplate(
  db: DbOrTx,
  ctx: RequestContext,
  form: contract.ReportTemplateInput,
  tenancy: Omit<TenancyInputs, 'body'>,
) {
  const companyId = await ownerOfNew(db, ctx, tenancy);
  await checkVehicleSet(db, companyId, form);
  const user = userOf(ctx);
  const [row] = await db
    .insert(fleetReportTemplates)
    .values({ companyId, ...valuesOf(form), createdBy: user.actorId ?? user.id })
    .returning({ id: fleetReportTemplates.id });
  return getTemplate(db, ctx, row?.id ?? 0);
}

export async function updateTemplate(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  form: contract.ReportTemplateInput,
) {
  const template = await findTemplate(db, ctx, id);
  await checkVehicleSet(db, template.companyId, form);
  await db
    .update(fleetReportTemplates)
    .set({ ...valuesOf(form), updatedAt: new Date() })
    .where(eq(fleetReportTemplates.id, id));
  return getTemplate(db, ctx, id);
}

/** Its reports stay in the history (their template becomes null). */
export async function deleteTemplate(db: DbOrTx, ctx: RequestContext, id: number) {
  await findTemplate(db, ctx, id);
  await db.delete(fleetReportTemplates).where(eq(fleetReportTemplates.id, id));
  return { data: { id } };
}
