export { type FilterDraft, FilterField } from './FilterField.tsx';
export {
  amountKeys,
  dependentsOf,
  filterDefinitionErrors,
  isEnabled,
  keysOf,
  withFilter,
  withoutFilter,
} from './model.ts';
export { TableFilterBar, type TableFilterBarProps } from './TableFilterBar.tsx';
export type {
  AmountFilterDefinition,
  FilterDefinition,
  FilterItem,
  FilterState,
  SelectFilterDefinition,
} from './types.ts';
