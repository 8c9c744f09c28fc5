import type { ListQuery, places } from '@atrium/contracts';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage, namedSorts } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { reachableDeviceRef } from '../devices/scope.ts';
import { requestScope } from '../scope/index.ts';
import { assets, floors, spaces, structures } from './places.schema.ts';
import { companyRow, iso, reachablePlaces } from './scope.ts';

type Row = typeof assets.$inferSelect;

const toAsset = (row: Row): places.Asset => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  type: row.type,
  description: row.description,
  serial: row.serial,
  deviceId: row.deviceRef,
  structureId: row.structureId,
  floorId: row.floorId,
  spaceId: row.spaceId,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export interface Placement {
  structureId: number | null;
  floorId: number | null;
  spaceId: number | null;
}

const wrongPlace = (param: keyof Placement, msg: string) => new ValidationError([{ param, msg }]);

/**
 * The full placement of a company's asset from what the body gave: a space brings its floor and structure, a
 * floor its structure. Places of another company, or parents that do not match, are a 418 on the field.
 */
export async function resolvePlacement(db: DbOrTx, companyId: number, given: Placement): Promise<Placement> {
  if (given.spaceId !== null) {
    const [space] = await db
      .select({ floorId: spaces.floorId, structureId: floors.structureId })
      .from(spaces)
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .innerJoin(structures, eq(structures.id, floors.structureId))
      .where(and(eq(spaces.id, given.spaceId), eq(structures.companyId, companyId)));
    if (!space) throw wrongPlace('spaceId', 'Choose a Space of Your Structures');
    if (given.floorId !== null && given.floorId !== space.floorId) {
      throw wrongPlace('spaceId', 'This Space Is Not on the Chosen Floor');
    }
    if (given.structureId !== null && given.structureId !== space.structureId) {
      throw wrongPlace('spaceId', 'This Space Is Not in the Chosen Structure');
    }
    return { spaceId: given.spaceId, ...space };
  }
  if (given.floorId !== null) {
    const [floor] = await db
      .select({ structureId: floors.structureId })
      .from(floors)
      .innerJoin(structures, eq(structures.id, floors.structureId))
      .where(and(eq(floors.id, given.floorId), eq(structures.companyId, companyId)));
    if (!floor) throw wrongPlace('floorId', 'Choose a Floor of Your Structures');
    if (given.structureId !== null && given.structureId !== floor.structureId) {
      throw wrongPlace('floorId', 'This Floor Is Not in the Chosen Structure');
    }
    return { spaceId: null, floorId: given.floorId, structureId: floor.structureId };
  }
  if (given.structureId !== null) {
    const [structure] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.id, given.structureId), eq(structures.companyId, companyId)));
    if (!structure) throw wrongPlace('structureId', 'Choose One of Your Structures');
  }
  return { spaceId: null, floorId: null, structureId: given.structureId };
}

export interface AssetFilters {
  name?: string;
  type?: string;
  structureId?: number;
  floorId?: number;
  spaceId?: number;
}

export async function listAssets(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filters: AssetFilters,
  page: ListQuery,
) {
  await requestScope(db, ctx).underCompany(companyId);
  await reachablePlaces(db, ctx, filters);
  const pattern = containsPattern(filters.name);
  const where = and(
    eq(assets.companyId, companyId),
    pattern ? or(ilike(assets.name, pattern), ilike(assets.serial, pattern)) : undefined,
    filters.type ? eq(assets.type, filters.type) : undefined,
    filters.structureId !== undefined ? eq(assets.structureId, filters.structureId) : undefined,
    filters.floorId !== undefined ? eq(assets.floorId, filters.floorId) : undefined,
    filters.spaceId !== undefined ? eq(assets.spaceId, filters.spaceId) : undefined,
  );
  const { data, totalRecords } = await listPage(
    db,
    assets,
    where,
    page as ListQuery<(typeof places.ASSET_SORTS)[number]>,
    { ...namedSorts(assets), type: assets.type },
  );
  return { data: data.map(toAsset), totalRecords };
}

/** An asset of company :id, else 404 (company :id itself must be visible to the caller). */
const findAsset = (db: DbOrTx, ctx: RequestContext, companyId: number, assetId: number) =>
  companyRow(db, ctx, assets, companyId, assetId, 'Asset');

export const getAsset = async (db: DbOrTx, ctx: RequestContext, companyId: number, assetId: number) =>
  toAsset(await findAsset(db, ctx, companyId, assetId));

interface AssetInput extends Placement {
  name: string;
  type: string;
  description: string;
  serial: string | null;
  deviceId: string | null;
}

export async function createAsset(db: DbOrTx, ctx: RequestContext, companyId: number, input: AssetInput) {
  await requestScope(db, ctx).underCompany(companyId);
  const { deviceId, structureId, floorId, spaceId, ...rest } = input;
  if (deviceId !== null) await reachableDeviceRef(db, ctx, deviceId, companyId);
  const placement = await resolvePlacement(db, companyId, { structureId, floorId, spaceId });
  const [row] = await db
    .insert(assets)
    .values({ ...rest, deviceRef: deviceId, ...placement, companyId })
    .returning();
  if (!row) throw new Error('asset insert returned nothing');
  return toAsset(row);
}

export async function updateAsset(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  assetId: number,
  input: Partial<AssetInput>,
) {
  await findAsset(db, ctx, companyId, assetId);
  const { deviceId, structureId, floorId, spaceId, ...rest } = input;
  if (deviceId) await reachableDeviceRef(db, ctx, deviceId, companyId);
  const moved = structureId !== undefined || floorId !== undefined || spaceId !== undefined;
  const placement = moved
    ? await resolvePlacement(db, companyId, {
        structureId: structureId ?? null,
        floorId: floorId ?? null,
        spaceId: spaceId ?? null,
      })
    : {};
  const [row] = await db
    .update(assets)
    .set({
      ...rest,
      ...(deviceId !== undefined && { deviceRef: deviceId }),
      ...placement,
      updatedAt: new Date(),
    })
    .where(eq(assets.id, assetId))
    .returning();
  if (!row) throw notFound('Asset');
  return toAsset(row);
}

export async function deleteAsset(db: DbOrTx, ctx: RequestContext, companyId: number, assetId: number) {
  await findAsset(db, ctx, companyId, assetId);
  await db.delete(assets).where(eq(assets.id, assetId));
}
