/**
 * Fleet (issue 19): vehicles with their trackers and positions (MQTT and the OsmAnd protocol), drivers and
 * vehicle groups; job cards, routes and points of interest, dispatch alarms; fleet reports.
 */

export * from './alarms.ts';
export * from './drivers.ts';
export * from './jobs.ts';
export * from './osmand.ts';
export * from './positions.ts';
export * from './reports.ts';
export * from './routes.ts';
export * from './settings.ts';
export * from './vehicles.ts';
