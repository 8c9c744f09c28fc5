import { market, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/** Packages (spec §2 "Packages"): the ones a company sells outside the platform or holds, adding one by code. */

export const packageKeys = {
  all: ['packages'] as const,
  list: () => ['packages', 'list'] as const,
  models: (app: market.MarketApp | null) => ['packages', 'models', app ?? 'all'] as const,
};

type PackageListQuery = CallOptions<typeof market.listPackages>['query'];

export const fetchPackages = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<market.MarketPackage>> =>
  call(market.listPackages, {
    query: Object.fromEntries(
      Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]),
    ) as PackageListQuery,
    signal,
  });

/** The package models (market items of type package) of one app, or of every shown app. */
export const usePackageModels = (app: market.MarketApp | null) =>
  useQuery({
    queryKey: packageKeys.models(app),
    queryFn: async ({ signal }) =>
      (await call(market.listPackageModels, { query: { limit: '100', ...(app ? { app } : {}) }, signal }))
        .data,
  });

/** POST /package/deploy: the 418s name `code` or `appName`; the caller shows them at the fields. */
export function useDeployPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof market.deployPackage>) =>
      call(market.deployPackage, { body, notify: { error: false } }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
}

export function useCreatePackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof market.createPackages>) =>
      call(market.createPackages, { body, notify: { error: false } }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
}
