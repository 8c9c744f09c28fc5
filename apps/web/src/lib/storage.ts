import type { auth } from '@atrium/contracts';
import type { Language } from './languages.ts';

/**
 * Browser storage with versioned keys (spec §3 "Browser storage"): `atrium.<name>.v<version>`.
 * Bump an entry's version when its stored shape changes; `pruneStorage()` removes every older key.
 */
const PREFIX = 'atrium.';

interface Entries {
  language: Language;
  user: auth.SessionUser;
  accessToken: string;
  refreshToken: string;
}
export type StorageName = keyof Entries;

const VERSIONS: Record<StorageName, number> = { language: 1, user: 1, accessToken: 1, refreshToken: 1 };

export const storageKey = (name: StorageName) => `${PREFIX}${name}.v${VERSIONS[name]}`;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function notify() {
  for (const listener of listeners) listener();
}

/** Removes the keys of previous versions (and of names no longer used) under our prefix. */
export function pruneStorage(store: Storage = localStorage): string[] {
  const current = new Set(Object.keys(VERSIONS).map((name) => storageKey(name as StorageName)));
  const stale: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && !current.has(key)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
  return stale;
}

export const storage = {
  /** The stored value, or null when absent or unreadable. Returns the same object until it changes. */
  get<K extends StorageName>(name: K): Entries[K] | null {
    const key = storageKey(name);
    const raw = localStorage.getItem(key);
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.value as Entries[K] | null;
    let value: Entries[K] | null = null;
    if (raw !== null) {
      try {
        value = JSON.parse(raw) as Entries[K];
      } catch {
        value = null;
      }
    }
    cache.set(key, { raw, value });
    return value;
  },
  set<K extends StorageName>(name: K, value: Entries[K]): void {
    localStorage.setItem(storageKey(name), JSON.stringify(value));
    notify();
  },
  remove(...names: StorageName[]): void {
    for (const name of names) localStorage.removeItem(storageKey(name));
    notify();
  },
  /** Called after every change made here or in another tab. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', notify);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', notify);
    };
  },
};
