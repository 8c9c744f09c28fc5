import * as contract from '@atrium/contracts/fleet/reports';
import type { FastifyRequest } from 'fastify';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute, type RouteDefinition } from '../../kernel/module.ts';
import { reportPdfRenderer } from '../../kernel/reports/render.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import { fleetDashboard } from './dashboard.service.ts';
import { deleteReport, generateReport, listReports, reportFile } from './reports.service.ts';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './templates.service.ts';

const e = contract.reportEndpoints;
/** R133: a list's owners: the customerId query, else on-behalf-of, else the caller's own company. */
const tenancyOf = (request: FastifyRequest) => {
  const { query, onBehalfOf } = requestTenancy(request);
  return { customerId: query, onBehalfOf };
};
const templateList = {
  sortable: contract.REPORT_TEMPLATE_SORTS,
  defaultSort: [{ field: 'name' as const, direction: 'asc' as const }],
};
const reportList = {
  sortable: contract.REPORT_SORTS,
  defaultSort: [{ field: 'createdAt' as const, direction: 'desc' as const }],
};

/** Fleet reports (issue 19): templates, generation into the history, downloads, the analysis dashboard. */
export const fleetReportRoutes = ({ config, database: { db } }: AppDeps): RouteDefinition[] => {
  const pdf = reportPdfRenderer(config);
  return [
    defineRoute(e.templateList, async ({ ctx, query, request }) =>
      listTemplates(
        db,
        ctx,
        { name: query.name, kind: query.kind, ...tenancyOf(request) },
        parseListQuery(query, templateList),
      ),
    ),
    defineRoute(e.templateGet, async ({ ctx, params }) => getTemplate(db, ctx, params.id)),
    // R132: the selected customer comes as the customerId query or on-behalf-of.
    defineRoute(e.templateCreate, async ({ ctx, body, request, reply }) =>
      reply.code(201).send(await createTemplate(db, ctx, body, requestTenancy(request))),
    ),
    defineRoute(e.templateUpdate, async ({ ctx, params, body }) => updateTemplate(db, ctx, params.id, body)),
    defineRoute(e.templateDelete, async ({ ctx, params }) => deleteTemplate(db, ctx, params.id)),
    defineRoute(e.generate, async ({ ctx, params, body, request, reply }) =>
      reply.code(201).send(await generateReport({ db, pdf, log: request.log }, ctx, params.id, body)),
    ),
    defineRoute(e.reportList, async ({ ctx, query, request }) =>
      listReports(
        db,
        ctx,
        {
          name: query.name,
          templateId: query.templateId,
          kind: query.kind,
          format: query.format,
          status: query.status,
          ...tenancyOf(request),
        },
        parseListQuery(query, reportList),
      ),
    ),
    defineRoute(e.reportDownload, async ({ ctx, params, reply }) => {
      const { file, type, filename } = await reportFile(db, ctx, params.id);
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    }),
    defineRoute(e.reportDelete, async ({ ctx, params }) => deleteReport(db, ctx, params.id)),
    defineRoute(e.dashboard, async ({ ctx, query, request }) =>
      fleetDashboard(db, ctx, query, requestTenancy(request)),
    ),
  ];
};
