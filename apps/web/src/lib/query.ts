import type { QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the error itself, no notification. */
    mutationMeta: { silent?: boolean };
  }
}

/** R28: a new user must not see the previous one's cached data; the deployment config stays. */
export function clearSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
}
