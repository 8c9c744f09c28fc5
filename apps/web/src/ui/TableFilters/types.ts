import type { TableFilter } from '../DataTable/types.ts';
import type { OptionQuery } from '../OptionList/index.ts';

/** An option as the server or the page gives it; `optionValue` and `optionLabel` name its fields (R91). */
export type FilterItem = Readonly<Record<string, unknown>>;

interface FilterBase {
  /** The filter key sent to the server. */
  key: string;
  /** Already translated. */
  label: string;
  /** R39, R40: the `key` of the filter this one depends on. */
  parent?: string;
}

/** A choice among options: fixed `options`, or `search` for server-backed ones (10 a page with skip). */
export interface SelectFilterDefinition extends FilterBase {
  type: 'select';
  /** Several values (a tag select, sent as a list) or one (an option list). */
  multiple: boolean;
  /** R91: the option field whose value is sent. */
  optionValue: string;
  /** The option field shown; default `label`. */
  optionLabel?: string;
  options?: readonly FilterItem[];
  /** A68: one page of options for a search term (and the parent filter's value). */
  search?: (
    query: OptionQuery,
    signal?: AbortSignal,
  ) => Promise<{ items: readonly FilterItem[]; total?: number }>;
}

/** A range of amounts within `min`..`max` (R84-R88), sent as `minKey` and `maxKey`. */
export interface AmountFilterDefinition extends FilterBase {
  type: 'amount';
  min: number;
  max: number;
  /** Default `<key>Min`. */
  minKey?: string;
  /** Default `<key>Max`. */
  maxKey?: string;
}

export type FilterDefinition = SelectFilterDefinition | AmountFilterDefinition;

/** What the filter bar needs of a table's state (a `TableState` from `useTableState`). */
export interface FilterState {
  filter: TableFilter;
  setFilter: (filter: TableFilter) => void;
}
