import type { rodent } from '@atrium/contracts';
import { and, count, eq, inArray, isNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { layoutDevices, layouts } from '../places/places.schema.ts';
import { recentEvents } from './events.service.ts';
import { rodentEvents } from './rodent.schema.ts';
import { findStation, toStation } from './stations.ts';
import { recentVisits } from './visits.service.ts';

const RECENT = 20;

/** A station's page: its state and last values, its place on the floor's layout, its latest events and visits. */
export async function stationDetails(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
): Promise<rodent.StationDetails> {
  const station = await findStation(db, ctx, id);
  const [state] = await db
    .select({
      state: devices.state,
      lastSeenAt: devices.lastSeenAt,
      lastValues: devices.lastValues,
      battery: devices.battery,
    })
    .from(devices)
    .where(eq(devices.id, id));
  const [marker] = station.floorId
    ? await db
        .select({ layoutId: layouts.id, x: layoutDevices.x, y: layoutDevices.y })
        .from(layoutDevices)
        .innerJoin(layouts, eq(layouts.id, layoutDevices.layoutId))
        .where(
          and(
            eq(layouts.floorId, station.floorId),
            eq(layoutDevices.companyId, station.companyId),
            inArray(layoutDevices.deviceRef, [String(station.id), station.serial]),
          ),
        )
    : [];
  const [openEvents] = await db
    .select({ n: count() })
    .from(rodentEvents)
    .where(and(eq(rodentEvents.deviceId, id), isNull(rodentEvents.clearedByVisit)));
  const [openAlarms] = await db
    .select({ n: count() })
    .from(alarms)
    .where(and(eq(alarms.deviceId, id), isNull(alarms.closedAt), like(alarms.ruleId, 'ro:%')));
  const visits = await recentVisits(db, id, RECENT);
  return {
    station: {
      ...toStation(station),
      state: state?.state ?? 'active',
      lastSeenAt: state?.lastSeenAt?.toISOString() ?? null,
      lastValues: state?.lastValues ?? null,
      battery: state?.battery ?? null,
    },
    position: marker ?? null,
    openEvents: openEvents?.n ?? 0,
    openAlarms: openAlarms?.n ?? 0,
    lastVisit: visits[0] ?? null,
    recentEvents: await recentEvents(db, id, RECENT),
    recentVisits: visits,
  };
}
