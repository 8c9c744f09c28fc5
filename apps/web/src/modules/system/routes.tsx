import type { AppRoute } from '../../app/module.ts';
import { PageNotFoundPage } from './pages/PageNotFoundPage.tsx';
import { PAGE_NOT_FOUND_PATH } from './paths.ts';

export const systemPublicRoutes: AppRoute[] = [
  {
    path: PAGE_NOT_FOUND_PATH.slice(1),
    element: <PageNotFoundPage />,
    handle: { label: 'system:notFound.title', public: true },
  },
];
