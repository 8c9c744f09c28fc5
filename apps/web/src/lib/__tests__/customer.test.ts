import type { auth } from '@atrium/contracts';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeJwt, json, mockFetch, testUser } from '../../testing/fixtures.ts';
import { request, setSessionExpiredHandler } from '../api.ts';
import { selectCompany } from '../company.ts';
import { customerIdFor, customerOf, NO_CUSTOMER } from '../customer.ts';
import { clearRequestCache } from '../requestCache.ts';
import { storage } from '../storage.ts';

const userOf = (type: auth.CompanyType | null, over: Partial<auth.SessionUser> = {}): auth.SessionUser => ({
  ...testUser,
  id: 5,
  isAdmin: false,
  adminType: null,
  personalInfo: {
    ...testUser.personalInfo,
    companyId: 40,
    company: type ? { id: 40, name: 'Own', type } : null,
  },
  ...over,
});
const selected = { id: 77, name: 'Blue Towers', type: 'Customer' as const };
const authenticated = { kind: 'authenticated' } as const;

describe('[CORE][API] customerId interceptor', () => {
  beforeEach(() => {
    clearRequestCache();
    setSessionExpiredHandler(() => {});
    selectCompany(null);
  });

  test('R129 Customer and Security Company users act as their own customer', () => {
    expect(customerOf(userOf('Customer'), selected)).toBe('40');
    expect(customerOf(userOf('Security Company'), selected)).toBe('40');
  });

  test("R133 FMC, AMC, Operator and Authority companies send ':none'", () => {
    for (const type of ['FMC', 'AMC', 'Operator', 'Authority'] as const) {
      expect(customerOf(userOf(type), selected)).toBe(NO_CUSTOMER);
    }
    expect(NO_CUSTOMER).toBe(':none');
  });

  test('R129 everyone else (admins, integrators) uses the selected company, none when nothing is selected', () => {
    expect(customerOf(testUser, selected)).toBe('77');
    expect(customerOf(userOf('Integrator'), selected)).toBe('77');
    expect(customerOf(userOf('Integrator'), null)).toBeNull();
    expect(customerOf(null, selected)).toBeNull();
  });

  test('R133 device, token, structure, meter bill and control room calls are customer-scoped; others are not', () => {
    const owner = userOf('Customer');
    for (const path of [
      '/company/:id/structure',
      '/structure/search',
      '/metrowatch/device/:id/lock',
      '/device-token',
      '/company/:id/meter-bill',
      '/control-room/:id',
    ]) {
      expect(customerIdFor(path, owner, null), path).toBe('40');
    }
    for (const path of ['/company', '/company/:id/user', '/auth/token', '/user/:id/info', '/country']) {
      expect(customerIdFor(path, owner, null), path).toBeNull();
    }
    expect(customerIdFor('/structure/search', null, selected)).toBeNull();
  });

  test('R132 swam calls default to the selected company, else the own one; permissions and notifications groups never', () => {
    const fmc = userOf('FMC');
    expect(customerIdFor('/swam/alarms/operational', fmc, selected)).toBe('77');
    expect(customerIdFor('/swam/alarms/operational', fmc, null)).toBe('40');
    expect(customerIdFor('/swam/device', userOf('Customer'), selected)).toBe('77');
    expect(customerIdFor('/swam/permissions-group/3', fmc, selected)).toBeNull();
    expect(customerIdFor('/swam/notifications-group', fmc, selected)).toBeNull();
  });

  test('A64 the client sends customerId on scoped calls, keeps a customerId the call names, and adds none to public calls', async () => {
    storage.set('accessToken', fakeJwt(900));
    storage.set('refreshToken', 'refresh-1');
    storage.set('user', testUser);
    selectCompany(selected);
    const { calls } = mockFetch(() => json(200, { data: [] }));
    await request(
      { method: 'GET', path: '/company/:id/structure', access: authenticated },
      { params: { id: 7 } },
    );
    await request(
      { method: 'GET', path: '/structure/search', access: authenticated },
      { query: { name: 'tower', customerId: ':none' } },
    );
    await request({ method: 'GET', path: '/structure/meta', access: { kind: 'public' } });
    await request({ method: 'GET', path: '/company', access: authenticated });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/company/7/structure?customerId=77',
      '/api/structure/search?name=tower&customerId=%3Anone',
      '/api/structure/meta',
      '/api/company',
    ]);
  });
});

describe('[CORE][API] a session that cannot be renewed', () => {
  test('R21 R24 a failed refresh signs out: tokens, user, cart and payment order go; the app reloads at /', async () => {
    clearRequestCache();
    storage.set('accessToken', fakeJwt(-60));
    storage.set('refreshToken', 'refresh-1');
    storage.set('user', testUser);
    storage.set('cart', { orders: [1] });
    storage.set('paymentOrder', { id: 3 });
    storage.set('language', 'ar');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch(({ path }) =>
      path === '/api/auth/token'
        ? json(401, { msg: 'Your session has ended, please sign in again', code: 'AUTH_INVALID_REFRESH' })
        : json(401, { msg: 'expired' }),
    );
    await expect(request({ method: 'GET', path: '/user/me', access: authenticated })).rejects.toMatchObject({
      status: 401,
    });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(Object.keys(localStorage)).toEqual(['atrium.language.v1']);
  });
});
