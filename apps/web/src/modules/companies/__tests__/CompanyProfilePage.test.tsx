import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type FetchCall, json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  callsTo,
  company,
  companyUser,
  customRole,
  fmc,
  member,
  owner,
  ownerRole,
  paged,
  type Route,
  role,
  serve,
  signIn,
} from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });

const PROFILE = '/core/companies/profile/21';
const ali = companyUser();
const roles = [ownerRole, role(), customRole];

function serveProfile(extra: Route[] = [], users = [ali]) {
  return serve([
    ...extra,
    ['GET', /^\/api\/company\/21\/$/, () => json(200, { data: fmc })],
    ['GET', /^\/api\/company\/3\/$/, () => json(200, { data: company() })],
    ['GET', /^\/api\/company\/21\/user$/, () => paged(users)],
    ['GET', /^\/api\/company\/21\/role$/, () => json(200, { data: roles })],
  ]);
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('[CORE][COMPANIES] company profile', () => {
  test('R13 shows type, email, contract status (Inactive reads Suspended), the managing company and Edit', async () => {
    signIn(owner);
    serveProfile();
    renderApp(PROFILE);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Harbour FM');
    const details = await screen.findByTestId('company-details');
    expect(within(details).getByText('FMC')).toBeInTheDocument();
    expect(within(details).getByText('fm@harbour.test')).toBeInTheDocument();
    expect(within(details).getByText('Suspended')).toBeInTheDocument();
    expect(await within(details).findByRole('link', { name: 'Demo Customer' })).toHaveAttribute(
      'href',
      '/core/companies/profile/3',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/core/companies/21/edit');
  });

  test('R124 a managed company offers "Sign in as owner"; the own company does not', async () => {
    signIn(owner);
    serveProfile();
    const first = renderApp(PROFILE);
    // Two profiles render in this test: a busy machine needs longer than the default 5 s for each.
    expect(
      await screen.findByRole('link', { name: 'Sign in as owner' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/core/users/login-as-company-owner/21');
    first.unmount();

    renderApp('/core/companies/profile/3');
    expect(await screen.findByTestId('company-details', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in as owner' })).not.toBeInTheDocument();
  });

  test("another tenant's company (404) shows not found with a way back", async () => {
    signIn(owner);
    serve([]);
    renderApp('/core/companies/profile/99');
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to companies' })).toHaveAttribute(
      'href',
      '/core/companies/list',
    );
  });

  test('shows a skeleton while loading, then an error state with retry', async () => {
    signIn(owner);
    let fail = true;
    serve([
      [
        'GET',
        /^\/api\/company\/21\/$/,
        () => (fail ? json(500, { msg: 'Database unavailable' }) : json(200, { data: fmc })),
      ],
      ['GET', /^\/api\/company\/21\/user$/, () => paged([ali])],
      ['GET', /^\/api\/company\/3\/$/, () => json(200, { data: company() })],
    ]);
    const { user } = renderApp(PROFILE);
    expect(await screen.findByTestId('company-loading')).toBeInTheDocument();
    expect(await screen.findByText('We could not load this company')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Harbour FM');
  });

  test('a member (no p_company_users_view, no p_company_update) sees the details without tabs or Edit', async () => {
    signIn(member);
    serveProfile();
    renderApp(PROFILE);
    expect(await screen.findByTestId('company-details')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('[CORE][COMPANIES] company users', () => {
  test('lists the users with their roles; search is sent as nameFilter', async () => {
    signIn(owner);
    const { calls } = serveProfile();
    const { user } = renderApp(PROFILE);
    expect(await screen.findByText('Ali Hassan')).toBeInTheDocument();
    expect(screen.getByText('ali@harbour.test')).toBeInTheDocument();
    expect(screen.getByTestId('user-roles-31')).toHaveTextContent('Company member');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ali{Enter}');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/company/21/user').at(-1)?.path).toContain('nameFilter=ali'),
    );
  });

  test('R51 R52 "Add user" sends email, names, a first password (rule checklist) and the chosen role', async () => {
    signIn(owner);
    const { calls } = serveProfile([
      [
        'POST',
        /^\/api\/company\/21\/user$/,
        () => json(201, { data: companyUser({ id: 32, email: 'new@harbour.test' }) }),
      ],
    ]);
    const { user } = renderApp(PROFILE);
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@harbour.test');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Saleh');
    await user.type(within(dialog).getByLabelText('Password (optional)'), 'weak');
    const rules = within(dialog).getByTestId('password-rules');
    expect(
      within(rules)
        .getByText(/Capital Letters/)
        .closest('li'),
    ).toHaveAttribute('data-met', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(callsTo(calls, 'POST', '/api/company/21/user')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Password (optional)'));
    await user.type(within(dialog).getByLabelText('Password (optional)'), 'Strong#123');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Company member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/company/21/user')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/company/21/user')[0]?.body).toEqual({
      email: 'new@harbour.test',
      firstName: 'Nora',
      lastName: 'Saleh',
      password: 'Strong#123',
      roleId: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/company/21/user').length).toBeGreaterThan(1));
  });

  test('R103 a duplicate email (418) shows "This email is already used" under the email field', async () => {
    signIn(owner);
    serveProfile([
      [
        'POST',
        /^\/api\/company\/21\/user$/,
        () => json(418, [{ param: 'email', msg: 'This email is already used' }]),
      ],
    ]);
    const { user } = renderApp(PROFILE);
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await user.type(email, 'ali@harbour.test');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ali');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already used'));
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
  });

  test('the roles drawer assigns and unassigns; a refused change (403) leaves the switch as it was', async () => {
    signIn(owner);
    const assigned = companyUser({
      roles: [...ali.roles, { id: 50, key: customRole.key, name: 'Night shift', expiresAt: null }],
    });
    const { calls } = serveProfile([
      [
        'PUT',
        /^\/api\/company\/21\/user\/31\/role$/,
        (call: FetchCall) =>
          (call.body as { roleId: number }).roleId === 1
            ? json(403, {
                msg: 'You cannot give a role with permissions you do not have',
                code: 'ROLE_ESCALATION',
              })
            : json(200, { data: assigned }),
      ],
      [
        'PUT',
        /^\/api\/company\/21\/user\/31\/role\/unassign$/,
        () => json(200, { data: companyUser({ roles: [] }) }),
      ],
    ]);
    const { user } = renderApp(PROFILE);
    await user.click(await screen.findByRole('button', { name: 'More actions for Ali Hassan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage roles' }));
    const drawer = await screen.findByRole('dialog', { name: 'Roles of Ali Hassan' });
    const night = await within(drawer).findByRole('switch', { name: /Night shift/ });
    expect(within(drawer).getByRole('switch', { name: /Company member/ })).toBeChecked();
    expect(night).not.toBeChecked();

    await user.click(night);
    await waitFor(() => expect(night).toBeChecked());
    expect(callsTo(calls, 'PUT', '/api/company/21/user/31/role')[0]?.body).toEqual({ roleId: 50 });

    const ownerSwitch = within(drawer).getByRole('switch', { name: /Company owner/ });
    await waitFor(() => expect(ownerSwitch).toBeEnabled());
    await user.click(ownerSwitch);
    expect(
      await screen.findByText('You cannot give a role with permissions you do not have'),
    ).toBeInTheDocument();
    await waitFor(() => expect(ownerSwitch).toBeEnabled());
    expect(ownerSwitch).not.toBeChecked();

    await user.click(within(drawer).getByRole('switch', { name: /Company member/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/company/21/user/31/role/unassign')).toHaveLength(1),
    );
    expect(callsTo(calls, 'PUT', '/api/company/21/user/31/role/unassign')[0]?.body).toEqual({ roleId: 2 });
  });

  test('the access end can be removed (expiresAt null); a reset link is sent with its own toast', async () => {
    signIn(owner);
    const expiring = companyUser({
      roles: [
        { id: 2, key: 'company_member', name: 'Company member', expiresAt: '2030-01-01T08:00:00.000Z' },
      ],
    });
    const { calls } = serveProfile(
      [
        ['PUT', /^\/api\/company\/21\/user\/31\/expiration$/, () => json(200, { data: ali })],
        ['POST', /^\/api\/user\/31\/reset-password$/, () => json(204, null)],
      ],
      [expiring],
    );
    const { user } = renderApp(PROFILE);
    await user.click(await screen.findByRole('button', { name: 'More actions for Ali Hassan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Set access end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access end of Ali Hassan' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove end' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/company/21/user/31/expiration')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/company/21/user/31/expiration')[0]?.body).toEqual({ expiresAt: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Access end/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'More actions for Ali Hassan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send password reset link' }));
    expect(await screen.findByText('A password reset link was sent to ali@harbour.test')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/user/31/reset-password')).toHaveLength(1);
  });

  test("one's own row cannot change one's own roles", async () => {
    signIn(owner);
    serveProfile([], [companyUser({ id: owner.id, firstName: 'Customer', lastName: 'Owner' })]);
    const { user } = renderApp(PROFILE);
    await user.click(await screen.findByRole('button', { name: 'More actions for Customer Owner' }));
    expect(await screen.findByRole('menuitem', { name: 'Manage roles' })).toBeDisabled();
    expect(screen.getByText('You cannot change your own roles or access end.')).toBeInTheDocument();
  });
});

describe('[CORE][COMPANIES] company roles', () => {
  test('lists system and custom roles, each linking to its permissions', async () => {
    signIn(owner);
    serveProfile();
    const { user } = renderApp(`${PROFILE}?tab=roles`);
    const table = await screen.findByRole('table', { name: 'Roles' });
    const night = within(table).getByText('Night shift').closest('tr') as HTMLElement;
    expect(within(night).getByText('Custom')).toBeInTheDocument();
    expect(within(night).getByText('0 actions')).toBeInTheDocument();
    expect(within(night).getByRole('link', { name: 'Permissions of Night shift' })).toHaveAttribute(
      'href',
      '/core/permissions/list?companyId=21&roleId=50',
    );
    const system = within(table).getByText('Company owner').closest('tr') as HTMLElement;
    expect(within(system).getByText('System')).toBeInTheDocument();
    expect(within(system).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('Ali Hassan')).toBeInTheDocument();
  });

  test('"Create role" posts name and description and opens its permissions', async () => {
    signIn(owner);
    const { calls } = serveProfile([
      [
        'POST',
        /^\/api\/company\/21\/role$/,
        () => json(201, { data: role({ id: 51, name: 'Guards', system: false, permissions: [] }) }),
      ],
      ['GET', /^\/api\/permissions\/hierarchy$/, () => json(200, { data: [] })],
    ]);
    const { user, router } = renderApp(`${PROFILE}?tab=roles`);
    await user.click(await screen.findByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and set permissions' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Guards');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Night guards');
    await user.click(within(dialog).getByRole('button', { name: 'Create and set permissions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/permissions/list'));
    expect(router.state.location.search).toBe('?companyId=21&roleId=51');
    expect(callsTo(calls, 'POST', '/api/company/21/role')[0]?.body).toEqual({
      name: 'Guards',
      description: 'Night guards',
      permissions: [],
    });
  });

  test('a custom role is deleted after confirmation', async () => {
    signIn(owner);
    const { calls } = serveProfile([['DELETE', /^\/api\/company\/21\/role\/50$/, () => json(204, null)]]);
    const { user } = renderApp(`${PROFILE}?tab=roles`);
    await user.click(await screen.findByRole('button', { name: 'Delete the role Night shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete' });
    expect(within(dialog).getByTestId('confirm-delete-message')).toHaveTextContent(
      'Delete the role Night shift; its users lose it?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/company/21/role/50')).toHaveLength(1));
  });
});
