import { access, type Paged } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../../lib/api.ts';
import type { TableQuery } from '../../../../ui/DataTable/index.ts';
import { accessKeys } from './keys.ts';
import { listParams } from './schedules.ts';

type CredentialQuery = CallOptions<typeof access.listCredentials>['query'];
export type NewCredentialBody = CallOptions<typeof access.createCredential>['body'];

/** GET /metrowatch/access-token: one page of the access tokens (cards, PINs, phone keys). */
export const fetchCredentials = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<access.Credential>> =>
  call(access.listCredentials, { query: listParams(query) as CredentialQuery, signal });

/** R7: one of the six transitions of an access token; the lists reload after it. */
export function useCredentialAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: access.CredentialAction }) =>
      call(access.CREDENTIAL_ACTION_ENDPOINTS[action], { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accessKeys.all() }),
  });
}

/** POST /metrowatch/access-token: issue a credential to a user; the lists reload after it. */
export function useIssueCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCredentialBody) => call(access.createCredential, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accessKeys.all() }),
  });
}
