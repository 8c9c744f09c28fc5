import { market, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type CallOptions, call, downloadBlob } from '../../../lib/api.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/** The company's orders (spec §2 "Orders", §7 commerce): list, one order, its payment and shipping, the bill. */

export const orderKeys = {
  all: ['orders'] as const,
  list: (companyId: number) => ['orders', 'list', companyId] as const,
  one: (companyId: number, orderId: number) => ['orders', 'one', companyId, orderId] as const,
};

type OrderListQuery = CallOptions<typeof market.listOrders>['query'];

/** GET /company/:id/order: one page with the table's sort and filters (status, type, from, to). */
export const fetchOrders =
  (companyId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<market.Order>> =>
    call(market.listOrders, {
      params: { id: companyId },
      query: Object.fromEntries(
        Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]),
      ) as OrderListQuery,
      signal,
    });

export interface OrderDetails {
  order: market.Order;
  payment: market.Payment | null;
  shipping: market.Shipping;
}

/** The order with its latest payment and its shipping. */
export const useOrderDetails = (companyId: number, orderId: number) =>
  useQuery({
    queryKey: orderKeys.one(companyId, orderId),
    queryFn: async ({ signal }): Promise<OrderDetails> => {
      const params = { id: companyId, orderId };
      const [order, payment, shipping] = await Promise.all([
        call(market.getOrder, { params, signal }),
        call(market.getPayment, { params, signal, notify: false }).catch(() => ({ data: null })),
        call(market.getShipping, { params, signal }),
      ]);
      return { order: order.data, payment: payment.data, shipping: shipping.data };
    },
    enabled: companyId > 0 && orderId > 0,
    retry: false,
  });

export function useDeployOrder(companyId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(market.deployOrder, { params: { id: companyId, orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** R145: 477 while the bill cannot be made: the caller says so, no toast. */
export type BillOutcome = { ok: true; file: Blob } | { ok: false; notAvailable: true };

export async function fetchBill(companyId: number, orderId: number): Promise<BillOutcome> {
  try {
    return { ok: true, file: await downloadBlob(market.getBill, { params: { id: companyId, orderId } }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === market.BILL_NOT_AVAILABLE_STATUS)
      return { ok: false, notAvailable: true };
    throw error;
  }
}

export { saveFile } from '../../../lib/download.ts';
