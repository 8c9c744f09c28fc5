import { type Paged, support } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { tableParams } from '../../places/api/keys.ts';

/** TanStack Query keys of the support screens; invalidate a prefix to reload everything under it. */
export const ticketKeys = {
  all: ['support', 'tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (customerId?: number) => [...ticketKeys.lists(), customerId ?? 'all'] as const,
  ticket: (id: number) => [...ticketKeys.all, 'detail', id] as const,
  assignees: (id: number) => [...ticketKeys.ticket(id), 'assignees'] as const,
};

type ListQuery = CallOptions<typeof support.ticketEndpoints.list>['query'];

/** GET /support/ticket for a DataTable page; `customerId` narrows it to one customer. */
export const fetchTickets =
  (customerId?: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<support.Ticket>> =>
    call(support.ticketEndpoints.list, {
      query: {
        ...tableParams(query),
        ...(customerId === undefined ? {} : { customerId: String(customerId) }),
      } as ListQuery,
      signal,
      cache: 'none',
    });

export const useTicket = (id: number) =>
  useQuery({
    queryKey: ticketKeys.ticket(id),
    queryFn: async ({ signal }) =>
      (await call(support.ticketEndpoints.get, { params: { id }, signal, cache: 'none' })).data,
    enabled: id > 0,
  });

export const useAssignees = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ticketKeys.assignees(id),
    queryFn: async ({ signal }) =>
      (await call(support.ticketEndpoints.assignees, { params: { id }, signal })).data,
    enabled: enabled && id > 0,
  });

export type TicketBody = BodyOf<typeof support.ticketEndpoints.create>;
export type TicketPatchBody = BodyOf<typeof support.ticketEndpoints.update>;

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketBody) => (await call(support.ticketEndpoints.create, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}

export function useUpdateTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketPatchBody) =>
      (await call(support.ticketEndpoints.update, { params: { id }, body })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(ticketKeys.ticket(id), data);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}

export function usePostTicketMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call(support.ticketEndpoints.message, { params: { id }, body: { body }, notify: { error: false } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(id) }),
  });
}
