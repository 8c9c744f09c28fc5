import { alarms, analysis, devices, groups } from '@atrium/contracts';
import type { KitApp } from '../app.ts';

function build(key: KitApp['key']) {
  return {
    devices: devices.appDeviceEndpointsOf(key),
    alarms: alarms.alarmEndpointsOf(key),
    alarmInfo: alarms.alarmInfoEndpointOf(key),
    templates: alarms.templateEndpointsOf(key),
    permissionGroups: groups.permissionGroupEndpointsOf(key),
    notificationGroups: groups.notificationGroupEndpointsOf(key),
    memberships: groups.membershipEndpointsOf(key),
    statistics: analysis.statisticsEndpointOf(key),
  };
}

export type KitEndpoints = ReturnType<typeof build>;
const built = new Map<KitApp['key'], KitEndpoints>();

/** The app's calls of the kit (spec §7 under its API prefix), from the contracts' factories; built once per app. */
export function endpointsOf(app: Pick<KitApp, 'key'>): KitEndpoints {
  let endpoints = built.get(app.key);
  if (!endpoints) {
    endpoints = build(app.key);
    built.set(app.key, endpoints);
  }
  return endpoints;
}
