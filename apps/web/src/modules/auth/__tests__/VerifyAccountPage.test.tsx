import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { json, mockFetch } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { byRoute, LINK_INVALID, noContent, TOKEN } from './authTestKit.ts';

const LINK = `/core/auth/verify-account/${TOKEN}`;

describe('[AUTH][VERIFY-ACCOUNT] emailed confirmation link', () => {
  test('confirms once on load, then offers sign-in', async () => {
    const { calls } = mockFetch(byRoute({ 'POST /api/auth/verify-account/': noContent }));
    const { user, router } = renderApp(LINK);
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: `/api/auth/verify-account/${TOKEN}` }),
    ]);

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent('Your email address is confirmed.');
    expect(calls).toHaveLength(1);
  });

  test('a used or expired link shows the server message and a form to get a new one', async () => {
    const { calls } = mockFetch(
      byRoute({
        'POST /api/auth/verify-account/': () => json(400, LINK_INVALID),
        'POST /api/auth/resend-activation-email': noContent,
      }),
    );
    const { user } = renderApp(LINK);
    expect(await screen.findByTestId('invalid-link')).toHaveTextContent(LINK_INVALID.msg);
    await user.type(screen.getByLabelText(/^Email/), 'lina@blueharbor.example');
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a new link');
    expect(calls.at(-1)).toMatchObject({ body: { email: 'lina@blueharbor.example' } });
  });

  test('a malformed token is refused without calling the server', async () => {
    const { calls } = mockFetch(noContent);
    renderApp('/core/auth/verify-account/abc');
    expect(await screen.findByTestId('invalid-link')).toHaveTextContent(LINK_INVALID.msg);
    expect(calls).toHaveLength(0);
  });

  test('a server failure shows an error state whose retry asks again', async () => {
    let fail = true;
    const { calls } = mockFetch(() =>
      fail ? json(500, { msg: 'Something went wrong on our side', code: 'INTERNAL_ERROR' }) : noContent(),
    );
    const { user } = renderApp(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email could not be confirmed');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
