import { auth, type Paged, users } from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, call, type ResponseOf } from '../../lib/api.ts';
import { getRefreshToken, getSessionUser, saveSessionUser } from '../../lib/session.ts';
// Not through the table's index: importing it loads the table itself (its modules have styles, side effects)
// on the profile, the first screen after sign-in, which shows no table.
import { toListParams } from '../../ui/DataTable/paging.ts';
import type { TableQuery } from '../../ui/DataTable/types.ts';

export const usersKeys = {
  all: ['users'] as const,
  me: () => [...usersKeys.all, 'me'] as const,
  profile: (id: number) => [...usersKeys.all, 'profile', id] as const,
  sessionLog: () => [...usersKeys.all, 'session-log'] as const,
};

/** GET /user/me; the fresh user also replaces the stored one, so the header follows. */
export const meQuery = queryOptions({
  queryKey: usersKeys.me(),
  queryFn: async ({ signal }) => {
    const { data } = await call(auth.me, { signal });
    saveSessionUser(data);
    return data;
  },
});

export const useMe = () => useQuery(meQuery);

/**
 * GET /user/:id/info: one's own profile, a user of a company one manages, anyone for admins; anyone else
 * is a 404. The answer is checked against the contract, so a malformed one is an error, not a blank page.
 */
export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.profile(id),
    queryFn: async ({ signal }) => {
      const { data } = await call(users.info, { params: { id }, signal });
      return users.profile.parse(data);
    },
  });

export const useProfile = (id: number) => useQuery({ ...profileQuery(id), enabled: id > 0 });

export type UpdateProfileBody = BodyOf<typeof users.update>;

/** PUT /user/:id/update (names only); one's own new name also goes to the stored user (the header). */
export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(users.update, { params: { id }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(usersKeys.profile(id), data);
      const me = getSessionUser();
      if (me?.id === id) {
        saveSessionUser({
          ...me,
          personalInfo: { ...me.personalInfo, firstName: data.firstName, lastName: data.lastName },
        });
      }
    },
  });
}

/**
 * PUT /user/:id/change-password: every other session ends; this one is kept by sending its refresh token.
 * The page shows its own messages (a wrong current password goes under its field).
 */
export const useChangePassword = (id: number) =>
  useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) =>
      call(users.changePassword, {
        params: { id },
        body: { ...body, refreshToken: getRefreshToken() ?? undefined },
        notify: false,
      }),
  });

export type SessionLogEntry = ResponseOf<typeof auth.sessionLog>['data'][number];

/** GET /session-log: sign-in attempts (own, the company's with p_log_view, everyone's for admins). */
export const fetchSessionLog = (query: TableQuery, signal?: AbortSignal): Promise<Paged<SessionLogEntry>> => {
  const { limit, offset } = toListParams(query);
  return call(auth.sessionLog, { query: { limit: String(limit), offset: String(offset) }, signal });
};

export type TfaSwitchBody = BodyOf<typeof users.tfaSwitch>;

/**
 * PATCH /user/tfa-switch: `{ enable: true }` starts enrolment (a new secret: otpauth URL and QR image),
 * `{ enable, code }` switches two-factor sign-in on or off. Once switched, the own profile is read again.
 * The dialogs show their own outcome.
 */
export function useTfaSwitch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TfaSwitchBody) => call(users.tfaSwitch, { body, notify: false }),
    onSuccess: (_, body) => {
      if (body.code) void queryClient.invalidateQueries({ queryKey: usersKeys.profile(userId) });
    },
  });
}
