export const SIGN_IN_PATH = '/core/auth/sign-in';
export const FORGOT_PASSWORD_PATH = '/core/auth/forget-password';
export const RESET_PASSWORD_PATH = '/core/auth/reset-password';
export const SIGN_UP_PATH = '/core/auth/sign-up';
export const VERIFY_PATH = '/core/auth/verify';
/** Choose a company and act as its owner in this tab (R124); needs a signed-in session. */
export const COMPANY_OWNER_LOGIN_PATH = '/core/auth/company-owner-login';
/** The emailed links (the server writes them: `/core/auth/verify-account/<token>`, `/set-password/<token>`). */
export const VERIFY_ACCOUNT_PATH = '/core/auth/verify-account/:token';
export const SET_PASSWORD_PATH = '/core/auth/set-password/:token';

/** The sign-in page, remembering where to go next (A8). `/` needs no reminder. */
export function signInPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: redirectTo })}`;
}

/** "Check your inbox" for the address just signed up (or asked for a new link). */
export const verifyPath = (email: string) => `${VERIFY_PATH}?${new URLSearchParams({ email })}`;

/** What the sign-in page says above its form after another auth page sent the user there. */
export type SignInNotice = 'passwordReset' | 'passwordSet' | 'accountVerified';
export interface SignInState {
  notice?: SignInNotice;
  email?: string;
}
