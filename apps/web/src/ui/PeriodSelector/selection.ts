import {
  COMPARISON_OPTIONS,
  type ComparisonKey,
  comparisonRanges,
  dayCount,
  markPresets,
  type PERIOD_OPTIONS,
  PERIOD_VALUES,
  type PeriodClock,
  type PeriodDays,
  type PeriodKey,
  type PeriodRange,
  type PeriodValue,
  type PresetPeriod,
  periodDays,
  periodRange,
  todayIso,
  visiblePresets,
} from '@atrium/contracts';

/** What the period selector reports: a period (a preset or custom, R196/R197) or a comparison (R198). */
export type PeriodSelection =
  | { kind: 'period'; period: PeriodKey; value: PeriodValue; from: string; to: string }
  | { kind: 'comparison'; comparison: ComparisonKey; current: PeriodRange; previous: PeriodRange };

export type PeriodOption = (typeof PERIOD_OPTIONS)[number];

/** R79: presets beyond the maximum day count are hidden, or listed but disabled. */
export type PresetMode = 'hide' | 'disable';

export const selectPreset = (period: PresetPeriod, clock: PeriodClock): PeriodSelection => ({
  kind: 'period',
  period,
  value: PERIOD_VALUES[period],
  ...periodRange(period, clock),
});

export const selectCustom = (range: PeriodRange): PeriodSelection => ({
  kind: 'period',
  period: 'custom',
  value: PERIOD_VALUES.custom,
  ...range,
});

export const selectComparison = (comparison: ComparisonKey, clock: PeriodClock): PeriodSelection => ({
  kind: 'comparison',
  comparison,
  ...comparisonRanges(comparison, clock),
});

/** A local date (YYYY-MM-DD) and time (HH:mm) as an ISO instant. */
export function localInstant(date: string, time = '00:00'): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(y, mo - 1, d, h, mi).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the local date and HH:mm the custom-period dialog edits. */
export function localParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return { date: todayIso(at), time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

const rangeDays = ({ from, to }: PeriodRange): PeriodDays => ({
  start: todayIso(new Date(from)),
  end: todayIso(new Date(to)),
});

/** A comparison's days for R79: its longer side, so both sides fit the maximum. */
function comparisonDays(comparison: ComparisonKey, clock: PeriodClock): PeriodDays {
  const { current, previous } = comparisonRanges(comparison, clock);
  const [a, b] = [rangeDays(current), rangeDays(previous)];
  return dayCount(a.start, a.end) >= dayCount(b.start, b.end) ? a : b;
}

export interface OfferedItem<K extends string> {
  key: K;
  disabled: boolean;
}

/** The calendar days a preset or comparison covers at the clock's time. */
const daysOf = (key: Exclude<PeriodOption, 'custom'> | ComparisonKey, clock: PeriodClock) =>
  isComparison(key) ? comparisonDays(key, clock) : periodDays(key, clock);

/**
 * R79 through the contract's `visiblePresets`/`markPresets`: the offered presets and comparisons, each
 * disabled or left out when it covers more than `maxDays` (custom is always offered).
 */
export function offeredItems<K extends PeriodOption | ComparisonKey>(
  keys: readonly K[],
  clock: PeriodClock,
  maxDays: number | undefined,
  mode: PresetMode,
): OfferedItem<K>[] {
  const spans = keys.flatMap((key) =>
    key === 'custom' ? [] : [{ key, ...daysOf(key as Exclude<K, 'custom'>, clock) }],
  );
  const allowed =
    mode === 'hide'
      ? visiblePresets(spans, maxDays).map(({ key }) => ({ key, disabled: false }))
      : markPresets(spans, maxDays).map(({ key, disabled }) => ({ key, disabled }));
  const byKey = new Map(allowed.map((item) => [item.key as K, item]));
  return keys.flatMap((key) => {
    if (key === 'custom') return [{ key, disabled: false }];
    const item = byKey.get(key);
    return item ? [{ key, disabled: item.disabled }] : [];
  });
}

const isComparison = (key: string): key is ComparisonKey =>
  (COMPARISON_OPTIONS as readonly string[]).includes(key);
