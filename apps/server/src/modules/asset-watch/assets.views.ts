import type { assetwatch } from '@atrium/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { devices } from '../devices/devices.schema.ts';
import { assets, floors, geofences } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import { awAssets, awAssetTypes, awGroups, awZones } from './asset-watch.schema.ts';

/** A places asset with what asset watch keeps of it (none yet for an asset made in places). */

const home = alias(awZones, 'aw_home_zone');
const zoneFloor = alias(floors, 'aw_zone_floor');

export const assetColumns = {
  asset: assets,
  aw: awAssets,
  typeName: awAssetTypes.name,
  groupName: awGroups.name,
  deviceSerial: devices.serial,
  deviceName: devices.name,
  deviceHardware: devices.hardwareId,
  homeName: home.name,
  geofenceName: geofences.name,
  zoneName: awZones.name,
  zoneFloorId: awZones.floorId,
  zoneForbidden: awZones.forbidden,
  zoneStructureId: zoneFloor.structureId,
  lockerFirst: users.firstName,
  lockerLast: users.lastName,
};

/** The joins every asset read needs; `where` and paging are the caller's. */
export function selectAssets<X extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: DbOrTx,
  extra?: X,
) {
  return db
    .select({ ...assetColumns, ...(extra ?? ({} as X)) })
    .from(assets)
    .leftJoin(awAssets, eq(awAssets.assetId, assets.id))
    .leftJoin(awAssetTypes, eq(awAssetTypes.id, awAssets.typeId))
    .leftJoin(awGroups, eq(awGroups.id, awAssets.groupId))
    .leftJoin(devices, eq(devices.id, awAssets.deviceId))
    .leftJoin(home, eq(home.id, awAssets.homeZoneId))
    .leftJoin(geofences, eq(geofences.id, awAssets.geofenceId))
    .leftJoin(awZones, eq(awZones.id, awAssets.zoneId))
    .leftJoin(zoneFloor, eq(zoneFloor.id, awZones.floorId))
    .leftJoin(users, eq(users.id, awAssets.lockedBy));
}

type Selected = {
  [K in keyof typeof assetColumns]: K extends 'asset'
    ? typeof assets.$inferSelect
    : K extends 'aw'
      ? typeof awAssets.$inferSelect | null
      : unknown;
};

const named = (id: number | null | undefined, name: unknown) =>
  id === null || id === undefined ? null : { id, name: String(name ?? '') };

export const stateOf = (
  aw: Pick<typeof awAssets.$inferSelect, 'zoneId' | 'lat'> | null,
): assetwatch.AssetState => (aw?.zoneId != null ? 'indoor' : aw?.lat != null ? 'outdoor' : 'unseen');

export function toAwAsset(r: Selected): assetwatch.AwAsset {
  const { asset, aw } = r;
  const zone =
    aw?.zoneId != null
      ? {
          id: aw.zoneId,
          name: String(r.zoneName ?? ''),
          floorId: Number(r.zoneFloorId),
          structureId: Number(r.zoneStructureId),
          forbidden: Boolean(r.zoneForbidden),
        }
      : null;
  const seen = aw?.seenAt ?? null;
  return {
    id: asset.id,
    companyId: asset.companyId,
    name: asset.name,
    description: asset.description,
    serial: asset.serial,
    type: named(aw?.typeId, r.typeName),
    group: named(aw?.groupId, r.groupName),
    device:
      aw?.deviceId != null
        ? {
            id: aw.deviceId,
            serial: String(r.deviceSerial ?? ''),
            name: String(r.deviceName ?? ''),
            hardwareId: Number(r.deviceHardware),
          }
        : null,
    homeZone: named(aw?.homeZoneId, r.homeName),
    geofence: named(aw?.geofenceId, r.geofenceName),
    state: stateOf(aw),
    position: seen ? { at: seen.toISOString(), zone, lat: aw?.lat ?? null, lng: aw?.lng ?? null } : null,
    battery: aw?.battery ?? null,
    locked:
      aw?.lockedAt != null
        ? {
            at: aw.lockedAt.toISOString(),
            by: named(aw.lockedBy, `${r.lockerFirst ?? ''} ${r.lockerLast ?? ''}`.trim()),
          }
        : null,
    createdAt: asset.createdAt.toISOString(),
    updatedAt: asset.updatedAt.toISOString(),
  };
}
