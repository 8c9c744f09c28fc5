import { auth } from '@atrium/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { saveSessionUser } from '../../lib/session.ts';

export const usersKeys = {
  all: ['users'] as const,
  me: () => [...usersKeys.all, 'me'] as const,
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
