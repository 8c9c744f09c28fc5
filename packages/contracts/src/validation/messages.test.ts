import { describe, expect, test } from 'vitest';
import {
  ACTION_MUST_BE_PROVIDED,
  INVALID_PLACE,
  JUST_CHARACTERS,
  KEY_MUST_BE_PROVIDED,
  PHONE,
  PRICE_INCLUDED,
  REQUIRED,
  REQUIRED_COMBINED,
  tagLimitMessage,
} from './messages.ts';

describe('messages quoted by the spec, byte for byte', () => {
  test('R54 "Required" and "* Required"', () => {
    expect(REQUIRED).toBe('Required');
    expect(REQUIRED_COMBINED).toBe('* Required');
  });

  test('R64 "Plase Enter Just Characters" keeps the spec spelling', () => {
    expect(JUST_CHARACTERS).toBe('Plase Enter Just Characters');
  });

  test('R65 "Please Enter Phone Number"', () => {
    expect(PHONE).toBe('Please Enter Phone Number');
  });

  test('R68 tag limit message keeps its trailing space', () => {
    expect(tagLimitMessage(5)).toBe('You Cannot Enter More Than 5 ');
  });

  test('R92 "Invalid Place"; R96 "Key Must be provided"; R99 "Action must be provided"', () => {
    expect(INVALID_PLACE).toBe('Invalid Place');
    expect(KEY_MUST_BE_PROVIDED).toBe('Key Must be provided');
    expect(ACTION_MUST_BE_PROVIDED).toBe('Action must be provided');
  });

  test('R102 "incl"', () => {
    expect(PRICE_INCLUDED).toBe('incl');
  });

  test('R47-R103 every rule of spec §5 is cited by a test in this folder', () => {
    // Which test file cites which rule numbers (kept by hand; each number starts at least one test name there).
    const COVERED_RULES: Record<string, number[]> = {
      'validation.test.ts': [47, 48, 49, 50, 51, 52, 53, 54],
      'text.test.ts': [54, 59, 62, 63, 64, 100],
      'numbers.test.ts': [55, 56, 57, 58],
      'network.test.ts': [60, 61],
      'phone.test.ts': [65, 66],
      'tags.test.ts': [67, 68],
      'search.test.ts': [69, 70, 71, 72],
      'dates.test.ts': [73, 74, 75, 76, 77, 78, 79],
      'time.test.ts': [80, 81, 82, 83],
      'filters.test.ts': [84, 85, 86, 87, 88, 89, 90, 91],
      'location.test.ts': [92, 93],
      'table.test.ts': [94, 95, 96],
      'ability.test.ts': [97, 98, 99],
      'price.test.ts': [101, 102],
      'server-errors.test.ts': [103],
      'messages.test.ts': [54, 64, 65, 68, 92, 96, 99, 102],
    };
    const covered = new Set(Object.values(COVERED_RULES).flat());
    const spec = Array.from({ length: 103 - 47 + 1 }, (_, i) => 47 + i);
    expect(spec.filter((n) => !covered.has(n))).toEqual([]);
  });
});
