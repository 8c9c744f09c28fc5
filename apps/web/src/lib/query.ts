import type { QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `silent`: no toast when the mutation function fails for a reason other than an API error. API errors
     * toast from the client itself; turn those off with the call option `notify: false`.
     */
    mutationMeta: { silent?: boolean };
  }
}

/** R28: a new user must not see the previous one's cached data; the deployment config stays. */
export function clearSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
}
