import { getSelectedCompany } from '../../../lib/company.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/**
 * The company a facmgmt call is about (the contracts' `companyId`): the one chosen in the header, else the
 * caller's own (sent as nothing, the server's default).
 */
export function companyParam(): { companyId?: string } {
  const selected = getSelectedCompany();
  return selected ? { companyId: String(selected.id) } : {};
}

/** A table's query as the string parameters of a list call, with the company. */
export const listParams = (query: TableQuery) => ({
  ...Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)])),
  ...companyParam(),
});

/** The first page of a list, for pickers (at most `limit` rows, by name). */
export const firstPage = (limit: number, filter: Record<string, string> = {}): TableQuery => ({
  limit,
  offset: 0,
  total: true,
  sortBy: 'name',
  sortType: 'asc',
  filter,
});
