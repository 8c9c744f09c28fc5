import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { fakeJwt, json, mockFetch, testUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';

describe('[CORE][USERS] profile page', () => {
  beforeEach(() => {
    storage.set('accessToken', fakeJwt(900));
    storage.set('refreshToken', 'refresh-1');
    storage.set('user', testUser);
  });

  test('shows a skeleton, then name, email, company, company type and admin type from GET /user/me', async () => {
    let respond: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (respond = resolve)));
    renderApp('/core/users/profile/1');
    expect(await screen.findByTestId('profile-loading')).toBeInTheDocument();

    respond(json(200, { data: { ...testUser, email: 'super@atrium.demo' } }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Super Admin');
    expect(screen.getByText('super@atrium.demo')).toBeInTheDocument();
    expect(screen.getByText('Atrium HQ')).toBeInTheDocument();
    expect(screen.getByText('Integrator')).toBeInTheDocument();
    expect(screen.getAllByText('Super Admin').length).toBeGreaterThan(1);
    // The fresh user replaces the stored one.
    expect(storage.get('user')?.email).toBe('super@atrium.demo');
  });

  test('shows an error state with a retry that loads again', async () => {
    let fail = true;
    mockFetch(() => (fail ? json(500, { msg: 'Database unavailable' }) : json(200, { data: testUser })));
    const { user } = renderApp('/core/users/profile/1');
    expect(await screen.findByText('We could not load this profile')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Super Admin');
  });

  test("another user's id shows a not-found state linking to the own profile", async () => {
    mockFetch(() => json(200, { data: testUser }));
    const { user, router } = renderApp('/core/users/profile/42');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/1'));
    expect(await screen.findByTestId('profile-name')).toBeInTheDocument();
  });
});
