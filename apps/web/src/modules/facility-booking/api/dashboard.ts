import { facmgmt } from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { fbKeys } from './keys.ts';

/** GET /facmgmt/api/analysis/dashboard over a period, optionally one building. */
export const useDashboard = (from: string, to: string, buildingId: number | null) =>
  useQuery({
    queryKey: fbKeys.dashboard(from, to, buildingId),
    queryFn: async ({ signal }) =>
      (
        await call(facmgmt.dashboardEndpoint, {
          query: { from, to, ...(buildingId ? { buildingId: String(buildingId) } : {}) } as never,
          signal,
        })
      ).data,
    enabled: from !== '' && to !== '',
    placeholderData: keepPreviousData,
  });
