import { system } from '@atrium/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from './api.ts';

/** Runtime branding, app flags and languages served by the server: one build serves any brand (A1, A2). */
export const configQuery = queryOptions({
  queryKey: ['system', 'config'],
  queryFn: async ({ signal }) => (await call(system.getPublicConfig, { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The deployment's config; the root route loads it before anything renders. */
export const useConfig = (): system.PublicConfig => useSuspenseQuery(configQuery).data;
