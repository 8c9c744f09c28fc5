import { facmgmt, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';
import { fbKeys } from './keys.ts';

const endpoints = facmgmt.visitorEndpoints;
type VisitorQuery = CallOptions<typeof endpoints.list>['query'];

const stringParams = (query: TableQuery) =>
  Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));

/** GET /facmgmt/api/visitor: one page of visitors with their reservation and passes. */
export const fetchVisitors = (query: TableQuery, signal?: AbortSignal): Promise<Paged<facmgmt.Visitor>> =>
  call(endpoints.list, { query: stringParams(query) as VisitorQuery, signal, cache: 'none' });

/** The visitors of one reservation (at most 100), with their passes. */
export const useReservationVisitors = (reservationId: number | null) =>
  useQuery({
    queryKey: [...fbKeys.visitors(), 'reservation', reservationId],
    queryFn: async ({ signal }) =>
      (
        await call(endpoints.list, {
          query: { reservationId: String(reservationId), limit: '100', offset: '0' } as VisitorQuery,
          signal,
          cache: 'none',
        })
      ).data,
    enabled: reservationId !== null,
  });

export type VisitorBody = BodyOf<typeof endpoints.create>;

/** Invites a visitor (418 per field; 409 when the reservation is cancelled or over). */
export function useInviteVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VisitorBody) => (await call(endpoints.create, { body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fbKeys.visitors() }),
  });
}

/** Removes a visitor: their passes are revoked at once. */
export function useRemoveVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.delete, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fbKeys.visitors() }),
  });
}
