import type { auth } from '@atrium/contracts';
import { useSyncExternalStore } from 'react';
import { clearRequestCache } from './requestCache.ts';
import { storage } from './storage.ts';

/**
 * The signed-in session as kept in the browser (spec §3): the primary token pair and user in localStorage,
 * and, while acting as a company owner, a secondary pair and user in sessionStorage (A61). While a secondary
 * pair exists in the tab, it is the active session: its token goes with every call and its user is shown.
 */

export const isActingAsSecondary = () => storage.get('secondaryRefreshToken') !== null;

export const getAccessToken = () =>
  isActingAsSecondary() ? storage.get('secondaryAccessToken') : storage.get('accessToken');
export const getRefreshToken = () =>
  isActingAsSecondary() ? storage.get('secondaryRefreshToken') : storage.get('refreshToken');
export const getSessionUser = () =>
  isActingAsSecondary() ? storage.get('secondaryUser') : storage.get('user');
/** Where the active session's permission keys are kept (the own ones stay for the other tabs). */
export const permissionsEntry = () => (isActingAsSecondary() ? 'secondaryPermissions' : 'permissions');

/** Stores a renewed pair in the active session (primary, or secondary while acting as one). */
export function saveTokens(tokens: auth.TokenPair): void {
  if (isActingAsSecondary()) {
    storage.set('secondaryAccessToken', tokens.token);
    storage.set('secondaryRefreshToken', tokens.refreshToken);
    return;
  }
  storage.set('accessToken', tokens.token);
  storage.set('refreshToken', tokens.refreshToken);
}

/**
 * A new primary session. R28: the cache of the previous user goes, and the permissions are taken afresh
 * from the next `permissions` response header.
 */
export function saveSession(session: auth.TokenPair & { user: auth.SessionUser }): void {
  storage.set('accessToken', session.token);
  storage.set('refreshToken', session.refreshToken);
  storage.set('user', session.user);
  storage.remove('permissions', 'company');
  clearRequestCache();
}

/** Starts acting as another user (company owner) in this tab, until logout (A61). */
export function saveSecondarySession(session: auth.TokenPair & { user: auth.SessionUser }): void {
  storage.set('secondaryAccessToken', session.token);
  storage.set('secondaryRefreshToken', session.refreshToken);
  storage.set('secondaryUser', session.user);
  storage.remove('secondaryPermissions', 'company');
  clearRequestCache();
}

/** A fresh copy of the active user; R28: a different user drops the request cache. */
export function saveSessionUser(user: auth.SessionUser): void {
  const previous = getSessionUser();
  storage.set(isActingAsSecondary() ? 'secondaryUser' : 'user', user);
  if (previous?.id !== user.id) clearRequestCache();
}

export function clearSecondarySession(): void {
  storage.remove('secondaryAccessToken', 'secondaryRefreshToken', 'secondaryUser', 'secondaryPermissions');
}

/**
 * Forgets the active session's tokens, user and permissions (R21, R24): the secondary ones while acting as
 * secondary (the primary session then resumes with its own), else the primary ones. The selected company
 * and the request cache go too; the language stays.
 */
export function clearSession(): void {
  if (isActingAsSecondary()) clearSecondarySession();
  else storage.remove('accessToken', 'refreshToken', 'user', 'permissions');
  storage.remove('company');
  clearRequestCache();
}

/**
 * R21, R24: signing out on this device: the active session (see `clearSession`), the cart and the payment
 * order. Used by logout and when the session cannot be renewed.
 */
export function endSession(): void {
  clearSession();
  storage.remove('cart', 'paymentOrder');
}

const readUser = () => getSessionUser();

/** The active user, re-rendering when it changes. */
export function useSessionUser(): auth.SessionUser | null {
  return useSyncExternalStore(storage.subscribe, readUser, readUser);
}

export const fullName = (user: auth.SessionUser) =>
  `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim();
