import type { auth, system } from '@atrium/contracts';
import { type AccessContext, hasAbilities, hasPermissions, isVisible } from '../lib/permissions.ts';
import { NOT_AVAILABLE_ON_MOBILE_PATH } from '../modules/system/paths.ts';
import { profilePath } from '../modules/users/paths.ts';
import { isPublicHandle, type RouteHandle } from './module.ts';

/**
 * The route guard's decisions (spec §2 "Route guard", A8-A15), as a pure function of where the user goes,
 * where they come from, and who they are. The loader in guard.ts gathers the input and carries out the
 * decision.
 */

export type AppFlags = system.PublicConfig['apps'];

/** A1: an app switched off by its HIDE_* flag is gone; A38: so is fleet for a fleet Driver. */
export function isAppVisible(
  app: system.HideableApp | undefined,
  apps: AppFlags,
  user: auth.SessionUser | null,
): boolean {
  if (!app) return true;
  if (apps[app] === false) return false;
  return !(app === 'fleet' && user?.fleetRole === 'Driver');
}

/**
 * Every route of the matched chain passes its permission and ability checks (admins always do) and its
 * company-type, admin-type and selected-company conditions (R112-R114, the rule the server guard uses).
 */
export const isPermitted = (handles: readonly RouteHandle[], access: AccessContext): boolean =>
  handles.every(
    (handle) =>
      hasPermissions(access, handle.permissions) &&
      hasAbilities(access, handle.abilities) &&
      isVisible(access, handle.visibility),
  );

export interface GuardLocation {
  pathname: string;
  search?: string;
}

export interface GuardInput {
  target: GuardLocation;
  /** The matched routes' metadata, outermost first. */
  handles: readonly RouteHandle[];
  /** Where the user is now; null on the first load of the page (counts as coming from root). */
  from: (GuardLocation & { public: boolean }) | null;
  /** The signed-in user, null when no access token could be obtained. */
  user: auth.SessionUser | null;
  access: AccessContext;
  apps: AppFlags;
  /** A14: a phone-sized screen. */
  isPhone: boolean;
  /** The metadata of the routes a redirect path matches, null when none does (A10). */
  resolve: (path: string) => readonly RouteHandle[] | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** A8: to sign-in, coming back to `redirect` afterwards. */
  | { kind: 'signIn'; redirect: string }
  /** A1: the route's app is switched off; it does not exist here. */
  | { kind: 'notFound' }
  /** A10, A11, A14: somewhere else; `denied` when for lack of permission (then `notify`, A12). */
  | { kind: 'redirect'; to: string; denied: boolean; notify: boolean }
  /** A11: stay where the user is. */
  | { kind: 'cancel'; notify: boolean };

const fullPath = ({ pathname, search }: GuardLocation) => `${pathname}${search ?? ''}`;

export function decideAccess(input: GuardInput): GuardDecision {
  const { target, handles, from, user, access, apps } = input;
  const isPublic = handles.some(isPublicHandle);

  // A8, A9: a token first, except on public layouts.
  if (!user) return isPublic ? { kind: 'allow' } : { kind: 'signIn', redirect: fullPath(target) };

  if (handles.some((handle) => !isAppVisible(handle.app, apps, user))) return { kind: 'notFound' };

  if (!isPermitted(handles, access)) {
    const notify = !handles.some((handle) => handle.quietDenial); // A12, R153
    // A10: the route's redirect list, in order; the first the user may open wins.
    const redirects = handles.findLast((handle) => handle.redirects?.length)?.redirects ?? [];
    for (const path of redirects) {
      const next = input.resolve(path);
      const reachable =
        next?.every((handle) => isAppVisible(handle.app, apps, user)) && isPermitted(next ?? [], access);
      if (reachable) {
        return { kind: 'redirect', to: path, denied: true, notify };
      }
    }
    // A11, A15: from root (or a first load) or a public layout → the own profile; else stay where the
    // user is (unless that is the denied page itself, e.g. after the permissions changed under it).
    if (!from || from.pathname === '/' || from.public || from.pathname === target.pathname) {
      return { kind: 'redirect', to: profilePath(user.id), denied: true, notify };
    }
    // A11: else the route's own denied handler decides, or the navigation is cancelled.
    const onDenied = handles.findLast((handle) => handle.onDenied)?.onDenied;
    const to = onDenied?.({ user, target, from });
    if (to) return { kind: 'redirect', to, denied: true, notify };
    return { kind: 'cancel', notify };
  }

  // A14: on a phone, pages not made for it say so.
  const page = handles.at(-1);
  if (input.isPhone && !isPublic && page && !page.mobile) {
    const query = new URLSearchParams({ from: fullPath(target) });
    return { kind: 'redirect', to: `${NOT_AVAILABLE_ON_MOBILE_PATH}?${query}`, denied: false, notify: false };
  }
  return { kind: 'allow' };
}
