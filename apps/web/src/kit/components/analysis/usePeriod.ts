import type { PresetPeriod } from '@atrium/contracts';
import { useState } from 'react';
import { type PeriodSelection, selectPreset } from '../../../ui/PeriodSelector/index.ts';

/** The analysis period: `first` (the last 7 days) until the user picks another (a comparison reads as its current side). */
export function useAnalysisPeriod(first: PresetPeriod = 'last7Days') {
  const [selection, setSelection] = useState<PeriodSelection>(() => selectPreset(first, {}));
  const range = selection.kind === 'comparison' ? selection.current : selection;
  return { selection, setSelection, from: range.from, to: range.to };
}
