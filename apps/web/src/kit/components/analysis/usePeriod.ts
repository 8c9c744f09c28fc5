import { useState } from 'react';
import { type PeriodSelection, selectPreset } from '../../../ui/PeriodSelector/index.ts';

/** The analysis period: the last 7 days until the user picks another (a comparison reads as its current side). */
export function useAnalysisPeriod() {
  const [selection, setSelection] = useState<PeriodSelection>(() => selectPreset('last7Days', {}));
  const range = selection.kind === 'comparison' ? selection.current : selection;
  return { selection, setSelection, from: range.from, to: range.to };
}
