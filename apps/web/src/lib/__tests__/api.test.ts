import { auth, market, system } from '@atrium/contracts';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeJwt, json, mockFetch, testUser } from '../../testing/fixtures.ts';
import { ApiError, call, setSessionExpiredHandler } from '../api.ts';
import { clearRequestCache } from '../requestCache.ts';
import { storage } from '../storage.ts';

const expired = fakeJwt(-60);
const fresh = fakeJwt(900, { jti: 'new' });

function signedIn(token = fakeJwt(900)) {
  storage.set('accessToken', token);
  storage.set('refreshToken', 'refresh-1');
  storage.set('user', testUser);
  return token;
}

const bearer = (token: string) => `Bearer ${token}`;

describe('api client', () => {
  const onExpired = vi.fn();
  beforeEach(() => {
    clearRequestCache();
    onExpired.mockReset();
    setSessionExpiredHandler(onExpired);
  });

  test('sends the bearer token, Accept-Language and JSON, and returns the body', async () => {
    const token = signedIn();
    storage.set('language', 'ar');
    const { calls } = mockFetch(() => json(200, { data: testUser }));

    await expect(call(auth.me)).resolves.toEqual({ data: testUser });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/user/me',
      headers: { authorization: bearer(token), 'accept-language': 'ar', accept: 'application/json' },
    });
  });

  test('public writes (sign-in) go without a token; query and JSON body are encoded', async () => {
    signedIn();
    const { calls } = mockFetch(() => json(200, { data: { token: 't', refreshToken: 'r', user: testUser } }));
    await call(auth.login, { query: { shortTerm: '0' }, body: { email: 'a@b.co', password: 'x' } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login?shortTerm=0',
      body: { email: 'a@b.co', password: 'x' },
      headers: { 'content-type': 'application/json' },
    });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  test('a public read carries a valid token (the market prices for the buyer), never an expired one', async () => {
    const token = signedIn();
    const { calls } = mockFetch(() => json(200, { data: [], totalRecords: 0 }));
    await call(market.listProducts, { query: {} });
    expect(calls[0]?.headers.authorization).toBe(bearer(token));

    clearRequestCache();
    signedIn(expired);
    await call(market.listProducts, { query: {} });
    expect(calls[1]?.headers.authorization).toBeUndefined();
    expect(onExpired).not.toHaveBeenCalled();
  });

  test('an error reply becomes an ApiError with status, msg and code', async () => {
    mockFetch(() => json(400, { msg: 'Incorrect email or password', code: 'AUTH_INVALID_CREDENTIALS' }));
    const error = await call(auth.login, { body: { email: 'a@b.co', password: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      msg: 'Incorrect email or password',
      code: 'AUTH_INVALID_CREDENTIALS',
    });
  });

  test('a 418 reply carries the field errors', async () => {
    mockFetch(() => json(418, [{ param: 'email', msg: 'Please enter a valid email address' }]));
    const error = await call(auth.login, { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 418,
      msg: 'Please enter a valid email address',
      fieldErrors: [{ param: 'email', msg: 'Please enter a valid email address' }],
    });
  });

  test('a network failure is an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    await expect(call(system.getPublicConfig)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  test('R19 an expired stored token is refreshed with the refresh token before the call', async () => {
    signedIn(expired);
    const { calls } = mockFetch(({ path }) =>
      path === '/api/auth/token'
        ? json(200, { data: { token: fresh, refreshToken: 'refresh-2' } })
        : json(200, {}),
    );
    await call(auth.me);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/token', '/api/user/me']);
    expect(calls[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(calls[0]?.headers.clienttz).toBeTruthy();
    expect(calls[1]?.headers.authorization).toBe(bearer(fresh));
    expect(storage.get('refreshToken')).toBe('refresh-2');
  });

  test('R22 a 401 is retried once after obtaining a new access token', async () => {
    const old = signedIn();
    const { calls } = mockFetch(({ path, headers }) => {
      if (path === '/api/auth/token') return json(200, { data: { token: fresh, refreshToken: 'refresh-2' } });
      return headers.authorization === bearer(fresh)
        ? json(200, { data: testUser })
        : json(401, { msg: 'expired' });
    });
    await expect(call(auth.me)).resolves.toEqual({ data: testUser });
    expect(calls.map((c) => [c.path, c.headers.authorization])).toEqual([
      ['/api/user/me', bearer(old)],
      ['/api/auth/token', undefined],
      ['/api/user/me', bearer(fresh)],
    ]);
  });

  test('R22 the retried call is not retried a second time', async () => {
    signedIn();
    const { calls } = mockFetch(({ path }) =>
      path === '/api/auth/token'
        ? json(200, { data: { token: fresh, refreshToken: 'refresh-2' } })
        : json(401, { msg: 'no' }),
    );
    await expect(call(auth.me)).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.path === '/api/user/me')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/api/auth/token')).toHaveLength(1);
  });

  test('R20 concurrent 401s share one in-flight token refresh', async () => {
    signedIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockFetch(async ({ path, headers }) => {
      if (path === '/api/auth/token') {
        await gate;
        return json(200, { data: { token: fresh, refreshToken: 'refresh-2' } });
      }
      return headers.authorization === bearer(fresh)
        ? json(200, { data: testUser })
        : json(401, { msg: 'expired' });
    });
    const results = Promise.all([call(auth.me), call(auth.me), call(auth.me)]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/token')).toHaveLength(1));
    release();
    await expect(results).resolves.toHaveLength(3);
    expect(calls.filter((c) => c.path === '/api/auth/token')).toHaveLength(1);
  });

  test('R23 a 401 from the token endpoint is rejected without retry; R21 the session is reset', async () => {
    signedIn();
    const { calls } = mockFetch(({ path }) =>
      path === '/api/auth/token'
        ? json(401, { msg: 'Your session has ended, please sign in again', code: 'AUTH_INVALID_REFRESH' })
        : json(401, { msg: 'expired' }),
    );
    await expect(call(auth.me)).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.path)).toEqual(['/api/user/me', '/api/auth/token']);
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('R23 calling the token endpoint directly: its 401 is returned as is', async () => {
    const { calls } = mockFetch(() => json(401, { msg: 'bad', code: 'AUTH_INVALID_REFRESH' }));
    await expect(call(auth.refreshToken, { body: { refreshToken: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  test('204 resolves with null', async () => {
    signedIn();
    mockFetch(() => json(204, null));
    await expect(call(auth.logout, { body: { refreshToken: 'refresh-1' } })).resolves.toBeNull();
  });
});
