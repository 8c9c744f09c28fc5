import { users } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type ResponseOf } from '../../lib/api.ts';
import { usersKeys } from './api.ts';

export type SentCode = ResponseOf<typeof users.resendPhoneVerification>['data'];

/**
 * POST /user/:id/resend-phone-verification: texts a code to `phone`, or again to the pending number when
 * none is given. The page shows its own errors (418 under the field, 429 "wait" as a notice).
 */
export const useSendPhoneCode = (userId: number) =>
  useMutation({
    mutationFn: async (phone: string | undefined) =>
      (await call(users.resendPhoneVerification, { params: { id: userId }, body: { phone }, notify: false }))
        .data,
  });

/** POST /user/:id/verify-phone: the verified number lands on the profile. */
export function useVerifyPhone(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await call(users.verifyPhone, { params: { id: userId }, body: { code }, notify: false })).data,
    onSuccess: (profile) => queryClient.setQueryData(usersKeys.profile(userId), profile),
  });
}
