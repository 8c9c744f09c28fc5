import { facmgmt, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import { fbKeys } from './keys.ts';
import { companyParam } from './params.ts';

const endpoints = facmgmt.feedEndpoints;
type FeedQuery = CallOptions<typeof endpoints.list>['query'];

/** The company's active calendar feeds (at most 100), without their secrets. */
export const useFeeds = () =>
  useQuery({
    queryKey: fbKeys.feeds(),
    queryFn: ({ signal }): Promise<Paged<facmgmt.CalendarFeed>> =>
      call(endpoints.list, {
        query: {
          limit: '100',
          offset: '0',
          sortBy: 'createdAt',
          sortType: 'desc',
          ...companyParam(),
        } as FeedQuery,
        signal,
        cache: 'none',
      }),
  });

function useReloadFeeds() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: fbKeys.feeds() });
}

/** A building's or a space's feed; the answer holds the secret URL, shown once. */
export function useCreateFeed() {
  const reload = useReloadFeeds();
  return useMutation({
    mutationFn: (body: facmgmt.FeedInput) => call(endpoints.create, { body }),
    onSuccess: reload,
  });
}

/** A new secret URL: the old one stops answering. */
export function useRotateFeed() {
  const reload = useReloadFeeds();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.rotate, { params: { id } }),
    onSuccess: reload,
  });
}

export function useRevokeFeed() {
  const reload = useReloadFeeds();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.revoke, { params: { id } }),
    onSuccess: reload,
  });
}
