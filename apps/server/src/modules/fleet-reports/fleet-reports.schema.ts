import type { ReportFormat, ReportKind, ReportPeriod, ReportStatus } from '@atrium/contracts/fleet/reports';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, bytea, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { fleetVehicleGroups } from '../fleet/fleet.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A company's report templates (issue 19): the kind, the vehicles (chosen ids, else a vehicle group, else
 * every vehicle of the company when generated), the default period and the kind's settings.
 */
export const fleetReportTemplates = pgTable(
  'fleet_report_templates',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** Vehicle ids (not keys: a deleted vehicle simply drops out of the report). */
    vehicleIds: integer('vehicle_ids').array().notNull().default([]),
    groupId: integer('group_id').references(() => fleetVehicleGroups.id, { onDelete: 'set null' }),
    defaultPeriod: text('default_period').$type<ReportPeriod>().notNull(),
    speedLimitKmh: integer('speed_limit_kmh').notNull(),
    minStopMinutes: integer('min_stop_minutes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('fleet_report_templates_company_idx').on(t.companyId, t.id)],
);

/**
 * The reports history: each generation with what it was generated with (so it can be made again), its
 * outcome and its file. The template may be deleted since; the report keeps its name and kind.
 */
export const fleetReports = pgTable(
  'fleet_reports',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    templateId: integer('template_id').references(() => fleetReportTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').$type<ReportKind>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    status: text('status').$type<ReportStatus>().notNull(),
    periodFrom: at('period_from').notNull(),
    periodTo: at('period_to').notNull(),
    /** The vehicles it covered, resolved when generated. */
    vehicleIds: integer('vehicle_ids').array().notNull().default([]),
    speedLimitKmh: integer('speed_limit_kmh').notNull(),
    minStopMinutes: integer('min_stop_minutes').notNull(),
    language: text('language').$type<'en' | 'ar'>().notNull().default('en'),
    rowCount: integer('row_count').notNull().default(0),
    sizeBytes: integer('size_bytes').notNull().default(0),
    error: text('error'),
    file: bytea('file'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fleet_reports_company_idx').on(t.companyId, t.createdAt),
    index('fleet_reports_template_idx').on(t.templateId),
  ],
);
