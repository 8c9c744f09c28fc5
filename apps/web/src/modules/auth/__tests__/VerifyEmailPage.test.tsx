import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { json, mockFetch } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { byRoute, noContent } from './authTestKit.ts';

const VERIFY = '/core/auth/verify?email=lina%40blueharbor.example';

describe('[AUTH][VERIFY] check your inbox', () => {
  test('names the address and sends the email again on request', async () => {
    const { calls } = mockFetch(byRoute({ 'POST /api/auth/resend-activation-email': noContent }));
    const { user } = renderApp(VERIFY);
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByTestId('verify-message')).toHaveTextContent(
      'We sent a confirmation link to lina@blueharbor.example.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a new link');
    expect(calls).toEqual([
      expect.objectContaining({
        path: '/api/auth/resend-activation-email',
        body: { email: 'lina@blueharbor.example' },
      }),
    ]);
  });

  test("asked too often, shows the server's 429 message", async () => {
    mockFetch(() => json(429, { msg: 'Too many requests. Try again in 42 seconds.', code: 'RATE_LIMITED' }));
    const { user } = renderApp(VERIFY);
    await user.click(await screen.findByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 42 seconds.');
  });

  test('without an address the user types one', async () => {
    const { calls } = mockFetch(noContent);
    const { user } = renderApp('/core/auth/verify');
    await user.click(await screen.findByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ email: 'who@example.com' }]);
  });
});
