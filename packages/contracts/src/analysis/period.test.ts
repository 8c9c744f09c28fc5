import { describe, expect, test } from 'vitest';
import { FROM_NOT_BEFORE_TO, INVALID_DATE } from '../validation/messages.ts';
import { periodIssue } from './period.ts';

describe('analysis period', () => {
  test('R73 the end must come after the start', () => {
    expect(periodIssue({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      param: 'to',
      msg: FROM_NOT_BEFORE_TO,
    });
    expect(periodIssue({ from: '2026-11-01', to: '2026-11-02' })).toBeNull();
  });

  test('a date the database cannot store (year 12345, before 1970) is an invalid date, not a server error', () => {
    expect(periodIssue({ from: '12345' })).toEqual({ param: 'from', msg: INVALID_DATE });
    expect(periodIssue({ to: '1969-12-31' })).toEqual({ param: 'to', msg: INVALID_DATE });
    expect(periodIssue({ from: 'soon' })).toEqual({ param: 'from', msg: INVALID_DATE });
  });
});
