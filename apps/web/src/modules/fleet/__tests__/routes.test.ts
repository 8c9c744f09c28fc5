import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { FLEET_ALARM_SCOPES, FLEET_PATHS } from '../paths.ts';
import { fleetRoutes } from '../routes.tsx';

/** Every `fleet` row of the spec's routes.tsv. */
const SPEC_PATHS = [
  '/fleet/analysis/dashboard',
  '/fleet/vehicles/map-view',
  '/fleet/vehicles/map-view/:id',
  '/fleet/vehicles/vehicles-list',
  '/fleet/vehicles/vehicles-groups',
  '/fleet/drivers/drivers-list',
  '/fleet/job-cards/job-list',
  '/fleet/job-cards/kanban-view',
  '/fleet/job-cards/job/:id',
  '/fleet/routes/routes',
  '/fleet/routes/update/:id',
  '/fleet/routes/create',
  '/fleet/points-of-interests/list',
  '/fleet/geofence/list',
  '/fleet/geofence/add',
  '/fleet/geofence/edit/:id',
  '/fleet/alarms/job-cards/list-live',
  '/fleet/alarms/job-cards/list-history',
  '/fleet/alarms/vehicles/list-live',
  '/fleet/alarms/vehicles/list-history',
  '/fleet/alarms/devices/list-live',
  '/fleet/alarms/devices/list-history',
  '/fleet/alarms/notification-group',
  '/fleet/alarms/alarm-settings',
  '/fleet/reports/reports-list',
  '/fleet/reports/create-template',
  '/fleet/reports/reports-history',
  '/fleet/devices/list',
  '/fleet/devices/history',
];

/** Spec §2 "Fleet": the screens this module (tracking) draws itself, ids standing for path parameters. */
const TRACKING_SCREENS = [
  '/fleet/vehicles/map-view',
  '/fleet/vehicles/map-view/7',
  '/fleet/vehicles/vehicles-list',
  '/fleet/vehicles/vehicles-groups',
  '/fleet/drivers/drivers-list',
  '/fleet/devices/list',
  '/fleet/devices/history',
];

// The main layout's routes are relative to '/'.
const tree = [{ path: '/', children: fleetRoutes }];
const matchOf = (screen: string) =>
  matchRoutes(tree, screen)?.at(-1)?.route as (typeof fleetRoutes)[number] | undefined;

describe('[FLEET][ROUTES]', () => {
  test.each(TRACKING_SCREENS)(
    'A1 A38 %s exists, in Arabic too, hidden by HIDE_FLEET and for a Driver, with a permission',
    (screen) => {
      const route = matchOf(screen);
      expect(route, `no route for ${screen}`).toBeDefined();
      expect(route?.handle.app).toBe('fleet');
      expect(route?.handle.noArabic).toBeUndefined();
      expect(route?.handle.permissions).toBeDefined();
    },
  );

  test('every fleet route, the dispatch and report parts included, carries the fleet flag', () => {
    expect(fleetRoutes.filter((route) => route.handle.app !== 'fleet').map((route) => route.path)).toEqual(
      [],
    );
  });

  test('the app entry sits in the applications container', () => {
    const entry = fleetRoutes.find((route) => route.id === 'fleet');
    expect(entry?.handle.container).toBe('applications');
    expect(entry?.path).toBe('fleet');
  });

  test('every fleet path of routes.tsv is written in FLEET_PATHS', () => {
    const known = new Set<string>();
    for (const value of Object.values(FLEET_PATHS)) {
      if (typeof value === 'string') known.add(value);
      else known.add((value as (id: string) => string)(':id').split('?')[0] as string);
    }
    for (const scope of FLEET_ALARM_SCOPES) {
      known.add(FLEET_PATHS.alarmsLive(scope));
      known.add(FLEET_PATHS.alarmsHistory(scope));
    }
    expect(SPEC_PATHS.filter((specPath) => !known.has(specPath))).toEqual([]);
  });
});
