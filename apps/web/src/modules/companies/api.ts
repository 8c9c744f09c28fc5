import { companies, type Paged, users } from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../lib/api.ts';
import { type TableQuery, toListParams } from '../../ui/DataTable/index.ts';

/** TanStack Query keys of the companies module; invalidate a prefix to reload everything under it. */
export const companiesKeys = {
  all: ['companies'] as const,
  lists: () => [...companiesKeys.all, 'list'] as const,
  detail: (id: number) => [...companiesKeys.all, 'detail', id] as const,
  relatedTypes: () => [...companiesKeys.all, 'relatedTypes'] as const,
  users: (id: number) => [...companiesKeys.all, 'users', id] as const,
  roles: (id: number) => [...companiesKeys.all, 'roles', id] as const,
};

/** A DataTable query as the string query parameters of a list endpoint (spec §7). */
export function listQuery(query: TableQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));
}

/** GET /company: one page of the companies the caller sees (own, managed, their managed; all for admins). */
export const fetchCompanies = (query: TableQuery, signal?: AbortSignal): Promise<Paged<companies.Company>> =>
  call(companies.list, { query: listQuery(query) as CallOptions<typeof companies.list>['query'], signal });

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: companiesKeys.detail(id),
    queryFn: async ({ signal }) => (await call(companies.get, { params: { id }, signal })).data,
  });

export const useCompany = (id: number | null) =>
  useQuery({ ...companyQuery(id ?? 0), enabled: id !== null && id > 0 });

/** R125-R128: the types the caller may give a new company, decided by the server. */
export const relatedTypesQuery = queryOptions({
  queryKey: companiesKeys.relatedTypes(),
  queryFn: async ({ signal }) => (await call(companies.relatedTypes, { signal, cache: 'long' })).data,
  staleTime: 300_000,
});

export const rolesQuery = (companyId: number) =>
  queryOptions({
    queryKey: companiesKeys.roles(companyId),
    queryFn: async ({ signal }) =>
      (await call(companies.listRoles, { params: { id: companyId }, signal })).data,
  });

export const useRoles = (companyId: number | null, enabled = true) =>
  useQuery({ ...rolesQuery(companyId ?? 0), enabled: enabled && companyId !== null && companyId > 0 });

/** GET /company/:id/user: one page of a company's users. */
export const fetchCompanyUsers =
  (companyId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<companies.CompanyUser>> =>
    call(companies.listUsers, {
      params: { id: companyId },
      query: listQuery(query) as CallOptions<typeof companies.listUsers>['query'],
      signal,
    });

export type CreateCompanyBody = BodyOf<typeof companies.create>;
export type UpdateCompanyBody = BodyOf<typeof companies.update>;
export type CreateUserBody = BodyOf<typeof companies.createUser>;
export type CreateRoleBody = BodyOf<typeof companies.createRole>;

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => call(companies.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.lists() }),
  });
}

export function useUpdateCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => call(companies.update, { params: { id }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(companiesKeys.detail(id), data);
      void queryClient.invalidateQueries({ queryKey: companiesKeys.lists() });
    },
  });
}

/** R13: Active or Inactive (shown as Suspended); only whoever manages the company may set it. */
export function useSetContract(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractStatus: companies.Company['contractStatus']) =>
      call(companies.setContract, { params: { id }, body: { contractStatus } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(companiesKeys.detail(id), data);
      void queryClient.invalidateQueries({ queryKey: companiesKeys.lists() });
    },
  });
}

export function useCreateCompanyUser(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => call(companies.createUser, { params: { id: companyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.users(companyId) }),
  });
}

/** Gives (`on`) or takes away a role; the server refuses one's own roles and roles above one's own. */
export function useToggleUserRole(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId, on }: { userId: number; roleId: number; on: boolean }) =>
      call(on ? companies.assignRole : companies.unassignRole, {
        params: { id: companyId, userId },
        body: { roleId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.users(companyId) }),
  });
}

/** When a user's access ends; null: never. */
export function useSetExpiration(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, expiresAt }: { userId: number; expiresAt: string | null }) =>
      call(companies.setExpiration, { params: { id: companyId, userId }, body: { expiresAt } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.users(companyId) }),
  });
}

/** Emails the user a password reset link (204; the page shows its own "sent" toast). */
export const useSendResetLink = () =>
  useMutation({
    mutationFn: (userId: number) =>
      call(users.sendResetLink, { params: { id: userId }, notify: { success: false } }),
  });

export function useCreateRole(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoleBody) => call(companies.createRole, { params: { id: companyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.roles(companyId) }),
  });
}

export function useDeleteRole(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => call(companies.deleteRole, { params: { id: companyId, roleId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companiesKeys.roles(companyId) });
      void queryClient.invalidateQueries({ queryKey: companiesKeys.users(companyId) });
    },
  });
}
