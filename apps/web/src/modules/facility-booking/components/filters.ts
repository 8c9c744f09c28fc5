import type { OptionQuery } from '../../../ui/OptionList/index.ts';
import { fetchBuildings } from '../api/buildings.ts';

/** A server-backed building filter's options (10 a page, searched by name). */
export const searchBuildings = async (query: OptionQuery, signal?: AbortSignal) => {
  const page = await fetchBuildings(
    {
      limit: query.limit,
      offset: query.skip,
      total: true,
      sortBy: 'name',
      sortType: 'asc',
      filter: query.search.trim().length >= 2 ? { name: query.search.trim() } : {},
    },
    signal,
  );
  return { items: page.data.map((b) => ({ id: String(b.id), name: b.name })), total: page.totalRecords };
};
