import { type Paged, places } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { placesKeys, tableParams } from './keys.ts';

type Customer = number | null;

/** GET /lorawan-gateway: one page; the company chosen in the header narrows it (customerId). */
export const fetchGateways =
  (customerId: Customer) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<places.Gateway>> =>
    call(places.listGateways, {
      query: {
        ...tableParams(query),
        ...(customerId === null ? {} : { customerId: String(customerId) }),
      } as CallOptions<typeof places.listGateways>['query'],
      signal,
    });

export type GatewayBody = BodyOf<typeof places.createGateway>;

/** Create (for the chosen company, else the caller's own), update and delete a gateway. */
export function useGatewayMutations(customerId: Customer) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: placesKeys.gateways() });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: GatewayBody }) =>
        id === null
          ? call(places.createGateway, { body, query: customerId === null ? {} : { customerId } })
          : call(places.updateGateway, { params: { id }, body }),
      onSuccess: reload,
    }),
    remove: (id: number) => call(places.deleteGateway, { params: { id } }),
  };
}
