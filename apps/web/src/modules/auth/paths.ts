export const SIGN_IN_PATH = '/core/auth/sign-in';

/** The sign-in page, remembering where to go next (A8). `/` needs no reminder. */
export function signInPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: redirectTo })}`;
}
