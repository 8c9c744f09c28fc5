import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { json, mockFetch } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { byRoute, noContent } from './authTestKit.ts';

const FORGOT = '/core/auth/forget-password';
const SENT = 'If an account exists for this address, we sent a reset link';

describe('[AUTH][FORGOT-PASSWORD] page', () => {
  test('sign-in links to it with "Forgot password?"', async () => {
    const { user, router } = renderApp('/core/auth/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(FORGOT));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  test('an empty or malformed address is refused without calling the server', async () => {
    const { calls } = mockFetch(noContent);
    const { user } = renderApp(FORGOT);
    await user.click(await screen.findByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('posts the lower-cased address and says the same thing whether or not it exists (204)', async () => {
    const { calls } = mockFetch(byRoute({ 'POST /api/auth/forgot-password': noContent }));
    const { user } = renderApp(FORGOT);
    await user.type(await screen.findByLabelText(/^Email/), ' Nobody@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'nobody@example.com' } }),
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/core/auth/sign-in',
    );
  });

  test('a server failure shows an alert and keeps the form', async () => {
    mockFetch(() => json(500, { msg: 'Something went wrong on our side', code: 'INTERNAL_ERROR' }));
    const { user } = renderApp(FORGOT);
    await user.type(await screen.findByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be sent');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('someone@example.com');
  });
});
