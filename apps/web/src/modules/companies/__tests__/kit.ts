import type { auth, companies } from '@atrium/contracts';
import { permissions } from '@atrium/contracts';
import { setSessionExpiredHandler } from '../../../lib/api.ts';
import { clearRequestCache } from '../../../lib/requestCache.ts';
import { storage } from '../../../lib/storage.ts';
import { type FetchCall, fakeJwt, json, mockFetch, testUser } from '../../../testing/fixtures.ts';

/** Test data and an API double for the companies, permissions and users pages. */

export const ALL_KEYS = [...permissions.PERMISSION_KEYS];
/** What the system role company_member holds. */
export const MEMBER_KEYS = [
  ...permissions.withImplied([
    'p_company_view',
    'p_structure_view',
    'p_asset_view',
    'p_area_view',
    'p_report_view',
  ]),
];

export const owner: auth.SessionUser = {
  id: 10,
  email: 'owner@customer.demo',
  isAdmin: false,
  adminType: null,
  fleetRole: null,
  permissions: ALL_KEYS,
  personalInfo: {
    firstName: 'Customer',
    lastName: 'Owner',
    companyId: 3,
    company: { id: 3, name: 'Demo Customer', type: 'Customer' },
  },
};

export const member: auth.SessionUser = {
  ...owner,
  id: 11,
  email: 'member@customer.demo',
  permissions: MEMBER_KEYS,
  personalInfo: { ...owner.personalInfo, firstName: 'Mona', lastName: 'Member' },
};

export const admin = testUser;

export const company = (over: Partial<companies.Company> = {}): companies.Company => ({
  id: 3,
  name: 'Demo Customer',
  email: 'contact@customer.demo',
  type: 'Customer',
  contractStatus: 'Active',
  parentCompanyId: 1,
  createdAt: '2025-05-01T10:00:00.000Z',
  ...over,
});

export const fmc = company({
  id: 21,
  name: 'Harbour FM',
  email: 'fm@harbour.test',
  type: 'FMC',
  parentCompanyId: 3,
  contractStatus: 'Inactive',
});

export const companyUser = (over: Partial<companies.CompanyUser> = {}): companies.CompanyUser => ({
  id: 31,
  email: 'ali@harbour.test',
  firstName: 'Ali',
  lastName: 'Hassan',
  status: 'active',
  roles: [{ id: 2, key: 'company_member', name: 'Company member', expiresAt: null }],
  createdAt: '2025-05-02T10:00:00.000Z',
  ...over,
});

export const role = (over: Partial<companies.CompanyRole> = {}): companies.CompanyRole => ({
  id: 2,
  key: 'company_member',
  name: 'Company member',
  description: 'Sees the company',
  app: null,
  system: true,
  permissions: MEMBER_KEYS,
  ...over,
});

export const ownerRole = role({
  id: 1,
  key: 'company_owner',
  name: 'Company owner',
  description: 'Everything within their own company',
  permissions: ALL_KEYS,
});

export const customRole = role({
  id: 50,
  key: 'company_21_abc',
  name: 'Night shift',
  description: 'Watches the alarms at night',
  system: false,
  permissions: [],
});

/** Signs a user in (tokens and stored permissions) and resets the client's caches. */
export function signIn(user: auth.SessionUser = owner, keys: string[] = user.permissions) {
  clearRequestCache();
  setSessionExpiredHandler(() => {});
  storage.set('accessToken', fakeJwt(900));
  storage.set('refreshToken', 'refresh-1');
  storage.set('user', user);
  storage.set('permissions', keys);
}

export type Route = [
  method: string,
  pattern: RegExp,
  respond: (call: FetchCall, match: RegExpMatchArray) => Response | Promise<Response>,
];

/**
 * Replaces fetch with a router over `routes` (`[method, /^\/api\/…$/ on the path without query, respond]`);
 * anything else is a 404 like the server's.
 */
export function serve(routes: Route[]) {
  return mockFetch((call) => {
    const path = call.path.split('?')[0] ?? call.path;
    for (const [method, pattern, respond] of routes) {
      const match = path.match(pattern);
      if (match && method === call.method) return respond(call, match);
    }
    return json(404, { msg: 'Not found', code: 'NOT_FOUND' });
  });
}

/** The query parameters of a call (none when there was no call). */
export const query = (call: FetchCall | undefined) => new URL(call?.path ?? '/', 'http://x').searchParams;

export const paged = <T>(rows: T[]) => json(200, { data: rows, totalRecords: rows.length });

/** The query strings of the calls to `path` (exact path, any query). */
export const callsTo = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path.split('?')[0] === path);
