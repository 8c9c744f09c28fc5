import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** How long pushed changes are gathered before the lists they touch reload again. */
export const LIVE_RELOAD_WINDOW_MS = 300;

interface Window {
  timer: ReturnType<typeof setTimeout>;
  pending: Map<string, { queryKey: QueryKey; exact: boolean }>;
}

const windows = new WeakMap<QueryClient, Window>();

const invalidate = (queryClient: QueryClient, queryKey: QueryKey, exact: boolean) =>
  void queryClient.invalidateQueries({ queryKey, exact });

function close(queryClient: QueryClient) {
  const window = windows.get(queryClient);
  windows.delete(queryClient);
  if (!window || window.pending.size === 0) return;
  for (const { queryKey, exact } of window.pending.values()) invalidate(queryClient, queryKey, exact);
  // What was pushed while those reloads run is gathered again for the next window.
  openWindow(queryClient);
}

function openWindow(queryClient: QueryClient) {
  windows.set(queryClient, {
    timer: setTimeout(() => close(queryClient), LIVE_RELOAD_WINDOW_MS),
    pending: new Map(),
  });
}

/**
 * Reloads the queries under `queryKey` because of a pushed change, at most once per window: the first push
 * reloads at once, the pushes that follow within the window are gathered into one reload at its end. A burst
 * of 1,000 alarms on an open list then asks the server a few times, not a thousand, and the last change is
 * never missed.
 */
export function reloadOnPush(queryClient: QueryClient, queryKey: QueryKey, exact = false): void {
  const window = windows.get(queryClient);
  if (!window) {
    invalidate(queryClient, queryKey, exact);
    openWindow(queryClient);
    return;
  }
  window.pending.set(`${exact}:${hashKey(queryKey)}`, { queryKey, exact });
}

/** Drops a client's open window (tests, sign-out): gathered reloads are not run. */
export function resetLiveReload(queryClient: QueryClient): void {
  const window = windows.get(queryClient);
  if (window) clearTimeout(window.timer);
  windows.delete(queryClient);
}
