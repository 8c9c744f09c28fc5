import { companies, type devices, type groups, type Paged, places } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../lib/api.ts';
import type { TableQuery } from '../../ui/DataTable/index.ts';
import type { OptionQuery, OptionSource } from '../../ui/OptionList/index.ts';
import type { KitApp } from '../app.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { tableParams } from './devices.ts';
import { endpointsOf } from './endpoints.ts';
import type { KitKeys } from './keys.ts';

export type PermissionGroupBody = BodyOf<typeof groups.createPermissionGroup>;
export type NotificationGroupBody = BodyOf<typeof groups.createNotificationGroup>;
type GroupListQuery = CallOptions<typeof groups.listPermissionGroups>['query'];

export const groupKeysOf = (keys: KitKeys) => {
  const groupKeys = {
    all: () => [...keys.all, 'groups'] as const,
    permission: () => [...groupKeys.all(), 'permission'] as const,
    permissionOne: (id: number) => [...groupKeys.permission(), id] as const,
    notification: () => [...groupKeys.all(), 'notification'] as const,
    notificationOne: (id: number) => [...groupKeys.notification(), id] as const,
    summaries: () => [...groupKeys.all(), 'summaries'] as const,
    memberships: (userId: number) => [...groupKeys.all(), 'user', userId] as const,
  };
  return groupKeys;
};

/** The app, its calls and its group query keys, for the hooks below. */
function useGroupsApi() {
  const app = useKitApp();
  return { app, api: endpointsOf(app), groupKeys: groupKeysOf(app.keys) };
}

/** R170: a failed group operation is logged, not toasted; the screen shows it where it happened. */
const quiet = { notify: { error: false } } as const;

export const fetchPermissionGroups =
  (app: KitApp) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<groups.PermissionGroup>> =>
    call(endpointsOf(app).permissionGroups.list, {
      query: tableParams(query) as GroupListQuery,
      signal,
      ...quiet,
    });

export const fetchNotificationGroups =
  (app: KitApp) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<groups.NotificationGroup>> =>
    call(endpointsOf(app).notificationGroups.list, {
      query: tableParams(query) as GroupListQuery,
      signal,
      ...quiet,
    });

export function usePermissionGroup(id: number) {
  const { api, groupKeys } = useGroupsApi();
  return useQuery({
    queryKey: groupKeys.permissionOne(id),
    queryFn: async ({ signal }) => (await call(api.permissionGroups.get, { params: { id }, signal })).data,
    enabled: id > 0,
  });
}

export function useNotificationGroup(id: number) {
  const { api, groupKeys } = useGroupsApi();
  return useQuery({
    queryKey: groupKeys.notificationOne(id),
    queryFn: async ({ signal }) => (await call(api.notificationGroups.get, { params: { id }, signal })).data,
    enabled: id > 0,
  });
}

function useReloadGroups() {
  const queryClient = useQueryClient();
  const { groupKeys } = useGroupsApi();
  return () => void queryClient.invalidateQueries({ queryKey: groupKeys.all() });
}

const logged = (what: string) => (error: unknown) => console.error(`group ${what} failed`, error);

/** POST /swam/permissions-group (id null) or PUT /swam/permissions-group/:id. */
export function useSavePermissionGroup(id: number | null) {
  const reload = useReloadGroups();
  const { api } = useGroupsApi();
  return useMutation({
    mutationFn: (body: PermissionGroupBody) =>
      id === null
        ? call(api.permissionGroups.create, { body, ...quiet })
        : call(api.permissionGroups.update, { params: { id }, body, ...quiet }),
    onSuccess: reload,
    onError: logged('save'),
  });
}

/** POST /swam/notifications-group (id null) or PUT /swam/notifications-group/:id. */
export function useSaveNotificationGroup(id: number | null) {
  const reload = useReloadGroups();
  const { api } = useGroupsApi();
  return useMutation({
    mutationFn: (body: NotificationGroupBody) =>
      id === null
        ? call(api.notificationGroups.create, { body, ...quiet })
        : call(api.notificationGroups.update, { params: { id }, body, ...quiet }),
    onSuccess: reload,
    onError: logged('save'),
  });
}

export function useDeleteGroup(kind: groups.GroupKind) {
  const reload = useReloadGroups();
  const { api } = useGroupsApi();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'permission'
        ? call(api.permissionGroups.delete, { params: { id }, ...quiet })
        : call(api.notificationGroups.delete, { params: { id }, ...quiet }),
    onSuccess: reload,
    onError: logged('delete'),
  });
}

/** PATCH /swam/notifications-group/:id/mute for the signed-in user. */
export function useMuteGroup(id: number) {
  const queryClient = useQueryClient();
  const { api, groupKeys } = useGroupsApi();
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: (muted: boolean) =>
      call(api.notificationGroups.mute, { params: { id }, body: { muted }, ...quiet }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(groupKeys.notificationOne(id), data);
      reload();
    },
    onError: logged('mute'),
  });
}

/** Every group of both kinds (for a user's memberships), by name. */
export function useGroupSummaries() {
  const { api, groupKeys } = useGroupsApi();
  return useQuery({
    queryKey: groupKeys.summaries(),
    queryFn: async ({ signal }) =>
      (await call(api.memberships.list, { query: { limit: '100' }, signal, ...quiet })).data,
  });
}

export function useMemberships(userId: number) {
  const { api, groupKeys } = useGroupsApi();
  return useQuery({
    queryKey: groupKeys.memberships(userId),
    queryFn: async ({ signal }) => (await call(api.memberships.get, { params: { userId }, signal })).data,
    enabled: userId > 0,
  });
}

export function useSaveMemberships(userId: number) {
  const reload = useReloadGroups();
  const { api } = useGroupsApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof groups.setMemberships>) =>
      call(api.memberships.set, { params: { userId }, body, ...quiet }),
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

/** The company's devices of the app, for the resources picker (value `device:<id>`). */
/** A page of devices as picker options (`device:<id>`, the name with its serial). */
export const deviceOptionPage = (reply: {
  data: readonly { id: number; name: string | null; serial: string }[];
  totalRecords: number;
}) => ({
  options: reply.data.map((d) => ({
    value: `device:${d.id}`,
    label: d.name ? `${d.name} (${d.serial})` : d.serial,
  })),
  total: reply.totalRecords,
});

export const deviceOptions =
  (app: KitApp, companyId: number): OptionSource =>
  async (query, signal) => {
    const reply = await call(endpointsOf(app).devices.list, {
      query: { ...page(query), customerId: String(companyId) } as CallOptions<
        typeof devices.listSwamDevices
      >['query'],
      signal,
    });
    return deviceOptionPage(reply);
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
