export { CustomPeriodDialog, type CustomPeriodDialogProps } from './CustomPeriodDialog.tsx';
export { DateRangeDialog, type DateRangeDialogProps, type DateRangeSelection } from './DateRangeDialog.tsx';
export { formatInstant, formatRange } from './format.ts';
export { PeriodSelector, type PeriodSelectorProps } from './PeriodSelector.tsx';
export {
  offeredItems,
  type PeriodOption,
  type PeriodSelection,
  type PresetMode,
  selectComparison,
  selectCustom,
  selectPreset,
} from './selection.ts';
