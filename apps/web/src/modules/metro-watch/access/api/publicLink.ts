import { access } from '@atrium/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

/** The page says what went wrong itself: no toasts for a visitor. */
const silent = { notify: false } as const;

export const usePublicLink = (token: string) =>
  useQuery({
    queryKey: ['metro-watch', 'public-link', token],
    queryFn: async ({ signal }) =>
      (await call(access.getPublicLink, { params: { token }, signal, ...silent })).data,
    retry: false,
  });

export const useOpenLink = (token: string) =>
  useMutation({
    mutationFn: async () => (await call(access.openPublicLink, { params: { token }, ...silent })).data,
  });
