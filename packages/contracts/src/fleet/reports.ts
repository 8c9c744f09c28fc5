import { z } from 'zod';
import { dateAfter, localTime, timeZoneSchema, zonedInstant } from '../access/time.ts';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { FROM_NOT_BEFORE_TO, INVALID_DATE } from '../validation/messages.ts';

/**
 * Fleet reports (issue 19): a company's report templates (what: trips, stops, speeding, geofence visits or
 * job performance; for which vehicles: chosen ones, a vehicle group, or all; over which default period),
 * generated as PDF (the web app's print view printed by the server's PDF service) or CSV into the reports
 * history, where each file can be downloaded again. The analysis dashboard sums distance, driving and idle
 * time, jobs done on time and alarms by type over a period.
 */

export const REPORT_KINDS = ['trips', 'stops', 'speeding', 'geofence-visits', 'job-performance'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** Periods relative to the moment a report is generated, in days of the requester's time zone. */
export const REPORT_PERIODS = [
  'today',
  'yesterday',
  'last-7-days',
  'last-30-days',
  'this-month',
  'last-month',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_STATUSES = ['ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MAX_DAYS = 92;
export const REPORT_MAX_VEHICLES = 500;
/** Rows a PDF shows (the CSV has them all up to REPORT_MAX_ROWS); the PDF says when it shows fewer. */
export const REPORT_PDF_ROWS = 2_000;
export const REPORT_MAX_ROWS = 50_000;
export const REPORT_SPEED_LIMIT_KMH = { min: 10, max: 250, default: 80 } as const;
export const REPORT_MIN_STOP_MINUTES = { min: 1, max: 240, default: 5 } as const;
export { FLEET_REPORT_PRINT_PATH } from '../reports/print-paths.ts';
/** Downloading a report whose generation failed: it has no file. */
export const REPORT_HAS_NO_FILE_STATUS = 409;

const DAY_MS = 86_400_000;
export const REPORT_PERIOD_TOO_LONG = `The Period Cannot Be Longer Than ${REPORT_MAX_DAYS} Days`;
export const REPORT_VEHICLES_OR_GROUP = 'Choose Vehicles or a Group, Not Both';

/**
 * The instants a relative period means at `now`, in days of `timeZone` (the requester's: a Dubai user's
 * "yesterday" is Dubai's yesterday; UTC when none is given). `to` is exclusive and at most `now`.
 */
export function reportPeriodRange(
  period: ReportPeriod,
  now: Date,
  timeZone = 'UTC',
): { from: Date; to: Date } {
  const t = now.getTime();
  const today = localTime(now, timeZone).date;
  const midnight = (date: string) => zonedInstant(date, 0, timeZone);
  const monthStart = (date: string, back: number) => {
    const [y, m] = date.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
  };
  switch (period) {
    case 'today':
      return { from: midnight(today), to: now };
    case 'yesterday':
      return { from: midnight(dateAfter(today, -1)), to: midnight(today) };
    case 'last-7-days':
      return { from: new Date(t - 7 * DAY_MS), to: now };
    case 'last-30-days':
      return { from: new Date(t - 30 * DAY_MS), to: now };
    case 'this-month':
      return { from: midnight(monthStart(today, 0)), to: now };
    case 'last-month':
      return { from: midnight(monthStart(today, 1)), to: midnight(monthStart(today, 0)) };
  }
}

const isoInstant = z.iso.datetime({ offset: true, error: INVALID_DATE });

/** `from` and `to` given together, `from` before `to`, at most `maxDays` apart. */
const refineRange = (maxDays: number) => (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if ((q.from === undefined) !== (q.to === undefined)) {
    ctx.addIssue({ code: 'custom', path: [q.from === undefined ? 'from' : 'to'], message: 'Required' });
    return;
  }
  if (!q.from || !q.to) return;
  const span = Date.parse(q.to) - Date.parse(q.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: FROM_NOT_BEFORE_TO });
  else if (span > maxDays * DAY_MS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `The Period Cannot Be Longer Than ${maxDays} Days`,
    });
};

const intIn = (range: { min: number; max: number }) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(range.min, `Must be between ${range.min} and ${range.max}`)
    .max(range.max, `Must be between ${range.min} and ${range.max}`);

const vehicleIdList = z
  .array(recordId, { error: 'Must be a list of vehicle ids' })
  .max(REPORT_MAX_VEHICLES, `At Most ${REPORT_MAX_VEHICLES} Vehicles`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each Vehicle Once');

/**
 * A template: no vehicles and no group means every vehicle of the company when it is generated. Vehicles and
 * a group together are refused by the server (418 on groupId, REPORT_VEHICLES_OR_GROUP) once it knows the
 * request's company, so a company named in the request is checked first.
 */
export const reportTemplateInput = z.strictObject({
  name: z
    .string({ error: 'Required' })
    .trim()
    .min(2, 'Please Enter At Least 2 Characters')
    .max(120, 'Please Enter At Most 120 Characters'),
  kind: z.enum(REPORT_KINDS, { error: `Must be one of ${REPORT_KINDS.join(', ')}` }),
  vehicleIds: vehicleIdList.default([]),
  groupId: recordId.nullable().default(null),
  defaultPeriod: z
    .enum(REPORT_PERIODS, { error: `Must be one of ${REPORT_PERIODS.join(', ')}` })
    .default('last-7-days'),
  /** Speeding: positions above this speed. */
  speedLimitKmh: intIn(REPORT_SPEED_LIMIT_KMH).default(REPORT_SPEED_LIMIT_KMH.default),
  /** Trips and stops: a halt at least this long is a stop and ends a trip. */
  minStopMinutes: intIn(REPORT_MIN_STOP_MINUTES).default(REPORT_MIN_STOP_MINUTES.default),
});
export type ReportTemplateInput = z.output<typeof reportTemplateInput>;
export type ReportTemplateForm = z.input<typeof reportTemplateInput>;

const named = z.object({ id: z.number().int(), name: z.string() });
export const reportVehicle = z.object({ id: z.number().int(), name: z.string(), plate: z.string() });
export type ReportVehicle = z.infer<typeof reportVehicle>;

export const reportTemplate = z.object({
  id: z.number().int(),
  company: named,
  name: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** Chosen vehicles (those deleted since are left out). */
  vehicles: z.array(reportVehicle),
  group: named.nullable(),
  defaultPeriod: z.enum(REPORT_PERIODS),
  speedLimitKmh: z.number().int(),
  minStopMinutes: z.number().int(),
  reportsCount: z.number().int(),
  lastGeneratedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportTemplate = z.infer<typeof reportTemplate>;

/** Generate now: the format, and the period and vehicles when not the template's. */
export const generateReportInput = z
  .strictObject({
    format: z.enum(REPORT_FORMATS, { error: `Must be one of ${REPORT_FORMATS.join(', ')}` }),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    vehicleIds: vehicleIdList.optional(),
    groupId: recordId.optional(),
    /** The requester's time zone: the days of the template's period are its days (UTC when absent). */
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine(refineRange(REPORT_MAX_DAYS));
export type GenerateReportInput = z.output<typeof generateReportInput>;

/** A generated report in the history. */
export const fleetReport = z.object({
  id: z.number().int(),
  /** Null once the template is deleted; the report keeps its name and kind. */
  template: named.nullable(),
  name: z.string(),
  kind: z.enum(REPORT_KINDS),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(REPORT_STATUSES),
  period: z.object({ from: z.string(), to: z.string() }),
  vehicleCount: z.number().int(),
  rowCount: z.number().int(),
  sizeBytes: z.number().int(),
  /** Why it failed. */
  error: z.string().nullable(),
  createdBy: named.nullable(),
  createdAt: z.string(),
});
export type FleetReport = z.infer<typeof fleetReport>;

/** The cells of a report table, by column type: datetime ISO text, duration seconds, km, km/h. */
export const REPORT_COLUMN_TYPES = [
  'text',
  'datetime',
  'duration',
  'km',
  'kmh',
  'number',
  'boolean',
] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];
export interface ReportColumn {
  key: string;
  type: ReportColumnType;
  /** The CSV header. */
  label: string;
}

const col = (key: string, type: ReportColumnType, label: string): ReportColumn => ({ key, type, label });
const vehicleCols = [col('vehicle', 'text', 'Vehicle'), col('plate', 'text', 'Plate')];
/** A period's start, end and duration columns. */
const span = (start: string, end: string) => [
  col('start', 'datetime', start),
  col('end', 'datetime', end),
  col('duration', 'duration', 'Duration (s)'),
];

/** Each kind's table: the same columns in the CSV and the PDF. */
export const REPORT_COLUMNS: Record<ReportKind, readonly ReportColumn[]> = {
  trips: [
    ...vehicleCols,
    ...span('Start', 'End'),
    col('distance', 'km', 'Distance (km)'),
    col('maxSpeed', 'kmh', 'Max speed (km/h)'),
    col('avgSpeed', 'kmh', 'Average speed (km/h)'),
    col('from', 'text', 'From (lat, lon)'),
    col('to', 'text', 'To (lat, lon)'),
  ],
  stops: [
    ...vehicleCols,
    ...span('Arrived', 'Left'),
    col('position', 'text', 'Position (lat, lon)'),
    col('ongoing', 'boolean', 'Ongoing'),
  ],
  speeding: [
    ...vehicleCols,
    ...span('Start', 'End'),
    col('maxSpeed', 'kmh', 'Max speed (km/h)'),
    col('limit', 'kmh', 'Limit (km/h)'),
    col('distance', 'km', 'Distance (km)'),
    col('position', 'text', 'Position (lat, lon)'),
  ],
  'geofence-visits': [
    ...vehicleCols,
    col('geofence', 'text', 'Geofence'),
    col('enter', 'datetime', 'Entered'),
    col('exit', 'datetime', 'Left'),
    col('duration', 'duration', 'Duration (s)'),
  ],
  'job-performance': [
    col('job', 'text', 'Job'),
    ...vehicleCols,
    col('driver', 'text', 'Driver'),
    col('state', 'text', 'State'),
    col('plannedEnd', 'datetime', 'Planned end'),
    col('completed', 'datetime', 'Completed'),
    col('onTime', 'boolean', 'On time'),
    col('late', 'duration', 'Late by (s)'),
  ],
};

export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCell>;

/** What the PDF print view draws (and the CSV is written from). */
export const fleetReportPrintData = z.object({
  generatedAt: z.string(),
  company: z.string(),
  name: z.string(),
  kind: z.enum(REPORT_KINDS),
  period: z.object({ from: z.string(), to: z.string() }),
  vehicles: z.array(reportVehicle),
  columns: z.array(z.object({ key: z.string(), type: z.enum(REPORT_COLUMN_TYPES), label: z.string() })),
  rows: z.array(z.array(reportCell)),
  /** Rows found; more than `rows` when the PDF shows only the first REPORT_PDF_ROWS. */
  totalRows: z.number().int(),
  summary: z.array(z.object({ key: z.string(), type: z.enum(REPORT_COLUMN_TYPES), value: z.number() })),
});
export type FleetReportPrintData = z.infer<typeof fleetReportPrintData>;

/** The analysis dashboard's period and vehicles (default: the last 7 days, every vehicle). */
export const fleetDashboardQuery = z
  .object({
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    groupId: recordId.optional(),
    /** A customer the caller serves (R133); the caller's own company by default. */
    customerId: customerIdSchema.optional().describe(OWN_COMPANY_BY_DEFAULT),
  })
  .superRefine(refineRange(REPORT_MAX_DAYS));
export type FleetDashboardQuery = z.output<typeof fleetDashboardQuery>;

const int = z.number().int();
const motion = { distanceKm: z.number(), drivingSeconds: int, idleSeconds: int };

export const fleetDashboard = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    vehicles: int,
    /** Vehicles that drove in the period. */
    activeVehicles: int,
    ...motion,
    jobsDone: int,
    jobsOnTime: int,
    /** jobsOnTime / jobsDone (0..1); null without jobs done. */
    onTimeRate: z.number().nullable(),
    alarms: int,
  }),
  /** Every UTC day of the period, zero days included. */
  perDay: z.array(z.object({ day: z.string(), ...motion })),
  /** The vehicles that moved, most distance first (at most 20). */
  perVehicle: z.array(z.object({ vehicle: reportVehicle, ...motion })),
  /** Fleet alarms raised in the period by type, most first. */
  alarmsByType: z.array(z.object({ type: z.string(), count: int })),
});
export type FleetDashboard = z.infer<typeof fleetDashboard>;

export const REPORT_TEMPLATE_SORTS = ['id', 'name', 'kind', 'createdAt', 'updatedAt'] as const;
export const REPORT_SORTS = ['id', 'name', 'createdAt'] as const;

const params = z.object({ id: recordId });
/** R132: a new template belongs to the selected customer (or the on-behalf-of header), else the caller's company. */
const ownerQuery = z.object({ customerId: customerIdSchema.optional() });
const tags = ['fleet'];
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const reportEndpoints = {
  templateList: defineEndpoint({
    method: 'GET',
    path: '/fleet/report-template',
    summary: "Fleet: the company's report templates (search by name, filter by kind)",
    tags,
    access: anyOf('p_fleet_reports_view'),
    schemas: {
      querystring: listQuery(REPORT_TEMPLATE_SORTS).extend({
        customerId: customerIdSchema.optional(),
        kind: z.enum(REPORT_KINDS, { error: `Must be one of ${REPORT_KINDS.join(', ')}` }).optional(),
      }),
      response: { 200: paged(reportTemplate), ...bad },
    },
  }),
  templateGet: defineEndpoint({
    method: 'GET',
    path: '/fleet/report-template/:id',
    summary: 'Fleet: one report template',
    tags,
    access: anyOf('p_fleet_reports_view'),
    schemas: { params, response: { 200: one(reportTemplate), ...bad } },
  }),
  templateCreate: defineEndpoint({
    method: 'POST',
    path: '/fleet/report-template',
    summary:
      'Fleet: creates a report template (kind, vehicles or a vehicle group or all, default period, speed limit, stop time)',
    tags,
    access: anyOf('p_fleet_reports_create'),
    schemas: {
      querystring: ownerQuery,
      body: reportTemplateInput,
      response: { 201: one(reportTemplate), ...bad },
    },
  }),
  templateUpdate: defineEndpoint({
    method: 'PUT',
    path: '/fleet/report-template/:id',
    summary: 'Fleet: replaces a report template; its reports keep what they were generated with',
    tags,
    access: anyOf('p_fleet_reports_create'),
    schemas: { params, body: reportTemplateInput, response: { 200: one(reportTemplate), ...bad } },
  }),
  templateDelete: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/report-template/:id',
    summary: 'Fleet: deletes a report template; its generated reports stay in the history',
    tags,
    access: anyOf('p_fleet_reports_delete'),
    schemas: { params, response: { 200: one(z.object({ id: z.number().int() })), ...bad } },
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/fleet/report-template/:id/generate',
    summary:
      "Fleet: generates the template's report as PDF or CSV (period and vehicles: the template's unless given) into the history; a PDF the server cannot print now is kept there with status failed and its reason",
    tags,
    access: anyOf('p_fleet_reports_create'),
    schemas: {
      params,
      body: generateReportInput,
      response: { 201: one(fleetReport), ...bad },
    },
  }),
  reportList: defineEndpoint({
    method: 'GET',
    path: '/fleet/report',
    summary:
      "Fleet: the company's generated reports, newest first (filter by template, kind, format, status)",
    tags,
    access: anyOf('p_fleet_reports_view'),
    schemas: {
      querystring: listQuery(REPORT_SORTS).extend({
        customerId: customerIdSchema.optional(),
        /** One of the company's templates (another company's is a 418). */
        templateId: recordId.optional(),
        kind: z.enum(REPORT_KINDS, { error: `Must be one of ${REPORT_KINDS.join(', ')}` }).optional(),
        format: z.enum(REPORT_FORMATS, { error: `Must be one of ${REPORT_FORMATS.join(', ')}` }).optional(),
        status: z.enum(REPORT_STATUSES, { error: `Must be one of ${REPORT_STATUSES.join(', ')}` }).optional(),
      }),
      response: { 200: paged(fleetReport), ...bad },
    },
  }),
  reportDownload: defineEndpoint({
    method: 'GET',
    path: '/fleet/report/:id/download',
    summary:
      'Fleet: the file of a generated report (application/pdf or text/csv); 409 REPORT_HAS_NO_FILE for a failed one',
    tags,
    access: anyOf('p_fleet_reports_view'),
    produces: ['application/pdf', 'text/csv'],
    schemas: { params, response: { ...bad, 409: errorBody } },
  }),
  reportDelete: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/report/:id',
    summary: 'Fleet: deletes a generated report and its file',
    tags,
    access: anyOf('p_fleet_reports_delete'),
    schemas: { params, response: { 200: one(z.object({ id: z.number().int() })), ...bad } },
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/fleet/analysis/dashboard',
    summary:
      "Fleet: distance, driving and idle time (per day and per vehicle), jobs done on time and alarms by type over a period (default the last 7 days) for the company's vehicles or one group",
    tags,
    access: anyOf('p_fleet_analysis_view'),
    schemas: { querystring: fleetDashboardQuery, response: { 200: one(fleetDashboard), ...bad } },
  }),
};
