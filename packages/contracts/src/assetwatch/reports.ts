import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { ASSET_STATES } from './assets.ts';
import { AW_API, awCompanyQuery, awIdParams, awName, awNamed, awTags, periodQuery } from './common.ts';

/**
 * Asset watch reports (spec §2 reports-list, create-template, update-template, reports-history): a template
 * names its columns, filters (type, group, state) and default period; generating it writes a CSV, or a PDF
 * printed by the kernel's PDF service from the web app's print view, into the reports history.
 */

export const AW_REPORT_COLUMNS = [
  'name',
  'serial',
  'type',
  'group',
  'tag',
  'state',
  'place',
  'seenAt',
  'battery',
  'locked',
  'movements',
] as const;
export type AwReportColumn = (typeof AW_REPORT_COLUMNS)[number];
export const AW_REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type AwReportPeriod = (typeof AW_REPORT_PERIODS)[number];
export const AW_PERIOD_DAYS: Record<AwReportPeriod, number> = { day: 1, week: 7, month: 31 };
export const AW_REPORT_FORMATS = ['csv', 'pdf'] as const;
export { AW_REPORT_PRINT_PATH } from '../reports/print-paths.ts';
/** At most this many rows in a file. */
export const AW_REPORT_MAX_ROWS = 5000;

export const reportTemplate = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  columns: z.array(z.enum(AW_REPORT_COLUMNS)),
  typeId: z.number().int().nullable(),
  groupId: z.number().int().nullable(),
  state: z.enum(ASSET_STATES).nullable(),
  period: z.enum(AW_REPORT_PERIODS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportTemplate = z.infer<typeof reportTemplate>;

const columns = z
  .array(z.enum(AW_REPORT_COLUMNS, { error: `Must be one of ${AW_REPORT_COLUMNS.join(', ')}` }))
  .min(1, 'Choose at Least One Column')
  .max(AW_REPORT_COLUMNS.length, 'Too Many Columns');
const state = z.enum(ASSET_STATES, { error: `Must be one of ${ASSET_STATES.join(', ')}` }).nullable();
const period = z.enum(AW_REPORT_PERIODS, { error: `Must be one of ${AW_REPORT_PERIODS.join(', ')}` });

export const reportTemplateInput = z.strictObject({
  name: awName,
  columns: columns.default(['name', 'type', 'state', 'place', 'seenAt']),
  typeId: recordId.nullable().default(null),
  groupId: recordId.nullable().default(null),
  state: state.default(null),
  period: period.default('week'),
});
export type ReportTemplateInput = z.output<typeof reportTemplateInput>;
export const reportTemplateUpdate = z.strictObject({
  name: awName.optional(),
  columns: columns.optional(),
  typeId: recordId.nullable().optional(),
  groupId: recordId.nullable().optional(),
  state: state.optional(),
  period: period.optional(),
});
export type ReportTemplateUpdate = z.output<typeof reportTemplateUpdate>;

export const awReport = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  template: awNamed.nullable(),
  name: z.string(),
  format: z.enum(AW_REPORT_FORMATS),
  status: z.enum(['ready', 'failed']),
  periodFrom: z.string(),
  periodTo: z.string(),
  rowCount: z.number().int(),
  sizeBytes: z.number().int(),
  error: z.string().nullable(),
  createdBy: awNamed.nullable(),
  createdAt: z.string(),
});
export type AwReport = z.infer<typeof awReport>;

export const generateInput = z.strictObject({
  format: z.enum(AW_REPORT_FORMATS, { error: 'Must be csv or pdf' }).default('csv'),
  ...periodQuery,
});
export type GenerateInput = z.output<typeof generateInput>;

/** What the print view draws (window.__PRINT_DATA__). */
export const awReportPrintData = z.object({
  generatedAt: z.string(),
  company: z.string(),
  name: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  columns: z.array(z.enum(AW_REPORT_COLUMNS)),
  rows: z.array(z.array(z.string())),
  totalRows: z.number().int(),
});
export type AwReportPrintData = z.infer<typeof awReportPrintData>;

export const REPORT_TEMPLATE_SORTS = ['id', 'name', 'createdAt'] as const;
export const AW_REPORT_SORTS = ['id', 'createdAt'] as const;
const oneTemplate = z.object({ data: reportTemplate });
const taken = { 409: errorBody };

export const awReportEndpoints = {
  templateList: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/report-template`,
    summary: `Asset watch: report templates (search by name; sorts: ${REPORT_TEMPLATE_SORTS.join(', ')})`,
    tags: awTags,
    access: anyOf('p_asset_reports_view'),
    schemas: {
      querystring: listQuery(REPORT_TEMPLATE_SORTS).extend(awCompanyQuery),
      response: { 200: paged(reportTemplate), ...bad },
    },
  }),
  templateGet: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/report-template/:id`,
    summary: 'Asset watch: one report template',
    tags: awTags,
    access: anyOf('p_asset_reports_view'),
    schemas: { params: awIdParams, response: { 200: oneTemplate, ...bad } },
  }),
  templateCreate: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/report-template`,
    summary: 'Asset watch: adds a report template; 409 AW_NAME_TAKEN',
    tags: awTags,
    access: anyOf('p_asset_reports_create'),
    schemas: {
      querystring: z.object(awCompanyQuery),
      body: reportTemplateInput,
      response: { 201: oneTemplate, ...bad, ...taken },
    },
  }),
  templateUpdate: defineEndpoint({
    method: 'PATCH',
    path: `${AW_API}/report-template/:id`,
    summary: 'Asset watch: changes a report template; 409 AW_NAME_TAKEN',
    tags: awTags,
    access: anyOf('p_asset_reports_update'),
    schemas: {
      params: awIdParams,
      body: reportTemplateUpdate,
      response: { 200: oneTemplate, ...bad, ...taken },
    },
  }),
  templateRemove: defineEndpoint({
    method: 'DELETE',
    path: `${AW_API}/report-template/:id`,
    summary: 'Asset watch: deletes a report template (its generated reports stay in the history)',
    tags: awTags,
    access: anyOf('p_asset_reports_delete'),
    schemas: { params: awIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/report-template/:id/generate`,
    summary:
      'Asset watch: generates a template’s report now (CSV, or PDF through the PDF service) over its period or from/to, into the history; a PDF that cannot be printed is kept as failed',
    tags: awTags,
    access: anyOf('p_asset_reports_export'),
    schemas: {
      params: awIdParams,
      body: generateInput,
      response: { 201: z.object({ data: awReport }), ...bad },
    },
  }),
  reportList: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/report`,
    summary: 'Asset watch: the reports history (generated files), newest first',
    tags: awTags,
    access: anyOf('p_asset_reports_view'),
    schemas: {
      querystring: listQuery(AW_REPORT_SORTS).extend({ ...awCompanyQuery, templateId: recordId.optional() }),
      response: { 200: paged(awReport), ...bad },
    },
  }),
  reportDownload: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/report/:id/download`,
    summary:
      'Asset watch: the file of a generated report (text/csv or application/pdf); 409 REPORT_HAS_NO_FILE for a failed one',
    tags: awTags,
    access: anyOf('p_asset_reports_view'),
    produces: ['application/pdf', 'text/csv'],
    schemas: { params: awIdParams, response: { ...bad, 409: errorBody } },
  }),
  reportRemove: defineEndpoint({
    method: 'DELETE',
    path: `${AW_API}/report/:id`,
    summary: 'Asset watch: deletes a generated report and its file',
    tags: awTags,
    access: anyOf('p_asset_reports_delete'),
    schemas: { params: awIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
