import { describe, expect, test } from 'vitest';
import {
  type AmountBounds,
  amountBounds,
  filterConfigErrors,
  filterConfigSchema,
  isAmountRangeValid,
  isMultiApplyDisabled,
  isSingleApplyDisabled,
  normalizeAmountRange,
  setAmountMax,
  setAmountMin,
  toAmount,
} from './filters.ts';
import { FILTER_CONFIG } from './messages.ts';

const bounds: AmountBounds = { min: 10, max: 500 };
const full = { min: 10, max: 500 };

describe('amount filter (spec §5)', () => {
  test('R84 min at least the filter minimum and at most the filter maximum', () => {
    expect(setAmountMin(full, 5, bounds)).toEqual({ min: 10, max: 500 });
    expect(setAmountMin(full, 10, bounds)).toEqual({ min: 10, max: 500 });
    expect(setAmountMin(full, '120', bounds)).toEqual({ min: 120, max: 500 });
    expect(setAmountMin(full, 900, bounds)).toEqual({ min: 500, max: 500 });
  });

  test('R85 max not below min and not above the filter maximum', () => {
    const range = { min: 100, max: 500 };
    expect(setAmountMax(range, 50, bounds)).toEqual({ min: 100, max: 100 });
    expect(setAmountMax(range, 250, bounds)).toEqual({ min: 100, max: 250 });
    expect(setAmountMax(range, 501, bounds)).toEqual({ min: 100, max: 500 });
    expect(setAmountMin({ min: 10, max: 50 }, 80, bounds)).toEqual({ min: 80, max: 80 });
    expect(isAmountRangeValid({ min: 100, max: 100 }, bounds)).toBe(true);
    expect(isAmountRangeValid({ min: 100, max: 99 }, bounds)).toBe(false);
    expect(isAmountRangeValid({ min: 9, max: 99 }, bounds)).toBe(false);
    expect(isAmountRangeValid({ min: 10, max: 501 }, bounds)).toBe(false);
  });

  test('R86 missing values become 0', () => {
    for (const v of [undefined, null, '', ' ', 'abc', Number.NaN]) expect(toAmount(v)).toBe(0);
    expect(toAmount('12.5')).toBe(12.5);
    expect(amountBounds({})).toEqual({ min: 0, max: 0 });
    expect(amountBounds({ min: '5', max: 90 })).toEqual({ min: 5, max: 90 });
    expect(setAmountMin({ min: 50, max: 80 }, '', { min: 0, max: 100 })).toEqual({ min: 0, max: 80 });
  });

  test('R87 a negative min is ignored', () => {
    const range = { min: 40, max: 80 };
    expect(setAmountMin(range, -1, bounds)).toBe(range);
    expect(setAmountMin(range, '-0.01', { min: -100, max: 100 })).toBe(range);
  });

  test('R88 a max below the filter minimum is ignored', () => {
    const range = { min: 40, max: 80 };
    expect(setAmountMax(range, 9, bounds)).toBe(range);
    expect(setAmountMax(range, '', bounds)).toBe(range);
    expect(setAmountMax(range, 10, bounds)).toEqual({ min: 40, max: 40 });
  });

  test('R84 R88 a request range starts from the bounds and applies the given ends', () => {
    expect(normalizeAmountRange({}, bounds)).toEqual({ min: 10, max: 500 });
    expect(normalizeAmountRange({ min: '-5', max: '5' }, bounds)).toEqual({ min: 10, max: 500 });
    expect(normalizeAmountRange({ min: 600, max: 100 }, bounds)).toEqual({ min: 500, max: 500 });
    expect(normalizeAmountRange({ min: 50, max: 100 }, bounds)).toEqual({ min: 50, max: 100 });
  });
});

describe('filter apply (spec §5)', () => {
  test('R89 multi-select Apply disabled when nothing chosen or selection unchanged', () => {
    expect(isMultiApplyDisabled([], ['a'])).toBe(true);
    expect(isMultiApplyDisabled([], [])).toBe(true);
    expect(isMultiApplyDisabled(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(isMultiApplyDisabled(['a'], ['a', 'b'])).toBe(false);
    expect(isMultiApplyDisabled(['a', 'c'], ['a', 'b'])).toBe(false);
    expect(isMultiApplyDisabled(['a'], undefined)).toBe(false);
    const byId = (o: { id: number }) => o.id;
    expect(isMultiApplyDisabled([{ id: 1 }], [{ id: 1 }], byId)).toBe(true);
    expect(isMultiApplyDisabled([{ id: 1 }], [{ id: 2 }], byId)).toBe(false);
  });

  test('R90 single-select Apply disabled when the value is unchanged', () => {
    expect(isSingleApplyDisabled('a', 'a')).toBe(true);
    expect(isSingleApplyDisabled('a', 'b')).toBe(false);
    expect(isSingleApplyDisabled(null, undefined)).toBe(true);
    expect(isSingleApplyDisabled('a', null)).toBe(false);
    expect(isSingleApplyDisabled<string | null>(null, 'a')).toBe(false);
    expect(isSingleApplyDisabled({ id: 1 }, { id: 1 }, (o) => o.id)).toBe(true);
  });
});

describe('filter configuration (spec §5)', () => {
  test('R91 type, label and optionValue are required', () => {
    expect(filterConfigErrors({ type: 'text', label: 'Name', optionValue: 'id' })).toEqual([]);
    expect(filterConfigErrors({})).toEqual([
      FILTER_CONFIG.type,
      FILTER_CONFIG.label,
      FILTER_CONFIG.optionValue,
    ]);
    expect(filterConfigErrors({ type: ' ', label: 'Name', optionValue: 'id' })).toEqual([FILTER_CONFIG.type]);
    expect(filterConfigErrors(null)).toEqual([FILTER_CONFIG.type]);
  });

  test('R91 selects also need multiple and options or a search function', () => {
    const base = { type: 'select', label: 'Status', optionValue: 'id' };
    expect(filterConfigErrors(base)).toEqual([FILTER_CONFIG.multiple, FILTER_CONFIG.options]);
    expect(filterConfigErrors({ ...base, multiple: false, options: [] })).toEqual([]);
    expect(filterConfigErrors({ ...base, multiple: true, search: () => [] })).toEqual([]);
    expect(filterConfigErrors({ ...base, multiple: 'yes', search: 'fn' })).toEqual([
      FILTER_CONFIG.multiple,
      FILTER_CONFIG.options,
    ]);
    const search = () => [];
    expect(filterConfigSchema.parse({ ...base, multiple: true, search, extra: 1 })).toEqual({
      ...base,
      multiple: true,
      search,
      extra: 1,
    });
    expect(filterConfigSchema.safeParse(base).error?.issues.map((i) => i.message)).toEqual([
      FILTER_CONFIG.multiple,
      FILTER_CONFIG.options,
    ]);
  });
});
