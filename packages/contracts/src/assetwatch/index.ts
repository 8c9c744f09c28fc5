/** Issue 21, asset watch (API prefix /asset-watch/api): assets, types, groups, zones, alarms, dashboard, lock. */
export * from './alarms.ts';
export * from './assets.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './groups.ts';
export * from './reports.ts';
export * from './types.ts';
export * from './zones.ts';
