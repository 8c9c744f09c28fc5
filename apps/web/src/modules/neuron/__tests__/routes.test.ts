import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { modules } from '../../../app/modules.ts';
import { neuronRoutes } from '../routes.tsx';

/** Spec §2 "Neuron (anpr)": the 12 screens of routes.tsv (ids stand for the path parameters). */
const SPEC_SCREENS = [
  '/neuron/residents/residents-list',
  '/neuron/residents/profile/me',
  '/neuron/residents/profile/7',
  '/neuron/residents/structures',
  '/neuron/owner/dashboard',
  '/neuron/boxes/edge-boxes',
  '/neuron/boxes/box-linked-devices/801',
  '/neuron/logs/vehicles-logs',
  '/neuron/logs/vehicles-logs-history',
  '/neuron/accesses/access-list',
  '/neuron/accesses/create-access',
  '/neuron/accesses/update-access',
];

// The main layout's routes are relative to '/'.
const tree = [{ path: '/', children: neuronRoutes }];
const routeOf = (path: string) =>
  matchRoutes(tree, path)?.at(-1)?.route as (typeof neuronRoutes)[number] | undefined;

describe('[NEURON][ROUTES] every spec screen', () => {
  test.each(SPEC_SCREENS)('A4 %s exists and is English only', (path) => {
    const route = routeOf(path);
    expect(route, `no route for ${path}`).toBeDefined();
    expect(route?.path).not.toBe('*');
    expect(route?.handle.noArabic).toBe(true);
  });

  test('every screen but profile/me needs a `p_cn_*` key; profile/me is any signed-in user’s own', () => {
    for (const path of SPEC_SCREENS.filter((p) => !p.endsWith('/me'))) {
      const keys = routeOf(path)?.handle.permissions as readonly string[];
      expect(keys.length, path).toBeGreaterThan(0);
      expect(
        keys.every((key) => key.startsWith('p_cn_')),
        path,
      ).toBe(true);
    }
    expect(routeOf('/neuron/residents/profile/me')?.handle.permissions).toBeUndefined();
  });

  test('profile/me wins over profile/:id', () => {
    expect(routeOf('/neuron/residents/profile/me')?.id).toBe('neuron-residents-me');
    expect(routeOf('/neuron/residents/profile/7')?.path).toBe('neuron/residents/profile/:id');
  });

  test('route ids are prefixed neuron- and unique; the app entry is in the applications container', () => {
    const ids = neuronRoutes.flatMap((route) => (route.id ? [route.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id === 'neuron' || id.startsWith('neuron-'))).toBe(true);
    expect(neuronRoutes.find((route) => route.id === 'neuron')?.handle.container).toBe('applications');
  });

  test('no route id of Neuron is used by another module (route ids are global)', () => {
    const others = modules
      .filter((module) => module.id !== 'neuron')
      .flatMap((module) => Object.values(module.routes).flatMap((list) => list ?? []))
      .flatMap(function ids(route: RouteObject): string[] {
        return [...(route.id ? [route.id] : []), ...(route.children ?? []).flatMap(ids)];
      });
    const mine = neuronRoutes.flatMap((route) => (route.id ? [route.id] : []));
    expect(mine.filter((id) => others.includes(id))).toEqual([]);
  });
});
