import type { VehicleLog } from '@atrium/contracts/anpr/logs';

/** How many reads the live page keeps (the first load asks for as many). */
export const LIVE_LOGS_SHOWN = 50;

const newestFirst = (a: VehicleLog, b: VehicleLog) => b.seenAt.localeCompare(a.seenAt) || b.id - a.id;

/**
 * The live list after a pushed read: a log seen before (a better read of the same car, its barrier command
 * sent) replaces its row, a new one goes in by time, newest first; at most `max` are kept. A read of another
 * company than the one on screen (`companyId`, when one is chosen) is not shown.
 */
export function mergeLiveLog(
  list: readonly VehicleLog[],
  log: VehicleLog,
  companyId: number | null,
  max = LIVE_LOGS_SHOWN,
): VehicleLog[] {
  if (companyId !== null && log.company.id !== companyId) return [...list];
  const rest = list.filter((row) => row.id !== log.id);
  return [...rest, log].sort(newestFirst).slice(0, max);
}
