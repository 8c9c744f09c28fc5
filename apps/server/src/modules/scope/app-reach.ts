import type { apps } from '@atrium/contracts';
import type { SQL } from 'drizzle-orm';

/**
 * Devices an application lets a company see besides those of the companies it sees (issue 18, Defcon: a
 * security company sees the panels and zone devices of customers whose device assignment it accepted). The
 * app module registers its condition (on `devices` rows) when it loads; the scope asks it for `view` only,
 * so nothing but reads is granted, and only to a key held by a role (not one narrowed by permission groups).
 */
export type AppDeviceReach = (companyId: number) => SQL;

const granted = new Map<apps.AppKey, AppDeviceReach>();

export function registerAppDeviceReach(app: apps.AppKey, reach: AppDeviceReach) {
  granted.set(app, reach);
}

export const appDeviceReachOf = (app: apps.AppKey) => granted.get(app);
