import { type AmountRange, isMultiApplyDisabled, isSingleApplyDisabled } from '@atrium/contracts';
import { useId, useMemo, useState } from 'react';
import { AddFilterButton } from '../AddFilterButton/index.ts';
import { FilterChips } from '../FilterChips/index.ts';
import { FilterPanel } from '../FilterPanel/index.ts';
import { useFilterTexts } from '../i18n/filters/useFilterTexts.ts';
import type { FilterOption } from '../OptionList/index.ts';
import { type FilterDraft, FilterField } from './FilterField.tsx';
import {
  amountPatch,
  appliedRange,
  filterDefinitionErrors,
  hasValue,
  isEnabled,
  parentValueOf,
  selectedValues,
  selectPatch,
  toOption,
  withFilter,
  withoutFilter,
} from './model.ts';
import type { FilterDefinition, FilterState, SelectFilterDefinition } from './types.ts';

/** The texts of options chosen in this tab, for the chips of server-backed filters (kept across pages). */
const knownLabels = new Map<string, string>();
const labelKey = (definition: FilterDefinition, value: string) => `${definition.key}\n${value}`;

export interface TableFilterBarProps {
  definitions: readonly FilterDefinition[];
  /** The table's state: the applied filter, and how to change it (a change reloads the table, R36). */
  state: FilterState;
}

/**
 * The filters above a table (spec §2, A49): "Add Filter", the applied filters as chips, and the side panel
 * that edits one filter with Apply (R89, R90) and Reset. A dependent filter waits for its parent (R39) and
 * is cleared when the parent changes (R40). A failed reload puts the previous filter back (the table, R37),
 * and the chips follow.
 */
export function TableFilterBar({ definitions, state }: TableFilterBarProps) {
  const { t } = useFilterTexts();
  const id = useId();
  useMemo(() => {
    const errors = filterDefinitionErrors(definitions);
    if (errors.length > 0) throw new Error(`Invalid table filters (R91): ${errors.join('; ')}`);
  }, [definitions]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [draft, setDraft] = useState<FilterDraft | null>(null);
  const { filter, setFilter } = state;
  const find = (key: string | undefined) => definitions.find((definition) => definition.key === key);
  const current = find(openKey ?? undefined);

  const labelOf = (definition: SelectFilterDefinition, value: string) =>
    knownLabels.get(labelKey(definition, value)) ??
    definition.options?.map((item) => toOption(definition, item)).find((option) => option.value === value)
      ?.label ??
    value;
  const applied = (definition: FilterDefinition): FilterDraft =>
    definition.type === 'amount'
      ? (appliedRange(definition, filter) ?? { min: definition.min, max: definition.max })
      : selectedValues(definition, filter).map((value) => ({ value, label: labelOf(definition, value) }));

  const open = (key: string) => {
    const definition = find(key);
    if (!definition) return;
    setDraft(applied(definition));
    setOpenKey(key);
  };
  const close = () => setOpenKey(null);
  const clear = (definition: FilterDefinition) => {
    setFilter(withoutFilter(definitions, filter, definition));
    close();
  };
  const apply = () => {
    if (!current || !draft) return;
    let patch: Record<string, unknown>;
    if (current.type === 'amount') patch = amountPatch(current, draft as AmountRange);
    else {
      for (const option of draft as FilterOption[])
        knownLabels.set(labelKey(current, option.value), option.label);
      patch = selectPatch(current, draft as FilterOption[]);
    }
    setFilter(withFilter(definitions, filter, current, patch as typeof filter));
    close();
  };

  const chipText = (definition: FilterDefinition) => {
    if (definition.type === 'select')
      return selectedValues(definition, filter)
        .map((value) => labelOf(definition, value))
        .join(', ');
    const range = appliedRange(definition, filter);
    return range ? t('amount.range', { min: range.min, max: range.max }) : '';
  };
  const chips = definitions
    .filter((definition) => hasValue(definition, filter))
    .map((definition) => ({ key: definition.key, label: definition.label, value: chipText(definition) }));
  const items = definitions.map((definition) => ({
    key: definition.key,
    label: definition.label,
    disabled: !isEnabled(definitions, filter, definition),
    hint: definition.parent ? t('needsParent', { parent: find(definition.parent)?.label }) : undefined,
    applied: hasValue(definition, filter),
  }));

  return (
    <>
      <AddFilterButton items={items} onPick={open} />
      <FilterChips
        chips={chips}
        onEdit={open}
        onRemove={(key) => {
          const definition = find(key);
          if (definition) clear(definition);
        }}
        onClearAll={() =>
          setFilter(
            definitions.reduce((next, definition) => withoutFilter(definitions, next, definition), filter),
          )
        }
      />
      <FilterPanel
        opened={!!current}
        onClose={close}
        title={current?.label ?? ''}
        description={current?.parent ? t('parentHint', { parent: find(current.parent)?.label }) : undefined}
        onApply={apply}
        applyDisabled={!current || !draft || isApplyDisabled(current, draft, applied(current))}
        onReset={() => current && clear(current)}
        resetDisabled={!current || !hasValue(current, filter)}
      >
        {current && draft && (
          <FilterField
            key={current.key}
            definition={current}
            draft={draft}
            onDraft={setDraft}
            parentValue={parentValueOf(definitions, filter, current)}
            queryKey={[id, current.key]}
          />
        )}
      </FilterPanel>
    </>
  );
}

/** R89, R90: nothing new to apply (an amount: the applied range again). */
function isApplyDisabled(definition: FilterDefinition, draft: FilterDraft, applied: FilterDraft): boolean {
  if (definition.type === 'amount') {
    const [next, now] = [draft as AmountRange, applied as AmountRange];
    return next.min === now.min && next.max === now.max;
  }
  const values = (draft as FilterOption[]).map((option) => option.value);
  const current = (applied as FilterOption[]).map((option) => option.value);
  return definition.multiple
    ? isMultiApplyDisabled(values, current)
    : isSingleApplyDisabled(values[0] ?? null, current[0] ?? null);
}
