import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { defconRoutes } from '../routes.tsx';

/** Spec §2 "Defcon": the 22 screens of routes.tsv (ids stand for the path parameters). */
const SPEC_SCREENS = [
  '/defcon/alarms/intrusion-alarms',
  '/defcon/alarms/intrusion-alarms-history',
  '/defcon/alarms/status-alarms',
  '/defcon/alarms/status-alarms-history',
  '/defcon/analysis/dashboard',
  '/defcon/device/list',
  '/defcon/device/details/5',
  '/defcon/device/panel/4/details/5',
  '/defcon/device/device-assign/list',
  '/defcon/panels/list',
  '/defcon/panels/details/4',
  '/defcon/security-company/customer/list',
  '/defcon/security-company/customer/add',
  '/defcon/security-company/customer/edit/3',
  '/defcon/groups',
  '/defcon/polices/head-quarter-list',
  '/defcon/polices/local-police-list',
  '/defcon/polices/local-police-list/61',
  '/defcon/polices/60/edit-local-quarter/61',
  '/defcon/polices/create-head-quarter',
  '/defcon/polices/create-head-quarter/60',
  '/defcon/polices/60/create-local-quarter',
];

// The main layout's routes are relative to '/'.
const tree = [{ path: '/', children: defconRoutes }];

describe('[DEFCON][ROUTES] every spec screen', () => {
  test.each(SPEC_SCREENS)(
    'A1 A4 %s exists, English only, switched off by HIDE_DEFCON, with a permission',
    (path) => {
      const matched = matchRoutes(tree, path);
      const route = matched?.at(-1)?.route as (typeof defconRoutes)[number] | undefined;
      expect(route, `no route for ${path}`).toBeDefined();
      expect(route?.path).not.toBe('*');
      expect(route?.handle.noArabic).toBe(true);
      expect(route?.handle.app).toBe('defcon');
      expect(route?.handle.permissions).toBeDefined();
    },
  );

  test('every Defcon route, the kit’s groups included, is English only and hideable', () => {
    expect(defconRoutes.filter((route) => !route.handle.noArabic || route.handle.app !== 'defcon')).toEqual(
      [],
    );
  });
});
