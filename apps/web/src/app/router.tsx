import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { configQuery } from '../lib/config.ts';
import { PAGE_NOT_FOUND_PATH } from '../modules/system/paths.ts';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { homeLoader, revalidateOnNavigation, sessionLoader } from './guard.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { modules } from './modules.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const collect = (layout: 'auth' | 'public' | 'main') =>
  modules.flatMap((module) => module.routes[layout] ?? []);

/** The whole route tree: the root loads the deployment config, then the three layouts host the modules. */
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageLoader />,
      loader: () => queryClient.ensureQueryData(configQuery),
      shouldRevalidate: () => false,
      children: [
        { id: 'auth', element: <AuthLayout />, children: collect('auth') },
        { id: 'public', element: <PublicLayout />, children: collect('public') },
        {
          id: 'main',
          element: <MainLayout />,
          loader: sessionLoader,
          shouldRevalidate: revalidateOnNavigation,
          children: [{ index: true, loader: homeLoader, element: null }, ...collect('main')],
        },
        { path: '*', loader: () => redirect(PAGE_NOT_FOUND_PATH), element: null },
      ],
    },
  ];
}
