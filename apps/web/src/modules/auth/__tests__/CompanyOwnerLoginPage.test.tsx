import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { fakeJwt, json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  admin,
  callsTo,
  company,
  fmc,
  member,
  owner,
  paged,
  serve,
  signIn,
} from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 20_000 });
// The acting-as session lives in session storage, which the shared setup does not clear.
afterEach(() => sessionStorage.clear());

const PAGE = '/core/auth/company-owner-login';
const fmOwner = {
  ...owner,
  id: 40,
  email: 'owner@harbour.test',
  permissions: [],
  personalInfo: {
    firstName: 'Hana',
    lastName: 'Harbour',
    companyId: fmc.id,
    company: { id: fmc.id, name: fmc.name, type: fmc.type },
  },
  actorId: admin.id,
};

/** GET /company (one FMC) and POST /user/login-as-company-owner answered by `actAs`. */
function serveOwnerLogin(actAs: () => Response) {
  return serve([
    ['GET', /^\/api\/company$/, () => paged([fmc])],
    ['POST', /^\/api\/user\/login-as-company-owner$/, actAs],
    ['GET', /^\/api\/user\/40\/info$/, () => json(404, { msg: 'Not found', code: 'NOT_FOUND' })],
    ['POST', /^\/api\/user\/logout$/, () => json(204, null)],
  ]);
}

async function chooseCompany(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('combobox', { name: /^Company/ }));
  await user.click(await screen.findByRole('option', { name: fmc.name }));
}

describe('[AUTH][COMPANY-OWNER-LOGIN] page', () => {
  test('R124 without a session it goes to sign-in, which comes back here afterwards', async () => {
    serve([]);
    const { router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(PAGE);
  });

  test('R124 an admin picks a company and goes on as its owner: the secondary pair, then the banner', async () => {
    signIn(admin);
    const { calls } = serveOwnerLogin(() =>
      json(200, { data: { token: fakeJwt(900), refreshToken: 'secondary-1', user: fmOwner } }),
    );
    const { user, router } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Company-owner sign-in' })).toBeInTheDocument();
    await chooseCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue as owner' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/40'));
    expect(callsTo(calls, 'POST', '/api/user/login-as-company-owner')[0]?.body).toEqual({
      companyId: fmc.id,
    });
    expect(storage.get('secondaryRefreshToken')).toBe('secondary-1');
    expect(storage.get('refreshToken')).toBe('refresh-1'); // the own session stays
    const banner = await screen.findByTestId('acting-as-banner');
    expect(banner).toHaveTextContent('You are acting as the owner of Harbour FM');
    expect(banner).toHaveTextContent('Signed in as Hana Harbour on behalf of Super Admin');
    expect(within(screen.getByRole('banner')).getByTestId('header-user-name')).toHaveTextContent(
      'Hana Harbour',
    );

    await user.click(within(banner).getByRole('button', { name: 'Return to my account' }));
    await waitFor(() => expect(storage.get('secondaryRefreshToken')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/user/logout')[0]?.body).toEqual({ refreshToken: 'secondary-1' });
    expect(storage.get('refreshToken')).toBe('refresh-1');
  });

  test('an empty choice says Required without calling the server', async () => {
    signIn(admin);
    const { calls } = serveOwnerLogin(() => json(500, {}));
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Continue as owner' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/user/login-as-company-owner')).toHaveLength(0);
  });

  test('a company without an active owner (404) and one’s own company (400) show under the company field', async () => {
    signIn(admin);
    let reply = json(404, { msg: 'Company owner not found', code: 'NOT_FOUND' });
    serveOwnerLogin(() => reply);
    const { user } = renderApp(PAGE);
    await chooseCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue as owner' }));
    expect(
      await screen.findByText('This company cannot be found, or it has no active owner.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Company/ })).toHaveAttribute('aria-invalid', 'true');

    reply = json(400, { msg: 'You already belong to this company', code: 'AUTH_OWN_COMPANY' });
    await user.click(screen.getByRole('button', { name: 'Continue as owner' }));
    expect(await screen.findByText('You already belong to this company')).toBeInTheDocument();
    expect(storage.get('secondaryRefreshToken')).toBeNull();
  });

  test("R124 a company's own company is not offered (the server would refuse it)", async () => {
    signIn(owner);
    serve([['GET', /^\/api\/company$/, () => paged([company(), fmc])]]);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('combobox', { name: /^Company/ }));
    expect(await screen.findByRole('option', { name: fmc.name })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Demo Customer' })).not.toBeInTheDocument();
  });

  test('without p_company_update the page says so and offers no form', async () => {
    signIn(member);
    serveOwnerLogin(() => json(500, {}));
    renderApp(PAGE);
    expect(await screen.findByTestId('owner-login-forbidden')).toHaveTextContent(
      'Your account cannot sign in as a company owner.',
    );
    expect(screen.queryByRole('button', { name: 'Continue as owner' })).not.toBeInTheDocument();
  });

  test('a tab already acting as an owner shows whom, with the way back or on', async () => {
    signIn(admin);
    storage.set('secondaryAccessToken', fakeJwt(900));
    storage.set('secondaryRefreshToken', 'secondary-1');
    storage.set('secondaryUser', fmOwner);
    serveOwnerLogin(() => json(500, {}));
    renderApp(PAGE);
    const summary = await screen.findByTestId('acting-summary');
    expect(summary).toHaveTextContent('You are acting as the owner of Harbour FM');
    expect(within(summary).getByRole('link', { name: 'Continue as owner' })).toHaveAttribute('href', '/');
    expect(within(summary).getByRole('button', { name: 'Return to my account' })).toBeInTheDocument();
  });
});
