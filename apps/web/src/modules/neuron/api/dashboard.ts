import { dashboardEndpoint } from '@atrium/contracts/anpr/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallOptions, call, timeZone } from '../../../lib/api.ts';
import { neuronKeys } from './keys.ts';
import { customerParam } from './params.ts';

/** GET /anpr/dashboard for a period and optionally one gate, counted in the browser's time zone. */
export const useNeuronDashboard = (from: string, to: string, boxId: string) =>
  useQuery({
    queryKey: neuronKeys.dashboard(from, to, boxId),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await call(dashboardEndpoint, {
          query: {
            from,
            to,
            timeZone: timeZone(),
            ...(boxId ? { boxId } : {}),
            ...customerParam(),
          } as CallOptions<typeof dashboardEndpoint>['query'],
          signal,
        })
      ).data,
  });
