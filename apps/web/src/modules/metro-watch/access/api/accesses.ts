import { access, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../../lib/api.ts';
import type { TableQuery } from '../../../../ui/DataTable/index.ts';
import { accessKeys } from './keys.ts';
import { listParams, quiet } from './schedules.ts';

export type GrantBody = BodyOf<typeof access.grantAccess>;
export type LinkBody = BodyOf<typeof access.createLink>;
type AccessQuery = CallOptions<typeof access.listAccesses>['query'];
type LinkQuery = CallOptions<typeof access.listTemporaryAccesses>['query'];

/** One page of the accesses of a type (`user-access?type=`); links come from `temporary-access`. */
export const accessesOfType =
  (type: access.AccessType) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<access.AccessRow>> =>
    call(access.listAccesses, { query: { ...listParams(query), type } as AccessQuery, signal });

/** One page of the links, both kinds (public-temporary and onetime). */
export const fetchLinks = (query: TableQuery, signal?: AbortSignal): Promise<Paged<access.AccessRow>> =>
  call(access.listTemporaryAccesses, { query: listParams(query) as LinkQuery, signal });

export const useAccess = (id: number) =>
  useQuery({
    queryKey: [...accessKeys.all(), 'access', id],
    queryFn: async ({ signal }) => (await call(access.getAccess, { params: { id }, signal })).data,
    enabled: id > 0,
  });

function useReload() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: accessKeys.all() });
}

export function useRevokeAccess() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => call(access.revokeAccess, { params: { id } }),
    onSuccess: reload,
  });
}

/** A fulltime or scheduled access (418 per field, an overlap included). */
export function useGrantAccess() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: GrantBody) => (await call(access.grantAccess, { body, ...quiet })).data,
    onSuccess: reload,
  });
}

/** A public-temporary or onetime link; the answer carries the token, shown once. */
export function useCreateLink() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: LinkBody) => call(access.createLink, { body, ...quiet }),
    onSuccess: reload,
  });
}

/** The calendar's occurrences between two instants (at most 62 days: the month view asks 6 weeks). */
export const useAccessCalendar = (range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: accessKeys.calendar(range?.from ?? '', range?.to ?? ''),
    queryFn: async ({ signal }) =>
      call(access.accessCalendar, { query: { from: range?.from ?? '', to: range?.to ?? '' }, signal }),
    enabled: range !== null,
    placeholderData: (previous) => previous,
  });

const shifted = (value: string | null, by: number) =>
  value === null ? null : new Date(Date.parse(value) + by).toISOString();

/**
 * Calendar drag and resize: the access's own bounds moved by what its event moved (an event shows the
 * part of the access within the shown range, so its own times are not the access's); an open bound stays
 * open.
 */
export function useMoveAccess() {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ id, start, end }: { id: number; start: number; end: number }) => {
      const { data } = await call(access.getAccess, { params: { id } });
      return call(access.changeAccessPeriod, {
        params: { id },
        body: { validFrom: shifted(data.validFrom, start), validUntil: shifted(data.validUntil, end) },
      });
    },
    onSettled: reload,
  });
}
