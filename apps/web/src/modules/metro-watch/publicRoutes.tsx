import type { AppRoute } from '../../app/module.ts';
import { PUBLIC_ONE_TIME_PATH, relative } from './access/paths.ts';

/**
 * The public one-time access page (no sign-in). Its strings travel with it in their own namespace
 * (`metro-watch-public`): the module's dictionary comes with the signed-in shell, which a visitor never loads.
 */
export const metroWatchPublicRoutes: AppRoute[] = [
  {
    path: `${relative(PUBLIC_ONE_TIME_PATH)}/:token`,
    lazy: () =>
      import('./access/pages/PublicOneTimeAccessPage.tsx').then(({ PublicOneTimeAccessPage }) => ({
        Component: PublicOneTimeAccessPage,
      })),
    handle: { label: 'metro-watch-public:title', app: 'metrowatch', publicLayout: true, mobile: true },
  },
];
