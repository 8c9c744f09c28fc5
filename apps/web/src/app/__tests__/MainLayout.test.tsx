import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setSessionExpiredHandler } from '../../lib/api.ts';
import { clearRequestCache } from '../../lib/requestCache.ts';
import { storage } from '../../lib/storage.ts';
import { fakeJwt, json, mockFetch, testUser } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { i18n } from '../i18n.ts';

// The first render of the whole shell is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function signIn(token = fakeJwt(900)) {
  storage.set('accessToken', token);
  storage.set('refreshToken', 'refresh-1');
  storage.set('user', testUser);
}

describe('[CORE][LAYOUT] main layout and guard', () => {
  beforeEach(() => {
    clearRequestCache();
    setSessionExpiredHandler(() => {});
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  test('A15 "/" leads to the own profile inside the main layout, with brand and user name in the header', async () => {
    signIn();
    mockFetch(() => json(200, { data: testUser }));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/1'));
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Acme Cloud')).toBeInTheDocument();
    expect(within(header).getByText('Super Admin')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  test('A3 choosing Arabic sets dir=rtl on the document, English sets it back to ltr', async () => {
    signIn();
    mockFetch(() => json(200, { data: testUser }));
    const { user } = renderApp('/core/users/profile/1');
    const header = await screen.findByRole('banner');

    await user.click(within(header).getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await within(header).findByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(storage.get('language')).toBe('ar');

    await user.click(within(header).getByRole('button', { name: /اللغة/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });

  test('A8 without a session, a main-layout page goes to sign-in with the target as redirect', async () => {
    const { calls } = mockFetch(() => json(500, {}));
    const { router } = renderApp('/core/users/profile/1?tab=info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/core/users/profile/1?tab=info')}`,
    );
    expect(calls).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  test('A8 an expired access token is refreshed before entering the main layout', async () => {
    signIn(fakeJwt(-5));
    const fresh = fakeJwt(900, { jti: 'fresh' });
    const { calls } = mockFetch(({ path }) =>
      path === '/api/auth/token'
        ? json(200, { data: { token: fresh, refreshToken: 'refresh-2' } })
        : json(200, { data: testUser }),
    );
    const { router } = renderApp('/core/users/profile/1');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Super Admin');
    expect(router.state.location.pathname).toBe('/core/users/profile/1');
    expect(calls[0]?.path).toBe('/api/auth/token');
    expect(storage.get('accessToken')).toBe(fresh);
  });

  test('A8 a failed refresh clears the session and goes to sign-in', async () => {
    signIn(fakeJwt(-5));
    mockFetch(() =>
      json(401, { msg: 'Your session has ended, please sign in again', code: 'AUTH_INVALID_REFRESH' }),
    );
    const { router } = renderApp('/core/users/profile/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('user')).toBeNull();
  });

  test('R165 an unknown path shows page not found with a link home', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/core/page-not-found');
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });
});
