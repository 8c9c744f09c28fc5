import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { companyOwnerLoginLoader, signInLoader } from './loaders.ts';
import {
  COMPANY_OWNER_LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SET_PASSWORD_PATH,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  VERIFY_ACCOUNT_PATH,
  VERIFY_PATH,
} from './paths.ts';

/** Every auth page is public (A9) and made for phones too (A14). */
const handle = (label: string): RouteHandle => ({ label: `auth:${label}`, publicLayout: true, mobile: true });
const relative = (path: string) => path.slice(1);

export const authLayoutRoutes: AppRoute[] = [
  {
    path: relative(SIGN_IN_PATH),
    loader: signInLoader,
    lazy: () => import('./pages/SignInPage.tsx').then(({ SignInPage }) => ({ Component: SignInPage })),
    handle: handle('signIn.title'),
  },
  {
    path: relative(FORGOT_PASSWORD_PATH),
    lazy: () =>
      import('./pages/ForgotPasswordPage.tsx').then(({ ForgotPasswordPage }) => ({
        Component: ForgotPasswordPage,
      })),
    handle: handle('forgot.title'),
  },
  {
    path: relative(RESET_PASSWORD_PATH),
    lazy: () =>
      import('./pages/ResetPasswordPage.tsx').then(({ ResetPasswordPage }) => ({
        Component: ResetPasswordPage,
      })),
    handle: handle('reset.title'),
  },
  // The page itself sends visitors of a brand without self sign-up to sign-in (see isSignUpEnabled).
  {
    path: relative(SIGN_UP_PATH),
    lazy: () => import('./pages/SignUpPage.tsx').then(({ SignUpPage }) => ({ Component: SignUpPage })),
    handle: handle('signUp.title'),
  },
  {
    path: relative(VERIFY_PATH),
    lazy: () =>
      import('./pages/VerifyEmailPage.tsx').then(({ VerifyEmailPage }) => ({ Component: VerifyEmailPage })),
    handle: handle('verify.title'),
  },
  {
    path: relative(VERIFY_ACCOUNT_PATH),
    lazy: () =>
      import('./pages/VerifyAccountPage.tsx').then(({ VerifyAccountPage }) => ({
        Component: VerifyAccountPage,
      })),
    handle: handle('verifyAccount.title'),
  },
  {
    path: relative(SET_PASSWORD_PATH),
    lazy: () =>
      import('./pages/SetPasswordPage.tsx').then(({ SetPasswordPage }) => ({ Component: SetPasswordPage })),
    handle: handle('setPassword.title'),
  },
  {
    path: relative(COMPANY_OWNER_LOGIN_PATH),
    loader: companyOwnerLoginLoader,
    lazy: () =>
      import('./pages/CompanyOwnerLoginPage.tsx').then(({ CompanyOwnerLoginPage }) => ({
        Component: CompanyOwnerLoginPage,
      })),
    handle: handle('ownerLogin.title'),
  },
];
