import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { json, mockFetch } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { byRoute, checklist, LINK_INVALID, noContent, STRONG, TOKEN } from './authTestKit.ts';

const RESET = `/core/auth/reset-password?token=${TOKEN}`;

async function fill(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('[AUTH][RESET-PASSWORD] page', () => {
  test('R51 R52 the new password shows the rule checklist, ticked as it is typed', async () => {
    const { user } = renderApp(RESET);
    await user.type(await screen.findByLabelText(/^New password/), 'abc1');
    expect(checklist()).toEqual({
      'At Least 8 Characters': false,
      'Small Letters': true,
      'Capital Letters': false,
      'Includes Numbers': true,
      'Special Character': false,
    });
  });

  test('R51 a password missing rules is refused without a call, naming the missing ones', async () => {
    const { calls } = mockFetch(noContent);
    const { user } = renderApp(RESET);
    await fill(user, 'abcdefgh', 'abcdefgh');
    expect(
      await screen.findByText('Password needs: Capital Letters, Includes Numbers, Special Character'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('R53 a confirmation that differs says "Passwords do not match"', async () => {
    const { calls } = mockFetch(noContent);
    const { user } = renderApp(RESET);
    await fill(user, STRONG, `${STRONG} `);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('success posts the token and password, then sign-in says the password changed', async () => {
    const { calls } = mockFetch(byRoute({ 'POST /api/auth/reset-password': noContent }));
    const { user, router } = renderApp(RESET);
    await fill(user, STRONG, STRONG);
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password.',
    );
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/auth/reset-password', body: { token: TOKEN, password: STRONG } }),
    ]);
  });

  test("an used or expired link shows the server's message and a way to ask for a new one", async () => {
    mockFetch(() => json(400, LINK_INVALID));
    const { user, router } = renderApp(RESET);
    await fill(user, STRONG, STRONG);
    expect(await screen.findByTestId('invalid-link')).toHaveTextContent(LINK_INVALID.msg);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/forget-password'));
  });

  test('a missing or malformed token shows the same invalid-link state without calling the server', async () => {
    const { calls } = mockFetch(noContent);
    const { unmount } = renderApp('/core/auth/reset-password');
    expect(await screen.findByTestId('invalid-link')).toHaveTextContent(LINK_INVALID.msg);
    unmount();
    renderApp('/core/auth/reset-password?token=short');
    expect(await screen.findByTestId('invalid-link')).toHaveTextContent(LINK_INVALID.msg);
    expect(calls).toHaveLength(0);
  });

  test('a server failure other than the link keeps the form with an alert', async () => {
    mockFetch(() => json(500, { msg: 'Something went wrong on our side', code: 'INTERNAL_ERROR' }));
    const { user } = renderApp(RESET);
    await fill(user, STRONG, STRONG);
    expect(await screen.findByRole('alert')).toHaveTextContent('The password could not be changed');
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });
});
