import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf, paged } from '../kernel/list.ts';
import { emailSchema } from '../validation/email.ts';
import { FROM_NOT_BEFORE_TO, INVALID_DATE } from '../validation/messages.ts';
import { DYNAMIC_REPORT_PRINT_PATH } from './print-paths.ts';
import { REPORT_DEFAULT_TIME, reportSchedule, reportScheduleInput } from './schedule.ts';
import {
  READING_BUCKETS,
  REPORT_COLUMN_TYPES,
  REPORT_FILTERS,
  REPORT_LANGUAGES,
  REPORT_SOURCE_KEYS,
  REPORT_TOTAL_FUNCTIONS,
  reportSourceOf,
} from './sources.ts';

/**
 * Saved reports (issue 23, `/company/:id/report`): a company's report definitions (a source, its filters,
 * columns, grouping and totals, language, formats and schedule), their receptors (email addresses that get
 * each scheduled run with the files attached), their runs (each generation kept with its status and files),
 * a live preview of a definition, and the PDF generator's stored print parameters (`cacheKey`, A6).
 */

export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_RUN_TRIGGERS = ['schedule', 'manual'] as const;
export type ReportRunTrigger = (typeof REPORT_RUN_TRIGGERS)[number];
export const REPORT_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];

/** The §9 periods a report may cover (R196): every preset but this year (longer than the maximum), or custom. */
export const REPORT_PERIODS = [
  'last24Hours',
  'last48Hours',
  'last7Days',
  'today',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type ReportPeriodKey = (typeof REPORT_PERIODS)[number];

export const REPORT_MAX_DAYS = 92;
export const REPORT_MAX_RECEPTORS = 20;
export const REPORT_MAX_DEVICES = 500;
export const REPORT_MAX_STRUCTURES = 200;
export const REPORT_MAX_COLUMNS = 30;
/** Rows the form's live preview shows. */
export const REPORT_PREVIEW_ROWS = 20;
/** Rows a report holds at most (the CSV has them all); more are left out and the report says `truncated`. */
export const REPORT_MAX_ROWS = 50_000;
/** Rows the PDF prints (in pages); more are left out of the PDF and it says so. */
export const REPORT_PDF_ROWS = 10_000;
/** A failed run is tried this many times in all (with backoff) and then left `failed`. */
export const REPORT_RUN_ATTEMPTS = 3;
/** How long print parameters stored under a cacheKey stay readable. */
export const REPORT_PARAMETER_TTL_MS = 10 * 60_000;
/**
 * The print view opened by a signed-in user: it reads the parameters of `cacheKey` in `companyId`. When
 * `window.__PRINT_DATA__` is set (the server's PDF renderer sets it, and also adds a random `cacheKey` and
 * `lang` to the URL), the view draws that and fetches nothing.
 */
export const dynamicReportPrintUrl = (companyId: number, cacheKey: string) =>
  `${DYNAMIC_REPORT_PRINT_PATH}?cacheKey=${encodeURIComponent(cacheKey)}&companyId=${companyId}`;

/** Spec §8, R145: the report cannot be printed now (no PDF renderer, or its data is gone); no notification. */
export const REPORT_NOT_PRINTABLE_STATUS = 477;
export const REPORT_NOT_PRINTABLE_CODE = 'REPORT_NOT_PRINTABLE';
/** Print parameters past REPORT_PARAMETER_TTL_MS. */
export const REPORT_PARAMETERS_EXPIRED_STATUS = 410;
export const REPORT_PARAMETERS_EXPIRED_CODE = 'REPORT_PARAMETERS_EXPIRED';
/** A run's file of a format it does not have (not asked for, or the run failed). */
export const REPORT_RUN_HAS_NO_FILE_CODE = 'REPORT_RUN_HAS_NO_FILE';

export const REPORT_PERIOD_TOO_LONG = `The Period Cannot Be Longer Than ${REPORT_MAX_DAYS} Days`;
export const REPORT_NOT_A_FILTER = 'Not a Filter of This Source';
export const REPORT_UNKNOWN_COLUMN = 'Not a Column of This Source';
export const REPORT_NOT_GROUPABLE = 'This Column Cannot Group a Report';
export const REPORT_TOO_MANY_RECEPTORS = `At Most ${REPORT_MAX_RECEPTORS} Receptors`;
export const REPORT_NOT_NUMERIC = 'Not a Numeric Column of This Source';

/** A report's chart (drawn above the table of its PDF): bars or a line of one numeric column. */
export const REPORT_CHART_KINDS = ['bar', 'line'] as const;
export type ReportChartKind = (typeof REPORT_CHART_KINDS)[number];
/** The column types a chart can draw. */
export const REPORT_CHART_COLUMN_TYPES = ['number', 'duration', 'money'] as const;
/** Points a chart of an ungrouped report has at most (its first rows). */
export const REPORT_CHART_MAX_POINTS = 200;
/** The columns of a source a chart can draw. */
export const chartColumnsOf = (source: string) =>
  (reportSourceOf(source)?.columns ?? []).filter((c) =>
    (REPORT_CHART_COLUMN_TYPES as readonly string[]).includes(c.type),
  );

const DAY_MS = 86_400_000;
const isoInstant = z.iso.datetime({ offset: true, error: INVALID_DATE });

const idList = (what: string, max: number) =>
  z
    .array(recordId, { error: `Must be a list of ${what} ids` })
    .max(max, `At Most ${max} ${what[0]?.toUpperCase()}${what.slice(1)}s`)
    .refine((ids) => new Set(ids).size === ids.length, `Each ${what} once`);

/**
 * The period: a preset (computed when the report runs, in its schedule's time zone) or `custom` with `from`
 * and `to` (at most REPORT_MAX_DAYS apart). `from`/`to` of a preset are ignored (stored null).
 */
export const reportPeriodInput = z
  .strictObject({
    key: z.enum(REPORT_PERIODS, { error: `Must be one of ${REPORT_PERIODS.join(', ')}` }),
    from: isoInstant.nullable().default(null),
    to: isoInstant.nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (p.key !== 'custom') return;
    if (!p.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Required' });
    if (!p.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Required' });
    if (!p.from || !p.to) return;
    const span = Date.parse(p.to) - Date.parse(p.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: FROM_NOT_BEFORE_TO });
    else if (span > REPORT_MAX_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_PERIOD_TOO_LONG });
  })
  .transform((p) => (p.key === 'custom' ? p : { key: p.key, from: null, to: null }));

export const reportPeriod = z.object({
  key: z.enum(REPORT_PERIODS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ReportPeriod = z.infer<typeof reportPeriod>;

/**
 * Filters: the period, and (for the sources that take them, see each source's `filters`) devices and
 * structures of the company (none = all; another company's is a 418 on `filters.deviceIds.N`), a reading's
 * value key (required for device readings) and its bucket (hour or day, default day).
 */
export const reportFiltersInput = z.strictObject({
  period: reportPeriodInput,
  deviceIds: idList('device', REPORT_MAX_DEVICES).default([]),
  structureIds: idList('structure', REPORT_MAX_STRUCTURES).default([]),
  valueKey: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(64, 'Please Enter At Most 64 Characters')
    .regex(/^[A-Za-z0-9._:-]+$/, 'Use Letters, Digits and . _ : - Only')
    .nullable()
    .default(null),
  bucket: z
    .enum(READING_BUCKETS, { error: `Must be one of ${READING_BUCKETS.join(', ')}` })
    .nullable()
    .default(null),
});
export type ReportFiltersInput = z.output<typeof reportFiltersInput>;

export const reportFilters = z.object({
  period: reportPeriod,
  deviceIds: z.array(z.number().int()),
  structureIds: z.array(z.number().int()),
  valueKey: z.string().nullable(),
  bucket: z.enum(READING_BUCKETS).nullable(),
});
export type ReportFilters = z.infer<typeof reportFilters>;

const reportName = z
  .string({ error: 'Required' })
  .trim()
  .min(2, 'Please Enter At Least 2 Characters')
  .max(120, 'Please Enter At Most 120 Characters');

const receptorList = z
  .array(emailSchema, { error: 'Must be a list of email addresses' })
  .max(REPORT_MAX_RECEPTORS, REPORT_TOO_MANY_RECEPTORS)
  .transform((list) => [...new Set(list)]);

const definitionFields = {
  name: reportName,
  source: z.enum(REPORT_SOURCE_KEYS, { error: `Must be one of ${REPORT_SOURCE_KEYS.join(', ')}` }),
  filters: reportFiltersInput,
  /** The source's columns in the order the report shows them. */
  columns: z
    .array(z.string().max(64, 'Please Enter At Most 64 Characters'), { error: 'Must be a list of columns' })
    .min(1, 'Choose At Least One Column')
    .max(REPORT_MAX_COLUMNS, `At Most ${REPORT_MAX_COLUMNS} Columns`)
    .refine((c) => new Set(c).size === c.length, 'Each Column Once'),
  /** A groupable column of the source: rows come in groups with subtotals. */
  groupBy: z.string().max(64, 'Please Enter At Most 64 Characters').nullable().default(null),
  /** A totals row (count, and each column's totals). */
  totals: z.boolean({ error: 'Must be true or false' }).default(false),
  language: z
    .enum(REPORT_LANGUAGES, { error: `Must be one of ${REPORT_LANGUAGES.join(', ')}` })
    .default('en'),
  formats: z
    .array(z.enum(REPORT_FORMATS, { error: `Must be one of ${REPORT_FORMATS.join(', ')}` }))
    .min(1, 'Choose At Least One Format')
    .refine((f) => new Set(f).size === f.length, 'Each Format Once')
    .default(['pdf', 'csv']),
  schedule: reportScheduleInput.default({
    frequency: 'none',
    time: REPORT_DEFAULT_TIME,
    weekday: null,
    dayOfMonth: null,
    timeZone: null,
  }),
  enabled: z.boolean({ error: 'Must be true or false' }).default(true),
  /**
   * A chart above the PDF's table (null: none): `bar` or `line` of a numeric column of the source (number,
   * duration or money), one point per group (its subtotal) or per row of an ungrouped report.
   */
  chart: z
    .strictObject({
      kind: z.enum(REPORT_CHART_KINDS, { error: `Must be one of ${REPORT_CHART_KINDS.join(', ')}` }),
      column: z.string({ error: 'Required' }).max(64, 'Please Enter At Most 64 Characters'),
    })
    .nullable()
    .default(null),
};

interface DefinitionLike {
  source: string;
  filters: ReportFiltersInput;
  columns: string[];
  groupBy: string | null;
  chart: ReportChartDefinition | null;
}

/** The checks between fields: the source's columns, filters and groupable columns. */
function refineDefinition(d: DefinitionLike, ctx: z.RefinementCtx) {
  const source = reportSourceOf(d.source);
  if (!source) return;
  const keys = new Set(source.columns.map((c) => c.key));
  d.columns.forEach((column, i) => {
    if (!keys.has(column))
      ctx.addIssue({ code: 'custom', path: ['columns', i], message: REPORT_UNKNOWN_COLUMN });
  });
  if (d.groupBy !== null && !source.columns.some((c) => c.key === d.groupBy && c.groupable === true))
    ctx.addIssue({
      code: 'custom',
      path: ['groupBy'],
      message: keys.has(d.groupBy) ? REPORT_NOT_GROUPABLE : REPORT_UNKNOWN_COLUMN,
    });
  for (const filter of REPORT_FILTERS) {
    const value = d.filters[filter];
    const given = Array.isArray(value) ? value.length > 0 : value !== null;
    if (given && !source.filters.includes(filter))
      ctx.addIssue({ code: 'custom', path: ['filters', filter], message: REPORT_NOT_A_FILTER });
  }
  if (source.filters.includes('valueKey') && d.filters.valueKey === null)
    ctx.addIssue({ code: 'custom', path: ['filters', 'valueKey'], message: 'Required' });
  if (d.chart && !chartColumnsOf(d.source).some((c) => c.key === d.chart?.column))
    ctx.addIssue({
      code: 'custom',
      path: ['chart', 'column'],
      message: keys.has(d.chart.column) ? REPORT_NOT_NUMERIC : REPORT_UNKNOWN_COLUMN,
    });
}

/** Device readings without a bucket are per day. */
const withDefaults = <T extends DefinitionLike>(d: T): T =>
  reportSourceOf(d.source)?.filters.includes('bucket') && d.filters.bucket === null
    ? ({ ...d, filters: { ...d.filters, bucket: 'day' } } as T)
    : d;

/**
 * A report definition (create and replace). `receptors` is optional: absent on a replace keeps the report's.
 * The devices and structures must be the company's (418 on `filters.deviceIds.N` / `filters.structureIds.N`).
 */
export const reportInput = z
  .strictObject({ ...definitionFields, receptors: receptorList.optional() })
  .superRefine(refineDefinition)
  .transform(withDefaults);
export type ReportInput = z.output<typeof reportInput>;
export type ReportForm = z.input<typeof reportInput>;

/** The form's live preview: a definition not saved (name, schedule, formats and receptors optional, unused). */
export const reportPreviewInput = z
  .strictObject({
    ...definitionFields,
    name: reportName.optional(),
    receptors: receptorList.optional(),
  })
  .superRefine(refineDefinition)
  .transform(withDefaults);
export type ReportPreviewInput = z.output<typeof reportPreviewInput>;

export const receptorInput = z.strictObject({ email: emailSchema });
/** DELETE .../receptor takes the address in the body or as `?email=` (418 on `email` when neither). */
export const receptorDeleteQuery = z.object({ email: emailSchema.optional() });
/** A DELETE without a body reaches the server as null: the same as none. */
export const receptorDeleteBody = z.preprocess(
  (body) => body ?? undefined,
  z.strictObject({ email: emailSchema }).optional(),
);

export const reportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCell>;

export const reportRunFile = z.object({
  format: z.enum(REPORT_FORMATS),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export type ReportRunFile = z.infer<typeof reportRunFile>;

/** One generation of a report. */
export const reportRun = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  trigger: z.enum(REPORT_RUN_TRIGGERS),
  status: z.enum(REPORT_RUN_STATUSES),
  /** Tries so far (at most REPORT_RUN_ATTEMPTS). */
  attempts: z.number().int(),
  /** Why the last try failed; also set on a succeeded run whose PDF could not be printed (the CSV went out). */
  error: z.string().nullable(),
  /** The span the rows cover, fixed when the run starts. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  rowCount: z.number().int().nullable(),
  files: z.array(reportRunFile),
  /** The addresses the run was mailed to (queued in the outbox). */
  mailedTo: z.array(z.string()),
});
export type ReportRun = z.infer<typeof reportRun>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const reportChartDefinition = z.object({ kind: z.enum(REPORT_CHART_KINDS), column: z.string() });
export type ReportChartDefinition = z.infer<typeof reportChartDefinition>;

export const report = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  /** A REPORT_SOURCES key (text: a report outlives an application taken off the server; its runs then fail). */
  source: z.string(),
  filters: reportFilters,
  columns: z.array(z.string()),
  groupBy: z.string().nullable(),
  totals: z.boolean(),
  language: z.enum(REPORT_LANGUAGES),
  formats: z.array(z.enum(REPORT_FORMATS)),
  schedule: reportSchedule,
  enabled: z.boolean(),
  chart: reportChartDefinition.nullable(),
  receptors: z.array(z.string()),
  /** When the scheduler runs it next (null: not scheduled, or disabled). */
  nextRunAt: z.string().nullable(),
  lastRun: reportRun.nullable(),
  createdBy: named.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof report>;

export const reportTotal = z.object({
  key: z.string(),
  fn: z.enum(REPORT_TOTAL_FUNCTIONS),
  value: z.number().nullable(),
});
export type ReportTotal = z.infer<typeof reportTotal>;
/** A totals row: the row count and each column's totals (over every row, not only the rows shown). */
export const reportTotals = z.object({ rowCount: z.number().int(), values: z.array(reportTotal) });
export type ReportTotals = z.infer<typeof reportTotals>;

export const reportPrintColumn = z.object({
  key: z.string(),
  /** In the report's language. */
  label: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
});
export type ReportPrintColumn = z.infer<typeof reportPrintColumn>;

/**
 * When grouped, `rows` come group by group: a group's rows are `rows[firstRow]` … `rows[firstRow + shownRows - 1]`
 * (`shownRows` is less than `rowCount` when rows were left out); subtotals are over all its rows.
 */
export const reportGroup = z.object({
  label: z.string(),
  firstRow: z.number().int(),
  shownRows: z.number().int(),
  rowCount: z.number().int(),
  subtotals: z.array(reportTotal),
});
export type ReportGroup = z.infer<typeof reportGroup>;

/** A table of a report: the columns chosen, the rows, groups and totals. */
export const reportTable = z.object({
  columns: z.array(reportPrintColumn),
  rows: z.array(z.array(reportCell)),
  groups: z.array(reportGroup),
  totals: reportTotals.nullable(),
  /** Rows found (up to REPORT_MAX_ROWS). */
  rowCount: z.number().int(),
  /** Whether rows were left out of `rows` (preview, PDF limit, or past REPORT_MAX_ROWS). */
  truncated: z.boolean(),
});
export type ReportTable = z.infer<typeof reportTable>;

/**
 * A report's chart as printed: `labels[i]` and `values[i]` make a point: per group (its label and its
 * subtotal of the column, the column's first total function, else the sum) or per row of an ungrouped report
 * (the first REPORT_CHART_MAX_POINTS rows; labelled by the first text or datetime column, datetimes as
 * DD/MM/YYYY HH:mm in the report's zone). An empty cell counts 0. `title` is the column's label.
 */
export const reportChart = z.object({
  kind: z.enum(REPORT_CHART_KINDS),
  title: z.string(),
  labels: z.array(z.string()),
  values: z.array(z.number()),
});
export type ReportChart = z.infer<typeof reportChart>;

/** The form's live preview: the first rows of a definition, and its chart when it asks for one. */
export const reportPreview = reportTable.extend({ chart: reportChart.nullable().default(null) });
export type ReportPreview = z.infer<typeof reportPreview>;

/** What the print view `/reports-generator/dynamic-reports` draws (window.__PRINT_DATA__ or a cacheKey's parameters). */
export const dynamicReportPrintData = reportTable.extend({
  brand: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  title: z.string(),
  /** 'ar' prints right to left with Arabic-Indic digits. */
  language: z.enum(REPORT_LANGUAGES),
  source: z.object({ key: z.string(), label: z.string() }),
  /** The filters in words, in the report's language (`Period: 01/11/2026 – 07/11/2026`, `Devices: all`). */
  filters: z.array(z.object({ label: z.string(), value: z.string() })),
  period: z.object({ from: z.string(), to: z.string() }),
  /** Datetime cells are shown in this zone. */
  timeZone: z.string(),
  currency: z.literal('USD'),
  generatedAt: z.string(),
  /** The chart the definition asks for, drawn above the table (null: none). */
  chart: reportChart.nullable().default(null),
});
export type DynamicReportPrintData = z.infer<typeof dynamicReportPrintData>;

export const reportPrintParameters = z.object({
  cacheKey: z.string(),
  expiresAt: z.string(),
  /** The print view's URL (path and query) for this key. */
  url: z.string(),
});
export type ReportPrintParameters = z.infer<typeof reportPrintParameters>;

export const REPORT_SORTS = ['id', 'name', 'source', 'createdAt', 'updatedAt', 'nextRunAt'] as const;
export const REPORT_RUN_SORTS = ['id', 'createdAt'] as const;

const companyParams = z.object({ id: recordId });
const reportParams = companyParams.extend({ reportId: recordId });
const runParams = reportParams.extend({ runId: recordId });
/** Opaque keys the server makes (base64url); anything else is simply not found. */
const cacheKeyParams = companyParams.extend({
  cacheKey: z
    .string()
    .min(16, 'Not a Valid Key')
    .max(64, 'Not a Valid Key')
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a Valid Key'),
});
const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
const tags = ['reports'];
const VIEW = 'p_report_view';

export const reportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/company/:id/report',
    summary:
      "A company's saved reports with their last run and next run (search `name`, filter by source); A37: needs the report permission",
    tags,
    access: anyOf(VIEW),
    schemas: {
      params: companyParams,
      querystring: listQueryOf(REPORT_SORTS).extend({
        name: z.string().max(100, 'Search Cannot Be Longer Than 100 Characters').optional(),
        source: z
          .enum(REPORT_SOURCE_KEYS, { error: `Must be one of ${REPORT_SOURCE_KEYS.join(', ')}` })
          .optional(),
      }),
      response: { 200: paged(report), ...bad },
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/company/:id/report',
    summary:
      'Saves a report definition (source, filters, columns, grouping, totals, language, formats, schedule)',
    tags,
    access: anyOf('p_report_create'),
    schemas: { params: companyParams, body: reportInput, response: { 201: one(report), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/company/:id/report/:reportId',
    summary: 'One saved report',
    tags,
    access: anyOf(VIEW),
    schemas: { params: reportParams, response: { 200: one(report), ...bad } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/company/:id/report/:reportId',
    summary: 'Replaces a report definition (receptors kept unless sent); the next run is computed again',
    tags,
    access: anyOf('p_report_update'),
    schemas: { params: reportParams, body: reportInput, response: { 200: one(report), ...bad } },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/company/:id/report/:reportId',
    summary: 'Deletes a report, its runs and their files',
    tags,
    access: anyOf('p_report_delete'),
    schemas: { params: reportParams, response: { 200: one(z.object({ id: z.number().int() })), ...bad } },
  }),
  addReceptor: defineEndpoint({
    method: 'POST',
    path: '/company/:id/report/:reportId/receptor',
    summary: `Adds an email address that receives the report's runs (at most ${REPORT_MAX_RECEPTORS}; one already there is kept once)`,
    tags,
    access: anyOf('p_report_update'),
    schemas: { params: reportParams, body: receptorInput, response: { 200: one(report), ...bad } },
  }),
  removeReceptor: defineEndpoint({
    method: 'DELETE',
    path: '/company/:id/report/:reportId/receptor',
    summary: 'Removes a receptor (`{ email }` in the body or `?email=`); an address not among them is a 404',
    tags,
    access: anyOf('p_report_update'),
    schemas: {
      params: reportParams,
      querystring: receptorDeleteQuery,
      body: receptorDeleteBody,
      response: { 200: one(report), ...bad },
    },
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/company/:id/report/:reportId/run',
    summary:
      'Run now: queues a run (the scheduled path: generate, store, mail the receptors); 202 with the queued run',
    tags,
    access: anyOf('p_report_update', 'p_report_export'),
    schemas: { params: reportParams, response: { 202: one(reportRun), ...bad } },
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/company/:id/report/:reportId/runs',
    summary: "A report's runs, newest first, with status, attempts, error, rows, files and receptors mailed",
    tags,
    access: anyOf(VIEW),
    schemas: {
      params: reportParams,
      querystring: listQueryOf(REPORT_RUN_SORTS).extend({
        status: z
          .enum(REPORT_RUN_STATUSES, { error: `Must be one of ${REPORT_RUN_STATUSES.join(', ')}` })
          .optional(),
      }),
      response: { 200: paged(reportRun), ...bad },
    },
  }),
  runFile: defineEndpoint({
    method: 'GET',
    path: '/company/:id/report/:reportId/runs/:runId/file',
    summary: `A run's file (application/pdf or text/csv, as an attachment); 404 ${REPORT_RUN_HAS_NO_FILE_CODE} when the run has none of that format`,
    tags,
    access: anyOf(VIEW),
    produces: ['application/pdf', 'text/csv'],
    schemas: {
      params: runParams,
      querystring: z.object({
        format: z.enum(REPORT_FORMATS, { error: `Must be one of ${REPORT_FORMATS.join(', ')}` }),
      }),
      response: bad,
    },
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/company/:id/report/:reportId/pdf',
    summary: `Prints the report now as a PDF of its current data (not kept as a run); ${REPORT_NOT_PRINTABLE_STATUS} ${REPORT_NOT_PRINTABLE_CODE} when it cannot be printed (R145: no notification)`,
    tags,
    access: anyOf(VIEW),
    produces: ['application/pdf'],
    schemas: { params: reportParams, response: { ...bad, 477: errorBody } },
  }),
  printParameters: defineEndpoint({
    method: 'POST',
    path: '/company/:id/report/:reportId/parameter',
    summary:
      'Stores the print data of the report now under a cacheKey (readable for 10 minutes) for the print view in the browser',
    tags,
    access: anyOf(VIEW),
    schemas: { params: reportParams, response: { 201: one(reportPrintParameters), ...bad } },
  }),
  parameters: defineEndpoint({
    method: 'GET',
    path: '/company/:id/report/parameter/temporary/:cacheKey',
    summary: `The print data stored under a cacheKey (A6, the PDF-generator mode); unknown or another company's: 404; expired: ${REPORT_PARAMETERS_EXPIRED_STATUS} ${REPORT_PARAMETERS_EXPIRED_CODE}`,
    tags,
    access: anyOf(VIEW),
    schemas: {
      params: cacheKeyParams,
      response: { 200: one(dynamicReportPrintData), ...bad, 410: errorBody },
    },
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/company/:id/report/preview',
    summary: `The first ${REPORT_PREVIEW_ROWS} rows of a definition not saved, with its columns, groups and totals, and its chart (the form's live preview)`,
    tags,
    access: anyOf('p_report_create', 'p_report_update'),
    schemas: {
      params: companyParams,
      body: reportPreviewInput,
      response: { 200: one(reportPreview), ...bad },
    },
  }),
};
