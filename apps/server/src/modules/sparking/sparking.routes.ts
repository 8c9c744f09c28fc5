import { sparking } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { parkingDashboard } from './dashboard.service.ts';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from './locations.service.ts';
import { getSpot, listSpots, setClosed, spotEvents, spotsMap, updateSpot } from './spots.service.ts';

const { locationEndpoints: l, spotEndpoints: s } = sparking;

/** Parking locations, spots, the devices map and the dashboard: thin handlers over the services. */
export function sparkingRoutes(deps: AppDeps) {
  const { database } = deps;
  const { db } = database;
  return [
    defineRoute(l.list, async ({ ctx, query }) =>
      listLocations(
        db,
        ctx,
        query,
        parseListQuery(query, {
          sortable: sparking.LOCATION_SORTS,
          defaultSort: [{ field: 'name', direction: 'asc' }],
        }),
      ),
    ),
    defineRoute(l.get, async ({ ctx, params }) => ({ data: await getLocation(db, ctx, params.id) })),
    defineRoute(l.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createLocation(database, ctx, query.companyId, body) }),
    ),
    defineRoute(l.update, async ({ ctx, params, body }) => ({
      data: await updateLocation(database, ctx, params.id, body),
    })),
    defineRoute(l.remove, async ({ ctx, params, reply }) => {
      await deleteLocation(db, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(s.list, async ({ ctx, query }) =>
      listSpots(
        db,
        ctx,
        query,
        parseListQuery(query, {
          sortable: sparking.SPOT_SORTS,
          defaultSort: [{ field: 'code', direction: 'asc' }],
        }),
      ),
    ),
    defineRoute(s.get, async ({ ctx, params }) => ({ data: await getSpot(db, ctx, params.id) })),
    defineRoute(s.update, async ({ ctx, params, body }) => ({
      data: await updateSpot(database, ctx, params.id, body),
    })),
    defineRoute(s.close, async ({ ctx, params }) => ({
      data: await setClosed(database, ctx, params.id, true),
    })),
    defineRoute(s.open, async ({ ctx, params }) => ({
      data: await setClosed(database, ctx, params.id, false),
    })),
    defineRoute(s.events, async ({ ctx, params, query }) =>
      spotEvents(
        db,
        ctx,
        params.id,
        parseListQuery(query, {
          sortable: ['from'] as const,
          defaultSort: [{ field: 'from', direction: 'desc' }],
        }),
      ),
    ),
    defineRoute(s.map, async ({ ctx, query }) => ({ data: await spotsMap(db, ctx, query.customerId) })),

    defineRoute(sparking.dashboardEndpoint, async ({ ctx, query }) => ({
      data: await parkingDashboard(db, ctx, query),
    })),
  ];
}
