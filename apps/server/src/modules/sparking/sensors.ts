import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { devices } from '../devices/devices.schema.ts';
import { ofApp } from '../devices/scope.ts';
import { spSpots } from './sparking.schema.ts';

export const NOT_A_SENSOR = 'Choose a parking sensor of this company';
export const SENSOR_TAKEN = 'This sensor is on another spot';

/**
 * The sensors named at `params` (a field each): parking sensors (app smart_parking) of `companyId`, each
 * named once and on no spot but `ownSpotIds`; else 418s on those fields.
 */
export async function checkSensors(
  db: DbOrTx,
  companyId: number,
  named: { param: string; deviceId: number }[],
  ownSpotIds: number[] = [],
) {
  if (named.length === 0) return;
  const ids = [...new Set(named.map((n) => n.deviceId))];
  const sensors = new Set(
    (
      await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(inArray(devices.id, ids), eq(devices.companyId, companyId), ofApp(db, 'smart_parking')))
    ).map((d) => d.id),
  );
  const taken = new Set(
    (
      await db
        .select({ id: spSpots.deviceId })
        .from(spSpots)
        .where(
          and(
            inArray(spSpots.deviceId, ids),
            isNotNull(spSpots.deviceId),
            ownSpotIds.length > 0 ? notInArray(spSpots.id, ownSpotIds) : undefined,
          ),
        )
    ).map((s) => s.id),
  );
  const errors: { param: string; msg: string }[] = [];
  const seen = new Set<number>();
  for (const { param, deviceId } of named) {
    if (!sensors.has(deviceId)) errors.push({ param, msg: NOT_A_SENSOR });
    else if (taken.has(deviceId) || seen.has(deviceId)) errors.push({ param, msg: SENSOR_TAKEN });
    seen.add(deviceId);
  }
  if (errors.length > 0) throw new ValidationError(errors);
}
