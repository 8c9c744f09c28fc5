import type { system } from '@atrium/contracts';
import { Title } from '@mantine/core';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { configQuery } from '../../lib/config.ts';
import type { RuntimeFlags } from '../../lib/runtime.ts';
import { testConfig } from '../../testing/fixtures.ts';
import { AppProviders } from '../AppProviders.tsx';
import { i18n } from '../i18n.ts';
import { defineModule, type WebModule } from '../module.ts';
import { modules as registered } from '../modules.ts';
import { createQueryClient } from '../queryClient.ts';
import { buildRoutes } from '../router.tsx';

// The first render of the whole shell is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const Page = ({ name }: { name: string }) => <Title order={1}>{name}</Title>;

/** A module of test routes exercising the guard and the sidebar. Labels are raw text (no namespace). */
export const testModule = defineModule({
  id: 'shelltest',
  family: 'app',
  i18n: { en: {}, ar: async () => ({ default: {} }) },
  routes: {
    main: [
      {
        // Not 'fleet': route ids are global, and the Fleet module's entry is 'fleet'.
        id: 'test-fleet',
        path: 'test/fleet',
        element: <Page name="Fleet page" />,
        handle: { label: 'Fleet test', container: 'applications', app: 'fleet', order: 1, mobile: true },
      },
      {
        id: 'allowed',
        path: 'test/allowed',
        element: <Page name="Allowed page" />,
        handle: { label: 'Allowed', container: 'applications', order: 2, mobile: true },
      },
      {
        id: 'reports',
        path: 'test/reports',
        element: <Page name="Reports page" />,
        handle: {
          label: 'Reports',
          container: 'applications',
          permissions: ['m_report'],
          redirects: ['/test/allowed'],
        },
      },
      {
        id: 'secret',
        path: 'test/secret',
        element: <Page name="Secret page" />,
        handle: { label: 'Secret', permissions: ['p_secret'], mobile: true },
      },
      {
        id: 'vault',
        path: 'test/vault',
        element: <Page name="Vault page" />,
        handle: { label: 'Vault', permissions: ['p_vault'], mobile: true, onDenied: () => '/test/fleet' },
      },
      {
        id: 'test-market',
        path: 'test/market/main',
        element: <Page name="Market page" />,
        handle: { label: 'Market', permissions: ['m_market'], quietDenial: true, mobile: true },
      },
      {
        id: 'trips',
        path: 'test/trips',
        element: <Page name="Trips page" />,
        handle: { label: 'Trips', abilities: ['fleet.trips.view'], mobile: true },
      },
      {
        id: 'desk',
        path: 'test/desk',
        element: <Page name="Desk page" />,
        handle: { label: 'Desk' },
      },
      {
        // Not 'defcon': route ids are global, and the Defcon module's entry is 'defcon'.
        id: 'test-defcon',
        path: 'test/defcon',
        element: <Page name="Defcon page" />,
        handle: { label: 'Defcon', noArabic: true, mobile: true },
      },
    ],
  },
});

export const shellModules: readonly WebModule[] = [...registered, testModule];

interface ShellOptions {
  flags?: Partial<RuntimeFlags>;
  config?: Partial<system.PublicConfig>;
  modules?: readonly WebModule[];
}

/** Like testing/renderApp, with the shell's options: flags, config and modules. */
export function renderShell(path: string, options: ShellOptions = {}) {
  const queryClient = createQueryClient(i18n);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  queryClient.setQueryData(configQuery.queryKey, { ...testConfig, ...options.config });
  const flags = { devMode: false, pdfMode: false, ...options.flags };
  const router = createMemoryRouter(
    buildRoutes(queryClient, { flags, modules: options.modules ?? shellModules }),
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
