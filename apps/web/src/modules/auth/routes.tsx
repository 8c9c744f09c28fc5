import type { AppRoute } from '../../app/module.ts';
import { signInLoader } from './loaders.ts';
import { SignInPage } from './pages/SignInPage.tsx';
import { SIGN_IN_PATH } from './paths.ts';

export const authLayoutRoutes: AppRoute[] = [
  {
    path: SIGN_IN_PATH.slice(1),
    loader: signInLoader,
    element: <SignInPage />,
    handle: { label: 'auth:signIn.title', public: true },
  },
];
