import { alarms, sparking } from '@atrium/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { emitToRooms } from '../realtime/room-events.ts';
import { spSpotEvents, spSpots } from './sparking.schema.ts';
import { spotViews } from './spot-views.ts';

export type SpotRow = typeof spSpots.$inferSelect;

export const statusOf = (row: SpotRow): sparking.SpotStatus => ({
  state: row.state,
  since: row.since,
  sensed: row.sensed,
  sensedAt: row.sensedAt,
});

/**
 * Writes a spot's new status in `tx`; a new state closes the open history period at its beginning and opens
 * one. Answers whether the state changed (the caller pushes it once committed).
 */
export async function saveStatus(tx: DbOrTx, row: SpotRow, next: sparking.SpotStatus): Promise<boolean> {
  const changed = next.state !== row.state;
  await tx
    .update(spSpots)
    .set({ state: next.state, since: next.since, sensed: next.sensed, sensedAt: next.sensedAt })
    .where(eq(spSpots.id, row.id));
  if (!changed) return false;
  await tx
    .update(spSpotEvents)
    .set({ to: next.since })
    .where(and(eq(spSpotEvents.spotId, row.id), isNull(spSpotEvents.to)));
  await tx
    .insert(spSpotEvents)
    .values({ spotId: row.id, locationId: row.locationId, state: next.state, from: next.since });
  return true;
}

/** The first history period of a new spot. */
export const openHistory = (tx: DbOrTx, spots: Pick<SpotRow, 'id' | 'locationId' | 'state' | 'since'>[]) =>
  spots.length === 0
    ? Promise.resolve()
    : tx
        .insert(spSpotEvents)
        .values(spots.map((s) => ({ spotId: s.id, locationId: s.locationId, state: s.state, from: s.since })))
        .then(() => undefined);

/** Pushes the spots whose state changed to their companies' rooms (after the commit). */
export async function pushSpots(database: Database, spotIds: number[]) {
  if (spotIds.length === 0) return;
  for (const spot of await spotViews(database.db, inArray(spSpots.id, spotIds))) {
    emitToRooms(database, {
      rooms: [alarms.companyRoom(spot.companyId)],
      name: sparking.SPOT_EVENT,
      payload: spot satisfies sparking.Spot,
    });
  }
}
