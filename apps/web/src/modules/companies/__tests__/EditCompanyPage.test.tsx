import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { admin, callsTo, company, fmc, owner, paged, serve, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });

function serveEdit() {
  return serve([
    ['GET', /^\/api\/company\/21\/$/, () => json(200, { data: fmc })],
    ['GET', /^\/api\/company\/3\/$/, () => json(200, { data: company() })],
    ['GET', /^\/api\/company\/(3|21)\/user$/, () => paged([])],
    [
      'PUT',
      /^\/api\/company\/21$/,
      ({ body }) =>
        (body as { email: string }).email === 'taken@x.test'
          ? json(418, [{ param: 'email', msg: 'This email is already used' }])
          : json(200, { data: { ...fmc, ...(body as object) } }),
    ],
    [
      'PUT',
      /^\/api\/company\/21\/contract$/,
      ({ body }) => json(200, { data: { ...fmc, ...(body as object) } }),
    ],
  ]);
}

describe('[CORE][COMPANIES] edit company', () => {
  test('changes name and email (PUT /company/:id) and goes back to the profile', async () => {
    signIn(owner);
    const { calls } = serveEdit();
    const { user, router } = renderApp('/core/companies/21/edit');
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    expect(name).toHaveValue('Harbour FM');
    await user.clear(name);
    await user.type(name, 'Harbour Facilities');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/companies/profile/21'));
    expect(callsTo(calls, 'PUT', '/api/company/21')[0]?.body).toEqual({
      name: 'Harbour Facilities',
      email: 'fm@harbour.test',
    });
  });

  test('R103 a 418 on the email shows under it; an empty name says Required without a call', async () => {
    signIn(owner);
    const { calls } = serveEdit();
    const { user } = renderApp('/core/companies/profile/21/edit');
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    expect(callsTo(calls, 'PUT', '/api/company/21')).toHaveLength(0);

    await user.type(name, 'Harbour FM');
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'taken@x.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already used'));
  });

  test('R13 a managed company has the contract switch: Suspended → Active sends PUT …/contract', async () => {
    signIn(owner);
    const { calls } = serveEdit();
    const { user } = renderApp('/core/companies/21/edit');
    const card = await screen.findByTestId('contract-card');
    expect(within(card).getByText('Suspended')).toBeInTheDocument();
    const toggle = within(card).getByRole('switch', { name: 'Contract active' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(card).getByText('Active')).toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(callsTo(calls, 'PUT', '/api/company/21/contract')[0]?.body).toEqual({ contractStatus: 'Active' });
  });

  test('R13 the own company has no contract switch; an admin has it for any company', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/company\/3\/$/, () => json(200, { data: company() })]]);
    const first = renderApp('/core/companies/3/edit');
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Demo Customer');
    expect(screen.queryByTestId('contract-card')).not.toBeInTheDocument();
    first.unmount();

    signIn(admin);
    serveEdit();
    renderApp('/core/companies/21/edit');
    expect(await screen.findByTestId('contract-card')).toBeInTheDocument();
  });
});
