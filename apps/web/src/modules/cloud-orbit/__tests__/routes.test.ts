import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { CLOUD_ORBIT } from '../kitApp.ts';
import { cloudOrbitRoutes } from '../routes.tsx';

/** Every `cloud-orbit` row of the spec's routes.tsv, ids standing for path parameters. */
const SPEC_SCREENS = [
  '/cloud-orbit/analysis/dashboard',
  '/cloud-orbit/groups/main',
  '/cloud-orbit/devices/list',
  '/cloud-orbit/devices/history',
  '/cloud-orbit/devices/details/7',
  '/cloud-orbit/alarms/status',
  '/cloud-orbit/alarms/operational',
];

const tree = [{ path: '/', children: cloudOrbitRoutes }];
const matchOf = (screen: string) =>
  matchRoutes(tree, screen)?.at(-1)?.route as (typeof cloudOrbitRoutes)[number] | undefined;

describe('[CLOUD-ORBIT][ROUTES]', () => {
  test.each(SPEC_SCREENS)(
    '%s exists, English only (A4), hidden by HIDE_CLOUDORBIT, with a permission',
    (screen) => {
      const route = matchOf(screen);
      expect(route, `no route for ${screen}`).toBeDefined();
      expect(route?.handle.app).toBe('cloudorbit');
      expect(route?.handle.noArabic).toBe(true);
      expect(route?.handle.permissions).toBeDefined();
    },
  );

  test('A40: operational alarms need the operational key besides the alarms key, else status', () => {
    const route = matchOf('/cloud-orbit/alarms/operational');
    expect(route?.handle.permissions).toEqual({
      keys: ['p_rodent_alarms_view', 'p_rodent_operational_alarms_view'],
      mode: 'and',
    });
    expect(route?.handle.redirects).toEqual(['/cloud-orbit/alarms/status']);
    expect(matchOf('/cloud-orbit/alarms/status')?.handle.permissions).toEqual(['p_rodent_alarms_view']);
  });

  test('the kit finds its groups at groups/main and a station row leads to its page', () => {
    expect(CLOUD_ORBIT.paths.groupsList).toBe('/cloud-orbit/groups/main');
    expect(CLOUD_ORBIT.devicePage({ id: 7 })).toBe('/cloud-orbit/devices/details/7');
  });

  test('route ids are unique and every sidebar parent exists', () => {
    const ids = cloudOrbitRoutes.flatMap((route) => (route.id ? [route.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(ids);
    for (const route of cloudOrbitRoutes)
      if (route.handle.parent) expect(known.has(route.handle.parent), route.handle.parent).toBe(true);
  });
});
