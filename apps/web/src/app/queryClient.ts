import { notifications } from '@mantine/notifications';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '../lib/api.ts';
import { describeError } from '../lib/errors.ts';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * GET cache 30 s (spec §7). A failed mutation shows a notification with the server's message (spec §8)
 * unless it declares `meta: { silent: true }`.
 */
export function createQueryClient(i18n: I18n): QueryClient {
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
        if (mutation.meta?.silent) return;
        notifications.show({ color: 'red', message: describeError(i18n.t, error) });
      },
    }),
  });
}
