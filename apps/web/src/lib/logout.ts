import { auth } from '@atrium/contracts';
import { call } from './api.ts';
import { endSession, getRefreshToken } from './session.ts';

/**
 * R24: signs out. The server revokes the active refresh token (best effort: signing out works offline
 * too); then the active session's tokens go (the secondary pair while acting as secondary, so the primary
 * session resumes; else the primary pair), with the cart, the payment order, the permissions and the
 * selected company; then the app reloads at `/`.
 */
export async function logout(reload: (path: string) => void = (path) => window.location.assign(path)) {
  const refreshToken = getRefreshToken() ?? undefined;
  try {
    await call(auth.logout, { body: { refreshToken }, notify: false });
  } catch {
    // Signing out must always work locally, even when the server is unreachable.
  }
  endSession();
  reload('/');
}
