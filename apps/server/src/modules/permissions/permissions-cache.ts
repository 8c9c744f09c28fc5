/**
 * A short-lived cache of each user's effective permission keys, so the guard does not query roles and groups
 * on every request. Every write that can change someone's keys (roles and their permissions, role assignments
 * and expirations, permission groups and their members) calls `invalidatePermissions()` once it is committed:
 * on this server a change takes effect on the next request. Another server process (several instances behind
 * one database) sees it within the cache's lifetime, `PERMISSIONS_CACHE_MS` (default 5 s, under the 10 s
 * permissions notice of R25; 0 turns the cache off).
 */

interface Entry {
  keys: Promise<ReadonlySet<string>>;
  until: number;
  epoch: number;
}

const MAX_ENTRIES = 10_000;
/** Bumped by every invalidation: an entry of an older epoch is never used. */
let epoch = 0;

/** Forgets every cached permission set, on every database of this process. Call it after the write commits. */
export function invalidatePermissions(): void {
  epoch += 1;
}

export type PermissionsLoader<U> = (user: U) => Promise<ReadonlySet<string>>;

/**
 * Wraps a permissions lookup with the cache (one per database). Concurrent requests of one user share one
 * lookup; a lookup that fails is not kept.
 */
export function cachedPermissions<U extends { id: number; isAdmin: boolean }>(
  load: PermissionsLoader<U>,
  ttlMs: number,
): PermissionsLoader<U> {
  if (ttlMs <= 0) return load;
  const entries = new Map<number, Entry>();
  return (user) => {
    // Admins hold every key: nothing to look up.
    if (user.isAdmin) return load(user);
    const now = Date.now();
    const cached = entries.get(user.id);
    if (cached && cached.epoch === epoch && cached.until > now) return cached.keys;
    const entry: Entry = { keys: load(user), until: now + ttlMs, epoch };
    entry.keys.catch(() => {
      if (entries.get(user.id) === entry) entries.delete(user.id);
    });
    entries.delete(user.id);
    if (entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first key is the oldest entry.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(user.id, entry);
    return entry.keys;
  };
}
