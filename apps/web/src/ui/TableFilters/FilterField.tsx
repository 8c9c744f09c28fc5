import { type AmountRange, amountBounds } from '@atrium/contracts';
import { useMemo } from 'react';
import { AmountFilter } from '../AmountFilter/index.ts';
import type { TableFilterValue } from '../DataTable/types.ts';
import { type FilterOption, OPTION_PAGE_SIZE, OptionList, type OptionSource } from '../OptionList/index.ts';
import { TagSelect } from '../TagSelect/index.ts';
import { toOption } from './model.ts';
import type { FilterDefinition } from './types.ts';

/** What the side panel edits before Apply: the chosen options, or an amount range. */
export type FilterDraft = FilterOption[] | AmountRange;

/** Fixed lists longer than this get a search box. */
const SEARCH_FIXED_ABOVE = 8;

interface FilterFieldProps {
  definition: FilterDefinition;
  draft: FilterDraft;
  onDraft: (draft: FilterDraft) => void;
  /** A68: a dependent filter's parent value, sent with its option requests. */
  parentValue?: TableFilterValue;
  queryKey: readonly unknown[];
}

/** The input of one filter in the side panel: option list, tag select (multiple) or amount range. */
export function FilterField({ definition, draft, onDraft, parentValue, queryKey }: FilterFieldProps) {
  const load = useMemo<OptionSource | undefined>(() => {
    if (definition.type !== 'select' || !definition.search) return undefined;
    const search = definition.search;
    return async (query, signal) => {
      const page = await search(query, signal);
      return { options: page.items.map((item) => toOption(definition, item)), total: page.total };
    };
  }, [definition]);
  const options = useMemo(
    () =>
      definition.type === 'select'
        ? definition.options?.map((item) => toOption(definition, item))
        : undefined,
    [definition],
  );

  if (definition.type === 'amount') {
    return <AmountFilter bounds={amountBounds(definition)} value={draft as AmountRange} onChange={onDraft} />;
  }
  const common = {
    label: definition.label,
    value: draft as FilterOption[],
    onChange: onDraft,
    load,
    options,
    parentValue,
    queryKey,
    // A68: filter option lists load 10 at a time, a multiple one (shown as tags) too.
    pageSize: OPTION_PAGE_SIZE,
    searchable: !!load || (options?.length ?? 0) > SEARCH_FIXED_ABOVE,
  };
  return definition.multiple ? <TagSelect {...common} /> : <OptionList {...common} />;
}
