import { places } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { createArea, deleteArea, getArea, listAreas, updateArea } from './areas.service.ts';
import { createAsset, deleteAsset, getAsset, listAssets, updateAsset } from './assets.service.ts';

const byName = [{ field: 'name' as const, direction: 'asc' as const }];

export const assetRoutes = ({ database: { db } }: AppDeps) => [
  defineRoute(places.listAssets, async ({ ctx, params, query }) =>
    listAssets(
      db,
      ctx,
      params.id,
      query,
      parseListQuery(query, { sortable: places.ASSET_SORTS, defaultSort: byName }),
    ),
  ),
  defineRoute(places.createAsset, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createAsset(db, ctx, params.id, body) }),
  ),
  defineRoute(places.getAsset, async ({ ctx, params }) => ({
    data: await getAsset(db, ctx, params.id, params.assetId),
  })),
  defineRoute(places.updateAsset, async ({ ctx, params, body }) => ({
    data: await updateAsset(db, ctx, params.id, params.assetId, body),
  })),
  defineRoute(places.deleteAsset, async ({ ctx, params, reply }) => {
    await deleteAsset(db, ctx, params.id, params.assetId);
    return reply.code(204).send();
  }),
  defineRoute(places.listAreas, async ({ ctx, params, query }) =>
    listAreas(
      db,
      ctx,
      params.id,
      query,
      parseListQuery(query, { sortable: places.AREA_SORTS, defaultSort: byName }),
    ),
  ),
  defineRoute(places.createArea, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createArea(db, ctx, params.id, body) }),
  ),
  defineRoute(places.getArea, async ({ ctx, params }) => ({
    data: await getArea(db, ctx, params.id, params.areaId),
  })),
  defineRoute(places.updateArea, async ({ ctx, params, body }) => ({
    data: await updateArea(db, ctx, params.id, params.areaId, body),
  })),
  defineRoute(places.deleteArea, async ({ ctx, params, reply }) => {
    await deleteArea(db, ctx, params.id, params.areaId);
    return reply.code(204).send();
  }),
];
