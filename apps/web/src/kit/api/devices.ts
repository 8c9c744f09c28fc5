import { type apps, devices, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call, request } from '../../lib/api.ts';
import { getSelectedCompany } from '../../lib/company.ts';
import { type TableQuery, toListParams } from '../../ui/DataTable/index.ts';
import type { KitApp } from '../app.ts';
import { useKitApp } from '../KitAppContext.tsx';

type Device = devices.Device;

/** A DataTable query as the string query parameters of a list endpoint (spec §7). */
export function tableParams(query: TableQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));
}

type DeviceListQuery = CallOptions<typeof devices.listSwamDevices>['query'];
type TokenListQuery = CallOptions<typeof devices.listSwamDeviceTokens>['query'];

/** GET /<app>/device: one page of the app's devices (`/swam/device`, `/metrowatch/device`). */
export const fetchDevices =
  (app: KitApp) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<Device>> =>
    call(devices.appDeviceEndpointsOf(app.key).list, {
      query: tableParams(query) as DeviceListQuery,
      signal,
    });

/** The company's devices of app `key` for a picker, searched by serial or name (the first 50 by serial). */
export async function searchAppDevices(key: apps.AppKey, search: string, signal?: AbortSignal) {
  const company = getSelectedCompany();
  const query = {
    limit: '50',
    offset: '0',
    sortBy: 'serial',
    sortType: 'asc',
    ...(search ? { name: search } : {}),
    ...(company ? { customerId: String(company.id) } : {}),
  } as DeviceListQuery;
  return (await call(devices.appDeviceEndpointsOf(key).list, { query, signal })).data;
}

/** GET /<app>/device-token: one page of the app's tokens. */
export const fetchTokens =
  (app: KitApp) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<devices.DeviceTokenRow>> =>
    call(devices.appDeviceEndpointsOf(app.key).tokens, {
      query: tableParams(query) as TokenListQuery,
      signal,
    });

/** GET /device/inventory?app=<key>: the rows of the app's hardware only, counted by the server. */
export function useInventory(solutionId: number | null) {
  const app = useKitApp();
  return useQuery({
    queryKey: [...app.keys.inventory(), solutionId],
    queryFn: async ({ signal }) =>
      (
        await call(devices.deviceInventory, {
          query: { app: app.key, ...(solutionId !== null && { solutionId: String(solutionId) }) },
          signal,
        })
      ).data,
  });
}

export const useDevice = (id: number) =>
  useQuery({
    queryKey: useKitApp().keys.device(id),
    queryFn: async ({ signal }) => (await call(devices.getDevice, { params: { id }, signal })).data,
    enabled: id > 0,
  });

type LogEndpoint = typeof devices.listReadings | typeof devices.listInfoLogs | typeof devices.listAccessLogs;

/** One page of a device's readings, info logs or access logs, newest first. */
export const fetchDevicePage =
  <T>(endpoint: LogEndpoint, id: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<T>> =>
    request<Paged<T>>(endpoint, { params: { id }, query: tableParams(query), signal });

/**
 * A device's readings a page at a time: the page that follows one already fetched (the next page, the CSV
 * export's walk) asks by that page's `nextCursor`, as cheap as the first however deep; any other by offset.
 */
export function fetchReadingsPage(id: number) {
  const cursors = new Map<string, string>();
  return async (query: TableQuery, signal?: AbortSignal): Promise<Paged<devices.Reading>> => {
    const at = (offset: number) =>
      `${query.sortBy}|${query.sortType}|${JSON.stringify(query.filter)}|${query.limit}|${offset}`;
    const cursor = query.offset > 0 ? cursors.get(at(query.offset)) : undefined;
    const page = await request<Paged<devices.Reading> & { nextCursor?: string | null }>(
      devices.listReadings,
      {
        params: { id },
        query: { ...tableParams(query), ...(cursor && { cursor }) },
        signal,
      },
    );
    if (page.nextCursor) cursors.set(at(query.offset + query.limit), page.nextCursor);
    return page;
  };
}

/** After any action on devices: reload lists, details, tokens and inventory. */
function useReloadDevices() {
  const queryClient = useQueryClient();
  const { keys } = useKitApp();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

export type DeviceControl = 'block' | 'unblock' | 'lock' | 'unlock';
const CONTROLS = {
  block: devices.blockDevice,
  unblock: devices.unblockDevice,
  lock: devices.lockDevice,
  unlock: devices.unlockDevice,
} as const;

export function useDeviceControl() {
  const reload = useReloadDevices();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: DeviceControl }) =>
      call(CONTROLS[action], { params: { id } }),
    onSuccess: reload,
  });
}

export interface Placement {
  structureId: number;
  floorId: number | null;
  spaceId: number | null;
}

export function usePlaceDevice() {
  const reload = useReloadDevices();
  return useMutation({
    mutationFn: ({ id, mode, place }: { id: number; mode: 'install' | 'move'; place: Placement }) =>
      call(mode === 'install' ? devices.installDevice : devices.moveDevice, { params: { id }, body: place }),
    onSuccess: reload,
  });
}

/**
 * R207, A70: the hardware that sleeps between reports takes the interval by POST and answers that it is set
 * when the device is online; every other device takes it by PATCH at once.
 */
export function useReportingInterval() {
  const reload = useReloadDevices();
  return useMutation({
    mutationFn: async ({ id, seconds, queued }: { id: number; seconds: number; queued: boolean }) => {
      const body = { reportingIntervalSeconds: seconds };
      if (!queued) {
        await call(devices.setReportingInterval, { params: { id }, body });
        return { queued: false };
      }
      await request<{ msg: string }>(devices.queueReportingInterval, { params: { id }, body });
      return { queued: true };
    },
    onSuccess: reload,
  });
}

/** R1: PATCH /device/owner; each id ends done or error. */
export function useChangeOwner() {
  const reload = useReloadDevices();
  return useMutation({
    mutationFn: async ({ ids, customerId }: { ids: number[]; customerId: number }) =>
      (await call(devices.changeDevicesOwner, { body: { ids, customerId }, notify: { success: false } }))
        .data,
    onSettled: reload,
  });
}
