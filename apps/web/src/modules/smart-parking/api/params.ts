import { getSelectedCompany } from '../../../lib/company.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/** The company a list is about (R133 `customerId`): the one chosen in the header, else none (own). */
export function customerParam(): { customerId?: string } {
  const selected = getSelectedCompany();
  return selected ? { customerId: String(selected.id) } : {};
}

/** The company a new location belongs to: the one chosen in the header, else the caller's own. */
export function companyParam(): { companyId?: string } {
  const selected = getSelectedCompany();
  return selected ? { companyId: String(selected.id) } : {};
}

/** A table's query as the string parameters of a list call, with the company. */
export const listParams = (query: TableQuery) => ({
  ...Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)])),
  ...customerParam(),
});
