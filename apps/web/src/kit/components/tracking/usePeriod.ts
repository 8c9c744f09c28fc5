import { useState } from 'react';
import { type PeriodSelection, selectPreset } from '../../../ui/PeriodSelector/index.ts';

/** The period a device page shows: the last 24 hours until the user picks another. */
export function useDevicePeriod() {
  const [selection, setSelection] = useState<PeriodSelection>(() => selectPreset('last24Hours', {}));
  const range = selection.kind === 'comparison' ? selection.current : selection;
  return { selection, setSelection, from: range.from, to: range.to };
}
