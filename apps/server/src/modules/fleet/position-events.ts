import { fleet } from '@atrium/contracts';
import type { AppDeps } from '../../kernel/module.ts';
import { onPositionsStored } from './positions.runtime.ts';
import type { PositionRow } from './positions.store.ts';

/**
 * The socket events of a stored batch: each vehicle's newest fix (a tracker on no vehicle sends none), with
 * the company whose fleet rooms receive it.
 */
export function positionEvents(
  rows: readonly PositionRow[],
  now = new Date(),
): { companyId: number; deviceId: number; event: fleet.PositionEvent }[] {
  const latest = new Map<number, PositionRow>();
  for (const row of rows) {
    if (row.vehicleId === null) continue;
    const seen = latest.get(row.vehicleId);
    if (!seen || seen.ts <= row.ts) latest.set(row.vehicleId, row);
  }
  return [...latest.values()].map((row) => ({
    companyId: row.companyId,
    deviceId: row.deviceId,
    event: {
      vehicleId: row.vehicleId as number,
      deviceId: row.deviceId,
      ts: row.ts.toISOString(),
      lat: row.lat,
      lon: row.lon,
      speedKmh: row.speedKmh,
      heading: row.heading,
      state: fleet.vehicleState(row, now),
    },
  }));
}

export interface PositionPush {
  /** `fleet:position`. */
  name: string;
  companyId: number;
  deviceId: number;
  event: fleet.PositionEvent;
}

/** For the socket server: each vehicle's newest fix of every stored batch. Returns the way to stop. */
export function onPositionEvents(deps: AppDeps, push: (push: PositionPush) => void): () => void {
  return onPositionsStored(deps, (rows) => {
    for (const one of positionEvents(rows)) push({ name: fleet.POSITION_EVENT, ...one });
  });
}
