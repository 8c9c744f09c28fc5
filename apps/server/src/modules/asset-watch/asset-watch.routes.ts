import { assetwatch as aw } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { reportPdfRenderer } from '../../kernel/reports/render.ts';
import {
  assetTrack,
  createAwAsset,
  deleteAwAsset,
  getAwAsset,
  listAwAssets,
  listMovements,
  lockAsset,
  unlockAsset,
  updateAwAsset,
} from './assets.service.ts';
import { assetGroups, assetTypes } from './catalogue.service.ts';
import { dashboard, listFacilities } from './dashboard.service.ts';
import { listGroupHistory } from './group-history.ts';
import {
  createTemplate,
  deleteReport,
  deleteTemplate,
  generateReport,
  getTemplate,
  listReports,
  listTemplates,
  reportFile,
  updateTemplate,
} from './reports.service.ts';
import { getSettings, updateSettings } from './settings.service.ts';
import { createZone, deleteZone, getZone, listZones, updateZone } from './zones.service.ts';

const byName = [{ field: 'name' as const, direction: 'asc' as const }];
const newestFirst = [{ field: 'at' as const, direction: 'desc' as const }];

function catalogueRoutes(
  db: AppDeps['database']['db'],
  e: typeof aw.assetTypeEndpoints,
  service: typeof assetTypes,
  sortable: readonly ('id' | 'name' | 'createdAt')[],
) {
  return [
    defineRoute(e.list, async ({ ctx, query }) =>
      service.list(db, ctx, query, parseListQuery(query, { sortable, defaultSort: byName })),
    ),
    defineRoute(e.get, async ({ ctx, params }) => ({ data: await service.get(db, ctx, params.id) })),
    defineRoute(e.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await service.create(db, ctx, query.companyId, body) }),
    ),
    defineRoute(e.update, async ({ ctx, params, body }) => ({
      data: await service.update(db, ctx, params.id, body),
    })),
    defineRoute(e.remove, async ({ ctx, params, reply }) => {
      await service.remove(db, ctx, params.id);
      return reply.code(204).send();
    }),
  ];
}

function reportRoutes({ config, database: { db } }: AppDeps) {
  const r = aw.awReportEndpoints;
  const pdf = reportPdfRenderer(config);
  return [
    defineRoute(r.templateList, async ({ ctx, query }) =>
      listTemplates(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: aw.REPORT_TEMPLATE_SORTS, defaultSort: byName }),
      ),
    ),
    defineRoute(r.templateGet, async ({ ctx, params }) => ({ data: await getTemplate(db, ctx, params.id) })),
    defineRoute(r.templateCreate, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createTemplate(db, ctx, query.companyId, body) }),
    ),
    defineRoute(r.templateUpdate, async ({ ctx, params, body }) => ({
      data: await updateTemplate(db, ctx, params.id, body),
    })),
    defineRoute(r.templateRemove, async ({ ctx, params, reply }) => {
      await deleteTemplate(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(r.generate, async ({ ctx, params, body, reply, request }) =>
      reply
        .code(201)
        .send({ data: await generateReport({ db, pdf, log: request.log }, ctx, params.id, body) }),
    ),
    defineRoute(r.reportList, async ({ ctx, query }) =>
      listReports(
        db,
        ctx,
        query,
        parseListQuery(query, {
          sortable: aw.AW_REPORT_SORTS,
          defaultSort: [{ field: 'createdAt' as const, direction: 'desc' as const }],
        }),
      ),
    ),
    defineRoute(r.reportDownload, async ({ ctx, params, reply }) => {
      const { file, type, filename } = await reportFile(db, ctx, params.id);
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    }),
    defineRoute(r.reportRemove, async ({ ctx, params, reply }) => {
      await deleteReport(db, ctx, params.id);
      return reply.code(204).send();
    }),
  ];
}

export function assetWatchRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const a = aw.awAssetEndpoints;
  const z = aw.zoneEndpoints;
  const g = aw.assetGroupEndpoints;
  return [
    ...catalogueRoutes(db, aw.assetTypeEndpoints, assetTypes, aw.ASSET_TYPE_SORTS),
    ...catalogueRoutes(db, g as unknown as typeof aw.assetTypeEndpoints, assetGroups, aw.ASSET_GROUP_SORTS),
    defineRoute(g.history, async ({ ctx, query }) =>
      listGroupHistory(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: aw.GROUP_HISTORY_SORTS, defaultSort: newestFirst }),
      ),
    ),
    defineRoute(z.list, async ({ ctx, query }) =>
      listZones(db, ctx, query, parseListQuery(query, { sortable: aw.ZONE_SORTS, defaultSort: byName })),
    ),
    defineRoute(z.get, async ({ ctx, params }) => ({ data: await getZone(db, ctx, params.id) })),
    defineRoute(z.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createZone(db, ctx, query.companyId, body) }),
    ),
    defineRoute(z.update, async ({ ctx, params, body }) => ({
      data: await updateZone(db, ctx, params.id, body),
    })),
    defineRoute(z.remove, async ({ ctx, params, reply }) => {
      await deleteZone(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(a.list, async ({ ctx, query }) =>
      listAwAssets(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: aw.AW_ASSET_SORTS, defaultSort: byName }),
      ),
    ),
    defineRoute(a.get, async ({ ctx, params }) => ({ data: await getAwAsset(db, ctx, params.id) })),
    defineRoute(a.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createAwAsset(db, ctx, query.companyId, body) }),
    ),
    defineRoute(a.update, async ({ ctx, params, body }) => ({
      data: await updateAwAsset(db, ctx, params.id, body),
    })),
    defineRoute(a.remove, async ({ ctx, params, reply }) => {
      await deleteAwAsset(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(a.lock, async ({ ctx, params }) => ({ data: await lockAsset(db, ctx, params.id) })),
    defineRoute(a.unlock, async ({ ctx, params }) => ({
      data: await unlockAsset(deps.database, ctx, params.id),
    })),
    defineRoute(a.track, async ({ ctx, params, query }) => ({
      data: await assetTrack(db, ctx, params.id, query),
    })),
    defineRoute(a.movements, async ({ ctx, query }) =>
      listMovements(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: aw.MOVEMENT_SORTS, defaultSort: newestFirst }),
      ),
    ),
    defineRoute(aw.alarmSettingsEndpoints.get, async ({ ctx, query }) => ({
      data: await getSettings(db, ctx, query.companyId),
    })),
    defineRoute(aw.alarmSettingsEndpoints.update, async ({ ctx, query, body }) => ({
      data: await updateSettings(db, ctx, query.companyId, body),
    })),
    defineRoute(aw.awDashboardEndpoints.dashboard, async ({ ctx, query }) => ({
      data: await dashboard(db, ctx, query),
    })),
    defineRoute(aw.awDashboardEndpoints.facilities, async ({ ctx, query }) =>
      listFacilities(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: aw.FACILITY_SORTS, defaultSort: byName }),
      ),
    ),
    ...reportRoutes(deps),
  ];
}
