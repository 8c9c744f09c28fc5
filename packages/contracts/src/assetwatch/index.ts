/** Issue 21, asset watch (API prefix /asset-watch/api): assets, types, groups, zones, geofences, alarms, reports, lock. */
export {};
