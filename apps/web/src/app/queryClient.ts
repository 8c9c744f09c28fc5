import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '../lib/api.ts';
import { describeError } from '../lib/errors.ts';
import { showToast } from '../lib/notify.tsx';
import { clearRequestCache } from '../lib/requestCache.ts';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Query results stay fresh 30 s (spec §7). Failed calls already show their toast from the API client
 * (spec §8); a mutation failing for another reason (a bug in its function) shows 'unknownError' unless it
 * declares `meta: { silent: true }`. A new client starts with an empty request cache.
 */
export function createQueryClient(i18n: I18n): QueryClient {
  clearRequestCache();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isClientError(error) && failures < 2,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent || error instanceof ApiError) return;
        showToast({ kind: 'unknownError', message: describeError(i18n.t, error) });
      },
    }),
  });
}
