import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { GLOBAL_MOBILITY } from '../kitApp.ts';
import { gmRoutes } from '../routes.tsx';

/** Every `gm` row of the spec's routes.tsv, ids standing for path parameters. */
const SPEC_SCREENS = [
  '/gm/devices/list',
  '/gm/devices/details/7',
  '/gm/templates/list',
  '/gm/templates/create',
  '/gm/templates/copy/7',
  '/gm/templates/edit/7',
  '/gm/notifications-settings/list',
  '/gm/notifications-settings/create',
  '/gm/notifications-settings/edit/7',
  '/gm/alarms/operational',
  '/gm/alarms/status',
  '/gm/staff-management/list',
];

const tree = [{ path: '/', children: gmRoutes }];
const matchOf = (screen: string) =>
  matchRoutes(tree, screen)?.at(-1)?.route as (typeof gmRoutes)[number] | undefined;

describe('[GM][ROUTES]', () => {
  test.each(SPEC_SCREENS)('%s exists, hidden by HIDE_GM, with a permission', (screen) => {
    const route = matchOf(screen);
    expect(route, `no route for ${screen}`).toBeDefined();
    expect(route?.handle.app).toBe('gm');
    expect(route?.handle.permissions).toBeDefined();
  });

  test("the kit's template links and a device row lead to the spec's gm paths", () => {
    expect(GLOBAL_MOBILITY.paths.templateCopy(7)).toBe('/gm/templates/copy/7');
    expect(GLOBAL_MOBILITY.paths.templateEdit(7)).toBe('/gm/templates/edit/7');
    expect(GLOBAL_MOBILITY.devicePage({ id: 7 })).toBe('/gm/devices/details/7');
  });

  test('route ids are unique, every sidebar parent exists, the app sits under applications', () => {
    const ids = gmRoutes.flatMap((route) => (route.id ? [route.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(ids);
    for (const route of gmRoutes)
      if (route.handle.parent) expect(known.has(route.handle.parent), route.handle.parent).toBe(true);
    expect(gmRoutes.find((route) => route.id === 'gm')?.handle.container).toBe('applications');
  });
});
