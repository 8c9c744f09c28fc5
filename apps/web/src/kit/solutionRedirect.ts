/**
 * Spec §2: a module route ending `/solution/{solutionId}` or `/solution/all` goes to the same path with the
 * lowest available solution id, the query kept; with no solutions the suffix is dropped; when the solutions
 * cannot be loaded, to /core. A solution id the user has stays (otherwise nothing could show solution 18).
 */

export const SOLUTION_REDIRECT_FAILURE_PATH = '/core';

const SOLUTION_TAIL = /\/solution\/([^/]+)\/?$/;

/** What the user may choose from: the solution ids, or the failure of loading them. */
export type AvailableSolutions = { ok: true; ids: readonly number[] } | { ok: false };

export interface SolutionLocation {
  pathname: string;
  /** The query with its '?', or ''. */
  search: string;
}

/** The `:solutionId` of a path ending in `/solution/<x>`: a number, 'all', or null for any other path. */
export function solutionSuffix(pathname: string): number | 'all' | null {
  const value = SOLUTION_TAIL.exec(pathname)?.[1];
  if (value === undefined) return null;
  if (value === 'all') return 'all';
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** Where to go instead, or null when the path can stay as it is. */
export function solutionRedirect(location: SolutionLocation, available: AvailableSolutions): string | null {
  const requested = solutionSuffix(location.pathname);
  if (requested === null) return null;
  if (!available.ok) return SOLUTION_REDIRECT_FAILURE_PATH;
  if (typeof requested === 'number' && available.ids.includes(requested)) return null;
  const base = location.pathname.replace(SOLUTION_TAIL, '');
  if (available.ids.length === 0) return `${base || '/'}${location.search}`;
  const lowest = Math.min(...available.ids);
  return `${base}/solution/${lowest}${location.search}`;
}
