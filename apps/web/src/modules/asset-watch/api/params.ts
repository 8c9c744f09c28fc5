import { getSelectedCompany } from '../../../lib/company.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/** The company chosen in the header as the contracts' `companyId`; nothing: the caller's own. */
export function companyParam(): { companyId?: string } {
  const selected = getSelectedCompany();
  return selected ? { companyId: String(selected.id) } : {};
}

/** A table's query as the string parameters of a list call, with the company. */
export const listParams = (query: TableQuery, extra: Record<string, string | number | undefined> = {}) => ({
  ...Object.fromEntries(
    Object.entries({ ...toListParams(query), ...extra })
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ),
  ...companyParam(),
});

/** A form shows its own failures (field errors under their fields, others above its buttons). */
export const quiet = { notify: { error: false } } as const;

/** A whole first page of a small list (pickers, plans): at most 100 rows, by name. */
export const ALL: TableQuery = {
  limit: 100,
  offset: 0,
  total: true,
  sortBy: 'name',
  sortType: 'asc',
  filter: {},
};
