import { permissions } from '@atrium/contracts';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type FetchCall, json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  admin,
  callsTo,
  customRole,
  fmc,
  member,
  owner,
  ownerRole,
  type Route,
  role,
  serve,
  signIn,
} from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 20_000 });

const PAGE = '/core/permissions/list?companyId=21&roleId=50';
const tree = permissions.hierarchy();

function servePermissions(roles = [ownerRole, role(), customRole], extra: Route[] = []) {
  return serve([
    ...extra,
    ['GET', /^\/api\/company\/21\/$/, () => json(200, { data: fmc })],
    ['GET', /^\/api\/company\/21\/role$/, () => json(200, { data: roles })],
    ['GET', /^\/api\/permissions\/hierarchy$/, () => json(200, { data: tree })],
  ]);
}

const sentKeys = (call: FetchCall | undefined) =>
  new Set((call?.body as { permissions: string[] } | undefined)?.permissions ?? []);

async function openModule(user: ReturnType<typeof renderApp>['user'], name: string) {
  const control = await screen.findByRole('button', { name });
  if (control.getAttribute('aria-expanded') !== 'true') await user.click(control);
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('[CORE][PERMISSIONS] role permissions', () => {
  test('shows the hierarchy as modules → sub-modules → action switches for the chosen role', async () => {
    signIn(owner);
    servePermissions();
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Permissions', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('The roles of Harbour FM and what each one allows.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Night shift');
    expect(screen.getByText('Custom role')).toBeInTheDocument();
    await openModule(user, 'Company');
    const company = screen.getByRole('button', { name: 'Company' }).closest('[data-module]') as HTMLElement;
    expect(await within(company).findByText('Users')).toBeInTheDocument();
    expect(within(company).getByText('Contract management')).toBeInTheDocument();
    expect(within(company).getByRole('switch', { name: 'Company / Users: Assign roles' })).not.toBeChecked();
    expect(within(company).getByTestId('count-m_company')).toHaveTextContent('0 / 16');
  });

  test('R2 turning an action on also turns on its dependencies, at once, and PUTs the whole set', async () => {
    signIn(owner);
    let release: (response: Response) => void = () => {};
    const { calls } = servePermissions(undefined, [
      [
        'PUT',
        /^\/api\/company\/21\/role\/50$/,
        () => new Promise<Response>((resolve) => (release = resolve)),
      ],
    ]);
    const { user } = renderApp(PAGE);
    await openModule(user, 'Company');
    const assign = await screen.findByRole('switch', { name: 'Company / Users: Assign roles' });
    const view = screen.getByRole('switch', { name: 'Company / Users: View' });
    expect(assign.closest('.mantine-Switch-root')).toHaveTextContent('Also turns on: View');
    await user.click(assign);
    // Optimistic: both are on before the server answers.
    expect(assign).toBeChecked();
    expect(view).toBeChecked();
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/company/21/role/50')).toHaveLength(1));
    expect(sentKeys(callsTo(calls, 'PUT', '/api/company/21/role/50')[0])).toEqual(
      new Set(['p_company_users_assign_role', 'p_company_users_view', 'sm_company_users', 'm_company']),
    );
    const saved = role({
      ...customRole,
      permissions: [...permissions.withImplied(['p_company_users_assign_role'])],
    });
    release(json(200, { data: saved }));
    await waitFor(() => expect(assign).toBeEnabled());
    expect(assign).toBeChecked();
    expect(view).toBeChecked();
  });

  test('R3 turning an action off removes that action only', async () => {
    signIn(owner);
    const granted = [...permissions.withImplied(['p_company_users_assign_role'])];
    const { calls } = servePermissions(
      [role({ ...customRole, permissions: granted })],
      [
        [
          'PUT',
          /^\/api\/company\/21\/role\/50$/,
          ({ body }) => json(200, { data: { ...customRole, ...(body as object) } }),
        ],
      ],
    );
    const { user } = renderApp(PAGE);
    await openModule(user, 'Company');
    const assign = await screen.findByRole('switch', { name: 'Company / Users: Assign roles' });
    expect(assign).toBeChecked();
    await user.click(assign);
    expect(assign).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Company / Users: View' })).toBeChecked();
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/company/21/role/50')).toHaveLength(1));
    const sent = sentKeys(callsTo(calls, 'PUT', '/api/company/21/role/50')[0]);
    expect(sent.has('p_company_users_assign_role')).toBe(false);
    expect(sent.has('p_company_users_view')).toBe(true);
  });

  test('R4 when the server refuses, the toggle and its dependencies revert and the error shows', async () => {
    signIn(owner);
    const { calls } = servePermissions(undefined, [
      [
        'PUT',
        /^\/api\/company\/21\/role\/50$/,
        () => json(403, { msg: 'You cannot give permissions you do not have', code: 'ROLE_ESCALATION' }),
      ],
    ]);
    const { user } = renderApp(PAGE);
    await openModule(user, 'Company');
    const assign = await screen.findByRole('switch', { name: 'Company / Users: Assign roles' });
    await user.click(assign);
    expect(await screen.findByText('You cannot give permissions you do not have')).toBeInTheDocument();
    await waitFor(() => expect(assign).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Company / Users: View' })).not.toBeChecked();
    expect(callsTo(calls, 'PUT', '/api/company/21/role/50')).toHaveLength(1);
    expect(assign).toBeEnabled();
  });

  test('system roles are read-only: the switches show their grants but cannot change', async () => {
    signIn(owner);
    const { calls } = servePermissions();
    const { user } = renderApp('/core/permissions/list?companyId=21&roleId=2');
    expect(await screen.findByTestId('read-only')).toHaveTextContent(
      'System roles are the same for every company',
    );
    await openModule(user, 'Company');
    const view = screen.getByRole('switch', { name: 'Company: View' });
    expect(view).toBeChecked();
    expect(view).toBeDisabled();
    expect(callsTo(calls, 'PUT', '/api/company/21/role/2')).toHaveLength(0);
  });

  test('choosing another role in the select shows its permissions and keeps it in the URL', async () => {
    signIn(owner);
    servePermissions();
    const { user, router } = renderApp(PAGE);
    await user.click(await screen.findByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Company owner' }));
    await waitFor(() => expect(router.state.location.search).toContain('roleId=1'));
    expect(await screen.findByText('System role')).toBeInTheDocument();
    expect(screen.getByTestId('count-m_company')).toHaveTextContent('16 / 16');
  });

  test('without ?companyId the own company is used; an admin without a company is asked to choose one', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company\/3\/$/, () => json(200, { data: { ...fmc, id: 3, name: 'Demo Customer' } })],
      ['GET', /^\/api\/company\/3\/role$/, () => json(200, { data: [ownerRole] })],
      ['GET', /^\/api\/permissions\/hierarchy$/, () => json(200, { data: tree })],
    ]);
    const first = renderApp('/core/permissions/list');
    expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveValue('Company owner');
    expect(callsTo(calls, 'GET', '/api/company/3/role')).toHaveLength(1);
    first.unmount();

    signIn({ ...admin, personalInfo: { ...admin.personalInfo, companyId: null, company: null } });
    serve([]);
    renderApp('/core/permissions/list');
    expect(await screen.findByText('Choose a company')).toBeInTheDocument();
  });

  test('a failed load shows an error with retry; a member without p_company_users_view cannot open the page', async () => {
    signIn(owner);
    let fail = true;
    servePermissions(undefined, [
      [
        'GET',
        /^\/api\/company\/21\/role$/,
        () => (fail ? json(500, { msg: 'Database unavailable' }) : json(200, { data: [customRole] })),
      ],
    ]);
    const first = renderApp(PAGE);
    expect(await screen.findByText('The permissions could not be loaded')).toBeInTheDocument();
    fail = false;
    await first.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveValue('Night shift');
    first.unmount();

    signIn(member);
    servePermissions();
    const { router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/core/users/profile/${member.id}`));
  });
});
