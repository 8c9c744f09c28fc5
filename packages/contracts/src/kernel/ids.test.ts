import { describe, expect, test } from 'vitest';
import { MAX_RECORD_ID, recordId } from './ids.ts';

describe('recordId', () => {
  test('accepts ids from 1 to the database integer maximum, as numbers or text', () => {
    expect(recordId.parse('1')).toBe(1);
    expect(recordId.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
  });

  test('refuses ids the database cannot hold (found by the hardening sweep as 500s)', () => {
    for (const value of [MAX_RECORD_ID + 1, '9007199254740991', 0, -1, 1.5, 'abc']) {
      expect(recordId.safeParse(value).success, String(value)).toBe(false);
    }
  });
});
