import { auth } from '@atrium/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
  replace,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { appsOf, loadAbilities } from '../lib/abilities.ts';
import { call, obtainAccessToken } from '../lib/api.ts';
import { configQuery } from '../lib/config.ts';
import { notifyT, showToast } from '../lib/notify.tsx';
import { accessContextOf } from '../lib/permissions.ts';
import { clearSession, getSessionUser, saveSessionUser } from '../lib/session.ts';
import { signInPath } from '../modules/auth/paths.ts';
import { PAGE_NOT_FOUND_PATH } from '../modules/system/paths.ts';
import { profilePath } from '../modules/users/paths.ts';
import { decideAccess, type GuardDecision } from './access.ts';
import { isRouteHandle, type RouteHandle } from './module.ts';
import { getLastLocation } from './navigation/lastLocation.ts';

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

/** A14: phones (under Mantine's `xs` breakpoint, 576 px) get the not-available page for desktop pages. */
export const PHONE_QUERY = '(max-width: 575.98px)';
export const isPhoneScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** The metadata of the routes `path` matches, outermost first; null when it matches no route. */
export function handlesOf(routes: RouteObject[], path: string): RouteHandle[] | null {
  const matches = matchRoutes(routes, new URL(path, 'http://x').pathname);
  if (!matches) return null;
  const handles = matches.map((match) => match.route.handle).filter(isRouteHandle);
  const leaf = matches.at(-1)?.route;
  return leaf?.path === '*' ? null : handles;
}

/** Every app whose abilities some route asks for (guard and sidebar alike), found once per route tree. */
const appsByTree = new WeakMap<RouteObject[], string[]>();
function abilityApps(tree: RouteObject[]): string[] {
  let apps = appsByTree.get(tree);
  if (!apps) {
    const needed: string[] = [];
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (isRouteHandle(route.handle)) needed.push(...(route.handle.abilities ?? []));
        if (route.children) walk(route.children);
      }
    };
    walk(tree);
    apps = appsOf(needed);
    appsByTree.set(tree, apps);
  }
  return apps;
}

function denied(decision: GuardDecision) {
  if (
    (decision.kind === 'redirect' && decision.denied && decision.notify) ||
    (decision.kind === 'cancel' && decision.notify)
  ) {
    const t = notifyT();
    showToast({
      kind: 'negative',
      message: t ? t('shell:access.denied') : "you don't have access to this page!",
    });
  }
}

/**
 * The main layout's loader: the route guard (spec §2), run on every navigation into the main layout.
 * A8: obtains an access token first, else sign-in with the target as `redirect`; then the app flags, the
 * permission checks (A10-A12) and the phone check (A14) decided by `decideAccess`.
 */
export function createMainGuard(queryClient: QueryClient, routes: () => RouteObject[]) {
  return async ({ request }: LoaderFunctionArgs): Promise<{ user: SessionUser | null }> => {
    const url = new URL(request.url);
    const user = await ensureSession();
    if (!user) clearSession();
    const config = await queryClient.ensureQueryData(configQuery);
    if (user && !user.isAdmin) await loadAbilities(abilityApps(routes()));
    const from = getLastLocation();
    const decision = decideAccess({
      target: { pathname: url.pathname, search: url.search },
      handles: handlesOf(routes(), url.pathname) ?? [],
      from,
      user,
      access: accessContextOf(user),
      apps: config.apps,
      isPhone: isPhoneScreen(),
      resolve: (path) => handlesOf(routes(), path),
    });
    switch (decision.kind) {
      case 'signIn':
        throw redirect(signInPath(decision.redirect));
      case 'notFound':
        throw replace(PAGE_NOT_FOUND_PATH);
      case 'redirect':
        denied(decision);
        throw replace(decision.to);
      case 'cancel':
        denied(decision);
        throw replace(from ? `${from.pathname}${from.search}` : '/');
      default:
        return { user };
    }
  };
}

/** Runs the guard again on every navigation, not only when params change. */
export const revalidateOnNavigation = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;

/** A15: arriving at `/` leads to the user's own profile. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const user = await ensureSession();
  if (!user) {
    clearSession();
    throw redirect(signInPath(new URL(request.url).pathname));
  }
  return redirect(profilePath(user.id));
}
