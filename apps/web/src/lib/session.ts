import type { auth } from '@atrium/contracts';
import { useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

/** The signed-in session as kept in the browser: tokens and the user (spec §3). */

export const getAccessToken = () => storage.get('accessToken');
export const getRefreshToken = () => storage.get('refreshToken');
export const getSessionUser = () => storage.get('user');

export function saveTokens(tokens: auth.TokenPair): void {
  storage.set('accessToken', tokens.token);
  storage.set('refreshToken', tokens.refreshToken);
}

export function saveSession(session: auth.TokenPair & { user: auth.SessionUser }): void {
  saveTokens(session);
  storage.set('user', session.user);
}

export const saveSessionUser = (user: auth.SessionUser) => storage.set('user', user);

/** Forgets tokens and user (R21, R24). The language stays. */
export function clearSession(): void {
  storage.remove('accessToken', 'refreshToken', 'user');
}

const readUser = () => storage.get('user');

/** The stored user, re-rendering when it changes. */
export function useSessionUser(): auth.SessionUser | null {
  return useSyncExternalStore(storage.subscribe, readUser, readUser);
}

export const fullName = (user: auth.SessionUser) =>
  `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim();
