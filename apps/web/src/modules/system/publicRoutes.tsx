import type { AppRoute } from '../../app/module.ts';
import { NOT_AVAILABLE_ON_MOBILE_PATH, PAGE_NOT_FOUND_PATH } from './paths.ts';

export const systemPublicRoutes: AppRoute[] = [
  {
    path: PAGE_NOT_FOUND_PATH.slice(1),
    lazy: () =>
      import('./pages/PageNotFoundPage.tsx').then(({ PageNotFoundPage }) => ({
        Component: PageNotFoundPage,
      })),
    handle: { label: 'system:notFound.title', publicLayout: true, mobile: true },
  },
  {
    path: NOT_AVAILABLE_ON_MOBILE_PATH.slice(1),
    lazy: () =>
      import('./pages/NotAvailableOnMobilePage.tsx').then(({ NotAvailableOnMobilePage }) => ({
        Component: NotAvailableOnMobilePage,
      })),
    handle: { label: 'system:notAvailableOnMobile.title', publicLayout: true, mobile: true },
  },
];
