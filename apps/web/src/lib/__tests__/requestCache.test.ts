import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BATCH_WINDOW_MS,
  cachedRead,
  clearRequestCache,
  requestCacheSize,
  requestCacheState,
  SWEEP_INTERVAL_MS,
  withAbort,
} from '../requestCache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('[CORE][API] request cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearRequestCache();
  });
  afterEach(() => {
    clearRequestCache();
    vi.useRealTimers();
  });

  test('A65 a read is kept 30 s by default: a second read within that time does not load again', async () => {
    const load = vi.fn().mockResolvedValue({ data: 1 });
    await expect(cachedRead('a', 'default', load)).resolves.toEqual({ data: 1 });
    vi.advanceTimersByTime(29_000);
    await cachedRead('a', 'default', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cachedRead('a', 'default', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('A65 lists flagged long-lived are kept 300 s', async () => {
    const load = vi.fn().mockResolvedValue([]);
    await cachedRead('list', 'long', load);
    vi.advanceTimersByTime(299_000);
    await cachedRead('list', 'long', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cachedRead('list', 'long', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('A65 each full URL is its own entry', async () => {
    const load = vi.fn().mockResolvedValue(null);
    await cachedRead('/x?page=1', 'default', load);
    await cachedRead('/x?page=2', 'default', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('R44 an entry is pending, then ready; a rejected read is not kept and the next read loads again', async () => {
    const first = deferred<string>();
    const load = vi.fn(() => first.promise);
    const read = cachedRead('k', 'default', load);
    expect(requestCacheState('k')).toBe('pending');
    first.resolve('ok');
    await read;
    expect(requestCacheState('k')).toBe('ready');

    clearRequestCache();
    const failing = vi.fn().mockRejectedValue(new Error('boom'));
    await expect(cachedRead('k', 'default', failing)).rejects.toThrow('boom');
    expect(requestCacheState('k')).toBeNull();
    const retry = vi.fn().mockResolvedValue('again');
    await expect(cachedRead('k', 'default', retry)).resolves.toBe('again');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('A66 identical reads while one is in flight share one request', async () => {
    const pending = deferred<number>();
    const load = vi.fn(() => pending.promise);
    const reads = [
      cachedRead('k', 'default', load),
      cachedRead('k', 'default', load),
      cachedRead('k', 'none', load),
    ];
    pending.resolve(7);
    await expect(Promise.all(reads)).resolves.toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('A66 uncached reads share a request started less than 200 ms earlier, not an older one, and are not kept', async () => {
    const slow = deferred<number>();
    const load = vi.fn(() => slow.promise);
    const first = cachedRead('k', 'none', load);
    vi.advanceTimersByTime(BATCH_WINDOW_MS - 1);
    const second = cachedRead('k', 'none', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    const late = vi.fn().mockResolvedValue(9);
    const third = cachedRead('k', 'none', late);
    expect(late).toHaveBeenCalledTimes(1);
    slow.resolve(1);
    await expect(Promise.all([first, second, third])).resolves.toEqual([1, 1, 9]);
    expect(requestCacheState('k')).toBeNull();
  });

  test('A65 expired entries are swept every 60 s', async () => {
    await cachedRead('short', 'default', async () => 1);
    await cachedRead('long', 'long', async () => 2);
    expect(requestCacheSize()).toBe(2);
    vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
    expect(requestCacheSize()).toBe(1);
    expect(requestCacheState('long')).toBe('ready');
    vi.advanceTimersByTime(SWEEP_INTERVAL_MS * 4);
    expect(requestCacheSize()).toBe(0);
    expect(vi.getTimerCount()).toBe(0); // nothing left: the sweeper stops
  });

  test('R28 clearing drops every entry, and a read in flight then is not kept', async () => {
    const inFlight = deferred<number>();
    await cachedRead('a', 'default', async () => 1);
    const read = cachedRead('b', 'default', () => inFlight.promise);
    clearRequestCache();
    expect(requestCacheSize()).toBe(0);
    inFlight.resolve(2);
    await expect(read).resolves.toBe(2);
    expect(requestCacheState('b')).toBeNull();
  });

  test('a caller leaving (abort) stops waiting without cancelling the shared read', async () => {
    const shared = deferred<number>();
    const controller = new AbortController();
    const read = cachedRead('k', 'default', () => shared.promise);
    const mine = withAbort(read, controller.signal);
    controller.abort();
    await expect(mine).rejects.toMatchObject({ name: 'AbortError' });
    shared.resolve(3);
    await expect(read).resolves.toBe(3);
    expect(requestCacheState('k')).toBe('ready');
  });
});
