import { assetwatch, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { awKeys } from './keys.ts';
import { companyParam, listParams, quiet } from './params.ts';

export const useDashboard = (days: number) =>
  useQuery({
    queryKey: awKeys.dashboard(days),
    queryFn: async ({ signal }) =>
      (
        await call(assetwatch.awDashboardEndpoints.dashboard, {
          query: { ...companyParam(), days: String(days) } as never,
          signal,
          cache: 'none',
        })
      ).data,
    refetchInterval: 60_000,
  });

export const fetchFacilities = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<assetwatch.Facility>> =>
  call(assetwatch.awDashboardEndpoints.facilities, { query: listParams(query) as never, signal });

export const useAlarmSettings = () =>
  useQuery({
    queryKey: awKeys.settings(),
    queryFn: async ({ signal }) =>
      (await call(assetwatch.alarmSettingsEndpoints.get, { query: companyParam() as never, signal })).data,
  });

export function useSaveAlarmSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: assetwatch.AlarmSettingsUpdate) =>
      (
        await call(assetwatch.alarmSettingsEndpoints.update, {
          query: companyParam() as never,
          body,
          ...quiet,
        })
      ).data,
    onSuccess: (data) => client.setQueryData(awKeys.settings(), data),
  });
}
