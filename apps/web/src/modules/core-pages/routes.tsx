import type { AppRoute } from '../../app/module.ts';
import { UPDATES_PATH } from './paths.ts';
import { updatesPage } from './publicRoutes.tsx';

export const corePagesMainRoutes: AppRoute[] = [
  {
    path: UPDATES_PATH.slice(1),
    lazy: updatesPage,
    handle: { label: 'core-pages:updates.title', mobile: true },
  },
];
