import { places } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import {
  addFloorsV2,
  createFloor,
  createSpace,
  deleteFloor,
  deleteSpace,
  getFloor,
  getSpace,
  listFloorsV2,
  updateFloor,
  updateSpace,
} from './floors.service.ts';
import {
  createStructure,
  deleteStructure,
  getStructure,
  listStructures,
  searchStructures,
  structureCountsOf,
  updateStructure,
} from './structures.service.ts';

const structureList = {
  sortable: places.STRUCTURE_SORTS,
  defaultSort: [{ field: 'name' as const, direction: 'asc' as const }],
};

export const structureRoutes = ({ database: { db } }: AppDeps) => [
  defineRoute(places.listStructures, async ({ ctx, params, query }) =>
    listStructures(db, ctx, params.id, query, parseListQuery(query, structureList)),
  ),
  defineRoute(places.createStructure, async ({ ctx, params, body, request, reply }) =>
    reply.code(201).send({ data: await createStructure(db, ctx, params.id, requestTenancy(request), body) }),
  ),
  defineRoute(places.companyStructureMeta, async ({ ctx, params, query }) => ({
    data: await structureCountsOf(db, ctx, params.id, query.customerId),
  })),
  defineRoute(places.listInnerStructures, async ({ ctx, params, query }) =>
    listStructures(db, ctx, params.id, query, parseListQuery(query, structureList), true),
  ),
  defineRoute(places.getStructure, async ({ ctx, params }) => ({
    data: await getStructure(db, ctx, params.id, params.structureId),
  })),
  defineRoute(places.updateStructure, async ({ ctx, params, body }) => ({
    data: await updateStructure(db, ctx, params.id, params.structureId, body),
  })),
  defineRoute(places.deleteStructure, async ({ ctx, params, reply }) => {
    await deleteStructure(db, ctx, params.id, params.structureId);
    return reply.code(204).send();
  }),
  defineRoute(places.getFloor, async ({ ctx, params }) => ({
    data: await getFloor(db, ctx, params.id, params.floorId),
  })),
  defineRoute(places.createFloor, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createFloor(db, ctx, params.id, body) }),
  ),
  defineRoute(places.updateFloor, async ({ ctx, params, body }) => ({
    data: await updateFloor(db, ctx, params.id, params.floorId, body),
  })),
  defineRoute(places.deleteFloor, async ({ ctx, params, reply }) => {
    await deleteFloor(db, ctx, params.id, params.floorId);
    return reply.code(204).send();
  }),
  defineRoute(places.getSpace, async ({ ctx, params }) => ({
    data: await getSpace(db, ctx, params.id, params.spaceId),
  })),
  defineRoute(places.createSpace, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createSpace(db, ctx, params.id, body) }),
  ),
  defineRoute(places.updateSpace, async ({ ctx, params, body }) => ({
    data: await updateSpace(db, ctx, params.id, params.spaceId, body),
  })),
  defineRoute(places.deleteSpace, async ({ ctx, params, reply }) => {
    await deleteSpace(db, ctx, params.id, params.spaceId);
    return reply.code(204).send();
  }),
  defineRoute(places.searchStructures, async ({ ctx, query }) =>
    searchStructures(db, ctx, query, parseListQuery(query, structureList)),
  ),
  defineRoute(places.getStructureMeta, async () => ({ data: places.STRUCTURE_META })),
  defineRoute(places.listFloorsV2, async ({ ctx, params, query }) =>
    listFloorsV2(
      db,
      ctx,
      params.structureId,
      parseListQuery(query, {
        sortable: places.FLOOR_SORTS,
        defaultSort: [{ field: 'level', direction: 'asc' }],
      }),
    ),
  ),
  defineRoute(places.addFloorsV2, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await addFloorsV2(db, ctx, params.structureId, body.floors) }),
  ),
];
