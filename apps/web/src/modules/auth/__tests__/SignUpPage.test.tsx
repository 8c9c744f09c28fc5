import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderShell } from '../../../app/__tests__/renderShell.tsx';
import { i18n } from '../../../app/i18n.ts';
import { configQuery } from '../../../lib/config.ts';
import { json, mockFetch, testConfig } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { byRoute, checklist, STRONG, TOKEN } from './authTestKit.ts';

const SIGN_UP = '/core/auth/sign-up';
type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    company: 'Blue Harbor',
    first: 'Lina',
    last: 'Haddad',
    email: 'Lina@BlueHarbor.example',
    password: STRONG,
    confirm: STRONG,
    ...overrides,
  };
  await user.type(await screen.findByLabelText(/^Company name/), values.company);
  await user.type(screen.getByLabelText(/^First name/), values.first);
  await user.type(screen.getByLabelText(/^Last name/), values.last);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create the account' }));
}

describe('[AUTH][SIGN-UP] page', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  test('sign-in links to it with "Create an account"', async () => {
    const { user, router } = renderApp('/core/auth/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SIGN_UP));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  test('R51 R53 an empty submit shows Required under every field, without calling the server', async () => {
    const { calls } = mockFetch(() => json(500, {}));
    const { user } = renderApp(SIGN_UP);
    await user.click(await screen.findByRole('button', { name: 'Create the account' }));
    expect(await screen.findAllByText('Required')).toHaveLength(6);
    expect(calls).toHaveLength(0);
  });

  test('R51 R52 R53 the password checklist follows the typing; a weak or unconfirmed password is refused', async () => {
    const { calls } = mockFetch(() => json(500, {}));
    const { user } = renderApp(SIGN_UP);
    await fill(user, { password: 'lowercase1', confirm: 'lowercase2' });
    expect(checklist()).toEqual({
      'At Least 8 Characters': true,
      'Small Letters': true,
      'Capital Letters': false,
      'Includes Numbers': true,
      'Special Character': false,
    });
    expect(await screen.findByText('Password needs: Capital Letters, Special Character')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('on 201 posts the contract body (no confirmation) and goes to "check your inbox" for the address', async () => {
    const { calls } = mockFetch(
      byRoute({
        'POST /api/company/customer/signup': () => json(201, { data: { email: 'lina@blueharbor.example' } }),
      }),
    );
    const { user, router } = renderApp(SIGN_UP);
    await fill(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/verify'));
    expect(router.state.location.search).toBe('?email=lina%40blueharbor.example');
    expect(await screen.findByTestId('verify-message')).toHaveTextContent('lina@blueharbor.example');
    expect(calls[0]?.body).toEqual({
      companyName: 'Blue Harbor',
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina@blueharbor.example',
      password: STRONG,
    });
  });

  test("a 418 (address already used) shows the server's message under the email", async () => {
    mockFetch(() => json(418, [{ param: 'email', msg: 'This email is already used' }]));
    const { user, router } = renderApp(SIGN_UP);
    await fill(user);
    expect(await screen.findByText('This email is already used')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(SIGN_UP);
  });

  test('a brand with brand.signUpEnabled false has no sign-up link, and the page sends to sign-in', async () => {
    const brand = { ...testConfig.brand, signUpEnabled: false } as typeof testConfig.brand;
    const { router } = renderShell('/core/auth/sign-in', { config: { brand } });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    await act(() => router.navigate(SIGN_UP));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'));
  });

  test('in Arabic the form, its checklist and its messages are Arabic and right to left', async () => {
    const { user, queryClient } = renderApp(SIGN_UP);
    await screen.findByRole('heading', { name: 'Create an account' });
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('heading', { name: 'إنشاء حساب' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('أحرف كبيرة')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findAllByText('مطلوب')).toHaveLength(6);
    expect(queryClient.getQueryData(configQuery.queryKey)).toBeTruthy();
  });

  describe('with ?invitation=<token> (a service request to an unknown address)', () => {
    const INVITED = `${SIGN_UP}?invitation=${TOKEN}`;
    const invitation = {
      senderCompany: { name: 'Demo Customer' },
      destinationType: 'FMC',
      destinationEmail: 'ops@newfm.example',
      type: 'maintenance',
      createdAt: '2025-05-01T10:00:00.000Z',
    };

    test('shows who invites and for what, and signs up the invited FMC company with the token', async () => {
      const { calls } = mockFetch(
        byRoute({
          [`GET /api/company/request/invitation/${TOKEN}`]: () => json(200, { data: invitation }),
          'POST /api/company/signup': () => json(201, { data: { email: 'ops@newfm.example' } }),
        }),
      );
      const { user, router } = renderApp(INVITED);
      expect(await screen.findByTestId('invitation')).toHaveTextContent(
        'Demo Customer invites you to provide Maintenance as a FMC company.',
      );
      expect(screen.getByLabelText(/^Email/)).toHaveValue('ops@newfm.example');
      await user.type(screen.getByLabelText(/^Company name/), 'New FM');
      await user.type(screen.getByLabelText(/^First name/), 'Omar');
      await user.type(screen.getByLabelText(/^Last name/), 'Saleh');
      await user.type(screen.getByLabelText(/^Password/), STRONG);
      await user.type(screen.getByLabelText(/^Confirm password/), STRONG);
      await user.click(screen.getByRole('button', { name: 'Create the account' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/verify'));
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.path).toBe('/api/company/signup');
      expect(post?.body).toEqual({
        companyName: 'New FM',
        firstName: 'Omar',
        lastName: 'Saleh',
        email: 'ops@newfm.example',
        password: STRONG,
        type: 'FMC',
        invitation: TOKEN,
      });
      expect(calls.some((call) => call.path === '/api/company/customer/signup')).toBe(false);
    });

    test('an answered or unknown invitation (404) is an error state linking to the plain sign-up', async () => {
      const { calls } = mockFetch(() => json(404, { msg: 'Not found', code: 'NOT_FOUND' }));
      const { user, router } = renderApp(INVITED);
      expect(await screen.findByTestId('invalid-link')).toHaveTextContent(
        'This link is invalid or has expired',
      );
      expect(screen.queryByRole('button', { name: 'Create the account' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Create an account without an invitation' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    test('in Arabic the invitation reads in Arabic', async () => {
      mockFetch(byRoute({ 'GET /api/company/request/invitation/': () => json(200, { data: invitation }) }));
      renderApp(INVITED);
      await screen.findByTestId('invitation');
      await act(() => i18n.changeLanguage('ar'));
      expect(await screen.findByRole('heading', { name: 'الانضمام كشركة مدعوّة' })).toBeInTheDocument();
      expect(screen.getByTestId('invitation')).toHaveTextContent('Demo Customer');
    });
  });
});
