import { describe, expect, test } from 'vitest';
import { INVALID_TABLE_KEY, KEY_MUST_BE_PROVIDED } from './messages.ts';
import {
  assertPreferenceKey,
  cleanTableFilters,
  isPreferenceKey,
  isTableKey,
  parseTableKey,
  preferenceKeySchema,
  tableKeySchema,
} from './table.ts';

describe('tables and preferences (spec §5)', () => {
  test('R94 table key has three underscore-separated parts (app_module_table)', () => {
    expect(parseTableKey('swam_device_list')).toEqual({ app: 'swam', module: 'device', table: 'list' });
    for (const k of [
      'swam_device',
      'swam_device_list_extra',
      'swam__list',
      '_device_list',
      'swam_device_',
      '',
    ]) {
      expect(isTableKey(k)).toBe(false);
    }
    expect(isTableKey(42)).toBe(false);
    expect(tableKeySchema.safeParse('a_b').error?.issues[0]?.message).toBe(INVALID_TABLE_KEY);
    expect(tableKeySchema.parse('a_b_c')).toBe('a_b_c');
  });

  test('R95 table filters drop empty-string values and keep the rest', () => {
    expect(
      cleanTableFilters({ name: '', status: 'on', q: '  ', count: 0, flag: false, ids: [1], none: null }),
    ).toEqual({ status: 'on', count: 0, flag: false, ids: [1], none: null });
  });

  test("R96 preference key must be a non-empty string ('Key Must be provided')", () => {
    expect(isPreferenceKey('table.columns')).toBe(true);
    for (const k of ['', '  ', undefined, null, 7]) {
      expect(isPreferenceKey(k)).toBe(false);
      expect(() => assertPreferenceKey(k)).toThrow(KEY_MUST_BE_PROVIDED);
    }
    expect(preferenceKeySchema.safeParse('').error?.issues[0]?.message).toBe('Key Must be provided');
    expect(preferenceKeySchema.safeParse(undefined).error?.issues[0]?.message).toBe('Key Must be provided');
    expect(preferenceKeySchema.parse(' k ')).toBe('k');
  });
});
