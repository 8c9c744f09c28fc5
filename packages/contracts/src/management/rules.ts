/** Issue 22, management for integrators: the states and limits both sides check. */

export const REQUEST_STATES = ['sent', 'handled', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** How an integrator answers a device request from its store. */
export const HANDLING_KINDS = ['devices', 'order'] as const;
export type HandlingKind = (typeof HANDLING_KINDS)[number];

export const MAX_QUOTA = 100_000;
export const MAX_REQUEST_QUANTITY = 1000;
export const NOTE_MAX = 1000;
/** The dashboard counts tokens expiring within this many days. */
export const EXPIRING_DAYS = 30;

/** A quota never goes below what its customer already used, nor above what the integrator owns spare. */
export function quotaIssue(
  next: number,
  current: { quota: number; used: number } | null,
  unallocated: number,
): string | null {
  const used = current?.used ?? 0;
  if (next < used) return `At Least ${used}: the customer already used ${used}`;
  const extra = next - (current?.quota ?? 0);
  if (extra > unallocated) return `Only ${unallocated} Spare Tokens Left to Allocate`;
  return null;
}

/** What is left of a quota to draw. */
export const remainingOf = (a: { quota: number; used: number }) => Math.max(0, a.quota - a.used);
