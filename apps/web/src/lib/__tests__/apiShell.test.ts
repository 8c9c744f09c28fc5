import { auth, permissions, system } from '@atrium/contracts';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../app/i18n.ts';
import { fakeJwt, mockFetch, testUser } from '../../testing/fixtures.ts';
import { call, request, setSessionExpiredHandler } from '../api.ts';
import { onCompanyChange, selectCompany } from '../company.ts';
import { logout } from '../logout.ts';
import { currentPermissions, onPermissionsChange } from '../permissions.ts';
import { getRefreshRequest, resetRefreshState, setStartVersion } from '../refresh.ts';
import { clearRequestCache } from '../requestCache.ts';
import { saveSecondarySession, saveSession } from '../session.ts';
import { storage } from '../storage.ts';

void i18n; // the app's i18n instance drives the toasts

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

function signedIn(user = testUser) {
  storage.set('accessToken', fakeJwt(900));
  storage.set('refreshToken', 'refresh-1');
  storage.set('user', user);
}

const company = { id: 31, name: 'Blue Towers', type: 'Customer' as const };

describe('[CORE][API] shell additions to the client', () => {
  beforeEach(() => {
    clearRequestCache();
    resetRefreshState();
    sessionStorage.clear();
    setSessionExpiredHandler(() => {});
  });
  afterEach(() => {
    notifications.clean();
  });

  test('A64 R130 the selected company goes as company-id on every call and as on-behalf-of on metro-watch and swam calls', async () => {
    signedIn();
    selectCompany(company);
    const { calls } = mockFetch(() => reply(200, { data: [] }));
    await request({ method: 'GET', path: '/structure', access: { kind: 'authenticated' } });
    await request({ method: 'GET', path: '/metrowatch/device', access: { kind: 'authenticated' } });
    await request({ method: 'GET', path: '/swam/device', access: { kind: 'authenticated' } });
    expect(calls[0]?.headers).toMatchObject({ 'company-id': '31' });
    expect(calls[0]?.headers['on-behalf-of']).toBeUndefined();
    expect(calls[1]?.headers).toMatchObject({ 'company-id': '31', 'on-behalf-of': '31' });
    expect(calls[2]?.headers).toMatchObject({ 'on-behalf-of': '31' });
  });

  test("R131 ':me' leaves on-behalf-of out; public calls carry no tenancy headers", async () => {
    signedIn();
    selectCompany(company);
    const { calls } = mockFetch(() => reply(200, { data: {} }));
    await request(
      { method: 'GET', path: '/swam/device', access: { kind: 'authenticated' } },
      { onBehalfOf: ':me' },
    );
    await call(system.getPublicConfig);
    expect(calls[0]?.headers['on-behalf-of']).toBeUndefined();
    expect(calls[1]?.headers['company-id']).toBeUndefined();
  });

  test('R29 selecting a company tells the listeners and is kept in storage; R28 the request cache goes', async () => {
    signedIn();
    const listener = vi.fn();
    const off = onCompanyChange(listener);
    const { calls } = mockFetch(() => reply(200, { data: testUser }));
    await call(auth.me);
    selectCompany(company);
    await call(auth.me);
    expect(listener).toHaveBeenCalledWith(company);
    expect(storage.get('company')).toEqual(company);
    expect(calls).toHaveLength(2);
    selectCompany(company); // the same company again is no change
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  test('A65 GET answers are cached per URL; a successful change drops the cache', async () => {
    signedIn();
    const { calls } = mockFetch(({ method }) =>
      method === 'GET' ? reply(200, { data: testUser }) : reply(204, null),
    );
    await call(auth.me);
    await call(auth.me);
    expect(calls).toHaveLength(1);
    await call(auth.logout, { body: {} });
    await call(auth.me);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
  });

  test('A65 a call can skip the cache', async () => {
    signedIn();
    const { calls } = mockFetch(() => reply(200, { data: testUser }));
    await call(auth.me, { cache: 'none' });
    await call(auth.me, { cache: 'none' });
    expect(calls).toHaveLength(2);
  });

  test('R107 the permissions header (the contract encoding or comma-separated keys) is stored on authenticated responses', async () => {
    signedIn();
    mockFetch(() =>
      reply(200, { data: testUser }, { permissions: permissions.encodePermissions(['m_user']) }),
    );
    await call(auth.me);
    expect(storage.get('permissions')).toEqual(['m_user']);

    clearRequestCache();
    storage.remove('permissions');
    mockFetch(() => reply(200, { data: testUser }, { permissions: 'p_a, p_b' }));
    await call(auth.me);
    expect(storage.get('permissions')).toEqual(['p_a', 'p_b']);
  });

  test('R25 R28 new permissions while signed in replace the stored ones, drop the cache and show a 10 s info toast', async () => {
    signedIn();
    storage.set('permissions', ['p_a']);
    const show = vi.spyOn(notifications, 'show');
    const changed = vi.fn();
    const off = onPermissionsChange(changed);
    const { calls } = mockFetch(() => reply(200, { data: testUser }, { permissions: 'p_a,p_b' }));
    await call(auth.me);
    expect(storage.get('permissions')).toEqual(['p_a', 'p_b']);
    expect(changed).toHaveBeenCalledWith(['p_a', 'p_b']);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Your permissions have changed',
        message: expect.stringContaining('sidebar'),
        autoClose: 10_000,
        'data-toast-kind': 'notify',
      }),
    );
    await call(auth.me); // the cache was dropped with the change
    expect(calls).toHaveLength(2);
    expect(changed).toHaveBeenCalledTimes(1); // same set again: no change
    off();
  });

  test('R25 the first permissions after sign-in are stored quietly; without a session nothing is stored', async () => {
    const changed = vi.fn();
    const off = onPermissionsChange(changed);
    mockFetch(() =>
      reply(200, { data: { token: 't', refreshToken: 'r', user: testUser } }, { permissions: 'p_a' }),
    );
    await call(auth.login, { body: { email: 'a@b.co', password: 'x' }, notify: false });
    expect(storage.get('permissions')).toBeNull();

    saveSession({ token: fakeJwt(900), refreshToken: 'r', user: testUser });
    mockFetch(() => reply(200, { data: testUser }, { permissions: 'p_a' }));
    await call(auth.me);
    expect(storage.get('permissions')).toEqual(['p_a']);
    expect(changed).not.toHaveBeenCalled();
    off();
  });

  test('A7 an x-app-version other than the start version asks for the refresh dialog', async () => {
    signedIn();
    setStartVersion('1.0.0');
    mockFetch(() => reply(200, { data: testUser }, { 'x-app-version': '1.0.0' }));
    await call(auth.me);
    expect(getRefreshRequest()).toBeNull();
    clearRequestCache();
    mockFetch(() => reply(200, { data: testUser }, { 'x-app-version': '1.1.0' }));
    await call(auth.me);
    expect(getRefreshRequest()).toEqual({ reason: 'version', version: '1.1.0' });
  });

  test('R134 a failed change shows a toast; R137 a successful PUT says updated', async () => {
    signedIn();
    const show = vi.spyOn(notifications, 'show');
    mockFetch(({ method }) => (method === 'PUT' ? reply(200, {}) : reply(409, { msg: 'Name taken' })));
    const def = { path: '/structure/1', access: { kind: 'authenticated' } } as const;
    await request({ ...def, method: 'PUT' });
    await expect(request({ ...def, method: 'POST' })).rejects.toMatchObject({ status: 409 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Updated successfully' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Conflict', message: 'Name taken', 'data-toast-kind': 'error' }),
    );
  });

  test('A61 acting as secondary: its pair (session storage) is the one used and refreshed', async () => {
    signedIn();
    const owner = { ...testUser, id: 8, isAdmin: false };
    saveSecondarySession({ token: fakeJwt(-5), refreshToken: 'secondary-1', user: owner });
    const fresh = fakeJwt(900, { jti: 'secondary' });
    const { calls } = mockFetch(({ path }) =>
      path === '/api/auth/token'
        ? reply(200, { data: { token: fresh, refreshToken: 'secondary-2' } })
        : reply(200, { data: owner }),
    );
    await call(auth.me);
    expect(calls[0]?.body).toEqual({ refreshToken: 'secondary-1' });
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${fresh}`);
    expect(sessionStorage.getItem('atrium.secondaryRefreshToken.v1')).toBe('"secondary-2"');
    expect(storage.get('refreshToken')).toBe('refresh-1');
  });

  test("A61 R25 acting as secondary keeps its permissions in the tab: the own session's stay for other tabs", async () => {
    signedIn();
    storage.set('permissions', ['p_own']);
    const changed = vi.fn();
    const off = onPermissionsChange(changed);
    saveSecondarySession({ token: fakeJwt(900), refreshToken: 'secondary-1', user: { ...testUser, id: 8 } });
    mockFetch(() => reply(200, { data: testUser }, { permissions: 'p_owner' }));
    await call(auth.me);
    expect(storage.get('secondaryPermissions')).toEqual(['p_owner']);
    expect(storage.get('permissions')).toEqual(['p_own']);
    expect(currentPermissions()).toEqual(['p_owner']);
    expect(changed).not.toHaveBeenCalled(); // the acting session's first keys are not a change

    mockFetch(() => reply(204, null));
    await logout(() => {});
    expect(currentPermissions()).toEqual(['p_own']);
    off();
  });

  test('R24 logout clears tokens, user, permissions, company, cart and payment order, then reloads at /', async () => {
    signedIn();
    storage.set('permissions', ['p_a']);
    storage.set('company', company);
    storage.set('cart', { orders: [1] });
    storage.set('paymentOrder', { id: 3 });
    storage.set('language', 'ar');
    const { calls } = mockFetch(() => reply(204, null));
    const reload = vi.fn();
    await logout(reload);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/logout',
      body: { refreshToken: 'refresh-1' },
    });
    expect(reload).toHaveBeenCalledWith('/');
    expect(Object.keys(localStorage)).toEqual(['atrium.language.v1']);
  });

  test('R24 logout while acting as secondary clears only the secondary pair: the primary session resumes', async () => {
    signedIn();
    saveSecondarySession({ token: fakeJwt(900), refreshToken: 'secondary-1', user: { ...testUser, id: 8 } });
    storage.set('cart', { orders: [] });
    const { calls } = mockFetch(() => reply(204, null));
    await logout(() => {});
    expect(calls[0]?.body).toEqual({ refreshToken: 'secondary-1' });
    expect(sessionStorage.length).toBe(0);
    expect(storage.get('refreshToken')).toBe('refresh-1');
    expect(storage.get('user')).toEqual(testUser);
    expect(storage.get('cart')).toBeNull();
  });

  test('R24 logout works when the server cannot be reached', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const reload = vi.fn();
    await logout(reload);
    expect(storage.get('accessToken')).toBeNull();
    expect(reload).toHaveBeenCalledWith('/');
  });
});
