import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage.ts';
import { compareVersions, LATEST_VERSION } from './changelog.ts';

/**
 * Spec §3 browser storage "last seen updates": the newest version of the updates page this browser has
 * shown. A version newer than it is new to the user; none recorded yet means every version is.
 */
const read = () => storage.get('lastSeenUpdates');

export const useLastSeenUpdate = (): string | null => useSyncExternalStore(storage.subscribe, read, read);

export const isNewerThan = (version: string, lastSeen: string | null) =>
  lastSeen === null || compareVersions(version, lastSeen) > 0;

/** Whether the changelog holds a version this browser has not shown yet. */
export const useHasUnseenUpdates = () => isNewerThan(LATEST_VERSION, useLastSeenUpdate());

/** Records the newest version as seen (visiting the updates page); an older record never replaces a newer one. */
export function markUpdatesSeen() {
  if (isNewerThan(LATEST_VERSION, read())) storage.set('lastSeenUpdates', LATEST_VERSION);
}
