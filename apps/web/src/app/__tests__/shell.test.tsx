import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setSessionExpiredHandler } from '../../lib/api.ts';
import { clearRequestCache } from '../../lib/requestCache.ts';
import { storage } from '../../lib/storage.ts';
import { fakeJwt, json, mockFetch, testConfig, testUser } from '../../testing/fixtures.ts';
import { findSidebar } from '../../testing/renderApp.tsx';
import { PHONE_QUERY } from '../guard.ts';
import { i18n } from '../i18n.ts';
import { renderShell } from './renderShell.tsx';

const member = {
  ...testUser,
  id: 5,
  isAdmin: false,
  adminType: null,
  personalInfo: { ...testUser.personalInfo, firstName: 'Mona', lastName: 'Member' },
};

function signIn(user = testUser, permissions?: string[]) {
  storage.set('accessToken', fakeJwt(900));
  storage.set('refreshToken', 'refresh-1');
  storage.set('user', user);
  if (permissions) storage.set('permissions', permissions);
  mockFetch(() => json(200, { data: user }));
}

// Generous waits: the first render of the whole shell is slow on a busy machine.
const WAIT = { timeout: 5000 };
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, WAIT);
const sidebar = findSidebar;

describe('[CORE][SHELL] guard, sidebar and layout', () => {
  beforeEach(() => {
    clearRequestCache();
    setSessionExpiredHandler(() => {});
  });
  afterEach(async () => {
    act(() => notifications.clean());
    await i18n.changeLanguage('en');
  });

  test('A42 A43 the sidebar shows the containers with their entries; the dev containers only in dev mode', async () => {
    signIn();
    renderShell('/test/allowed');
    const nav = await sidebar();
    expect(within(nav).getByText('Applications')).toBeInTheDocument();
    expect(within(nav).getByText('Settings')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/core/users/profile',
    );
    expect(within(nav).getByRole('link', { name: 'Allowed' })).toHaveAttribute('data-active', 'true');
    expect(within(nav).queryByText('Development')).not.toBeInTheDocument();
  });

  test('A41 A43 in dev mode the development container lists the item keys page', async () => {
    signIn();
    const { user, router } = renderShell('/test/allowed', { flags: { devMode: true } });
    const nav = await sidebar();
    expect(within(nav).getByText('Development')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Item keys' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/item-keys'));
    expect(await heading('Item keys')).toBeInTheDocument();
    expect(screen.getAllByText('/test/reports').length).toBeGreaterThan(0);
  });

  test('A41 outside dev mode the dev-only page does not exist', async () => {
    signIn();
    const { router } = renderShell('/core/item-keys');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/page-not-found'), WAIT);
  });

  test('A45 entries the user lacks permission for are not in the sidebar', async () => {
    signIn(member, []);
    renderShell('/test/allowed');
    const nav = await sidebar();
    expect(within(nav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Fleet test' })).toBeInTheDocument();
  });

  test('A1 an app switched off by HIDE_* leaves the sidebar and its routes do not exist', async () => {
    signIn();
    const { router } = renderShell('/test/fleet', { config: { apps: { ...testConfig.apps, fleet: false } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/page-not-found'), WAIT);
    await router.navigate('/test/allowed');
    const nav = await sidebar();
    expect(within(nav).queryByRole('link', { name: 'Fleet test' })).not.toBeInTheDocument();
  });

  test('A10 A12 R153 a denied route follows its redirect list and says "you don\'t have access to this page!"', async () => {
    signIn(member, []);
    const { router } = renderShell('/test/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/allowed'));
    expect(await screen.findByText("you don't have access to this page!")).toBeInTheDocument();
  });

  test('A11 A15 a denied first load (as from root) goes to the own profile', async () => {
    signIn(member, []);
    const { router } = renderShell('/test/secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/5'));
  });

  test('A11 a denied navigation from another page is cancelled: the user stays', async () => {
    signIn(member, []);
    const { router } = renderShell('/test/allowed');
    await heading('Allowed page');
    await act(() => router.navigate('/test/secret'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/test/allowed');
    expect(await screen.findByText("you don't have access to this page!")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Allowed page' })).toBeInTheDocument();
  });

  test("A11 a denied navigation from another page runs the route's own denied handler", async () => {
    signIn(member, []);
    const { router } = renderShell('/test/allowed');
    await heading('Allowed page');
    await act(() => router.navigate('/test/vault'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/fleet'));
    expect(await heading('Fleet page')).toBeInTheDocument();
    expect(await screen.findByText("you don't have access to this page!")).toBeInTheDocument();
  });

  test('A12 no denial message on the market main page', async () => {
    signIn(member, []);
    const { router } = renderShell('/test/allowed');
    await heading('Allowed page');
    await act(() => router.navigate('/test/market/main'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/test/allowed');
    expect(screen.queryByText("you don't have access to this page!")).not.toBeInTheDocument();
  });

  test('R110 a user with the permission opens the page', async () => {
    signIn(member, ['p_secret']);
    renderShell('/test/secret');
    expect(await heading('Secret page')).toBeInTheDocument();
  });

  test('R97 R111 a route needing an ability opens with the one GET /fleet/abilities/me grants, asked once per app', async () => {
    signIn(member);
    const { calls } = mockFetch((call) =>
      call.path === '/api/fleet/abilities/me'
        ? json(200, { data: { '7': { trips: ['view'] } } })
        : json(200, { data: member }),
    );
    const { router } = renderShell('/test/trips');
    expect(await heading('Trips page')).toBeInTheDocument();
    await act(() => router.navigate('/test/allowed'));
    await act(() => router.navigate('/test/trips'));
    expect(await heading('Trips page')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/fleet/abilities/me')).toHaveLength(1);
  });

  test('R27 without the ability (none granted) the route is denied', async () => {
    signIn(member);
    mockFetch((call) =>
      call.path === '/api/fleet/abilities/me' ? json(200, { data: {} }) : json(200, { data: member }),
    );
    const { router } = renderShell('/test/trips');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/5'), WAIT);
  });

  test('A14 on a phone-sized screen a page not made for it shows not-available-on-mobile', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === PHONE_QUERY || query.includes('max-width'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    signIn();
    const { router } = renderShell('/test/desk?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/not-available-on-mobile'));
    expect(await heading('Not available on mobile')).toBeInTheDocument();
    expect(screen.getByTestId('requested-page')).toHaveTextContent('/test/desk?tab=1');
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');

    await act(() => router.navigate('/test/allowed'));
    expect(await heading('Allowed page')).toBeInTheDocument();
  });

  test('A4 a page without Arabic shows in English, left to right; Arabic returns after leaving it', async () => {
    storage.set('language', 'ar');
    await i18n.changeLanguage('ar');
    signIn();
    const { router } = renderShell('/test/defcon');
    expect(await heading('Defcon page')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(storage.get('language')).toBe('ar');

    await act(() => router.navigate('/test/allowed'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'تسجيل الخروج' }),
    ).toBeInTheDocument();
  });

  test('A6 PDF-generator mode: no header or sidebar, and no core module routes', async () => {
    signIn();
    const { router } = renderShell('/test/allowed?cacheKey=k1', { flags: { pdfMode: true } });
    expect(await heading('Allowed page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await act(() => router.navigate('/core/users/profile/1'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  test('R29 R30 admins choose a company in the header; the choice is kept and the loader shows', async () => {
    signIn();
    renderShell('/test/allowed');
    const header = await screen.findByRole('banner', {}, WAIT);
    expect(within(header).getByRole('button', { name: /^Company:/ })).toBeInTheDocument();
  });

  test('integrators get the company selector too; other users do not', async () => {
    signIn({
      ...member,
      personalInfo: { ...member.personalInfo, company: { id: 2, name: 'SI', type: 'Customer' } },
    });
    renderShell('/test/allowed');
    const header = await screen.findByRole('banner', {}, WAIT);
    expect(within(header).queryByRole('button', { name: /^Company:/ })).not.toBeInTheDocument();
  });
});
