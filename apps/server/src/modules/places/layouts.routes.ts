import { places } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { readFloorPlan } from './layout-image.ts';
import {
  addLayoutDevice,
  deleteLayout,
  deleteLayoutDevice,
  getLayout,
  listLayouts,
  readLayoutImage,
  uploadLayoutImage,
} from './layouts.service.ts';

const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const layoutRoutes = ({ database: { db } }: AppDeps) => [
  defineRoute(places.listLayouts, async ({ ctx, query }) =>
    listLayouts(db, ctx, query, parseListQuery(query, { sortable: places.LAYOUT_SORTS })),
  ),
  defineRoute(places.getLayout, async ({ ctx, params }) => ({ data: await getLayout(db, ctx, params.id) })),
  defineRoute(places.uploadLayoutImage, async ({ ctx, params, request }) => ({
    data: await uploadLayoutImage(db, ctx, params.floorId, await readFloorPlan(request)),
  })),
  defineRoute(places.getLayoutImage, async ({ ctx, params, request, reply }) => {
    const image = await readLayoutImage(db, ctx, params.id);
    const etag = `"${image.etag}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'private, no-cache')
      .header(
        'content-disposition',
        `inline; filename="floor-plan-${params.id}.${EXTENSION[image.contentType] ?? 'img'}"`,
      );
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.data);
  }),
  defineRoute(places.deleteLayout, async ({ ctx, params, reply }) => {
    await deleteLayout(db, ctx, params.id);
    return reply.code(204).send();
  }),
  defineRoute(places.addLayoutDevice, async ({ ctx, body }) => ({
    data: await addLayoutDevice(db, ctx, body),
  })),
  defineRoute(places.deleteLayoutDevice, async ({ ctx, body }) => ({
    data: await deleteLayoutDevice(db, ctx, body),
  })),
];
