import { sparking } from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { spKeys } from './keys.ts';
import { customerParam } from './params.ts';

/** GET /sparking/api/analysis/dashboard over a period, optionally one location. */
export const useDashboard = (from: string, to: string, locationId: number | null) =>
  useQuery({
    queryKey: spKeys.dashboard(from, to, locationId),
    queryFn: async ({ signal }) =>
      (
        await call(sparking.dashboardEndpoint, {
          query: {
            from,
            to,
            ...(locationId ? { locationId: String(locationId) } : {}),
            ...customerParam(),
          } as never,
          signal,
        })
      ).data,
    enabled: from !== '' && to !== '',
    placeholderData: keepPreviousData,
  });
