import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { fakeJwt, json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, fmc, member, owner, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 20_000 });
// The acting-as session lives in session storage, which the shared setup does not clear.
afterEach(() => sessionStorage.clear());

const PAGE = `/core/users/login-as-company-owner/${fmc.id}`;
const fmOwner = {
  ...owner,
  id: 40,
  email: 'owner@harbour.test',
  personalInfo: {
    firstName: 'Hana',
    lastName: 'Harbour',
    companyId: fmc.id,
    company: { id: fmc.id, name: fmc.name, type: fmc.type },
  },
  actorId: owner.id,
};

describe('[CORE][USERS] login as company owner', () => {
  test('R124 shows the company, then acting as its owner leads to its profile with the banner', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company\/21\/$/, () => json(200, { data: fmc })],
      [
        'POST',
        /^\/api\/user\/login-as-company-owner$/,
        () => json(200, { data: { token: fakeJwt(900), refreshToken: 'secondary-1', user: fmOwner } }),
      ],
      ['GET', /^\/api\/user\/40\/info$/, () => json(404, { msg: 'Not found', code: 'NOT_FOUND' })],
    ]);
    const { user, router } = renderApp(PAGE);
    expect(await screen.findByTestId('act-as-company')).toHaveTextContent('Harbour FM');
    expect(screen.queryByTestId('acting-as-banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as owner' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/40'));
    expect(callsTo(calls, 'POST', '/api/user/login-as-company-owner')[0]?.body).toEqual({ companyId: 21 });
    expect(await screen.findByTestId('acting-as-banner')).toHaveTextContent(
      'Signed in as Hana Harbour on behalf of Customer Owner',
    );
    expect(storage.get('user')?.id).toBe(owner.id);
  });

  test('a refusal (one’s own company) shows its message and keeps the own session', async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/company\/21\/$/, () => json(200, { data: fmc })],
      [
        'POST',
        /^\/api\/user\/login-as-company-owner$/,
        () => json(400, { msg: 'You already belong to this company', code: 'AUTH_OWN_COMPANY' }),
      ],
    ]);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Sign in as owner' }));
    const card = screen.getByTestId('act-as-card');
    expect(await within(card).findByRole('alert')).toHaveTextContent('You already belong to this company');
    expect(storage.get('secondaryRefreshToken')).toBeNull();
  });

  test("another tenant's company (404) shows company not found", async () => {
    signIn(owner);
    serve([['GET', /^\/api\/company\/21\/$/, () => json(404, { msg: 'Not found', code: 'NOT_FOUND' })]]);
    renderApp(PAGE);
    expect(await screen.findByTestId('company-not-found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in as owner' })).not.toBeInTheDocument();
  });

  test('without p_company_update the guard refuses the page', async () => {
    signIn(member);
    serve([['GET', /^\/api\/user\/11\/info$/, () => json(404, {})]]);
    const { router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PAGE));
  });
});
