import { IconApps, IconCar, IconMap, IconSettings } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { accessContextOf } from '../../lib/permissions.ts';
import { testConfig, testUser } from '../../testing/fixtures.ts';
import type { AppRoute, RouteHandle } from '../module.ts';
import { appAt, buildCatalog } from '../navigation/catalog.ts';
import { buildNavTree, type NavContext, type NavNode } from '../navigation/navTree.ts';

const route = (id: string, path: string, handle: Partial<RouteHandle>, children?: RouteObject[]): AppRoute =>
  ({ id, path, element: null, handle: { label: `test:${id}`, ...handle }, children }) as AppRoute;

const member = { ...testUser, isAdmin: false, adminType: null, permissions: [] };

function context(
  overrides: Partial<NavContext> & { permissions?: string[]; admin?: boolean } = {},
): NavContext {
  const user = overrides.admin ? testUser : member;
  return {
    user,
    access: accessContextOf(user, overrides.permissions ?? []),
    apps: testConfig.apps,
    devMode: false,
    ...overrides,
  };
}

const tree = (routes: AppRoute[], ctx: NavContext = context()) =>
  buildNavTree(buildCatalog({ main: routes }), ctx);

/** `label` ids of a tree, nested, for compact assertions. */
const shape = (nodes: NavNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? { [node.id]: shape(node.children) } : node.id));

describe('[CORE][SIDEBAR] tree built from route metadata', () => {
  test('A43 fixed containers in order: applications 5, settings 11, libs examples 110, development 111 (dev mode)', () => {
    const routes = [
      route('dev', 'core/dev', { container: 'development' }),
      route('lib', 'core/lib', { container: 'libs-examples' }),
      route('prefs', 'core/prefs', { container: 'settings' }),
      route('fleet', 'fleet', { container: 'applications' }),
    ];
    const nodes = tree(routes, context({ devMode: true }));
    expect(nodes.map((node) => [node.id, node.order, node.level])).toEqual([
      ['container:applications', 5, 1],
      ['container:settings', 11, 1],
      ['container:libs-examples', 110, 1],
      ['container:development', 111, 1],
    ]);
    expect(nodes[0]?.label).toBe('shell:nav.applications');
  });

  test('A41 A43 libs examples and development exist in dev mode only, with their routes', () => {
    const routes = [
      route('lib', 'core/lib', { container: 'libs-examples' }),
      route('keys', 'core/development/item-keys', { container: 'development' }),
      route('flagged', 'core/flagged', { container: 'settings', devOnly: true }),
      route('prefs', 'core/prefs', { container: 'settings' }),
    ];
    expect(shape(tree(routes))).toEqual([{ 'container:settings': ['prefs'] }]);
    expect(shape(tree(routes, context({ devMode: true })))).toEqual([
      { 'container:settings': ['flagged', 'prefs'] },
      { 'container:libs-examples': ['lib'] },
      { 'container:development': ['keys'] },
    ]);
  });

  test('A43 a container without entries is left out', () => {
    expect(tree([route('prefs', 'core/prefs', { container: 'settings' })]).map((node) => node.id)).toEqual([
      'container:settings',
    ]);
    expect(tree([])).toEqual([]);
  });

  test('A44 children attach under their parent (by id or path) at any depth, siblings sorted by order', () => {
    const routes = [
      route('fleet', 'fleet', { container: 'applications', order: 2 }),
      route('vehicles', 'fleet/vehicles', { parent: 'fleet', order: 2 }),
      route('map', 'fleet/vehicles/map-view', { parent: 'vehicles', order: 2 }),
      route('list', 'fleet/vehicles/vehicles-list', { parent: 'vehicles', order: 1 }),
      route('drivers', 'fleet/drivers/drivers-list', { parent: '/fleet', order: 1 }),
      route('parking', 'smart-parking', { container: 'applications', order: 1 }),
    ];
    expect(shape(tree(routes))).toEqual([
      { 'container:applications': ['parking', { fleet: ['drivers', { vehicles: ['list', 'map'] }] }] },
    ]);
    const fleet = tree(routes)[0]?.children[1];
    expect(fleet?.level).toBe(2);
    expect(fleet?.children[1]?.level).toBe(3);
    expect(fleet?.children[1]?.children[0]?.level).toBe(4);
  });

  test('A44 entries without an order come after ordered ones, in declaration order', () => {
    const routes = [
      route('c', 'c', { container: 'settings' }),
      route('a', 'a', { container: 'settings' }),
      route('b', 'b', { container: 'settings', order: 3 }),
    ];
    expect(shape(tree(routes))).toEqual([{ 'container:settings': ['b', 'c', 'a'] }]);
  });

  test('A44 icons only on levels 1 and 2', () => {
    const routes = [
      route('fleet', 'fleet', { container: 'applications', icon: IconCar }),
      route('vehicles', 'fleet/vehicles', { parent: 'fleet', icon: IconMap }),
      route('map', 'fleet/vehicles/map', { parent: 'vehicles', icon: IconMap }),
    ];
    const [applications] = tree(routes);
    expect(applications?.icon).toBe(IconApps);
    expect(applications?.children[0]?.icon).toBe(IconCar);
    expect(applications?.children[0]?.children[0]?.icon).toBeUndefined();
    expect(applications?.children[0]?.children[0]?.children[0]?.icon).toBeUndefined();
  });

  test('A42 entries carry their label key and full path; nested route paths are joined', () => {
    const routes = [
      route('fleet', 'fleet', { container: 'applications' }, [
        {
          id: 'fleet-dashboard',
          path: 'analysis/dashboard',
          handle: { label: 'fleet:dashboard', parent: 'fleet' },
        },
      ]),
    ];
    const fleet = tree(routes)[0]?.children[0];
    expect(fleet).toMatchObject({ label: 'test:fleet', path: '/fleet' });
    expect(fleet?.children[0]).toMatchObject({ id: 'fleet-dashboard', path: '/fleet/analysis/dashboard' });
  });

  test('A45 a route without the permission is dropped with its children', () => {
    const routes = [
      route('users', 'core/users/list', { container: 'settings', permissions: ['m_user'] }),
      route('roles', 'core/users/roles', { parent: 'users' }),
      route('prefs', 'core/prefs', { container: 'settings' }),
    ];
    expect(shape(tree(routes))).toEqual([{ 'container:settings': ['prefs'] }]);
    expect(shape(tree(routes, context({ permissions: ['m_user'] })))).toEqual([
      { 'container:settings': [{ users: ['roles'] }, 'prefs'] },
    ]);
  });

  test("A45 R110 permissions combine with 'or' by default, 'and' on request, with 'or' groups", () => {
    const routes = [
      route('any', 'any', { container: 'settings', permissions: ['p_a', 'p_b'] }),
      route('all', 'all', { container: 'settings', permissions: { keys: ['p_a', 'p_b'], mode: 'and' } }),
      route('group', 'group', {
        container: 'settings',
        permissions: { keys: ['p_a', ['p_x', 'p_b']], mode: 'and' },
      }),
    ];
    expect(shape(tree(routes, context({ permissions: ['p_b'] })))).toEqual([
      { 'container:settings': ['any'] },
    ]);
    expect(shape(tree(routes, context({ permissions: ['p_a', 'p_b'] })))).toEqual([
      { 'container:settings': ['any', 'all', 'group'] },
    ]);
  });

  test('A45 a route without the ability is dropped; R26 admins have every permission and ability', () => {
    const routes = [
      route('locks', 'metro-watch/locks', {
        container: 'applications',
        abilities: ['metrowatch.devices.view'],
      }),
      route('keys', 'metro-watch/keys', { container: 'applications', permissions: ['m_metrowatch'] }),
    ];
    expect(tree(routes)).toEqual([]);
    const withAbility = context();
    withAbility.access = { ...withAbility.access, abilities: new Set(['metrowatch.devices.view']) };
    expect(shape(tree(routes, withAbility))).toEqual([{ 'container:applications': ['locks'] }]);
    expect(shape(tree(routes, context({ admin: true })))).toEqual([
      { 'container:applications': ['locks', 'keys'] },
    ]);
  });

  test('A45 a denied route with an alternative path stays and leads there, children included', () => {
    const routes = [
      route('market', 'core/market/main', {
        container: 'applications',
        permissions: ['m_market'],
        alternativePath: '/management/devices/store',
      }),
      route('cart', 'core/market/cart', { parent: 'market' }),
    ];
    const [applications] = tree(routes);
    expect(applications?.children[0]).toMatchObject({ id: 'market', path: '/management/devices/store' });
    expect(applications?.children[0]?.children[0]).toMatchObject({ id: 'cart', path: '/core/market/cart' });
    expect(tree(routes, context({ permissions: ['m_market'] }))[0]?.children[0]?.path).toBe(
      '/core/market/main',
    );
  });

  test('A1 an app switched off by HIDE_* disappears with all its routes, nested or attached by parent', () => {
    const routes = [
      route('fleet', 'fleet', { container: 'applications', app: 'fleet' }, [
        { id: 'fleet-map', path: 'map', handle: { label: 'fleet:map', parent: 'fleet' } },
      ]),
      route('fleet-drivers', 'core/drivers', { parent: 'fleet' }),
      route('parking', 'smart-parking', { container: 'applications', app: 'smartparking' }),
    ];
    const all = tree(routes, context({ admin: true }));
    expect(shape(all)).toEqual([
      { 'container:applications': [{ fleet: ['fleet-map', 'fleet-drivers'] }, 'parking'] },
    ]);
    const hidden = tree(routes, context({ admin: true, apps: { ...testConfig.apps, fleet: false } }));
    expect(shape(hidden)).toEqual([{ 'container:applications': ['parking'] }]);
  });

  test('A38 the fleet app is hidden from a user whose fleetRole is Driver', () => {
    const routes = [route('fleet', 'fleet', { container: 'applications', app: 'fleet' })];
    const driver = { ...member, fleetRole: 'Driver' };
    expect(tree(routes, { ...context(), user: driver })).toEqual([]);
    expect(tree(routes, context())).toHaveLength(1);
  });

  test('routes with parameters, without a place, or under an unknown parent are not entries; parent cycles do not loop', () => {
    const routes = [
      route('profile', 'core/users/profile/:userId', { container: 'settings' }),
      route('nowhere', 'core/nowhere', {}),
      route('orphan', 'core/orphan', { parent: 'missing' }),
      route('a', 'a', { container: 'settings' }),
      route('b', 'b', { parent: 'c' }),
      route('c', 'c', { parent: 'b' }),
    ];
    expect(shape(tree(routes))).toEqual([{ 'container:settings': ['a'] }]);
  });

  test('auth-layout routes never enter the sidebar', () => {
    const catalog = buildCatalog({
      auth: [route('sign-in', 'core/auth/sign-in', { container: 'settings' })],
      main: [route('prefs', 'core/prefs', { container: 'settings' })],
    });
    expect(shape(buildNavTree(catalog, context()))).toEqual([{ 'container:settings': ['prefs'] }]);
  });

  test('spec §1 a route with hiddenInApps is left out while the current page belongs to one of those apps', () => {
    const routes = [
      route('companies', 'core/companies/list', { container: 'settings', hiddenInApps: ['assetmonitoring'] }),
      route('prefs', 'core/prefs', { container: 'settings' }),
      route('aw', 'asset-watch', { container: 'applications', app: 'assetmonitoring' }, [
        route('aw-dash', 'analysis/dashboard', { parent: 'aw' }),
      ]),
      route('fleet', 'fleet', { container: 'applications', app: 'fleet' }),
    ];
    const catalog = buildCatalog({ main: routes });
    const settingsAt = (pathname: string) =>
      buildNavTree(catalog, context({ currentApp: appAt(catalog, pathname) }))
        .find((node) => node.id === 'container:settings')
        ?.children.map((node) => node.id);
    expect(settingsAt('/asset-watch/analysis/dashboard')).toEqual(['prefs']);
    expect(settingsAt('/asset-watch')).toEqual(['prefs']);
    expect(settingsAt('/fleet')).toEqual(['companies', 'prefs']);
    expect(settingsAt('/core/prefs')).toEqual(['companies', 'prefs']);
    expect(settingsAt('/asset-watching')).toEqual(['companies', 'prefs']);
  });

  test('appAt: the app of the most specific route a path falls under, with path parameters', () => {
    const catalog = buildCatalog({
      main: [
        route('aw', 'asset-watch', { app: 'assetmonitoring' }, [
          route('aw-map', 'assets-management/asset-map/:id', {}),
        ]),
        route('prefs', 'core/prefs', {}),
      ],
    });
    expect(appAt(catalog, '/asset-watch/assets-management/asset-map/7')).toBe('assetmonitoring');
    expect(appAt(catalog, '/core/prefs')).toBeUndefined();
    expect(appAt([], '/asset-watch')).toBeUndefined();
  });

  // Importing every module is slow on a busy machine.
  test('the shell registry hides the companies list in asset watch only', { timeout: 30_000 }, async () => {
    const { modules } = await import('../modules.ts');
    const { collectRoutes } = await import('../navigation/catalog.ts');
    const catalog = buildCatalog({
      main: collectRoutes(modules, 'main', { devMode: false, pdfMode: false }),
    });
    const settingsAt = (pathname: string) =>
      buildNavTree(catalog, context({ admin: true, currentApp: appAt(catalog, pathname) }))
        .find((node) => node.id === 'container:settings')
        ?.children.map((node) => node.id);
    expect(settingsAt('/asset-watch/analysis/dashboard')).not.toContain('companies-list');
    expect(settingsAt('/asset-watch/alarms/indoor/live')).not.toContain('companies-list');
    expect(settingsAt('/core/users/profile')).toContain('companies-list');
    expect(settingsAt('/fleet')).toContain('companies-list');
  });

  // Importing every module is slow on a busy machine.
  test('the shell registry puts My profile under settings and Item keys under development (dev mode)', {
    timeout: 30_000,
  }, async () => {
    const { modules } = await import('../modules.ts');
    const { collectRoutes } = await import('../navigation/catalog.ts');
    const flags = { devMode: true, pdfMode: false };
    const catalog = buildCatalog({ main: collectRoutes(modules, 'main', flags) });
    const nodes = buildNavTree(catalog, context({ devMode: true }));
    const settings = nodes.find((node) => node.id === 'container:settings');
    expect(settings?.children.find((node) => node.id === 'users-my-profile')).toMatchObject({
      path: '/core/users/profile',
      icon: expect.anything(),
    });
    const development = nodes.find((node) => node.id === 'container:development');
    expect(development?.children.map((node) => node.id)).toContain('development-item-keys');
    expect(IconSettings).toBe(settings?.icon);
  });
});
