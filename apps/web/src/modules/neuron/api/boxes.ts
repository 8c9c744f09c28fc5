import type { Paged } from '@atrium/contracts';
import {
  type BoxLinkInput,
  type BoxLinkUpdate,
  type EdgeBox,
  boxEndpoints as endpoints,
  type LinkRole,
} from '@atrium/contracts/anpr/boxes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { neuronKeys } from './keys.ts';
import { customerParam, listParams, quiet } from './params.ts';

type BoxListQuery = CallOptions<typeof endpoints.list>['query'];
const FRESH = 'none' as const;

/** GET /anpr/boxes: one page of the edge boxes (gates) with their linked counts. */
export const fetchBoxes = (query: TableQuery, signal?: AbortSignal): Promise<Paged<EdgeBox>> =>
  call(endpoints.list, { query: listParams(query) as BoxListQuery, signal, cache: FRESH });

export const useBox = (id: number) =>
  useQuery({
    queryKey: neuronKeys.box(id),
    enabled: id > 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (await call(endpoints.get, { params: { id }, signal, cache: FRESH, notify: false })).data,
  });

export const useBoxDevices = (id: number) =>
  useQuery({
    queryKey: [...neuronKeys.box(id), 'devices'],
    enabled: id > 0,
    queryFn: async ({ signal }) =>
      (await call(endpoints.devices, { params: { id }, signal, cache: FRESH })).data,
  });

/** Every gate of the company (pickers and filters), at most one page of 100. */
export const useBoxOptions = () =>
  useQuery({
    queryKey: [...neuronKeys.boxes(), 'options'],
    queryFn: async ({ signal }) =>
      (
        await call(endpoints.list, {
          query: {
            limit: '100',
            offset: '0',
            sortBy: 'gateName',
            sortType: 'asc',
            ...customerParam(),
          } as BoxListQuery,
          signal,
        })
      ).data.map((box) => ({ value: String(box.id), label: `${box.gateName} (${box.serial})` })),
  });

/** The company's cameras or barriers linked to no box, for the link dialog. */
export const useUnlinkedDevices = (role: LinkRole) =>
  useQuery({
    queryKey: [...neuronKeys.gateDevices(), 'unlinked', role],
    queryFn: async ({ signal }) =>
      (
        await call(endpoints.gateDevices, {
          query: {
            limit: '100',
            offset: '0',
            sortBy: 'name',
            sortType: 'asc',
            role,
            linked: 'false',
            ...customerParam(),
          } as CallOptions<typeof endpoints.gateDevices>['query'],
          signal,
          cache: FRESH,
        })
      ).data.map((device) => ({
        value: String(device.id),
        label:
          device.name && device.name !== device.serial ? `${device.name} (${device.serial})` : device.serial,
      })),
  });

function useInvalidateBox(boxId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: neuronKeys.box(boxId) });
    void queryClient.invalidateQueries({ queryKey: neuronKeys.boxList() });
    void queryClient.invalidateQueries({ queryKey: neuronKeys.gateDevices() });
  };
}

export function useLinkDevice(boxId: number) {
  const invalidate = useInvalidateBox(boxId);
  return useMutation({
    mutationFn: async (body: BoxLinkInput) =>
      (await call(endpoints.link, { params: { id: boxId }, body, ...quiet })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateLink(boxId: number) {
  const invalidate = useInvalidateBox(boxId);
  return useMutation({
    mutationFn: async ({ deviceId, body }: { deviceId: number; body: BoxLinkUpdate }) =>
      (await call(endpoints.updateLink, { params: { id: boxId, deviceId }, body, ...quiet })).data,
    onSuccess: invalidate,
  });
}

export function useUnlinkDevice(boxId: number) {
  const invalidate = useInvalidateBox(boxId);
  return useMutation({
    mutationFn: (deviceId: number) => call(endpoints.unlink, { params: { id: boxId, deviceId } }),
    onSuccess: invalidate,
  });
}
