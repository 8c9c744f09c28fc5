import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { companyOwnerLoginLoader, signInLoader } from './loaders.ts';
import { CompanyOwnerLoginPage } from './pages/CompanyOwnerLoginPage.tsx';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx';
import { SetPasswordPage } from './pages/SetPasswordPage.tsx';
import { SignInPage } from './pages/SignInPage.tsx';
import { SignUpPage } from './pages/SignUpPage.tsx';
import { VerifyAccountPage } from './pages/VerifyAccountPage.tsx';
import { VerifyEmailPage } from './pages/VerifyEmailPage.tsx';
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
    element: <SignInPage />,
    handle: handle('signIn.title'),
  },
  { path: relative(FORGOT_PASSWORD_PATH), element: <ForgotPasswordPage />, handle: handle('forgot.title') },
  { path: relative(RESET_PASSWORD_PATH), element: <ResetPasswordPage />, handle: handle('reset.title') },
  // The page itself sends visitors of a brand without self sign-up to sign-in (see isSignUpEnabled).
  { path: relative(SIGN_UP_PATH), element: <SignUpPage />, handle: handle('signUp.title') },
  { path: relative(VERIFY_PATH), element: <VerifyEmailPage />, handle: handle('verify.title') },
  {
    path: relative(VERIFY_ACCOUNT_PATH),
    element: <VerifyAccountPage />,
    handle: handle('verifyAccount.title'),
  },
  { path: relative(SET_PASSWORD_PATH), element: <SetPasswordPage />, handle: handle('setPassword.title') },
  {
    path: relative(COMPANY_OWNER_LOGIN_PATH),
    loader: companyOwnerLoginLoader,
    element: <CompanyOwnerLoginPage />,
    handle: handle('ownerLogin.title'),
  },
];
