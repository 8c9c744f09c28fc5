import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { configQuery } from '../lib/config.ts';
import { setStartVersion } from '../lib/refresh.ts';
import { type RuntimeFlags, runtimeFlags } from '../lib/runtime.ts';
import { PageNotFoundPage } from '../modules/system/pages/PageNotFoundPage.tsx';
import { PAGE_NOT_FOUND_PATH } from '../modules/system/paths.ts';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { createMainGuard, homeLoader, revalidateOnNavigation } from './guard.ts';
import { loadModuleDictionaries } from './i18n.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import type { WebModule } from './module.ts';
import { modules as registered } from './modules.ts';
import { buildCatalog, collectRoutes } from './navigation/catalog.ts';
import { setLastLocation } from './navigation/lastLocation.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface BuildOptions {
  /** Dev and PDF-generator mode (default: read from the URL at start, lib/runtime.ts). */
  flags?: RuntimeFlags;
  /** The modules to host (default: the registry). Tests pass their own. */
  modules?: readonly WebModule[];
}

/**
 * The whole route tree: the root loads the deployment config (and with it the version this page runs,
 * A7), then the three layouts host the modules. Dev-only routes exist in dev mode only (A41); PDF-generator
 * mode leaves out the core and swam modules and the loader (A6).
 */
export function buildRoutes(
  queryClient: QueryClient,
  { flags = runtimeFlags, modules = registered }: BuildOptions = {},
): RouteObject[] {
  const layouts = {
    auth: collectRoutes(modules, 'auth', flags),
    public: collectRoutes(modules, 'public', flags),
    main: collectRoutes(modules, 'main', flags),
  };
  const catalog = buildCatalog(layouts);
  setLastLocation(null);

  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: flags.pdfMode ? null : <FullPageLoader />,
      loader: async () => {
        const config = await queryClient.ensureQueryData(configQuery);
        setStartVersion(config.version);
        return config;
      },
      shouldRevalidate: () => false,
      children: [
        { id: 'auth', element: <AuthLayout />, children: layouts.auth },
        { id: 'public', element: <PublicLayout />, children: layouts.public },
        {
          id: 'main',
          // The signed-in shell (sidebar, header, company selector, realtime socket) loads after sign-in,
          // with the dictionaries of the modules that only show in it (app/i18n.ts).
          lazy: () =>
            Promise.all([import('./layouts/MainLayout.tsx'), loadModuleDictionaries()]).then(
              ([{ MainLayout }]) => ({
                element: <MainLayout catalog={catalog} flags={flags} />,
              }),
            ),
          loader: createMainGuard(queryClient, () => routes),
          shouldRevalidate: revalidateOnNavigation,
          children: [{ index: true, loader: homeLoader, element: null }, ...layouts.main],
        },
        flags.pdfMode
          ? { path: '*', element: <PageNotFoundPage /> }
          : { path: '*', loader: () => redirect(PAGE_NOT_FOUND_PATH), element: null },
      ],
    },
  ];
  return routes;
}
