import { auth, companies } from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, call, timeZone } from '../../lib/api.ts';
import { logout } from '../../lib/logout.ts';
import { clearSessionQueries } from '../../lib/query.ts';
import { saveSecondarySession, saveSession } from '../../lib/session.ts';

export type SignInBody = BodyOf<typeof auth.login>;
export type SignUpBody = BodyOf<typeof auth.customerSignup>;
export type CompanySignUpBody = BodyOf<typeof auth.companySignup>;

/** POST /auth/login; on success the tokens and user are stored and the previous user's cache dropped (R28). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      call(auth.login, {
        query: { shortTerm: '0' },
        body,
        headers: { timezone: timeZone() },
        notify: false, // the page shows the error itself
      }),
    onSuccess: ({ data }) => {
      saveSession(data);
      clearSessionQueries(queryClient);
    },
  });
}

/** R24: revoke the refresh token, forget the session, cart and payment order, reload at `/`. */
export function useSignOut() {
  return useMutation({ mutationFn: () => logout(), meta: { silent: true } });
}

// The pages below show their outcome in place, so none of these calls toasts (a 204 would say "deleted").

/** POST /auth/forgot-password: always 204, whether or not the address is known. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => call(auth.forgotPassword, { body: { email }, notify: false }),
  });
}

/** POST /auth/reset-password with the emailed token; 400 AUTH_LINK_INVALID for a used or expired link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      call(auth.resetPassword, { body, notify: false }),
  });
}

/** POST /auth/set-password/:token: an invited user's first password. */
export function useSetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      call(auth.setPassword, { params: { token }, body: { password }, notify: false }),
  });
}

/** POST /auth/resend-activation-email: always 204; rate limited by the server (429). */
export function useResendActivation() {
  return useMutation({
    mutationFn: (email: string) => call(auth.resendActivation, { body: { email }, notify: false }),
  });
}

/** POST /company/customer/signup: 201, then the new owner confirms the email before signing in. */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => call(auth.customerSignup, { body, notify: false }),
  });
}

/** GET /company/request/invitation/:token (public): who invites, for what, as which company type. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => call(companies.invitation, { params: { token }, notify: false }),
    retry: false,
  });

/** POST /company/signup: a service provider company from an invitation (the token links the request). */
export function useCompanySignUp() {
  return useMutation({
    mutationFn: (body: CompanySignUpBody) => call(auth.companySignup, { body, notify: false }),
  });
}

/**
 * POST /auth/verify-account/:token, once per token: a query, so a second mount (StrictMode, going back)
 * reuses the answer instead of spending the single-use link again.
 */
export const verifyAccountQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-account', token],
    queryFn: () => call(auth.verifyAccount, { params: { token }, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useVerifyAccount = (token: string, enabled: boolean) =>
  useQuery({ ...verifyAccountQuery(token), enabled });

/**
 * POST /user/login-as-company-owner (R124): this tab then acts as the company's owner with the secondary
 * token pair (A61), until "Return to my account" (logout of the secondary session, R24). The previous
 * user's cached data goes (R28).
 */
export function useActAsOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) => call(auth.loginAsCompanyOwner, { body: { companyId }, notify: false }),
    onSuccess: ({ data }) => {
      saveSecondarySession(data);
      clearSessionQueries(queryClient);
    },
  });
}
