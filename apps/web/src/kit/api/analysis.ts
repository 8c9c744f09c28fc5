import { alarms, analysis, users } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, downloadBlob } from '../../lib/api.ts';
import { saveFile } from '../../lib/download.ts';
import type { DashboardItem } from '../../ui/DashboardGrid/index.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { endpointsOf } from './endpoints.ts';
import type { KitKeys } from './keys.ts';

export interface StatisticsParams {
  from: string;
  to: string;
  deviceIds?: number[];
  structureIds?: number[];
  sensors?: string[];
  bucket?: analysis.Bucket;
}

const list = (values?: readonly (string | number)[]) =>
  values && values.length > 0 ? values.join(',') : undefined;

/** GET /<app>/statistics for a period and, optionally, devices or structures to chart. */
export function useStatistics(params: StatisticsParams, enabled = true) {
  const app = useKitApp();
  return useQuery({
    queryKey: [...app.keys.all, 'statistics', params],
    queryFn: async ({ signal }) =>
      (
        await call(endpointsOf(app).statistics, {
          query: {
            from: params.from,
            to: params.to,
            bucket: params.bucket,
            deviceIds: list(params.deviceIds),
            structureIds: list(params.structureIds),
            sensors: list(params.sensors),
          },
          signal,
          notify: false,
        })
      ).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The app's devices to pick from (the first 100, by name). */
export function useDeviceOptions() {
  const app = useKitApp();
  return useQuery({
    queryKey: [...app.keys.deviceList(), 'options'],
    queryFn: async ({ signal }) =>
      (
        await call(endpointsOf(app).devices.list, {
          query: { limit: '100', sortBy: 'name', sortType: 'asc' },
          signal,
          cache: 'long',
        })
      ).data,
  });
}

export const useWeather = (structureId: number | null, date?: string) =>
  useQuery({
    queryKey: [...useKitApp().keys.all, 'weather', structureId, date],
    queryFn: async ({ signal }) =>
      (await call(analysis.getWeather, { query: { structureId: String(structureId), date }, signal })).data,
    enabled: structureId !== null,
  });

export const useChillers = (enabled = true) =>
  useQuery({
    queryKey: [...useKitApp().keys.all, 'chillers'],
    queryFn: async ({ signal }) =>
      (await call(analysis.listChillers, { query: { limit: '25' }, signal })).data,
    enabled,
  });

/** A dashboard as saved in the user's preferences (`/User/parameter`): the widgets shown and their places. */
export interface SavedDashboard {
  widgets: string[];
  layout: DashboardItem[];
}

function parseDashboard(text: string | undefined): SavedDashboard | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SavedDashboard>;
    return Array.isArray(value.widgets) && Array.isArray(value.layout)
      ? { widgets: value.widgets.filter((w) => typeof w === 'string'), layout: value.layout }
      : null;
  } catch {
    return null;
  }
}

const dashboardKey = (keys: KitKeys, key: string) => [...keys.all, 'dashboard', key] as const;

/** The saved dashboard under `key` (null: never saved, use the default). */
export const useSavedDashboard = (key: string) =>
  useQuery({
    queryKey: dashboardKey(useKitApp().keys, key),
    queryFn: async ({ signal }) =>
      parseDashboard(
        (await call(users.getParameters, { query: { keys: key }, signal, cache: 'none' })).data[key],
      ),
  });

export function useSaveDashboard(key: string) {
  const queryClient = useQueryClient();
  const { keys } = useKitApp();
  return useMutation({
    mutationFn: (dashboard: SavedDashboard) =>
      call(users.setParameter, {
        body: { key, value: JSON.stringify(dashboard) },
        notify: { success: false },
      }),
    onMutate: (dashboard) => queryClient.setQueryData(dashboardKey(keys, key), dashboard),
  });
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * A device's alarms raised in a period (UTC days), open and closed, operational and status, newest first
 * (the first 100 of each list).
 */
export const useDeviceAlarms = (deviceId: number, from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: [...useKitApp().keys.device(deviceId), 'alarms', from, to],
    queryFn: async ({ signal }) => {
      const query = {
        deviceId: String(deviceId),
        startDate: day(from),
        endDate: day(to),
        limit: '100',
        customerId: ':none',
      };
      const lists = await Promise.all(
        [alarms.operationalAlarms, alarms.statusAlarms].flatMap((endpoints) =>
          [endpoints.list, endpoints.history].map((endpoint) => call(endpoint, { query, signal })),
        ),
      );
      return lists
        .flatMap((page) => page.data)
        .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt) || b.id - a.id);
    },
    enabled: enabled && deviceId > 0,
  });

/** GET /swam/device/:id/report: the device report as a PDF, saved; false when the server cannot print (477). */
export function useDownloadReport(deviceId: number, serial: string) {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      try {
        const file = await downloadBlob(analysis.getDeviceReport, {
          params: { id: deviceId },
          query: { from, to },
          notify: { error: false },
        });
        saveFile(file, `report-${serial}.pdf`);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === analysis.REPORT_NOT_AVAILABLE_STATUS) return false;
        throw error;
      }
    },
  });
}
