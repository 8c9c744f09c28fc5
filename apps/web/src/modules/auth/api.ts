import { auth } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, call, timeZone } from '../../lib/api.ts';
import { clearSessionQueries } from '../../lib/query.ts';
import { clearSession, getRefreshToken, saveSession } from '../../lib/session.ts';

export type SignInBody = BodyOf<typeof auth.login>;

/** POST /auth/login; on success the tokens and user are stored and the previous user's cache dropped (R28). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      call(auth.login, { query: { shortTerm: '0' }, body, headers: { timezone: timeZone() } }),
    onSuccess: ({ data }) => {
      saveSession(data);
      clearSessionQueries(queryClient);
    },
    meta: { silent: true }, // the page shows the error itself
  });
}

/** R24: revoke the refresh token, forget the session, reload at `/` (which leads to sign-in). */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      const refreshToken = getRefreshToken() ?? undefined;
      try {
        await call(auth.logout, { body: { refreshToken } });
      } catch {
        // Signing out must always work locally, even when the server is unreachable.
      }
      clearSession();
      window.location.assign('/');
    },
    meta: { silent: true },
  });
}
