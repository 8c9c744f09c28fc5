import * as contract from '@atrium/contracts/fleet/reports';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { toCsv } from '../../kernel/reports/csv.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { users } from '../users/users.schema.ts';
import { fleetReports, fleetReportTemplates } from './fleet-reports.schema.ts';
import { buildReportTable } from './report-table.ts';
import { vehiclesOf } from './vehicle-set.ts';

const DEMO_TEMPLATES: (Pick<contract.ReportTemplateInput, 'name' | 'kind' | 'defaultPeriod'> & {
  speedLimitKmh?: number;
  /** Generated as CSV over the last day of data when seeded, so the history is not empty. */
  generated?: boolean;
})[] = [
  { name: 'Daily trips', kind: 'trips', defaultPeriod: 'yesterday', generated: true },
  { name: 'Weekly stops', kind: 'stops', defaultPeriod: 'last-7-days', generated: true },
  {
    name: 'Speeding over 80',
    kind: 'speeding',
    defaultPeriod: 'last-7-days',
    speedLimitKmh: 80,
    generated: true,
  },
  { name: 'Geofence visits this month', kind: 'geofence-visits', defaultPeriod: 'this-month' },
  { name: 'Job performance last month', kind: 'job-performance', defaultPeriod: 'last-month' },
];

/**
 * Demo data: the demo Customer's report templates and, for three of them, a CSV in the reports history
 * generated from the seeded positions of the last day (the fleet module's seed runs before this one).
 */
export async function seedFleetReports({ database: { db } }: AppDeps) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Customer'));
  if (!company) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOwnerEmail('Customer')));
  const to = new Date();
  const from = new Date(to.getTime() - 86_400_000);
  for (const t of DEMO_TEMPLATES) {
    const values = {
      companyId: company.id,
      name: t.name,
      kind: t.kind,
      vehicleIds: [],
      groupId: null,
      defaultPeriod: t.defaultPeriod,
      speedLimitKmh: t.speedLimitKmh ?? contract.REPORT_SPEED_LIMIT_KMH.default,
      minStopMinutes: contract.REPORT_MIN_STOP_MINUTES.default,
      createdBy: owner?.id ?? null,
    };
    const [template] = await db.insert(fleetReportTemplates).values(values).returning();
    if (!template || !t.generated) continue;
    const vehicles = await vehiclesOf(db, company.id, template);
    const table = await buildReportTable(db, { ...values, from, to, vehicles });
    const file = toCsv(table.columns, table.rows.slice(0, contract.REPORT_MAX_ROWS));
    await db.insert(fleetReports).values({
      companyId: company.id,
      templateId: template.id,
      name: template.name,
      kind: template.kind,
      format: 'csv',
      status: 'ready',
      periodFrom: from,
      periodTo: to,
      vehicleIds: vehicles.map((v) => v.id),
      speedLimitKmh: template.speedLimitKmh,
      minStopMinutes: template.minStopMinutes,
      rowCount: table.rows.length,
      sizeBytes: file.length,
      file,
      createdBy: owner?.id ?? null,
    });
  }
}
