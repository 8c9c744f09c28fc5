import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { assetWatchRoutes } from '../routes.tsx';

/** Every `asset-watch` page row of the spec's routes.tsv, ids standing for path parameters. */
const SPEC_SCREENS = [
  '/asset-watch/analysis/dashboard',
  '/asset-watch/assets-management/map-view',
  '/asset-watch/assets-management/assets-list',
  '/asset-watch/assets-management/assets-groups',
  '/asset-watch/assets-management/groups-history',
  '/asset-watch/assets-management/assets-history',
  '/asset-watch/assets-management/asset-map/7',
  '/asset-watch/assets-management/asset-details/7',
  '/asset-watch/assets-management/assets-type-list',
  '/asset-watch/geofence',
  '/asset-watch/alarms/indoor/live',
  '/asset-watch/alarms/indoor/history',
  '/asset-watch/alarms/outdoor/live',
  '/asset-watch/alarms/outdoor/history',
  '/asset-watch/alarms/notification-group',
  '/asset-watch/alarms/alarm-settings',
  '/asset-watch/facilities/list',
  '/asset-watch/devices/list',
  '/asset-watch/devices/history',
  '/asset-watch/reports/reports-list',
  '/asset-watch/reports/create-template',
  '/asset-watch/reports/update-template/7',
  '/asset-watch/reports/reports-history',
];

const tree = [{ path: '/', children: assetWatchRoutes }];
const matchOf = (screen: string) =>
  matchRoutes(tree, screen)?.at(-1)?.route as (typeof assetWatchRoutes)[number] | undefined;

describe('[ASSET-WATCH][ROUTES]', () => {
  test.each(SPEC_SCREENS)(
    'A1 %s exists, in Arabic too, hidden by HIDE_ASSETMONITORING, with a permission',
    (screen) => {
      const route = matchOf(screen);
      expect(route, `no route for ${screen}`).toBeDefined();
      expect(route?.handle.app).toBe('assetmonitoring');
      expect(route?.handle.noArabic).toBeUndefined();
      expect(route?.handle.permissions).toBeDefined();
    },
  );

  test('route ids are the app’s own and unique; every sidebar parent exists', () => {
    const ids = assetWatchRoutes.flatMap((route) => (route.id ? [route.id] : []));
    expect(ids.every((id) => id.startsWith('asset-watch'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(ids);
    for (const route of assetWatchRoutes)
      if (route.handle.parent) expect(known.has(route.handle.parent), route.handle.parent).toBe(true);
  });
});
