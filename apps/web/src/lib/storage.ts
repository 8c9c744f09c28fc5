import type { auth } from '@atrium/contracts';
import type { Language } from './languages.ts';

/**
 * Browser storage with versioned keys (spec §3 "Browser storage"): `atrium.<name>.v<version>`.
 * Bump an entry's version when its stored shape changes; `pruneStorage()` removes every older key.
 * Most entries live in localStorage; the secondary (acting-as) session, the dev-mode flag and the saved
 * table filters live in sessionStorage, so they end with the tab (A61, A62).
 */
const PREFIX = 'atrium.';

/** A company chosen in the company selector (admins and integrators). */
export interface StoredCompany {
  id: number;
  name: string;
  type: auth.CompanyType;
}

/** Saved table filters: user id → customer id (or `none`) → table key → filter values (A62). */
export type StoredTableFilters = Record<string, Record<string, Record<string, Record<string, unknown>>>>;

interface Entries {
  language: Language;
  user: auth.SessionUser;
  accessToken: string;
  refreshToken: string;
  /** The permission keys last received in the `permissions` response header (R25, R107). */
  permissions: string[];
  /** The company selected by an admin or integrator (R29). */
  company: StoredCompany;
  /** The market cart and the payment order: their shapes belong to the market module; logout clears them. */
  cart: unknown;
  paymentOrder: unknown;
  /** The secondary (acting-as, company-owner) session, per tab (A61). */
  secondaryAccessToken: string;
  secondaryRefreshToken: string;
  secondaryUser: auth.SessionUser;
  /** The acting-as session's keys, apart from the own session's, which other tabs keep using. */
  secondaryPermissions: string[];
  devMode: boolean;
  APP_TABLE: StoredTableFilters;
  /** The newest version of the updates page (core-pages changelog) this browser has shown (spec §3). */
  lastSeenUpdates: string;
}
export type StorageName = keyof Entries;

type Area = 'local' | 'session';
const ENTRIES: Record<StorageName, { version: number; area: Area }> = {
  language: { version: 1, area: 'local' },
  user: { version: 1, area: 'local' },
  accessToken: { version: 1, area: 'local' },
  refreshToken: { version: 1, area: 'local' },
  permissions: { version: 1, area: 'local' },
  company: { version: 1, area: 'local' },
  cart: { version: 1, area: 'local' },
  paymentOrder: { version: 1, area: 'local' },
  secondaryAccessToken: { version: 1, area: 'session' },
  secondaryRefreshToken: { version: 1, area: 'session' },
  secondaryUser: { version: 1, area: 'session' },
  secondaryPermissions: { version: 1, area: 'session' },
  devMode: { version: 1, area: 'session' },
  APP_TABLE: { version: 1, area: 'session' },
  lastSeenUpdates: { version: 1, area: 'local' },
};

export const storageKey = (name: StorageName) => `${PREFIX}${name}.v${ENTRIES[name].version}`;

const areaOf = (name: StorageName): Storage =>
  ENTRIES[name].area === 'session' ? sessionStorage : localStorage;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function notify() {
  for (const listener of listeners) listener();
}

/** Removes the keys of previous versions (and of names no longer used) under our prefix. */
export function pruneStorage(store: Storage = localStorage): string[] {
  const area: Area = store === sessionStorage ? 'session' : 'local';
  const current = new Set(
    (Object.keys(ENTRIES) as StorageName[])
      .filter((name) => ENTRIES[name].area === area)
      .map((name) => storageKey(name)),
  );
  const stale: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && !current.has(key)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
  if (store === localStorage && typeof sessionStorage !== 'undefined')
    stale.push(...pruneStorage(sessionStorage));
  return stale;
}

export const storage = {
  /** The stored value, or null when absent or unreadable. Returns the same object until it changes. */
  get<K extends StorageName>(name: K): Entries[K] | null {
    const key = storageKey(name);
    const raw = areaOf(name).getItem(key);
    const cacheKey = `${ENTRIES[name].area}:${key}`;
    const hit = cache.get(cacheKey);
    if (hit && hit.raw === raw) return hit.value as Entries[K] | null;
    let value: Entries[K] | null = null;
    if (raw !== null) {
      try {
        value = JSON.parse(raw) as Entries[K];
      } catch {
        value = null;
      }
    }
    cache.set(cacheKey, { raw, value });
    return value;
  },
  set<K extends StorageName>(name: K, value: Entries[K]): void {
    areaOf(name).setItem(storageKey(name), JSON.stringify(value));
    notify();
  },
  remove(...names: StorageName[]): void {
    for (const name of names) areaOf(name).removeItem(storageKey(name));
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
