import { afterEach, describe, expect, test, vi } from 'vitest';
import { SEARCH_TOO_LONG } from './messages.ts';
import {
  COMPANY_NAME_SEARCH_MIN_LENGTH,
  companyNameSearch,
  debounce,
  normalizeSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  searchSchema,
  shouldSearchCompanyName,
} from './search.ts';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

afterEach(() => {
  vi.useRealTimers();
});

describe('search box (spec §5)', () => {
  test('R69 at most 100 characters: the box cuts, the server schema refuses', () => {
    expect(SEARCH_MAX_LENGTH).toBe(100);
    expect(normalizeSearch('a'.repeat(101))).toBe('a'.repeat(100));
    expect(normalizeSearch(`   ${'a'.repeat(100)}`)).toBe('a'.repeat(100));
    expect(searchSchema.parse('a'.repeat(100))).toBe('a'.repeat(100));
    expect(message(searchSchema.safeParse('a'.repeat(101)))).toBe(SEARCH_TOO_LONG);
  });

  test('R70 700 ms debounce: one call with the latest value after quiet time', () => {
    vi.useFakeTimers();
    expect(SEARCH_DEBOUNCE_MS).toBe(700);
    const fn = vi.fn();
    const search = debounce(fn);
    search('a');
    vi.advanceTimersByTime(699);
    search('ab');
    vi.advanceTimersByTime(699);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
    search('abc');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('R71 trimmed; an empty value clears the filter', () => {
    expect(normalizeSearch('  pump 3  ')).toBe('pump 3');
    expect(normalizeSearch('   ')).toBeUndefined();
    expect(normalizeSearch('')).toBeUndefined();
    expect(normalizeSearch(null)).toBeUndefined();
    expect(searchSchema.parse('  x ')).toBe('x');
    expect(searchSchema.parse('  ')).toBeUndefined();
    expect(searchSchema.parse(undefined)).toBeUndefined();
  });

  test('R72 company name search only sent when longer than 1 character', () => {
    expect(COMPANY_NAME_SEARCH_MIN_LENGTH).toBe(2);
    expect(shouldSearchCompanyName('a')).toBe(false);
    expect(shouldSearchCompanyName(' a ')).toBe(false);
    expect(shouldSearchCompanyName('ab')).toBe(true);
    expect(companyNameSearch('a')).toBeUndefined();
    expect(companyNameSearch(' ab ')).toBe('ab');
  });
});
