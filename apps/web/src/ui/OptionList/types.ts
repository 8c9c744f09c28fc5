import type { TableFilterValue } from '../DataTable/types.ts';

/** One choice of an option list: the value sent to the server and the text shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/** What a server-backed option list asks for (A68): a page of `limit` from `skip`, the search term and,
 * for a dependent filter, its parent's value. */
export interface OptionQuery {
  search: string;
  skip: number;
  limit: number;
  parentValue?: TableFilterValue;
}

/** One page of options; `total` (when the server says) tells whether more pages exist. */
export interface OptionPage {
  options: FilterOption[];
  total?: number;
}

export type OptionSource = (query: OptionQuery, signal?: AbortSignal) => Promise<OptionPage>;
