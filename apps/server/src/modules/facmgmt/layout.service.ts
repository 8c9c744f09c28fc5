import type { facmgmt, Paged } from '@atrium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { floors, layoutImages, layouts, structures } from '../places/places.schema.ts';
import { buildingForBody } from './company.ts';
import { spaceRows } from './spaces.service.ts';

/**
 * A building's floors with their places layout (the plan image is places' `GET /api/layout/:id/image`) and
 * its spaces placed on them. Another company's building in the query is a 418, like any filter.
 */
export async function buildingLayouts(
  db: DbOrTx,
  ctx: RequestContext,
  query: { buildingId: number; floorId?: number; bookable: 'true' | 'false' },
): Promise<Paged<facmgmt.FloorLayout>> {
  const building = await buildingForBody(db, ctx, query.buildingId);
  const floorRows = await db
    .select({
      id: floors.id,
      name: floors.name,
      level: floors.level,
      layoutId: layouts.id,
      etag: layoutImages.etag,
    })
    .from(floors)
    .leftJoin(layouts, eq(layouts.floorId, floors.id))
    .leftJoin(layoutImages, eq(layoutImages.layoutId, layouts.id))
    .where(
      and(
        eq(floors.structureId, building.id),
        query.floorId === undefined ? undefined : eq(floors.id, query.floorId),
      ),
    )
    .orderBy(asc(floors.level));
  if (query.floorId !== undefined && floorRows.length === 0)
    throw new ValidationError([{ param: 'floorId', msg: 'No such floor in this building' }]);
  const all = await spaceRows(db, eq(structures.id, building.id));
  const shown = query.bookable === 'true' ? all.filter((s) => s.bookable) : all;
  const data = floorRows.map((f) => {
    const onFloor = shown.filter((s) => s.floorId === f.id);
    return {
      floor: { id: f.id, name: f.name, level: f.level },
      layoutId: f.layoutId,
      imageUrl: f.layoutId !== null && f.etag !== null ? `/api/layout/${f.layoutId}/image` : null,
      imageEtag: f.etag,
      placed: onFloor.flatMap((s) =>
        s.x === null || s.y === null
          ? []
          : [
              {
                id: s.id,
                name: s.name,
                bookable: s.bookable,
                capacity: s.capacity,
                features: s.features as facmgmt.SpaceFeature[],
                x: s.x,
                y: s.y,
              },
            ],
      ),
      unplaced: onFloor
        .filter((s) => s.x === null || s.y === null)
        .map((s) => ({ id: s.id, name: s.name, bookable: s.bookable })),
    };
  });
  return { data, totalRecords: data.length };
}
