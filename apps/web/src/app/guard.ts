import { auth } from '@atrium/contracts';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { call, obtainAccessToken } from '../lib/api.ts';
import { clearSession, getSessionUser, saveSessionUser } from '../lib/session.ts';
import { signInPath } from '../modules/auth/paths.ts';
import { profilePath } from '../modules/users/paths.ts';

type SessionUser = auth.SessionUser;

let pending: Promise<SessionUser | null> | null = null;

/** A valid access token (stored, else refreshed) and the user; null when there is no session. Single-flight. */
export function ensureSession(): Promise<SessionUser | null> {
  pending ??= (async () => {
    if (!(await obtainAccessToken())) return null;
    const stored = getSessionUser();
    if (stored) return stored;
    const { data } = await call(auth.me);
    saveSessionUser(data);
    return data;
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * A8: the main layout's loader. Every navigation into it first obtains a valid access token;
 * without one the user goes to sign-in with the target as `redirect`.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<{ user: SessionUser }> {
  const user = await ensureSession();
  if (!user) {
    clearSession();
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  return { user };
}

/** Runs the guard again on every navigation, not only when params change. */
export const revalidateOnNavigation = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;

/** A15: arriving at `/` leads to the user's own profile. */
export async function homeLoader(args: LoaderFunctionArgs) {
  const { user } = await sessionLoader(args);
  return redirect(profilePath(user.id));
}
