import type { ListQuery, places, SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { reachableDeviceRef } from '../devices/scope.ts';
import { requestScope } from '../scope/index.ts';
import type { FloorPlan } from './layout-image.ts';
import { floors, layoutDevices, layoutImages, layouts, spaces, structures } from './places.schema.ts';
import { iso, reachablePlaces } from './scope.ts';

const imageUrl = (layoutId: number) => `/api/layout/${layoutId}/image`;

/** Layouts matching `where` (over layouts, floors, structures), as answered, in the given order. */
async function layoutsWhere(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { limit: number; offset: number; order: SQL[] },
): Promise<places.Layout[]> {
  let query = db
    .select({
      layout: layouts,
      structureId: floors.structureId,
      companyId: structures.companyId,
      image: {
        contentType: layoutImages.contentType,
        bytes: layoutImages.bytes,
        etag: layoutImages.etag,
        uploadedAt: layoutImages.uploadedAt,
      },
    })
    .from(layouts)
    .innerJoin(floors, eq(floors.id, layouts.floorId))
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .leftJoin(layoutImages, eq(layoutImages.layoutId, layouts.id))
    .where(where)
    .orderBy(...(page?.order ?? []), asc(layouts.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const markers = await db
    .select()
    .from(layoutDevices)
    .where(
      inArray(
        layoutDevices.layoutId,
        rows.map((r) => r.layout.id),
      ),
    )
    .orderBy(asc(layoutDevices.deviceRef));
  return rows.map(({ layout, structureId, companyId, image }) => ({
    id: layout.id,
    floorId: layout.floorId,
    structureId,
    companyId,
    image: image && {
      contentType: image.contentType,
      bytes: image.bytes,
      etag: image.etag,
      uploadedAt: iso(image.uploadedAt),
      url: imageUrl(layout.id),
    },
    devices: markers
      .filter((m) => m.layoutId === layout.id)
      .map((m) => ({ deviceId: m.deviceRef, spaceId: m.spaceId, x: m.x, y: m.y, placedAt: iso(m.placedAt) })),
    createdAt: iso(layout.createdAt),
    updatedAt: iso(layout.updatedAt),
  }));
}

/** Layouts (joined with their floor's structure) of the structures the caller reaches. */
const visible = (db: DbOrTx, ctx: RequestContext) => requestScope(db, ctx).structures();

async function findLayout(db: DbOrTx, ctx: RequestContext, id: number): Promise<places.Layout> {
  const [layout] = await layoutsWhere(db, and(eq(layouts.id, id), await visible(db, ctx)));
  if (!layout) throw notFound('Layout');
  return layout;
}

export const getLayout = findLayout;

export async function listLayouts(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { structureId?: number; floorId?: number },
  page: ListQuery,
) {
  await reachablePlaces(db, ctx, filters);
  const where = and(
    await visible(db, ctx),
    filters.structureId !== undefined ? eq(floors.structureId, filters.structureId) : undefined,
    filters.floorId !== undefined ? eq(layouts.floorId, filters.floorId) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof places.LAYOUT_SORTS)[number]>[], {
    id: layouts.id,
    updatedAt: layouts.updatedAt,
  });
  const data = await layoutsWhere(db, where, { limit: page.limit, offset: page.offset, order });
  const [total] = await db
    .select({ n: count() })
    .from(layouts)
    .innerJoin(floors, eq(floors.id, layouts.floorId))
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(where);
  return { data, totalRecords: total?.n ?? 0 };
}

/** Stores a floor's plan, creating the floor's layout on the first upload. */
export async function uploadLayoutImage(db: DbOrTx, ctx: RequestContext, floorId: number, plan: FloorPlan) {
  const [floor] = await db
    .select({ id: floors.id })
    .from(floors)
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(and(eq(floors.id, floorId), await visible(db, ctx)));
  if (!floor) throw notFound('Floor');
  const layoutId = await db.transaction(async (tx) => {
    const now = new Date();
    const [layout] = await tx
      .insert(layouts)
      .values({ floorId })
      .onConflictDoUpdate({ target: layouts.floorId, set: { updatedAt: now } })
      .returning({ id: layouts.id });
    if (!layout) throw new Error('layout upsert returned nothing');
    const image = {
      contentType: plan.contentType,
      bytes: plan.data.length,
      etag: plan.etag,
      data: plan.data,
    };
    await tx
      .insert(layoutImages)
      .values({ layoutId: layout.id, ...image })
      .onConflictDoUpdate({ target: layoutImages.layoutId, set: { ...image, uploadedAt: now } });
    return layout.id;
  });
  return findLayout(db, ctx, layoutId);
}

export async function readLayoutImage(db: DbOrTx, ctx: RequestContext, id: number) {
  await findLayout(db, ctx, id);
  const [image] = await db.select().from(layoutImages).where(eq(layoutImages.layoutId, id));
  if (!image) throw notFound('Floor plan');
  return image;
}

export async function deleteLayout(db: DbOrTx, ctx: RequestContext, id: number) {
  await findLayout(db, ctx, id);
  await db.delete(layouts).where(eq(layouts.id, id));
}

export interface PlaceDevice {
  id: number;
  spaceId: number | null;
  deviceId: string;
  x: number;
  y: number;
}

/** A.58: places (or moves) a device marker; a device has one place within its company. */
export async function addLayoutDevice(db: DbOrTx, ctx: RequestContext, input: PlaceDevice) {
  const layout = await findLayout(db, ctx, input.id);
  await reachableDeviceRef(db, ctx, input.deviceId, layout.companyId);
  if (input.spaceId !== null) {
    const [space] = await db
      .select({ id: spaces.id })
      .from(spaces)
      .where(and(eq(spaces.id, input.spaceId), eq(spaces.floorId, layout.floorId)));
    if (!space) throw new ValidationError([{ param: 'spaceId', msg: 'Choose a Space on This Floor' }]);
  }
  const marker = {
    layoutId: layout.id,
    spaceId: input.spaceId,
    x: input.x,
    y: input.y,
    placedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(layoutDevices)
      .values({ ...marker, companyId: layout.companyId, deviceRef: input.deviceId })
      .onConflictDoUpdate({ target: [layoutDevices.companyId, layoutDevices.deviceRef], set: marker });
    await tx.update(layouts).set({ updatedAt: new Date() }).where(eq(layouts.id, layout.id));
  });
  return findLayout(db, ctx, layout.id);
}

export async function deleteLayoutDevice(
  db: DbOrTx,
  ctx: RequestContext,
  input: { id: number; deviceId: string },
) {
  const layout = await findLayout(db, ctx, input.id);
  const removed = await db
    .delete(layoutDevices)
    .where(and(eq(layoutDevices.layoutId, layout.id), eq(layoutDevices.deviceRef, input.deviceId)))
    .returning({ id: layoutDevices.id });
  if (removed.length === 0) throw notFound('Device marker');
  await db.update(layouts).set({ updatedAt: new Date() }).where(eq(layouts.id, layout.id));
  return findLayout(db, ctx, layout.id);
}
