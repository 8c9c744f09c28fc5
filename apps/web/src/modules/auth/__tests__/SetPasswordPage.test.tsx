import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { json, mockFetch } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { byRoute, checklist, LINK_INVALID, noContent, STRONG, TOKEN } from './authTestKit.ts';

const SET = `/core/auth/set-password/${TOKEN}`;

async function fill(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save my password' }));
}

describe('[AUTH][SET-PASSWORD] page', () => {
  test('R51 R53 an invited user chooses a password meeting every rule, confirmed, then signs in', async () => {
    const { calls } = mockFetch(byRoute({ 'POST /api/auth/set-password/': noContent }));
    const { user, router } = renderApp(SET);
    await fill(user, STRONG, 'Str0ng#pas');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(Object.values(checklist()).every(Boolean)).toBe(true);
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Confirm password/), 's');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent('Your password is set.');
    expect(calls).toEqual([
      expect.objectContaining({ path: `/api/auth/set-password/${TOKEN}`, body: { password: STRONG } }),
    ]);
  });

  test('an expired invitation shows the server message and offers a reset link', async () => {
    mockFetch(() => json(400, LINK_INVALID));
    const { user } = renderApp(SET);
    await fill(user, STRONG, STRONG);
    expect(await screen.findByTestId('invalid-link')).toHaveTextContent(LINK_INVALID.msg);
    expect(screen.getByRole('link', { name: 'Request a reset link' })).toHaveAttribute(
      'href',
      '/core/auth/forget-password',
    );
  });
});
