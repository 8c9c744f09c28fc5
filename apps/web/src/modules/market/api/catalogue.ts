import { MAX_PAGE_SIZE, market } from '@atrium/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** The catalogue reads (public, spec §2 global market): solutions, every item, a product's configuration. */

export const marketKeys = {
  all: ['market'] as const,
  solutions: () => ['market', 'solutions'] as const,
  items: () => ['market', 'items'] as const,
  product: (id: number) => ['market', 'product', id] as const,
  discounts: (companyId: number) => ['market', 'discounts', companyId] as const,
  rate: (companyId: number) => ['market', 'rate', companyId] as const,
};

export const solutionsQuery = queryOptions({
  queryKey: marketKeys.solutions(),
  queryFn: ({ signal }) => call(market.listSolutions, { query: {}, signal }).then((r) => r.data),
});

/**
 * Every item, unavailable ones included (R34 needs to know an item still exists but is unavailable), read
 * page by page: the catalogue is small, and the cart prices and restores against all of it.
 */
export const itemsQuery = queryOptions({
  queryKey: marketKeys.items(),
  queryFn: async ({ signal }) => {
    const rows: market.MarketItem[] = [];
    for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
      const page = await call(market.listProducts, {
        query: { includeUnavailable: 'true', limit: String(MAX_PAGE_SIZE), offset: String(offset) },
        signal,
      });
      rows.push(...page.data);
      if (page.data.length < MAX_PAGE_SIZE || rows.length >= (page.totalRecords ?? rows.length)) break;
    }
    return rows;
  },
});

export const useSolutions = () => useQuery(solutionsQuery);
export const useItems = () => useQuery(itemsQuery);

/** A product with the add-ons it accepts (signed-in only: the price is the buyer's company's). */
export const useCustomizedProduct = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: marketKeys.product(id ?? 0),
    queryFn: ({ signal }) =>
      call(market.getCustomizedProduct, { params: { id: id ?? 0 }, query: {}, signal }).then((r) => r.data),
    enabled: enabled && id !== null,
  });
