import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { fakeJwt, json, mockFetch, testUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';

vi.setConfig({ testTimeout: 20_000 });

const SIGN_IN = '/core/auth/sign-in';
const TFA_REQUIRED = { msg: 'Enter the code from your authenticator app', code: 'AUTH_TFA_REQUIRED' };
const TFA_INVALID = { msg: 'That code is not valid', code: 'AUTH_TFA_INVALID' };

/** The login endpoint of a user with two-factor sign-in on: the right code is 123456. */
function serveTwoFactorLogin(other: (body: { code?: string }) => Response | null = () => null) {
  return mockFetch(({ path, body }) => {
    if (!path.startsWith('/api/auth/login')) return json(200, { data: testUser });
    const { code } = body as { code?: string };
    const custom = other({ code });
    if (custom) return custom;
    if (code === undefined) return json(400, TFA_REQUIRED);
    if (code !== '123456') return json(400, TFA_INVALID);
    return json(200, { data: { token: fakeJwt(900), refreshToken: 'r-1', user: testUser } });
  });
}

async function passCredentials(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Email/), 'admin@atrium.demo');
  await user.type(screen.getByLabelText(/^Password/), 'Admin#12345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByTestId('tfa-step');
}

describe('[AUTH][SIGN-IN] two-factor code step', () => {
  test('AUTH_TFA_REQUIRED opens the code step; the right code signs in with the same credentials', async () => {
    const { calls } = serveTwoFactorLogin();
    const { user, router } = renderApp(SIGN_IN);
    await passCredentials(user);
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(storage.get('accessToken')).toBeNull();

    await user.type(screen.getByLabelText(/^Authentication code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/1'));
    const logins = calls.filter((call) => call.path.startsWith('/api/auth/login'));
    expect(logins.map((call) => call.body)).toEqual([
      { email: 'admin@atrium.demo', password: 'Admin#12345' },
      { email: 'admin@atrium.demo', password: 'Admin#12345', code: '123456' },
    ]);
    expect(storage.get('refreshToken')).toBe('r-1');
  });

  test('an empty code says Required and a short one asks for 6 digits, without calling the server', async () => {
    const { calls } = serveTwoFactorLogin();
    const { user } = renderApp(SIGN_IN);
    await passCredentials(user);
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Authentication code/), '12a4');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(calls).toHaveLength(before);
  });

  test('a wrong code (AUTH_TFA_INVALID) is an error on the code field, not an alert', async () => {
    serveTwoFactorLogin();
    const { user, router } = renderApp(SIGN_IN);
    await passCredentials(user);
    const code = screen.getByLabelText(/^Authentication code/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not valid')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(SIGN_IN);
    expect(storage.get('accessToken')).toBeNull();
  });

  test('too many attempts (429) shows an alert above the code', async () => {
    serveTwoFactorLogin(({ code }) =>
      code ? json(429, { msg: 'Too many failed attempts', code: 'AUTH_TOO_MANY_ATTEMPTS' }) : null,
    );
    const { user } = renderApp(SIGN_IN);
    await passCredentials(user);
    await user.type(screen.getByLabelText(/^Authentication code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts');
  });

  test('the back link returns to email and password, keeping the email and clearing the password', async () => {
    serveTwoFactorLogin();
    const { user } = renderApp(SIGN_IN);
    await passCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Back to email and password' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@atrium.demo');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.queryByTestId('tfa-step')).not.toBeInTheDocument();
  });
});
