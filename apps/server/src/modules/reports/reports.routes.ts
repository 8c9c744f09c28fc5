import { reports as contract, recordId } from '@atrium/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute, type RouteDefinition } from '../../kernel/module.ts';
import { reportPdfRenderer } from '../../kernel/reports/render.ts';
import type { ReportSources } from './registry.ts';
import {
  addReceptor,
  attachmentHeader,
  createReport,
  deleteReport,
  getReport,
  listReports,
  listRuns,
  previewReport,
  printReport,
  type ReportsDeps,
  readPrintParameters,
  removeReceptor,
  runFile,
  seeCompany,
  storePrintParameters,
  updateReport,
} from './reports.service.ts';
import { queueRun } from './runs.service.ts';

const e = contract.reportEndpoints;
const reportList = {
  sortable: contract.REPORT_SORTS,
  defaultSort: [{ field: 'name' as const, direction: 'asc' as const }],
};
const runList = {
  sortable: contract.REPORT_RUN_SORTS,
  defaultSort: [{ field: 'id' as const, direction: 'desc' as const }],
};

/**
 * Saved reports (issue 23) under `/company/:id/report`. `kick` asks for the queue to be worked now (run now
 * answers 202 at once; the run is made beside the request, or by the next job tick).
 */
export const reportRoutes = (
  { config, database: { db } }: AppDeps,
  sources: ReportSources,
  kick: (log: FastifyBaseLogger) => void,
): RouteDefinition[] => {
  const pdf = reportPdfRenderer(config);
  const deps = (log: FastifyBaseLogger): ReportsDeps => ({ db, config, pdf, log, sources });
  /** Every report path is under `/company/:id`: another company's is a 404 before its input is looked at. */
  const pathCompanySeen = async (request: FastifyRequest) => {
    // An id that is no record id at all is left to the validation's 418.
    const id = recordId.safeParse((request.params as { id?: string }).id);
    if (id.success) await seeCompany(db, request.ctx, id.data);
  };
  return [
    defineRoute(e.list, async ({ ctx, params, query }) =>
      listReports(db, ctx, params.id, query, parseListQuery(query, reportList)),
    ),
    defineRoute(e.create, async ({ ctx, params, body, reply }) =>
      reply.code(201).send(await createReport({ db, sources }, ctx, params.id, body)),
    ),
    defineRoute(e.get, async ({ ctx, params }) => ({
      data: await getReport(db, ctx, params.id, params.reportId),
    })),
    defineRoute(e.update, async ({ ctx, params, body }) =>
      updateReport({ db, sources }, ctx, params.id, params.reportId, body),
    ),
    defineRoute(e.delete, async ({ ctx, params }) => deleteReport(db, ctx, params.id, params.reportId)),
    defineRoute(e.addReceptor, async ({ ctx, params, body }) =>
      addReceptor(db, ctx, params.id, params.reportId, body.email),
    ),
    defineRoute(e.removeReceptor, async ({ ctx, params, body, query }) =>
      removeReceptor(db, ctx, params.id, params.reportId, body?.email ?? query.email),
    ),
    defineRoute(e.run, async ({ ctx, params, request, reply }) => {
      const queued = await queueRun(deps(request.log), ctx, params.id, params.reportId);
      kick(request.log);
      return reply.code(202).send(queued);
    }),
    defineRoute(e.runs, async ({ ctx, params, query }) =>
      listRuns(db, ctx, params.id, params.reportId, query, parseListQuery(query, runList)),
    ),
    defineRoute(e.runFile, async ({ ctx, params, query, reply }) => {
      const file = await runFile(db, ctx, params.id, params.reportId, params.runId, query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    }),
    defineRoute(e.pdf, async ({ ctx, params, request, reply }) => {
      const { file, fileName } = await printReport(deps(request.log), ctx, params.id, params.reportId);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', 'private, no-store')
        .send(file);
    }),
    defineRoute(e.printParameters, async ({ ctx, params, request, reply }) =>
      reply.code(201).send(await storePrintParameters(deps(request.log), ctx, params.id, params.reportId)),
    ),
    defineRoute(e.parameters, async ({ ctx, params }) =>
      readPrintParameters(db, ctx, params.id, params.cacheKey),
    ),
    defineRoute(e.preview, async ({ ctx, params, body }) =>
      previewReport({ db, sources }, ctx, params.id, body),
    ),
  ].map((route) => ({ ...route, options: { ...route.options, precheck: pathCompanySeen } }));
};
