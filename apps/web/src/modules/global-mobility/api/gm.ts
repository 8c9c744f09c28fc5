import { devices, gm, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableParams } from '../../../kit/api/devices.ts';
import { fetchPeriodReadings, type ReadingsPager } from '../../../kit/api/periodReadings.ts';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { gmKeys } from './keys.ts';

const e = gm.gmEndpoints;
type SettingListQuery = CallOptions<typeof e.settings>['query'];
type StaffListQuery = CallOptions<typeof e.staff>['query'];
export type SettingBody = BodyOf<typeof e.createSetting>;
export type StaffBody = BodyOf<typeof e.updateStaff>;

/** A form shows its own failures (field errors under their fields, others above its buttons). */
const quiet = { notify: { error: false } } as const;

/** GET /gm/notification-setting: one page of the company's settings. */
export const fetchSettings = (query: TableQuery, signal?: AbortSignal): Promise<Paged<gm.Setting>> =>
  call(e.settings, { query: tableParams(query) as SettingListQuery, signal });

export const useSetting = (id: number) =>
  useQuery({
    queryKey: gmKeys.setting(id),
    queryFn: async ({ signal }) => (await call(e.setting, { params: { id }, signal })).data,
    enabled: id > 0,
  });

/** Adds (id null) or changes a setting; 418s come back to the form. */
export function useSaveSetting(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SettingBody) =>
      id === null
        ? (await call(e.createSetting, { body, ...quiet })).data
        : (await call(e.updateSetting, { params: { id }, body, ...quiet })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gmKeys.settings() }),
  });
}

export function useDeleteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.deleteSetting, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gmKeys.settings() }),
  });
}

/** GET /gm/staff: one page of the company's staff. */
export const fetchStaff = (query: TableQuery, signal?: AbortSignal): Promise<Paged<gm.StaffMember>> =>
  call(e.staff, { query: tableParams(query) as StaffListQuery, signal });

/** The company's people to pick as recipients (the first 100 by name). */
export const useStaffOptions = (enabled = true) =>
  useQuery({
    queryKey: gmKeys.staffOptions(),
    queryFn: ({ signal }) =>
      fetchStaff({ limit: 100, offset: 0, total: true, sortBy: 'name', sortType: 'asc', filter: {} }, signal),
    select: (page) =>
      page.data.map((member) => ({ value: String(member.id), label: member.name || member.email })),
    enabled,
  });

export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffBody) =>
      (await call(e.updateStaff, { params: { id }, body, ...quiet })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gmKeys.staff() }),
  });
}

/** One page of a device's readings from the core's readings endpoint (the kit walks the pages). */
const pagerOf =
  (id: number): ReadingsPager =>
  (query, signal) =>
    call(devices.listReadings, { params: { id }, query, signal, cache: 'none' });

/** The readings carrying `sensor` over a period (a track: `latitude`; SOS presses: `sos`). */
export const usePeriodReadings = (id: number, sensor: string, from: string, to: string) =>
  useQuery({
    queryKey: gmKeys.readings(id, sensor, from, to),
    queryFn: ({ signal }) => fetchPeriodReadings(pagerOf(id), sensor, from, to, signal),
    enabled: id > 0 && from !== '' && to !== '',
  });
