import { getSelectedCompany } from '../../../lib/company.ts';
import { getSessionUser } from '../../../lib/session.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/** The company a Neuron list is about (R133 `customerId`): the one chosen in the header, else none (own). */
export function customerParam(): { customerId?: string } {
  const selected = getSelectedCompany();
  return selected ? { customerId: String(selected.id) } : {};
}

/** The company a new resident or vehicle belongs to: the one chosen in the header, else the caller's own. */
export function companyParam(): { companyId?: string } {
  const selected = getSelectedCompany();
  return selected ? { companyId: String(selected.id) } : {};
}

/** The company whose structures and users the pickers offer. */
export const pickerCompanyId = (): number =>
  getSelectedCompany()?.id ?? getSessionUser()?.personalInfo.companyId ?? 0;

/** A table's query as the string parameters of a list call, with the company. */
export const listParams = (query: TableQuery) => ({
  ...Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)])),
  ...customerParam(),
});

/** A form shows its own failures (field errors under their fields, others above its buttons). */
export const quiet = { notify: { error: false } } as const;
