import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { i18n } from '../app/i18n.ts';
import { createQueryClient } from '../app/queryClient.ts';
import { buildRoutes } from '../app/router.tsx';
import { configQuery } from '../lib/config.ts';
import { testConfig } from './fixtures.ts';

/** Renders the real route tree at `path` in a memory router, with the deployment config already loaded. */
export function renderApp(path: string) {
  void i18n.changeLanguage('en');
  const queryClient = createQueryClient(i18n);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  queryClient.setQueryData(configQuery.queryKey, testConfig);
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** The shell's sidebar once its entries are drawn (they come in a second pass, ui/useSecondPass.ts). */
export async function findSidebar(): Promise<HTMLElement> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
  await waitFor(() => expect(nav.querySelector('[aria-busy="true"]')).toBeNull());
  return nav;
}
