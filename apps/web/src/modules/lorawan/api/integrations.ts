import { lorawan, type Paged } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

type Customer = number | null;

export const lorawanKeys = {
  all: ['lorawan'] as const,
  integrations: () => [...lorawanKeys.all, 'integrations'] as const,
  devices: () => [...lorawanKeys.all, 'devices'] as const,
};

const listParams = (query: TableQuery, customerId: Customer) => ({
  ...Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)])),
  ...(customerId === null ? {} : { customerId: String(customerId) }),
});

/** GET /lorawan-integration: one page, narrowed to the company chosen in the header. */
export const fetchIntegrations =
  (customerId: Customer) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<lorawan.Integration>> =>
    call(lorawan.listIntegrations, {
      query: listParams(query, customerId) as CallOptions<typeof lorawan.listIntegrations>['query'],
      signal,
    });

/** GET /lorawan-device: the LoRaWAN devices with their DevEUIs. */
export const fetchLorawanDevices =
  (customerId: Customer) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<lorawan.LorawanDevice>> =>
    call(lorawan.listLorawanDevices, {
      query: listParams(query, customerId) as CallOptions<typeof lorawan.listLorawanDevices>['query'],
      signal,
    });

export function useIntegrationMutations(customerId: Customer) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: lorawanKeys.integrations() });
  return {
    create: useMutation({
      mutationFn: (body: { kind: lorawan.IntegrationKind; name: string }) =>
        call(lorawan.createIntegration, { body, query: customerId === null ? {} : { customerId } }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: { name?: string; enabled?: boolean } }) =>
        call(lorawan.updateIntegration, { params: { id }, body }),
      onSuccess: reload,
    }),
    regenerate: useMutation({
      mutationFn: (id: number) => call(lorawan.regenerateIntegrationSecret, { params: { id } }),
      onSuccess: reload,
    }),
    remove: (id: number) => call(lorawan.deleteIntegration, { params: { id } }),
  };
}

export function useSetDevEui() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, devEui }: { id: number; devEui: string | null }) =>
      call(lorawan.setDevEui, { params: { id }, body: { devEui } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lorawanKeys.devices() }),
  });
}
