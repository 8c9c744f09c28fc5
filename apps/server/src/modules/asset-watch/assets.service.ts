import { assetwatch, type ListQuery, type Paged } from '@atrium/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { clearAppAlarms, noAlarmsApplied, publishAppAlarms } from '../alarms/app-alarms.ts';
import { assets, floors } from '../places/places.schema.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { userOf } from '../scope/request-scope.ts';
import { awAssets, awAssetTypes, awPositions, awZones } from './asset-watch.schema.ts';
import { selectAssets, toAwAsset } from './assets.views.ts';
import { awCompanyOf, checkIds, ownedBy } from './company.ts';
import { regroup } from './group-history.ts';
import { totalOf, totalOver } from './paging.ts';

const { AW_ERROR_CODES: CODES } = assetwatch;

async function findAsset(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectAssets(db).where(and(eq(assets.id, id), ownedBy(ctx, assets.companyId)));
  if (!row) throw notFound('Asset');
  return row;
}

export const getAwAsset = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toAwAsset(await findAsset(db, ctx, id));

const SORTS = {
  id: assets.id,
  name: assets.name,
  createdAt: assets.createdAt,
  seenAt: awAssets.seenAt,
};

export async function listAwAssets(
  db: DbOrTx,
  ctx: RequestContext,
  q: {
    companyId?: number;
    name?: string;
    typeId?: number;
    groupId?: number;
    zoneId?: number;
    structureId?: number;
    state?: assetwatch.AssetState;
    locked?: 'true' | 'false';
  },
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<assetwatch.AwAsset>> {
  const companyId = await awCompanyOf(db, ctx, q.companyId);
  await checkIds(db, companyId, {
    typeId: q.typeId,
    groupId: q.groupId,
    zoneId: q.zoneId,
    structureId: q.structureId,
  });
  const pattern = containsPattern(q.name);
  const where = and(
    eq(assets.companyId, companyId),
    pattern ? or(ilike(assets.name, pattern), ilike(assets.serial, pattern)) : undefined,
    q.typeId !== undefined ? eq(awAssets.typeId, q.typeId) : undefined,
    q.groupId !== undefined ? eq(awAssets.groupId, q.groupId) : undefined,
    q.zoneId !== undefined ? eq(awAssets.zoneId, q.zoneId) : undefined,
    q.structureId !== undefined
      ? or(
          eq(assets.structureId, q.structureId),
          inArray(
            awAssets.zoneId,
            db
              .select({ id: awZones.id })
              .from(awZones)
              .innerJoin(floors, eq(floors.id, awZones.floorId))
              .where(eq(floors.structureId, q.structureId)),
          ),
        )
      : undefined,
    q.state === 'indoor' ? isNotNull(awAssets.zoneId) : undefined,
    q.state === 'outdoor' ? and(isNull(awAssets.zoneId), isNotNull(awAssets.lat)) : undefined,
    q.state === 'unseen' ? and(isNull(awAssets.zoneId), isNull(awAssets.lat)) : undefined,
    q.locked === 'true' ? isNotNull(awAssets.lockedAt) : undefined,
    q.locked === 'false' ? isNull(awAssets.lockedAt) : undefined,
  );
  const rows = await selectAssets(db, { total: totalOver() })
    .where(where)
    .orderBy(...orderByTerms(page.sort, SORTS), asc(assets.id))
    .limit(page.limit)
    .offset(page.offset);
  const totalRecords = rows[0]
    ? rows[0].total
    : page.offset === 0
      ? 0
      : ((await selectAssets(db, { total: totalOver() }).where(where).limit(1))[0]?.total ?? 0);
  return { data: rows.map(toAwAsset), totalRecords };
}

const deviceTaken = () => new HttpError(409, 'This tag is on another asset', CODES.deviceTaken);

async function guardedDevice<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw deviceTaken();
    throw error;
  }
}

async function checkDeviceFree(db: DbOrTx, deviceId: number | null | undefined, assetId?: number) {
  if (deviceId === null || deviceId === undefined) return;
  const [other] = await db
    .select({ id: awAssets.assetId })
    .from(awAssets)
    .where(eq(awAssets.deviceId, deviceId));
  if (other && other.id !== assetId) throw deviceTaken();
}

async function placesType(db: DbOrTx, typeId: number | null) {
  if (typeId === null) return 'asset';
  const [type] = await db
    .select({ name: awAssetTypes.name })
    .from(awAssetTypes)
    .where(eq(awAssetTypes.id, typeId));
  return type?.name ?? 'asset';
}

export async function createAwAsset(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdGiven: number | undefined,
  input: assetwatch.AwAssetInput,
) {
  const companyId = await awCompanyOf(db, ctx, companyIdGiven);
  await checkIds(db, companyId, input);
  await checkDeviceFree(db, input.deviceId);
  const id = await guardedDevice(() =>
    db.transaction(async (tx) => {
      const [asset] = await tx
        .insert(assets)
        .values({
          companyId,
          name: input.name,
          description: input.description,
          serial: input.serial,
          type: await placesType(tx, input.typeId),
          deviceRef: input.deviceId === null ? null : String(input.deviceId),
        })
        .returning({ id: assets.id });
      if (!asset) throw new Error('asset insert returned nothing');
      await tx.insert(awAssets).values({
        assetId: asset.id,
        companyId,
        typeId: input.typeId,
        groupId: input.groupId,
        deviceId: input.deviceId,
        homeZoneId: input.homeZoneId,
        geofenceId: input.geofenceId,
      });
      await regroup(tx, ctx, companyId, asset.id, null, input.groupId);
      return asset.id;
    }),
  );
  return getAwAsset(db, ctx, id);
}

export async function updateAwAsset(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: assetwatch.AwAssetUpdate,
) {
  const found = await findAsset(db, ctx, id);
  const companyId = found.asset.companyId;
  await checkIds(db, companyId, input);
  await checkDeviceFree(db, input.deviceId, id);
  const { name, description, serial, ...aw } = input;
  await guardedDevice(() =>
    db.transaction(async (tx) => {
      await tx
        .update(assets)
        .set({
          ...(name !== undefined && { name }),
          ...(description !== undefined && { description }),
          ...(serial !== undefined && { serial }),
          ...(aw.typeId !== undefined && { type: await placesType(tx, aw.typeId) }),
          ...(aw.deviceId !== undefined && { deviceRef: aw.deviceId === null ? null : String(aw.deviceId) }),
          updatedAt: new Date(),
        })
        .where(eq(assets.id, id));
      await tx
        .insert(awAssets)
        .values({ assetId: id, companyId, ...aw })
        .onConflictDoUpdate({ target: awAssets.assetId, set: { ...aw, assetId: id } });
      if (aw.groupId !== undefined)
        await regroup(tx, ctx, companyId, id, found.aw?.groupId ?? null, aw.groupId);
    }),
  );
  return getAwAsset(db, ctx, id);
}

export async function deleteAwAsset(db: DbOrTx, ctx: RequestContext, id: number) {
  const found = await findAsset(db, ctx, id);
  await db.transaction(async (tx) => {
    await regroup(tx, ctx, found.asset.companyId, id, found.aw?.groupId ?? null, null);
    await tx.delete(assets).where(eq(assets.id, id));
  });
}

/** Spec §4: locks an asset where it is now; its tag's moves raise `moved-while-locked` until unlocked. */
export async function lockAsset(db: DbOrTx, ctx: RequestContext, id: number) {
  const found = await findAsset(db, ctx, id);
  if (found.aw?.lockedAt) throw new HttpError(409, 'The asset is locked already', CODES.locked);
  const aw = found.aw;
  const lock = {
    lockedAt: new Date(),
    lockedBy: userOf(ctx).id,
    lockZoneId: aw?.zoneId ?? null,
    lockLat: aw?.lat ?? null,
    lockLng: aw?.lng ?? null,
  };
  await db
    .insert(awAssets)
    .values({ assetId: id, companyId: found.asset.companyId, ...lock })
    .onConflictDoUpdate({ target: awAssets.assetId, set: lock });
  return getAwAsset(db, ctx, id);
}

export async function unlockAsset(database: Database, ctx: RequestContext, id: number) {
  const { db } = database;
  const found = await findAsset(db, ctx, id);
  if (!found.aw?.lockedAt) throw new HttpError(409, 'The asset is not locked', CODES.notLocked);
  const deviceId = found.aw.deviceId;
  const applied = noAlarmsApplied();
  await db.transaction(async (tx) => {
    await tx
      .update(awAssets)
      .set({ lockedAt: null, lockedBy: null, lockZoneId: null, lockLat: null, lockLng: null })
      .where(eq(awAssets.assetId, id));
    if (deviceId !== null) {
      const ruleIds = assetwatch.AW_WHERE.map((w) => assetwatch.awRuleId(w, 'moved-while-locked'));
      await clearAppAlarms(
        tx,
        and(eq(alarms.deviceId, deviceId), inArray(alarms.ruleId, ruleIds)),
        new Date(),
        'Unlocked',
        applied,
      );
    }
  });
  await publishAppAlarms(database, applied);
  return getAwAsset(db, ctx, id);
}

const zoneColumns = {
  zoneId: awZones.id,
  zoneName: awZones.name,
  zoneFloorId: awZones.floorId,
  zoneForbidden: awZones.forbidden,
  zoneStructureId: floors.structureId,
};
type ZoneCols = {
  zoneId: number | null;
  zoneName: string | null;
  zoneFloorId: number | null;
  zoneForbidden: boolean | null;
  zoneStructureId: number | null;
};
const zoneOf = (r: ZoneCols) =>
  r.zoneId === null
    ? null
    : {
        id: r.zoneId,
        name: r.zoneName ?? '',
        floorId: r.zoneFloorId ?? 0,
        structureId: r.zoneStructureId ?? 0,
        forbidden: r.zoneForbidden ?? false,
      };

const periodOrError = (query: { from?: string; to?: string }) => {
  const period = assetwatch.periodOf(query);
  if (!period) throw new ValidationError([{ param: 'from', msg: assetwatch.PERIOD_ERROR }]);
  return period;
};

export async function assetTrack(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  query: { from?: string; to?: string },
) {
  const period = periodOrError(query);
  await findAsset(db, ctx, id);
  const rows = await db
    .select({ at: awPositions.at, lat: awPositions.lat, lng: awPositions.lng, ...zoneColumns })
    .from(awPositions)
    .leftJoin(awZones, eq(awZones.id, awPositions.zoneId))
    .leftJoin(floors, eq(floors.id, awZones.floorId))
    .where(and(eq(awPositions.assetId, id), gte(awPositions.at, period.from), lte(awPositions.at, period.to)))
    .orderBy(asc(awPositions.at), asc(awPositions.id))
    .limit(5000);
  return rows.map((r) => ({ at: r.at.toISOString(), zone: zoneOf(r), lat: r.lat, lng: r.lng }));
}

export async function listMovements(
  db: DbOrTx,
  ctx: RequestContext,
  q: { companyId?: number; from?: string; to?: string; assetId?: number; zoneId?: number },
  page: ListQuery,
): Promise<Paged<assetwatch.Movement>> {
  const companyId = await awCompanyOf(db, ctx, q.companyId);
  const period = periodOrError(q);
  await checkIds(db, companyId, { zoneId: q.zoneId });
  if (q.assetId !== undefined) {
    const [asset] = await db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.id, q.assetId), eq(assets.companyId, companyId)));
    if (!asset) throw new ValidationError([{ param: 'assetId', msg: 'No such asset in this company' }]);
  }
  const where = and(
    eq(awPositions.companyId, companyId),
    gte(awPositions.at, period.from),
    lte(awPositions.at, period.to),
    q.assetId !== undefined ? eq(awPositions.assetId, q.assetId) : undefined,
    q.zoneId !== undefined ? eq(awPositions.zoneId, q.zoneId) : undefined,
  );
  const rows = await db
    .select({
      id: awPositions.id,
      at: awPositions.at,
      lat: awPositions.lat,
      lng: awPositions.lng,
      assetId: awPositions.assetId,
      assetName: assets.name,
      ...zoneColumns,
      total: totalOver(),
    })
    .from(awPositions)
    .innerJoin(assets, eq(assets.id, awPositions.assetId))
    .leftJoin(awZones, eq(awZones.id, awPositions.zoneId))
    .leftJoin(floors, eq(floors.id, awZones.floorId))
    .where(where)
    .orderBy(
      page.sort[0]?.direction === 'asc' ? asc(awPositions.at) : desc(awPositions.at),
      desc(awPositions.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return {
    data: rows.map((r) => ({
      id: r.id,
      asset: { id: r.assetId, name: r.assetName },
      at: r.at.toISOString(),
      zone: zoneOf(r),
      lat: r.lat,
      lng: r.lng,
    })),
    totalRecords: await totalOf(db, rows, page.offset, awPositions, where),
  };
}
