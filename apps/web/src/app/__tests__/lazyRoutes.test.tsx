import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { setSessionExpiredHandler } from '../../lib/api.ts';
import { configQuery } from '../../lib/config.ts';
import { clearRequestCache } from '../../lib/requestCache.ts';
import { storage } from '../../lib/storage.ts';
import { fakeJwt, json, mockFetch, testConfig, testUser } from '../../testing/fixtures.ts';
import { AppProviders } from '../AppProviders.tsx';
import { entryModules } from '../entryModules.ts';
import { i18n } from '../i18n.ts';
import { modules } from '../modules.ts';
import { createQueryClient } from '../queryClient.ts';
import { buildRouteTree } from '../routeTree.tsx';
import { shellModules } from './renderShell.tsx';

const WAIT = { timeout: 5000 };

/** The app's tree as main.tsx builds it: the entry's modules now, every module when the shell needs them. */
function renderLazyApp(path: string) {
  let fetched = 0;
  const queryClient = createQueryClient(i18n);
  queryClient.setQueryData(configQuery.queryKey, testConfig);
  const { routes, patchRoutesOnNavigation } = buildRouteTree(queryClient, {
    flags: { devMode: false, pdfMode: false },
    entry: entryModules,
    all: async () => {
      fetched += 1;
      return shellModules;
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <AppProviders queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, fetches: () => fetched };
}

describe('[CORE][SHELL] the signed-in routes load with the shell', () => {
  beforeEach(() => {
    clearRequestCache();
    setSessionExpiredHandler(() => {});
  });

  test('the entry holds every module with a page before sign-in or English bundled for one', () => {
    const needed = modules.filter(
      ({ routes, i18n: dictionaries }) =>
        !!routes.auth?.length || !!routes.public?.length || typeof dictionaries.en !== 'function',
    );
    expect(needed.map(({ id }) => id).sort()).toEqual(entryModules.map(({ id }) => id).sort());
  });

  test('the entry carries no signed-in route table: each entry module is the registry module less its main routes', () => {
    for (const part of entryModules) {
      const whole = modules.find(({ id }) => id === part.id);
      expect(part.routes.main ?? []).toEqual([]);
      expect(part.routes.auth).toBe(whole?.routes.auth);
      expect(part.routes.public).toBe(whole?.routes.public);
      expect(part.i18n).toBe(whole?.i18n);
    }
  });

  test('the sign-in page shows without fetching the other modules', async () => {
    storage.remove('accessToken', 'refreshToken', 'user');
    const { fetches } = renderLazyApp('/core/auth/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign in' }, WAIT)).toBeInTheDocument();
    expect(fetches()).toBe(0);
  });

  test('a signed-in page opened directly is found once the modules are fetched, and the guard runs on it', async () => {
    storage.set('accessToken', fakeJwt(900));
    storage.set('refreshToken', 'refresh-1');
    storage.set('user', testUser);
    mockFetch(() => json(200, { data: testUser }));
    const { router, fetches } = renderLazyApp('/test/allowed');
    expect(await screen.findByRole('heading', { name: 'Allowed page', level: 1 }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' }, WAIT)).toBeInTheDocument();
    await router.navigate('/test/fleet');
    expect(await screen.findByRole('heading', { name: 'Fleet page', level: 1 }, WAIT)).toBeInTheDocument();
    await router.navigate('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/page-not-found'), WAIT);
    expect(fetches()).toBe(1);
  });

  test('without a session a signed-in page leads to sign-in with it as the redirect', async () => {
    storage.remove('accessToken', 'refreshToken', 'user');
    mockFetch(() => json(401, { msg: 'no session' }));
    const { router } = renderLazyApp('/test/allowed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/auth/sign-in'), WAIT);
    expect(router.state.location.search).toContain('redirect=');
  });
});
