import type { DbOrTx } from '../../kernel/db/client.ts';

/**
 * Modules that follow bookings (facmgmt-visitors realigns its visitors' door and plate passes) register a hook
 * at import time; the reservation service calls every hook inside the transaction of each create, move or
 * resize and cancel (a series' occurrences included), after the change, with the ids it changed. A hook reads
 * the reservations' current state; if it throws, the change is rolled back with it.
 */
export type ReservationHook = (tx: DbOrTx, reservationIds: readonly number[]) => Promise<void>;

const hooks: ReservationHook[] = [];

export function onReservationsChanged(hook: ReservationHook): void {
  hooks.push(hook);
}

export async function reservationsChanged(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const hook of hooks) await hook(tx, ids);
}
