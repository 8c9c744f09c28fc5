import { devices as devicesContract } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { devices } from '../devices/devices.schema.ts';
import { floors, geofences, structures } from '../places/places.schema.ts';
import { ownCompanyTenancy } from '../scope/own-company.ts';
import { awAssetTypes, awGroups, awZones } from './asset-watch.schema.ts';

export const { companyOf: awCompanyOf, ownedBy } = ownCompanyTenancy('Only a company tracks assets');

type Field = { param: string; msg: string };

/** Ids a body or filter names, each checked to be the company's (else a 418 on it: never a hint it exists). */
export interface NamedIds {
  typeId?: number | null;
  groupId?: number | null;
  homeZoneId?: number | null;
  zoneId?: number | null;
  geofenceId?: number | null;
  deviceId?: number | null;
  structureId?: number | null;
  floorId?: number | null;
}

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

export async function checkIds(db: DbOrTx, companyId: number, ids: NamedIds, extra: Field[] = []) {
  const errors: Field[] = [...extra];
  const check = async (param: keyof NamedIds, ok: () => Promise<boolean>, msg: string) => {
    const id = ids[param];
    if (id !== undefined && id !== null && !(await ok())) errors.push({ param, msg });
  };
  await check(
    'typeId',
    () =>
      exists(
        db
          .select({ id: awAssetTypes.id })
          .from(awAssetTypes)
          .where(and(eq(awAssetTypes.id, ids.typeId as number), eq(awAssetTypes.companyId, companyId))),
      ),
    'No such asset type in this company',
  );
  await check(
    'groupId',
    () =>
      exists(
        db
          .select({ id: awGroups.id })
          .from(awGroups)
          .where(and(eq(awGroups.id, ids.groupId as number), eq(awGroups.companyId, companyId))),
      ),
    'No such asset group in this company',
  );
  for (const param of ['homeZoneId', 'zoneId'] as const) {
    await check(
      param,
      () =>
        exists(
          db
            .select({ id: awZones.id })
            .from(awZones)
            .where(and(eq(awZones.id, ids[param] as number), eq(awZones.companyId, companyId))),
        ),
      'No such indoor zone in this company',
    );
  }
  await check(
    'geofenceId',
    () =>
      exists(
        db
          .select({ id: geofences.id })
          .from(geofences)
          .where(and(eq(geofences.id, ids.geofenceId as number), eq(geofences.companyId, companyId))),
      ),
    'No such geofence in this company',
  );
  await check(
    'deviceId',
    async () => {
      const [device] = await db
        .select({ hardwareId: devices.hardwareId })
        .from(devices)
        .where(and(eq(devices.id, ids.deviceId as number), eq(devices.companyId, companyId)));
      return device !== undefined && devicesContract.hardwareById(device.hardwareId)?.app === 'asset';
    },
    'Choose an asset tag of this company',
  );
  await check(
    'structureId',
    () =>
      exists(
        db
          .select({ id: structures.id })
          .from(structures)
          .where(and(eq(structures.id, ids.structureId as number), eq(structures.companyId, companyId))),
      ),
    'No such structure in this company',
  );
  await check(
    'floorId',
    () =>
      exists(
        db
          .select({ id: floors.id })
          .from(floors)
          .innerJoin(structures, eq(structures.id, floors.structureId))
          .where(and(eq(floors.id, ids.floorId as number), eq(structures.companyId, companyId))),
      ),
    'No such floor in this company',
  );
  if (errors.length > 0) throw new ValidationError(errors);
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
