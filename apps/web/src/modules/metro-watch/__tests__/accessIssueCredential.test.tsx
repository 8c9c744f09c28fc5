import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { bodyOf, callsTo, credential, owner, paged, serve, signIn } from './accessKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const wait = { timeout: 15_000 };
const TOKENS = '/api/metrowatch/access-token';

const companyUser = {
  id: 12,
  email: 'guard@customer.demo',
  firstName: 'Gate',
  lastName: 'Guard',
  status: 'active',
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

function serveIssue(post: () => Response) {
  let rows = [credential()];
  const served = serve([
    ['GET', /^\/api\/metrowatch\/access-token$/, () => paged(rows)],
    ['GET', /^\/api\/company\/3\/user$/, () => paged([companyUser])],
    [
      'POST',
      /^\/api\/metrowatch\/access-token$/,
      () => {
        const response = post();
        if (response.status === 201) rows = [...rows, credential({ id: 6, label: 'Night PIN', kind: 'pin' })];
        return response;
      },
    ],
  ]);
  return served;
}

async function openIssue() {
  signIn(owner);
  const view = renderApp('/metro-watch/user-access/access');
  await view.user.click(await screen.findByRole('button', { name: 'Issue credential' }, wait));
  const dialog = await screen.findByRole('dialog', { name: 'Issue a credential' }, wait);
  await view.user.click(within(dialog).getByRole('combobox', { name: /^Holder/ }));
  await view.user.click(await screen.findByRole('option', { name: /Gate Guard/ }, wait));
  await view.user.click(within(dialog).getByRole('radio', { name: 'PIN' }));
  await view.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Night PIN');
  return { ...view, dialog };
}

describe('[METROWATCH][ACCESS-TOKENS] issuing a credential', () => {
  test('the PIN rule of the contract shows under Code; a valid PIN is issued, the list reloads and says so', async () => {
    const { calls } = serveIssue(() =>
      json(201, { data: credential({ id: 6, label: 'Night PIN', kind: 'pin' }) }),
    );
    const { user, dialog } = await openIssue();
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await user.type(code, '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/A PIN Has 4 to 8 Digits/));
    expect(callsTo(calls, 'POST', TOKENS)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(callsTo(calls, 'POST', TOKENS)).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'POST', TOKENS)[0])).toEqual({
      userId: 12,
      kind: 'pin',
      label: 'Night PIN',
      code: '482913',
      state: 'active',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(await screen.findByText('Credential Night PIN issued', {}, wait)).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'Night PIN' }, wait)).toBeVisible();
  });

  test('R103 R148 the server’s 418 on code lands under the Code field and the modal stays open', async () => {
    const { calls } = serveIssue(() => json(418, [{ param: 'code', msg: 'This Code Is Already Used' }]));
    const { user, dialog } = await openIssue();
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await user.type(code, '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This Code Is Already Used/), wait);
    expect(callsTo(calls, 'POST', TOKENS)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Issue a credential' })).toBeVisible();
  });

  test('without the grant permission there is no Issue credential button', async () => {
    signIn({ ...owner, permissions: owner.permissions.filter((key) => key !== 'p_metrowatch_access_grant') });
    serve([['GET', /^\/api\/metrowatch\/access-token$/, () => paged([credential()])]]);
    renderApp('/metro-watch/user-access/access');
    expect(await screen.findByText('Blue card', {}, wait)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Issue credential' })).toBeNull();
  });
});
