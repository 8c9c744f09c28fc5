import * as settings from '@atrium/contracts/defcon/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { defconKeys } from './keys.ts';
import { quiet } from './params.ts';

export { settings };

const endpoints = settings.intrusionSettingEndpoints;
/** `companyId` names the security company for a system admin; others always get their own. */
const query = (companyId: number | undefined) => (companyId ? { companyId: String(companyId) } : {});

export const useIntrusionSetting = (companyId: number | undefined) =>
  useQuery({
    queryKey: defconKeys.intrusionSetting(companyId ?? 0),
    queryFn: async ({ signal }) =>
      (await call(endpoints.get, { query: query(companyId) as never, signal, ...quiet })).data,
  });

export function useSaveIntrusionSetting(companyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: settings.IntrusionSettingInput) =>
      (await call(endpoints.put, { query: query(companyId) as never, body, ...quiet })).data,
    onSuccess: (saved) => queryClient.setQueryData(defconKeys.intrusionSetting(companyId ?? 0), saved),
  });
}
