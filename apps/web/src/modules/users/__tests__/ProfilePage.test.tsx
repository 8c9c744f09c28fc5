import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, member, owner, serve, signIn } from '../../companies/__tests__/kit.ts';
import { profileOf } from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });

const ali = profileOf({
  id: 31,
  email: 'ali@harbour.test',
  firstName: 'Ali',
  lastName: 'Hassan',
  emailVerified: false,
  company: { id: 21, name: 'Harbour FM', type: 'FMC' },
  roles: [{ id: 2, key: 'company_member', name: 'Company member' }],
});

describe('[CORE][USERS] profile page', () => {
  test('shows the stored name at once, then GET /user/:id/info: email, company link, type, roles, verified', async () => {
    signIn(owner);
    let respond: (response: Response) => void = () => {};
    const { calls } = serve([
      ['GET', /^\/api\/user\/10\/info$/, () => new Promise<Response>((resolve) => (respond = resolve))],
    ]);
    renderApp('/core/users/profile/10');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Customer Owner');
    expect(screen.getByTestId('profile-details-loading')).toBeInTheDocument();

    respond(json(200, { data: profileOf() }));
    const details = await screen.findByTestId('profile-details');
    expect(within(details).getByRole('link', { name: 'Demo Customer' })).toHaveAttribute(
      'href',
      '/core/companies/profile/3',
    );
    expect(within(details).getByText('Customer')).toBeInTheDocument();
    expect(within(details).getByTestId('profile-roles')).toHaveTextContent('Company owner');
    expect(within(details).getByText('01/05/2025')).toBeInTheDocument();
    expect(screen.getByTestId('verified')).toHaveTextContent('Email verified');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/core/users/profile/10/edit');
    expect(callsTo(calls, 'GET', '/api/user/10/info')).toHaveLength(1);
  });

  test("a managed company's user: name, company, roles and 'not verified' from the server", async () => {
    signIn(owner);
    serve([['GET', /^\/api\/user\/31\/info$/, () => json(200, { data: ali })]]);
    renderApp('/core/users/profile/31');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ali Hassan');
    expect(screen.getByTestId('verified')).toHaveTextContent('Email not verified');
    expect(await screen.findByRole('link', { name: 'Harbour FM' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-roles')).toHaveTextContent('Company member');
  });

  test("one's own profile shows whether the phone is verified and links to verifyNumber", async () => {
    signIn(owner);
    let phone: string | null = null;
    serve([['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profileOf({ phone }) })]]);
    const first = renderApp('/core/users/profile/10');
    const card = await screen.findByTestId('phone');
    expect(within(card).getByTestId('phone-status')).toHaveTextContent('Not verified');
    expect(within(card).getByRole('link', { name: 'Verify number' })).toHaveAttribute(
      'href',
      '/core/users/profile/10/verifyNumber',
    );
    first.unmount();

    phone = '+971501234567';
    renderApp('/core/users/profile/10');
    const verified = await screen.findByTestId('phone');
    await waitFor(() => expect(within(verified).getByTestId('phone-status')).toHaveTextContent('Verified'));
    expect(verified).toHaveTextContent('+971501234567');
    expect(within(verified).getByRole('link', { name: 'Change number' })).toBeInTheDocument();
  });

  test("another user's profile has no phone card", async () => {
    signIn(owner);
    serve([['GET', /^\/api\/user\/31\/info$/, () => json(200, { data: ali })]]);
    renderApp('/core/users/profile/31');
    expect(await screen.findByTestId('profile-details')).toBeInTheDocument();
    expect(screen.queryByTestId('phone')).not.toBeInTheDocument();
  });

  test('shows an error state with a retry that loads again', async () => {
    signIn(owner);
    let fail = true;
    serve([
      [
        'GET',
        /^\/api\/user\/10\/info$/,
        () => (fail ? json(500, { msg: 'Database unavailable' }) : json(200, { data: profileOf() })),
      ],
    ]);
    const { user } = renderApp('/core/users/profile/10');
    // The page's error state says why; the failed read's toast (R134) says it too.
    const title = await screen.findByText('We could not load this profile');
    const failed = title.closest<HTMLElement>('[role="alert"]');
    expect(failed).not.toBeNull();
    expect(within(failed as HTMLElement).getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-details')).toBeInTheDocument();
  });

  test('someone one may not see (404) shows a not-found state linking to the own profile', async () => {
    signIn(member);
    serve([
      [
        'GET',
        /^\/api\/user\/11\/info$/,
        () => json(200, { data: profileOf({ id: 11, firstName: 'Mona', lastName: 'Member' }) }),
      ],
    ]);
    const { user, router } = renderApp('/core/users/profile/42');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/11'));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Mona Member');
  });

  test('without p_company_view or p_company_users_update: no company link and no Edit button', async () => {
    signIn({ ...member, permissions: [] }, []);
    serve([['GET', /^\/api\/user\/31\/info$/, () => json(200, { data: ali })]]);
    renderApp('/core/users/profile/31');
    expect(await screen.findByTestId('profile-details')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('Harbour FM')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Harbour FM' })).not.toBeInTheDocument();
  });
});
