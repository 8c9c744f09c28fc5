import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { fakeJwt, json, mockFetch, testUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';

const SIGN_IN = '/core/auth/sign-in';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('[AUTH][SIGN-IN] page', () => {
  test('shows "Required" under both fields on an empty submit, without calling the server', async () => {
    const { calls } = mockFetch(() => json(500, { msg: 'should not be called' }));
    const { user } = renderApp(SIGN_IN);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  test('shows the brand name in its heading', async () => {
    renderApp(SIGN_IN);
    expect(await screen.findByRole('heading', { name: 'Sign in to Acme Cloud' })).toBeInTheDocument();
  });

  test("shows the server's message in an alert on a 400 and stays on sign-in", async () => {
    mockFetch(() => json(400, { msg: 'Incorrect email or password', code: 'AUTH_INVALID_CREDENTIALS' }));
    const { user, router } = renderApp(SIGN_IN);
    await fillAndSubmit(user, 'admin@atrium.demo', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(router.state.location.pathname).toBe(SIGN_IN);
    expect(storage.get('accessToken')).toBeNull();
  });

  test('shows 418 field errors under the matching field', async () => {
    mockFetch(() => json(418, [{ param: 'email', msg: 'This email is not allowed here' }]));
    const { user } = renderApp(SIGN_IN);
    await fillAndSubmit(user, 'admin@atrium.demo', 'secret');
    expect(await screen.findByText('This email is not allowed here')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('on success stores the session and goes to the redirect target', async () => {
    const token = fakeJwt(900);
    const { calls } = mockFetch(({ path }) =>
      path.startsWith('/api/auth/login')
        ? json(200, { data: { token, refreshToken: 'refresh-1', user: testUser } })
        : json(200, { data: testUser }),
    );
    const { user, router } = renderApp(`${SIGN_IN}?redirect=${encodeURIComponent('/core/users/profile/1')}`);
    await fillAndSubmit(user, '  Admin@Atrium.demo ', 'Admin#12345');

    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/1'));
    expect(storage.get('accessToken')).toBe(token);
    expect(storage.get('refreshToken')).toBe('refresh-1');
    expect(storage.get('user')).toEqual(testUser);
    const login = calls.find((c) => c.path.startsWith('/api/auth/login'));
    expect(login).toMatchObject({
      path: '/api/auth/login?shortTerm=0',
      body: { email: 'admin@atrium.demo', password: 'Admin#12345' },
    });
    expect(login?.headers.timezone).toBeTruthy();
  });

  test('a foreign redirect target is ignored', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/api/auth/login')
        ? json(200, { data: { token: fakeJwt(900), refreshToken: 'r', user: testUser } })
        : json(200, { data: testUser }),
    );
    const { user, router } = renderApp(`${SIGN_IN}?redirect=${encodeURIComponent('//evil.example/x')}`);
    await fillAndSubmit(user, 'admin@atrium.demo', 'Admin#12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/1'));
  });

  test('an address not confirmed yet (AUTH_NOT_VERIFIED) shows the message and can resend the email', async () => {
    const { calls } = mockFetch(({ path }) =>
      path.startsWith('/api/auth/login')
        ? json(400, { msg: 'Please verify your email address first', code: 'AUTH_NOT_VERIFIED' })
        : json(204, null),
    );
    const { user } = renderApp(SIGN_IN);
    await fillAndSubmit(user, 'New@Example.com', 'Str0ng#pass');
    expect(await screen.findByTestId('not-verified')).toHaveTextContent(
      'Please verify your email address first',
    );
    await user.click(screen.getByRole('button', { name: 'Resend the verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a new link');
    expect(calls.at(-1)).toMatchObject({
      path: '/api/auth/resend-activation-email',
      body: { email: 'new@example.com' },
    });
    expect(storage.get('accessToken')).toBeNull();
  });

  test('A13 a signed-in user opening sign-in is sent to the main layout', async () => {
    storage.set('accessToken', fakeJwt(900));
    storage.set('refreshToken', 'r');
    storage.set('user', testUser);
    mockFetch(() => json(200, { data: testUser }));
    const { router } = renderApp(SIGN_IN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/1'));
  });
});

describe('[AUTH][SIGN-IN] language menu, its code fetched when first used', () => {
  test('by keyboard: Enter opens the menu, Escape closes it and the focus is back on the button', async () => {
    const { user } = renderApp(SIGN_IN);
    const button = await screen.findByRole('button', { name: /^Language: English/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'العربية' })).toBeVisible();
    const opened = screen.getByRole('button', { name: /^Language: English/ });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(opened).toHaveFocus();
  });

  test('by pointer: choosing Arabic turns the page right to left and keeps the choice', async () => {
    const { user } = renderApp(SIGN_IN);
    await user.click(await screen.findByRole('button', { name: /^Language:/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(storage.get('language')).toBe('ar');
  });
});
