import { rodent } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { dashboard, heatmap } from './dashboard.service.ts';
import { listEvents } from './events.service.ts';
import { stationDetails } from './station.service.ts';
import { getVisit, listVisits, recordVisit } from './visits.service.ts';

const newestFirst = [{ field: 'at' as const, direction: 'desc' as const }];

export const rodentRoutes = (deps: AppDeps) => {
  const { database } = deps;
  const { db } = database;
  const e = rodent.rodentEndpoints;
  return [
    defineRoute(e.events, async ({ ctx, query, request }) =>
      listEvents(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, { sortable: rodent.EVENT_SORTS, defaultSort: newestFirst }),
      ),
    ),
    defineRoute(e.station, async ({ ctx, params }) => ({ data: await stationDetails(db, ctx, params.id) })),
    defineRoute(e.visits, async ({ ctx, query, request }) =>
      listVisits(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, { sortable: rodent.VISIT_SORTS, defaultSort: newestFirst }),
      ),
    ),
    defineRoute(e.visit, async ({ ctx, params }) => ({ data: await getVisit(db, ctx, params.id) })),
    defineRoute(e.recordVisit, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await recordVisit(database, ctx, body) }),
    ),
    defineRoute(e.dashboard, async ({ ctx, query, request }) => ({
      data: await dashboard(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
    })),
    defineRoute(e.heatmap, async ({ ctx, query, request }) => ({
      data: await heatmap(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
    })),
  ];
};
