import type { QueryClient } from '@tanstack/react-query';
import { type PatchRoutesOnNavigationFunction, type RouteObject, redirect } from 'react-router';
import { configQuery } from '../lib/config.ts';
import { setStartVersion } from '../lib/refresh.ts';
import type { RuntimeFlags } from '../lib/runtime.ts';
import { PageNotFoundPage } from '../modules/system/pages/PageNotFoundPage.tsx';
import { PAGE_NOT_FOUND_PATH } from '../modules/system/paths.ts';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { createMainGuard, homeLoader, revalidateOnNavigation } from './guard.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import type { WebModule } from './module.ts';
import { buildCatalog, collectRoutes } from './navigation/catalog.ts';
import { setLastLocation } from './navigation/lastLocation.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { withDictionaries } from './routeDictionaries.ts';

interface RouteTreeOptions {
  /** Dev and PDF-generator mode. */
  flags: RuntimeFlags;
  /** The modules whose auth and public pages the tree holds from the start. */
  entry: readonly WebModule[];
  /** Every module: given, or fetched with the signed-in shell (whose routes then join the tree). */
  all: readonly WebModule[] | (() => Promise<readonly WebModule[]>);
}

export interface RouteTree {
  routes: RouteObject[];
  /** For the router: adds the signed-in routes once they are fetched, on the first navigation that needs them. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The whole route tree: the root loads the deployment config (and with it the version this page runs,
 * A7), then the three layouts host the modules. Dev-only routes exist in dev mode only (A41); PDF-generator
 * mode leaves out the core and swam modules and the loader (A6). The main layout's routes (and the modules
 * behind them) come with the signed-in shell, so the pages before sign-in carry none of them.
 */
export function buildRouteTree(queryClient: QueryClient, { flags, entry, all }: RouteTreeOptions): RouteTree {
  const auth = collectRoutes(entry, 'auth', flags);
  const publicRoutes = collectRoutes(entry, 'public', flags);
  setLastLocation(null);

  const mainChildren: RouteObject[] = [{ index: true, loader: homeLoader, element: null }];
  const addMain = (modules: readonly WebModule[]) => {
    const main = collectRoutes(
      modules.map((module) => withDictionaries(module, modules)),
      'main',
      flags,
    );
    // The guard reads the metadata of this tree, the router its own copy (patched below).
    mainChildren.push(...main);
    return { main, catalog: buildCatalog({ auth, public: publicRoutes, main }) };
  };
  type Shell = ReturnType<typeof addMain>;
  let shell: Promise<Shell> | null = typeof all === 'function' ? null : Promise.resolve(addMain(all));
  const loadShell = (): Promise<Shell> => {
    shell ??= (all as () => Promise<readonly WebModule[]>)().then(addMain, (error: unknown) => {
      shell = null;
      throw error;
    });
    return shell;
  };
  const guard = createMainGuard(queryClient, () => routes);

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
        { id: 'auth', element: <AuthLayout />, children: auth },
        { id: 'public', element: <PublicLayout />, children: publicRoutes },
        {
          id: 'main',
          // The signed-in shell (sidebar, header, company selector, realtime socket) loads after sign-in; each
          // page brings its module's dictionaries, the sidebar asks for every module's once the page has painted.
          lazy: async () => {
            const [{ MainLayout }, { catalog }] = await Promise.all([
              import('./layouts/MainLayout.tsx'),
              loadShell(),
            ]);
            return { element: <MainLayout catalog={catalog} flags={flags} /> };
          },
          loader: async (args) => {
            await loadShell();
            return guard(args);
          },
          shouldRevalidate: revalidateOnNavigation,
          children: mainChildren,
        },
        flags.pdfMode
          ? { path: '*', element: <PageNotFoundPage /> }
          : { path: '*', loader: () => redirect(PAGE_NOT_FOUND_PATH), element: null },
      ],
    },
  ];

  let patched = typeof all !== 'function';
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
    if (patched) return;
    const { main } = await loadShell();
    if (signal.aborted || patched) return;
    patch('main', main);
    patched = true;
  };
  return { routes, patchRoutesOnNavigation };
}
