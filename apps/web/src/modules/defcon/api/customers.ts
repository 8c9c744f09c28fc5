import type { Paged } from '@atrium/contracts';
import * as customers from '@atrium/contracts/defcon/customers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { defconKeys } from './keys.ts';
import { listParams, quiet } from './params.ts';

export { customers };

const endpoints = customers.securityCompanyEndpoints;
type CustomerQuery = CallOptions<typeof endpoints.customers>['query'];
type StaffQuery = CallOptions<typeof endpoints.staff>['query'];

export const fetchCustomers = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<customers.DefconCustomer>> =>
  call(endpoints.customers, { query: listParams(query) as CustomerQuery, signal });

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: defconKeys.customer(id),
    queryFn: async ({ signal }) => (await call(endpoints.customer, { params: { id }, signal })).data,
    enabled: id > 0,
  });

/** The security company's staff of one role (the escalate-user choice), by name; `companyId` for admins. */
export const useStaff = (role: customers.StaffRole, companyId?: number) =>
  useQuery({
    queryKey: [...defconKeys.staff(), role, companyId ?? 0],
    queryFn: async ({ signal }) =>
      (
        await call(endpoints.staff, {
          query: {
            limit: '100',
            sortBy: 'name',
            role,
            ...(companyId ? { companyId: String(companyId) } : {}),
          } as StaffQuery,
          signal,
        })
      ).data,
  });

export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: customers.DefconCustomerInput) =>
      (await call(endpoints.addCustomer, { body, ...quiet })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: defconKeys.customers() }),
  });
}

export function useEditCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: customers.DefconCustomerUpdate) =>
      (await call(endpoints.editCustomer, { params: { id }, body, ...quiet })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: defconKeys.customers() }),
  });
}
