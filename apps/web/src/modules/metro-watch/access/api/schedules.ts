import { access, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../../lib/api.ts';
import type { TableQuery } from '../../../../ui/DataTable/index.ts';
import { toListParams } from '../../../../ui/DataTable/index.ts';
import { accessKeys } from './keys.ts';

export type ScheduleBody = BodyOf<typeof access.updateSchedule>;
type ScheduleQuery = CallOptions<typeof access.listSchedules>['query'];

/** A table's query as the string parameters of a list call. */
export const listParams = (query: TableQuery) =>
  Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));

/** A form shows its own failures (field errors under their fields, others above its buttons). */
export const quiet = { notify: { error: false } } as const;

export const fetchSchedules = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<access.CompanySchedule>> =>
  call(access.listSchedules, { query: listParams(query) as ScheduleQuery, signal });

export const useSchedule = (id: number) =>
  useQuery({
    queryKey: accessKeys.schedule(id),
    queryFn: async ({ signal }) => (await call(access.getSchedule, { params: { id }, signal })).data,
    enabled: id > 0,
  });

/** Every schedule of the company (the grant form's choice), by name. */
export const useScheduleOptions = () =>
  useQuery({
    queryKey: accessKeys.options('schedules'),
    queryFn: async ({ signal }) =>
      (await call(access.listSchedules, { query: { limit: '100', sortBy: 'name' } as ScheduleQuery, signal }))
        .data,
  });

export function useSaveSchedule(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScheduleBody) =>
      (id === null
        ? await call(access.createSchedule, { body, ...quiet })
        : await call(access.updateSchedule, { params: { id }, body, ...quiet })
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accessKeys.all() }),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(access.deleteSchedule, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accessKeys.all() }),
  });
}
