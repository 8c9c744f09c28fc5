import type { sparking } from '@atrium/contracts';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { devices } from '../devices/devices.schema.ts';
import { spSpots } from './sparking.schema.ts';

type Row = typeof spSpots.$inferSelect & { device: { id: number; serial: string; name: string } | null };

export const spotView = (row: Row): sparking.Spot => ({
  id: row.id,
  companyId: row.companyId,
  locationId: row.locationId,
  code: row.code,
  lat: row.lat,
  lng: row.lng,
  device: row.device,
  state: row.state,
  since: row.since.toISOString(),
  sensedAt: row.sensedAt?.toISOString() ?? null,
});

/** The spots matching `where` with their sensors, by location and code. */
export async function spotViews(
  db: DbOrTx,
  where: SQL | undefined,
  limit?: number,
): Promise<sparking.Spot[]> {
  const query = db
    .select({ spot: spSpots, serial: devices.serial, deviceName: devices.name })
    .from(spSpots)
    .leftJoin(devices, eq(devices.id, spSpots.deviceId))
    .where(where)
    .orderBy(asc(spSpots.locationId), asc(spSpots.code), asc(spSpots.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) =>
    spotView({
      ...r.spot,
      device:
        r.spot.deviceId === null
          ? null
          : { id: r.spot.deviceId, serial: r.serial ?? '', name: r.deviceName ?? '' },
    }),
  );
}
