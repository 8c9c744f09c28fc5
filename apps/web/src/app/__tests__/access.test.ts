import { describe, expect, test } from 'vitest';
import { accessContextOf } from '../../lib/permissions.ts';
import { testConfig, testUser } from '../../testing/fixtures.ts';
import { decideAccess, type GuardInput } from '../access.ts';
import type { RouteHandle } from '../module.ts';

const member = { ...testUser, id: 42, isAdmin: false, adminType: null };
const page = (handle: Partial<RouteHandle> = {}): RouteHandle => ({ label: 'test:page', ...handle });

const known: Record<string, RouteHandle[]> = {
  '/allowed': [page()],
  '/needs-a': [page({ permissions: ['p_a'] })],
  '/fleet': [page({ app: 'fleet' })],
};

function input(overrides: Partial<GuardInput> & { permissions?: string[] } = {}): GuardInput {
  const user = overrides.user === undefined ? member : overrides.user;
  return {
    target: { pathname: '/target', search: '?tab=2' },
    handles: [page()],
    from: { pathname: '/somewhere', search: '', public: false },
    user,
    access: accessContextOf(user, overrides.permissions ?? []),
    apps: testConfig.apps,
    isPhone: false,
    resolve: (path) => known[path] ?? null,
    ...overrides,
  };
}

describe('[CORE][GUARD] decisions', () => {
  test('A8 without an access token the user goes to sign-in with the target (path and query) as redirect', () => {
    expect(decideAccess(input({ user: null }))).toEqual({ kind: 'signIn', redirect: '/target?tab=2' });
  });

  test('A9 public-layout routes need no token', () => {
    expect(decideAccess(input({ user: null, handles: [page({ publicLayout: true })] }))).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(input({ user: null, handles: [page({ public: true })] }))).toEqual({ kind: 'allow' });
  });

  test('a permitted route is allowed; R26 admins pass every permission and ability check', () => {
    const handles = [page({ permissions: ['p_a'], abilities: ['fleet.vehicles.view'] })];
    // The permission alone is not enough: the ability is missing too.
    expect(decideAccess(input({ handles, permissions: ['p_a'] }))).toEqual({ kind: 'cancel', notify: true });
    expect(decideAccess(input({ handles, user: testUser }))).toEqual({ kind: 'allow' });
    expect(decideAccess(input({ handles: [page({ permissions: ['p_a'] })], permissions: ['p_a'] }))).toEqual({
      kind: 'allow',
    });
  });

  test('R110 every matched route must pass: a permitted page under a denied parent route is denied', () => {
    const handles = [page({ permissions: ['m_fleet'] }), page({ permissions: ['p_view'] })];
    expect(decideAccess(input({ handles, permissions: ['p_view'] })).kind).not.toBe('allow');
    expect(decideAccess(input({ handles, permissions: ['p_view', 'm_fleet'] }))).toEqual({ kind: 'allow' });
  });

  test('A10 a denied route follows its redirect list in order, to the first one the user may open', () => {
    const handles = [page({ permissions: ['p_x'], redirects: ['/unknown', '/needs-a', '/allowed'] })];
    expect(decideAccess(input({ handles }))).toEqual({
      kind: 'redirect',
      to: '/allowed',
      denied: true,
      notify: true,
    });
    expect(decideAccess(input({ handles, permissions: ['p_a'] }))).toMatchObject({ to: '/needs-a' });
  });

  test('A10 A1 a redirect into a switched-off app is skipped', () => {
    const handles = [page({ permissions: ['p_x'], redirects: ['/fleet', '/allowed'] })];
    const apps = { ...testConfig.apps, fleet: false };
    expect(decideAccess(input({ handles, apps }))).toMatchObject({ kind: 'redirect', to: '/allowed' });
  });

  test('A11 A15 denied without redirects: to the own profile when coming from root, a first load or a public layout', () => {
    const handles = [page({ permissions: ['p_x'] })];
    const profile = { kind: 'redirect', to: '/core/users/profile/42', denied: true, notify: true };
    expect(decideAccess(input({ handles, from: null }))).toEqual(profile);
    expect(decideAccess(input({ handles, from: { pathname: '/', search: '', public: false } }))).toEqual(
      profile,
    );
    expect(
      decideAccess(input({ handles, from: { pathname: '/core/auth/sign-in', search: '', public: true } })),
    ).toEqual(profile);
  });

  test('A11 denied without redirects from another page: the navigation is cancelled', () => {
    const handles = [page({ permissions: ['p_x'] })];
    expect(decideAccess(input({ handles }))).toEqual({ kind: 'cancel', notify: true });
  });

  test("A11 denied from another page: the route's own denied handler decides; returning nothing cancels", () => {
    const seen: unknown[] = [];
    const handles = [
      page({
        permissions: ['p_x'],
        onDenied: (denial) => {
          seen.push(denial);
          return denial.target.search === '?tab=2' ? '/allowed' : null;
        },
      }),
    ];
    expect(decideAccess(input({ handles }))).toEqual({
      kind: 'redirect',
      to: '/allowed',
      denied: true,
      notify: true,
    });
    expect(seen[0]).toMatchObject({
      user: { id: 42 },
      target: { pathname: '/target', search: '?tab=2' },
      from: { pathname: '/somewhere' },
    });
    const target = { pathname: '/target', search: '' };
    expect(decideAccess(input({ handles, target }))).toEqual({ kind: 'cancel', notify: true });
    // The redirect list and the own-profile rule come first.
    expect(decideAccess(input({ handles, from: null }))).toMatchObject({ to: '/core/users/profile/42' });
  });

  test('A11 the denied page itself (permissions changed under it) goes to the own profile rather than loop', () => {
    const handles = [page({ permissions: ['p_x'] })];
    const from = { pathname: '/target', search: '?tab=2', public: false };
    expect(decideAccess(input({ handles, from }))).toMatchObject({
      kind: 'redirect',
      to: '/core/users/profile/42',
    });
  });

  test('A12 R153 a denial tells the user, except on the market main page (quietDenial)', () => {
    expect(decideAccess(input({ handles: [page({ permissions: ['p_x'], quietDenial: true })] }))).toEqual({
      kind: 'cancel',
      notify: false,
    });
  });

  test('A1 a route of an app switched off by HIDE_* does not exist', () => {
    const handles = [page({ app: 'fleet' }), page()];
    expect(decideAccess(input({ handles, apps: { ...testConfig.apps, fleet: false } }))).toEqual({
      kind: 'notFound',
    });
    expect(decideAccess(input({ handles }))).toEqual({ kind: 'allow' });
  });

  test('A38 fleet routes do not exist for a fleet Driver', () => {
    const handles = [page({ app: 'fleet' })];
    expect(decideAccess(input({ handles, user: { ...member, fleetRole: 'Driver' } }))).toEqual({
      kind: 'notFound',
    });
  });

  test('A14 on a phone, a page not flagged mobile goes to not-available-on-mobile with where it was going', () => {
    expect(decideAccess(input({ isPhone: true }))).toEqual({
      kind: 'redirect',
      to: `/core/not-available-on-mobile?from=${encodeURIComponent('/target?tab=2')}`,
      denied: false,
      notify: false,
    });
    expect(decideAccess(input({ isPhone: true, handles: [page({ mobile: true })] }))).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(input({ isPhone: false }))).toEqual({ kind: 'allow' });
  });

  test('A14 the mobile flag of the page (innermost route) decides; public pages are never redirected', () => {
    expect(decideAccess(input({ isPhone: true, handles: [page({ mobile: true }), page()] })).kind).toBe(
      'redirect',
    );
    expect(decideAccess(input({ isPhone: true, handles: [page({ publicLayout: true })] }))).toEqual({
      kind: 'allow',
    });
  });

  test('an index route without metadata is allowed', () => {
    expect(decideAccess(input({ handles: [] }))).toEqual({ kind: 'allow' });
  });

  test('R112 R113 R114 company type, admin type and a selected company, with the server guard’s rule', () => {
    const customer = {
      ...member,
      personalInfo: { ...member.personalInfo, company: { id: 3, name: 'Acme', type: 'Customer' as const } },
    };
    const noIntegrators = [page({ visibility: { companyTypes: { exclude: ['Integrator'] } } })];
    expect(decideAccess(input({ user: customer, handles: noIntegrators }))).toEqual({ kind: 'allow' });
    // testUser's company is an Integrator: excluded, even as an admin (R26 covers permissions, not this).
    expect(decideAccess(input({ user: testUser, handles: noIntegrators })).kind).not.toBe('allow');

    const superOnly = [page({ visibility: { adminTypes: { include: ['Super Admin'] } } })];
    expect(decideAccess(input({ user: testUser, handles: superOnly }))).toEqual({ kind: 'allow' });
    expect(
      decideAccess(input({ user: { ...testUser, adminType: 'Financial Admin' }, handles: superOnly })).kind,
    ).not.toBe('allow');

    const withCompany = [page({ visibility: { requiresCompany: true } })];
    const companyless = {
      ...testUser,
      personalInfo: { ...testUser.personalInfo, companyId: null, company: null },
    };
    const access = (selected: number | null) => accessContextOf(companyless, [], new Set(), selected);
    expect(
      decideAccess(input({ user: companyless, access: access(null), handles: withCompany })).kind,
    ).not.toBe('allow');
    expect(decideAccess(input({ user: companyless, access: access(9), handles: withCompany }))).toEqual({
      kind: 'allow',
    });
  });
});
