import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { preloadSignedInShell } from '../../../app/preloadShell.ts';
import { fakeJwt, json, mockFetch, testUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';

vi.mock('../../../app/preloadShell.ts', () => ({ preloadSignedInShell: vi.fn() }));

const SIGN_IN = '/core/auth/sign-in';

describe('[AUTH][SIGN-IN] the signed-in shell is fetched while the credentials are checked (issue 15 §2)', () => {
  test('a valid form starts the shell and registry fetch before the login request; an invalid one does not', async () => {
    const preload = vi.mocked(preloadSignedInShell);
    preload.mockClear();
    const preloadsAtLogin: number[] = [];
    mockFetch(({ path }) => {
      if (!path.startsWith('/api/auth/login')) return json(200, { data: testUser });
      preloadsAtLogin.push(preload.mock.calls.length);
      return json(200, { data: { token: fakeJwt(900), refreshToken: 'refresh-1', user: testUser } });
    });
    const { user, router } = renderApp(SIGN_IN);

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(preload).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), 'admin@atrium.demo');
    await user.type(screen.getByLabelText(/^Password/), 'Admin#12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(SIGN_IN));
    expect(preloadsAtLogin).toEqual([1]);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
