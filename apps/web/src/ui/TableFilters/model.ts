import { type AmountRange, amountBounds, filterConfigErrors, normalizeAmountRange } from '@atrium/contracts';
import { cleanFilter } from '../DataTable/paging.ts';
import type { TableFilter, TableFilterValue } from '../DataTable/types.ts';
import type { FilterOption } from '../OptionList/index.ts';
import type {
  AmountFilterDefinition,
  FilterDefinition,
  FilterItem,
  SelectFilterDefinition,
} from './types.ts';

/** Pure rules of the filter bar: which keys a filter writes, dependents (R39, R40), values and chips. */

/** R91 (plus: unique keys, known parents): the configuration mistakes of a table's filters. */
export function filterDefinitionErrors(definitions: readonly FilterDefinition[]): string[] {
  const errors: string[] = [];
  const keys = new Set<string>();
  for (const definition of definitions) {
    const config = definition.type === 'amount' ? { ...definition, optionValue: definition.key } : definition;
    for (const message of filterConfigErrors(config)) errors.push(`${definition.key || '?'}: ${message}`);
    if (keys.has(definition.key)) errors.push(`${definition.key}: the key is used twice`);
    keys.add(definition.key);
  }
  for (const definition of definitions) {
    if (definition.parent && !keys.has(definition.parent))
      errors.push(`${definition.key}: unknown parent "${definition.parent}"`);
  }
  return errors;
}

export const amountKeys = (definition: AmountFilterDefinition) => ({
  min: definition.minKey ?? `${definition.key}Min`,
  max: definition.maxKey ?? `${definition.key}Max`,
});

/** The table filter keys a filter writes. */
export const keysOf = (definition: FilterDefinition): string[] => {
  if (definition.type === 'select') return [definition.key];
  const { min, max } = amountKeys(definition);
  return [min, max];
};

/** Whether the filter has a value in `filter` (empty strings, null and empty lists are none, R95). */
export const hasValue = (definition: FilterDefinition, filter: TableFilter): boolean => {
  const clean = cleanFilter(filter);
  return keysOf(definition).some((key) => key in clean);
};

/** Every filter that depends on `key`, directly or through another. */
export function dependentsOf(definitions: readonly FilterDefinition[], key: string): FilterDefinition[] {
  const found: FilterDefinition[] = [];
  const queue = [key];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const definition of definitions) {
      if (definition.parent === parent && !found.includes(definition)) {
        found.push(definition);
        queue.push(definition.key);
      }
    }
  }
  return found;
}

const definitionOf = (definitions: readonly FilterDefinition[], key: string | undefined) =>
  definitions.find((definition) => definition.key === key);

/** R39: a dependent filter is usable once its parent has a value. */
export const isEnabled = (
  definitions: readonly FilterDefinition[],
  filter: TableFilter,
  definition: FilterDefinition,
): boolean => {
  const parent = definitionOf(definitions, definition.parent);
  return !parent || hasValue(parent, filter);
};

/** A68: the value a dependent filter sends along when it loads its options. */
export const parentValueOf = (
  definitions: readonly FilterDefinition[],
  filter: TableFilter,
  definition: FilterDefinition,
): TableFilterValue => {
  const parent = definitionOf(definitions, definition.parent);
  return parent ? filter[parent.key] : undefined;
};

/** `filter` without `keys`. */
const omit = (filter: TableFilter, keys: readonly string[]): TableFilter =>
  Object.fromEntries(Object.entries(filter).filter(([key]) => !keys.includes(key)));

const sameValues = (definition: FilterDefinition, a: TableFilter, b: TableFilter) => {
  const left = cleanFilter(a);
  const right = cleanFilter(b);
  return keysOf(definition).every((key) => JSON.stringify(left[key]) === JSON.stringify(right[key]));
};

/**
 * Sets the filter's keys to `patch` (null or empty: the filter goes); R40: when its value changed, its
 * dependents go.
 */
export function withFilter(
  definitions: readonly FilterDefinition[],
  filter: TableFilter,
  definition: FilterDefinition,
  patch: TableFilter,
): TableFilter {
  const next = { ...omit(filter, keysOf(definition)), ...cleanFilter(patch) };
  if (sameValues(definition, filter, next)) return next;
  return omit(next, dependentsOf(definitions, definition.key).flatMap(keysOf));
}

/** Removes the filter and (R40) every filter depending on it. */
export const withoutFilter = (
  definitions: readonly FilterDefinition[],
  filter: TableFilter,
  definition: FilterDefinition,
): TableFilter => omit(filter, [definition, ...dependentsOf(definitions, definition.key)].flatMap(keysOf));

// ---- select filters ---------------------------------------------------------------------------------

export const toOption = (definition: SelectFilterDefinition, item: FilterItem): FilterOption => {
  const value = String(item[definition.optionValue] ?? '');
  const label = item[definition.optionLabel ?? 'label'];
  return { value, label: label === undefined || label === null ? value : String(label) };
};

/** The applied values of a select filter, as strings. */
export function selectedValues(definition: SelectFilterDefinition, filter: TableFilter): string[] {
  const value = filter[definition.key];
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** What a select filter writes for the chosen options: a list, a single value, or null for none. */
export function selectPatch(
  definition: SelectFilterDefinition,
  chosen: readonly FilterOption[],
): TableFilter {
  const values = chosen.map((option) => option.value);
  if (values.length === 0) return { [definition.key]: null };
  return { [definition.key]: definition.multiple ? values : (values[0] ?? null) };
}

// ---- amount filters ---------------------------------------------------------------------------------

/** R84-R88: the applied range (kept within the bounds), null when the filter is not applied. */
export function appliedRange(definition: AmountFilterDefinition, filter: TableFilter): AmountRange | null {
  if (!hasValue(definition, filter)) return null;
  const keys = amountKeys(definition);
  const clean = cleanFilter(filter);
  return normalizeAmountRange({ min: clean[keys.min], max: clean[keys.max] }, amountBounds(definition));
}

export const amountPatch = (definition: AmountFilterDefinition, range: AmountRange): TableFilter => {
  const keys = amountKeys(definition);
  return { [keys.min]: range.min, [keys.max]: range.max };
};
