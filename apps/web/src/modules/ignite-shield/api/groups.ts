import { companies, devices, groups, type Paged, places } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import type { OptionQuery, OptionSource } from '../../../ui/OptionList/index.ts';
import { tableParams } from './devices.ts';
import { swamKeys } from './keys.ts';

export type PermissionGroupBody = BodyOf<typeof groups.createPermissionGroup>;
export type NotificationGroupBody = BodyOf<typeof groups.createNotificationGroup>;
type GroupListQuery = CallOptions<typeof groups.listPermissionGroups>['query'];

export const groupKeys = {
  all: () => [...swamKeys.all, 'groups'] as const,
  permission: () => [...groupKeys.all(), 'permission'] as const,
  permissionOne: (id: number) => [...groupKeys.permission(), id] as const,
  notification: () => [...groupKeys.all(), 'notification'] as const,
  notificationOne: (id: number) => [...groupKeys.notification(), id] as const,
  summaries: () => [...groupKeys.all(), 'summaries'] as const,
  memberships: (userId: number) => [...groupKeys.all(), 'user', userId] as const,
};

/** R170: a failed group operation is logged, not toasted; the screen shows it where it happened. */
const quiet = { notify: { error: false } } as const;

export const fetchPermissionGroups = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<groups.PermissionGroup>> =>
  call(groups.listPermissionGroups, { query: tableParams(query) as GroupListQuery, signal, ...quiet });

export const fetchNotificationGroups = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<groups.NotificationGroup>> =>
  call(groups.listNotificationGroups, { query: tableParams(query) as GroupListQuery, signal, ...quiet });

export const usePermissionGroup = (id: number) =>
  useQuery({
    queryKey: groupKeys.permissionOne(id),
    queryFn: async ({ signal }) => (await call(groups.getPermissionGroup, { params: { id }, signal })).data,
    enabled: id > 0,
  });

export const useNotificationGroup = (id: number) =>
  useQuery({
    queryKey: groupKeys.notificationOne(id),
    queryFn: async ({ signal }) => (await call(groups.getNotificationGroup, { params: { id }, signal })).data,
    enabled: id > 0,
  });

function useReloadGroups() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: groupKeys.all() });
}

const logged = (what: string) => (error: unknown) => console.error(`group ${what} failed`, error);

/** POST /swam/permissions-group (id null) or PUT /swam/permissions-group/:id. */
export function useSavePermissionGroup(id: number | null) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: (body: PermissionGroupBody) =>
      id === null
        ? call(groups.createPermissionGroup, { body, ...quiet })
        : call(groups.updatePermissionGroup, { params: { id }, body, ...quiet }),
    onSuccess: reload,
    onError: logged('save'),
  });
}

/** POST /swam/notifications-group (id null) or PUT /swam/notifications-group/:id. */
export function useSaveNotificationGroup(id: number | null) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: (body: NotificationGroupBody) =>
      id === null
        ? call(groups.createNotificationGroup, { body, ...quiet })
        : call(groups.updateNotificationGroup, { params: { id }, body, ...quiet }),
    onSuccess: reload,
    onError: logged('save'),
  });
}

export function useDeleteGroup(kind: groups.GroupKind) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'permission'
        ? call(groups.deletePermissionGroup, { params: { id }, ...quiet })
        : call(groups.deleteNotificationGroup, { params: { id }, ...quiet }),
    onSuccess: reload,
    onError: logged('delete'),
  });
}

/** PATCH /swam/notifications-group/:id/mute for the signed-in user. */
export function useMuteGroup(id: number) {
  const queryClient = useQueryClient();
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: (muted: boolean) =>
      call(groups.muteNotificationGroup, { params: { id }, body: { muted }, ...quiet }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(groupKeys.notificationOne(id), data);
      reload();
    },
    onError: logged('mute'),
  });
}

/** Every group of both kinds (for a user's memberships), by name. */
export const useGroupSummaries = () =>
  useQuery({
    queryKey: groupKeys.summaries(),
    queryFn: async ({ signal }) =>
      (await call(groups.listGroups, { query: { limit: '100' }, signal, ...quiet })).data,
  });

export const useMemberships = (userId: number) =>
  useQuery({
    queryKey: groupKeys.memberships(userId),
    queryFn: async ({ signal }) => (await call(groups.getMemberships, { params: { userId }, signal })).data,
    enabled: userId > 0,
  });

export function useSaveMemberships(userId: number) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: (body: BodyOf<typeof groups.setMemberships>) =>
      call(groups.setMemberships, { params: { userId }, body, ...quiet }),
    onSuccess: reload,
    onError: logged('membership change'),
  });
}

const page = (query: OptionQuery) => ({
  limit: String(query.limit),
  offset: String(query.skip),
  ...(query.search ? { name: query.search } : {}),
});

/** The users of a company, for pickers (GET /company/:id/user). */
export const companyUserOptions =
  (companyId: number): OptionSource =>
  async (query, signal) => {
    const { limit, offset, name } = page(query);
    const reply = await call(companies.listUsers, {
      params: { id: companyId },
      query: { limit, offset, ...(name ? { nameFilter: name } : {}) },
      signal,
    });
    return {
      options: reply.data.map((u) => ({
        value: String(u.id),
        label: `${u.firstName} ${u.lastName} (${u.email})`,
      })),
      total: reply.totalRecords,
    };
  };

/** The company's sensor-solution devices, for the resources picker (value `device:<id>`). */
export const deviceOptions =
  (companyId: number): OptionSource =>
  async (query, signal) => {
    const reply = await call(devices.listSwamDevices, {
      query: { ...page(query), customerId: String(companyId) } as CallOptions<
        typeof devices.listSwamDevices
      >['query'],
      signal,
    });
    return {
      options: reply.data.map((d) => ({
        value: `device:${d.id}`,
        label: d.name ? `${d.name} (${d.serial})` : d.serial,
      })),
      total: reply.totalRecords,
    };
  };

/** The company's structures, for the resources picker (value `structure:<id>`). */
export const structureOptions =
  (companyId: number): OptionSource =>
  async (query, signal) => {
    const reply = await call(places.searchStructures, {
      query: { ...page(query), customerId: String(companyId) } as CallOptions<
        typeof places.searchStructures
      >['query'],
      signal,
    });
    return {
      options: reply.data.map((s) => ({ value: `structure:${s.id}`, label: s.name })),
      total: reply.totalRecords,
    };
  };
