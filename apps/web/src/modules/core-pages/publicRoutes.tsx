import type { AppRoute } from '../../app/module.ts';
import { DATA_POLICY_PATH, GLOBAL_UPDATES_PATH, TERMS_PATH } from './paths.ts';

/** The updates page, public (global updates) and signed in (routes.tsx). */
export const updatesPage = () =>
  import('./pages/UpdatesPage.tsx').then(({ UpdatesPage }) => ({ Component: UpdatesPage }));

/** A9: public layouts (terms, data policy, global updates) need no session. */
export const corePagesPublicRoutes: AppRoute[] = [
  {
    path: TERMS_PATH.slice(1),
    lazy: () => import('./pages/TermsPage.tsx').then(({ TermsPage }) => ({ Component: TermsPage })),
    handle: { label: 'core-pages:terms.title', publicLayout: true, mobile: true },
  },
  {
    path: DATA_POLICY_PATH.slice(1),
    lazy: () =>
      import('./pages/DataPolicyPage.tsx').then(({ DataPolicyPage }) => ({ Component: DataPolicyPage })),
    handle: { label: 'core-pages:dataPolicy.title', publicLayout: true, mobile: true },
  },
  {
    path: GLOBAL_UPDATES_PATH.slice(1),
    lazy: updatesPage,
    handle: { label: 'core-pages:updates.title', publicLayout: true, mobile: true },
  },
];
