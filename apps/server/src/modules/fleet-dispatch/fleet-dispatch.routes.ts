import { fleet } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  createJobCard,
  deleteJobCard,
  getJobCard,
  jobCardHistory,
  listJobCards,
  moveJobCard,
  updateJobCard,
} from './job-cards.service.ts';
import { createPoi, deletePoi, getPoi, listPois, updatePoi } from './pois.service.ts';
import { createRoute, deleteRoute, getRoute, listRoutes, updateRoute } from './routes.service.ts';
import { getAlarmSettings, putAlarmSettings } from './settings.service.ts';

const byName = [{ field: 'name' as const, direction: 'asc' as const }];
const newestFirst = [{ field: 'id' as const, direction: 'desc' as const }];

export const dispatchRoutes = (deps: AppDeps) => {
  const { database } = deps;
  const { db } = database;
  const {
    jobCardEndpoints: jobs,
    poiEndpoints: pois,
    routeEndpoints: routes,
    alarmSettingsEndpoints: settings,
  } = fleet;
  return [
    defineRoute(jobs.list, async ({ ctx, query }) =>
      listJobCards(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: fleet.JOB_CARD_SORTS, defaultSort: newestFirst }),
      ),
    ),
    defineRoute(jobs.get, async ({ ctx, params }) => ({ data: await getJobCard(db, ctx, params.id) })),
    defineRoute(jobs.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createJobCard(database, ctx, query.companyId, body) }),
    ),
    defineRoute(jobs.update, async ({ ctx, params, body }) => ({
      data: await updateJobCard(database, ctx, params.id, body),
    })),
    defineRoute(jobs.state, async ({ ctx, params, body }) => ({
      data: await moveJobCard(database, ctx, params.id, body),
    })),
    defineRoute(jobs.history, async ({ ctx, params, query }) =>
      jobCardHistory(
        db,
        ctx,
        params.id,
        parseListQuery(query, {
          sortable: ['at'] as const,
          defaultSort: [{ field: 'at', direction: 'asc' }],
        }),
      ),
    ),
    defineRoute(jobs.delete, async ({ ctx, params, reply }) => {
      await deleteJobCard(database, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(pois.list, async ({ ctx, query }) =>
      listPois(db, ctx, query, parseListQuery(query, { sortable: fleet.POI_SORTS, defaultSort: byName })),
    ),
    defineRoute(pois.get, async ({ ctx, params }) => ({ data: await getPoi(db, ctx, params.id) })),
    defineRoute(pois.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createPoi(db, ctx, query.companyId, body) }),
    ),
    defineRoute(pois.update, async ({ ctx, params, body }) => ({
      data: await updatePoi(db, ctx, params.id, body),
    })),
    defineRoute(pois.delete, async ({ ctx, params, reply }) => {
      await deletePoi(db, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(routes.list, async ({ ctx, query }) =>
      listRoutes(db, ctx, query, parseListQuery(query, { sortable: fleet.ROUTE_SORTS, defaultSort: byName })),
    ),
    defineRoute(routes.get, async ({ ctx, params }) => ({ data: await getRoute(db, ctx, params.id) })),
    defineRoute(routes.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createRoute(db, ctx, query.companyId, body) }),
    ),
    defineRoute(routes.update, async ({ ctx, params, body }) => ({
      data: await updateRoute(db, ctx, params.id, body),
    })),
    defineRoute(routes.delete, async ({ ctx, params, reply }) => {
      await deleteRoute(db, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(settings.get, async ({ ctx, query }) => getAlarmSettings(db, ctx, query.companyId)),
    defineRoute(settings.put, async ({ ctx, query, body }) =>
      putAlarmSettings(db, ctx, body, query.companyId),
    ),
  ];
};
