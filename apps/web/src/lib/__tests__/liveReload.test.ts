import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RELOAD_WINDOW_MS, reloadOnPush, resetLiveReload } from '../liveReload.ts';

describe('reloadOnPush', () => {
  let queryClient: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  });
  afterEach(() => {
    resetLiveReload(queryClient);
    vi.useRealTimers();
  });

  it('reloads at once on the first push', () => {
    reloadOnPush(queryClient, ['alarms', 'list']);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['alarms', 'list'], exact: false });
  });

  it('gathers a burst of 1,000 pushes into one more reload per key at the end of the window', () => {
    for (let i = 0; i < 1000; i++) reloadOnPush(queryClient, ['alarms', 'list']);
    reloadOnPush(queryClient, ['alarm', 7], true);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_RELOAD_WINDOW_MS);
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['alarm', 7], exact: true });
  });

  it('does not drop a push that arrives while the trailing reload runs', () => {
    reloadOnPush(queryClient, ['alarms', 'list']);
    reloadOnPush(queryClient, ['alarms', 'list']);
    vi.advanceTimersByTime(LIVE_RELOAD_WINDOW_MS);
    reloadOnPush(queryClient, ['alarms', 'list']);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LIVE_RELOAD_WINDOW_MS);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('reloads at once again after a quiet window', () => {
    reloadOnPush(queryClient, ['alarms', 'list']);
    vi.advanceTimersByTime(LIVE_RELOAD_WINDOW_MS * 2);
    reloadOnPush(queryClient, ['alarms', 'list']);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
