import { companies } from '@atrium/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, call } from '../../lib/api.ts';
import { companiesKeys } from './api.ts';

/** The service requests of one company (R12): the list's query key, the send form and the moves. */
export const requestsKey = (companyId: number) => [...companiesKeys.all, 'requests', companyId] as const;

/** GET /company/requestTypes: the kinds of service a company can ask for. */
export const requestTypesQuery = queryOptions({
  queryKey: [...companiesKeys.all, 'requestTypes'] as const,
  queryFn: async ({ signal }) => (await call(companies.requestTypes, { signal, cache: 'long' })).data,
  staleTime: 300_000,
});

export type SendRequestBody = BodyOf<typeof companies.sendRequest>;

/** POST /company/:id/request (201, "created"); field errors stay on the form's fields. */
export function useSendRequest(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRequestBody) => call(companies.sendRequest, { params: { id: companyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(companyId) }),
  });
}

/** One R12 move: engage (sent → handled), cancel (sent → cancelled), disengage (handled → disengaged). */
function move(companyId: number, action: companies.RequestAction, requestId: number) {
  // The confirmation dialog shows a refusal itself; success toasts come from the page.
  const options = { notify: false } as const;
  switch (action) {
    case 'engage':
      return call(companies.engageRequest, { params: { id: companyId }, body: { requestId }, ...options });
    case 'cancel':
      return call(companies.cancelRequest, { params: { id: companyId, requestId }, ...options });
    case 'disengage':
      return call(companies.disengageRequest, { params: { id: companyId, requestId }, ...options });
  }
}

/** Moves a request; the list reloads either way (a 409 means someone else moved it first). */
export function useMoveRequest(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, requestId }: { action: companies.RequestAction; requestId: number }) =>
      move(companyId, action, requestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey(companyId) }),
  });
}
