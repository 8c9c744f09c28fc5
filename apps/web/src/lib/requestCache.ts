/**
 * The GET cache of the API client (spec §4, §7; A65, A66, R28, R44).
 *
 * - Each read is kept per key (the full URL plus what changes the answer: user, language, company) for
 *   30 s, or 300 s for lists flagged long-lived.
 * - An entry is pending, then ready or rejected; a rejected read is not kept, so the next read asks again.
 * - A read that asks for no caching still shares an identical request started less than 200 ms earlier.
 * - Expired entries are swept every 60 s; the whole cache is dropped when the user or permissions change.
 */

export const DEFAULT_TTL_MS = 30_000;
export const LONG_TTL_MS = 300_000;
export const BATCH_WINDOW_MS = 200;
export const SWEEP_INTERVAL_MS = 60_000;

/** `default` 30 s, `long` 300 s (long-lived lists), `none` not kept (identical reads within 200 ms still share). */
export type CachePolicy = 'default' | 'long' | 'none';
export type CacheEntryState = 'pending' | 'ready' | 'rejected';

interface Entry {
  state: CacheEntryState;
  promise: Promise<unknown>;
  startedAt: number;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
let sweeper: ReturnType<typeof setInterval> | null = null;

const ttlOf = (policy: CachePolicy) =>
  policy === 'long' ? LONG_TTL_MS : policy === 'default' ? DEFAULT_TTL_MS : 0;

/** Removes the entries whose time is up; stops the timer when nothing is left. */
export function sweepRequestCache(now: number = Date.now()): void {
  for (const [key, entry] of entries) {
    if (entry.state === 'ready' && entry.expiresAt <= now) entries.delete(key);
  }
  if (entries.size === 0 && sweeper !== null) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

function ensureSweeper() {
  sweeper ??= setInterval(() => sweepRequestCache(), SWEEP_INTERVAL_MS);
}

/** R28: forget everything (a new user, new permissions, another company). Reads in flight are not stored. */
export function clearRequestCache(): void {
  entries.clear();
  if (sweeper !== null) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

/** For tests and diagnostics: the state of the entry under `key`, or null when there is none. */
export const requestCacheState = (key: string): CacheEntryState | null => entries.get(key)?.state ?? null;
export const requestCacheSize = () => entries.size;

/** Resolves with the cached answer for `key`, the shared answer of an identical read in flight, or `load()`. */
export function cachedRead<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit) {
    const joinable = policy !== 'none' || now - hit.startedAt < BATCH_WINDOW_MS;
    if (hit.state === 'pending' && joinable) return hit.promise as Promise<T>;
    if (hit.state === 'ready' && policy !== 'none' && hit.expiresAt > now) return hit.promise as Promise<T>;
  }

  const entry: Entry = { state: 'pending', promise: Promise.resolve(), startedAt: now, expiresAt: now };
  entry.promise = load().then(
    (value) => {
      if (entries.get(key) === entry) {
        if (policy === 'none') entries.delete(key);
        else {
          entry.state = 'ready';
          entry.expiresAt = Date.now() + ttlOf(policy);
        }
      }
      return value;
    },
    (error: unknown) => {
      entry.state = 'rejected';
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    },
  );
  entries.set(key, entry);
  ensureSweeper();
  return entry.promise as Promise<T>;
}

/** The shared promise, but this caller stops waiting (with an AbortError) when its own signal aborts. */
export function withAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
