import { facmgmt } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { createBuilding, getBuilding, listBuildings, updateBuilding } from './buildings.service.ts';
import { createFeed, feedCalendar, listFeeds, revokeFeed, rotateFeed } from './feeds.service.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service.ts';
import { buildingLayouts } from './layout.service.ts';
import {
  availableSpaces,
  getReservation,
  listReservations,
  reservationCalendar,
} from './reservations.query.ts';
import { cancelReservation, createReservation, updateReservation } from './reservations.service.ts';
import { getSpace, listSpaces, updateSpace } from './spaces.service.ts';

const {
  buildingEndpoints: b,
  spaceEndpoints: s,
  spaceGroupEndpoints: g,
  layoutEndpoints: l,
  reservationEndpoints: r,
  feedEndpoints: f,
} = facmgmt;
const byId = [{ field: 'id' as const, direction: 'asc' as const }];
const byName = [{ field: 'name' as const, direction: 'asc' as const }];

/** Buildings, groups, spaces, layouts, reservations and feeds: thin handlers over the services. */
export function facmgmtRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return [
    defineRoute(b.list, async ({ ctx, query }) =>
      listBuildings(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: facmgmt.BUILDING_SORTS, defaultSort: byName }),
      ),
    ),
    defineRoute(b.get, async ({ ctx, params }) => ({ data: await getBuilding(db, ctx, params.id) })),
    defineRoute(b.create, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await createBuilding(db, ctx, body) }),
    ),
    defineRoute(b.update, async ({ ctx, params, body }) => ({
      data: await updateBuilding(db, ctx, params.id, body),
    })),

    defineRoute(s.list, async ({ ctx, query }) =>
      listSpaces(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: facmgmt.SPACE_SORTS, defaultSort: byName }),
      ),
    ),
    defineRoute(s.get, async ({ ctx, params }) => ({ data: await getSpace(db, ctx, params.id) })),
    defineRoute(s.update, async ({ ctx, params, body }) => ({
      data: await updateSpace(db, ctx, params.id, body),
    })),

    defineRoute(g.list, async ({ ctx, query }) =>
      listGroups(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: facmgmt.SPACE_GROUP_SORTS, defaultSort: byName }),
      ),
    ),
    defineRoute(g.get, async ({ ctx, params }) => ({ data: await getGroup(db, ctx, params.id) })),
    defineRoute(g.create, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await createGroup(db, ctx, body) }),
    ),
    defineRoute(g.update, async ({ ctx, params, body }) => ({
      data: await updateGroup(db, ctx, params.id, body),
    })),
    defineRoute(g.remove, async ({ ctx, params, reply }) => {
      await deleteGroup(db, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(l.list, async ({ ctx, query }) => buildingLayouts(db, ctx, query)),

    defineRoute(r.list, async ({ ctx, query }) =>
      listReservations(
        db,
        ctx,
        query,
        parseListQuery(query, {
          sortable: facmgmt.RESERVATION_SORTS,
          defaultSort: [{ field: 'startsAt', direction: 'desc' }],
        }),
      ),
    ),
    defineRoute(r.calendar, async ({ ctx, query }) => reservationCalendar(db, ctx, query)),
    defineRoute(r.available, async ({ ctx, query }) =>
      availableSpaces(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: ['id', 'name', 'capacity'] as const, defaultSort: byName }),
      ),
    ),
    defineRoute(r.get, async ({ ctx, params }) => ({ data: await getReservation(db, ctx, params.id) })),
    defineRoute(r.create, async ({ ctx, body, reply }) =>
      reply.code(201).send(await createReservation(db, ctx, body)),
    ),
    defineRoute(r.update, async ({ ctx, params, body }) => ({
      data: await updateReservation(db, ctx, params.id, body),
    })),
    defineRoute(r.cancel, async ({ ctx, params, body }) => ({
      data: await cancelReservation(db, ctx, params.id, body ?? { scope: 'occurrence' }),
    })),

    defineRoute(f.list, async ({ ctx, query }) =>
      listFeeds(db, ctx, query, parseListQuery(query, { sortable: facmgmt.FEED_SORTS, defaultSort: byId })),
    ),
    defineRoute(f.create, async ({ ctx, body, reply }) =>
      reply.code(201).send(await createFeed(db, ctx, body)),
    ),
    defineRoute(f.rotate, async ({ ctx, params }) => rotateFeed(db, ctx, params.id)),
    defineRoute(f.revoke, async ({ ctx, params, reply }) => {
      await revokeFeed(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(f.ical, async ({ params, reply }) => {
      const feed = await feedCalendar(db, params.file);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        .send(feed.body);
    }),
  ];
}
