import { describe, expect, it } from 'vitest';
import { categoryOf, crosses, describeRule, holdSecondsOf, type Rule, ruleInput } from './rules.ts';

const rule = (r: Record<string, unknown> & { kind: Rule['kind'] }) =>
  ({ id: 'r1', severity: 'major', ...r }) as Rule;

describe('alarm rules', () => {
  it('above and below are strict; a range alarms outside its bounds only', () => {
    expect(crosses(rule({ kind: 'above', key: 't', value: 30 }), 30)).toBe(false);
    expect(crosses(rule({ kind: 'above', key: 't', value: 30 }), 30.1)).toBe(true);
    expect(crosses(rule({ kind: 'below', key: 't', value: 5 }), 4.9)).toBe(true);
    const range = rule({ kind: 'range', key: 't', min: 2, max: 8 });
    expect([1.9, 2, 8, 8.1].map((v) => crosses(range, v))).toEqual([true, false, false, true]);
  });

  it('R201 a battery at or below 20 % is low', () => {
    const low = rule({ kind: 'battery-low' });
    expect([20, 20.5].map((v) => crosses(low, v))).toEqual([true, false]);
    expect(categoryOf('battery-low')).toBe('status');
    expect(describeRule(low)).toBe('battery at or below 20 %');
  });

  it('a range needs min below max; no-data minutes are bounded', () => {
    const bad = ruleInput.safeParse({ kind: 'range', key: 't', min: 8, max: 2, severity: 'minor' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toEqual(['max']);
    expect(ruleInput.safeParse({ kind: 'no-data', minutes: 0, severity: 'minor' }).success).toBe(false);
    expect(ruleInput.safeParse({ kind: 'no-data', minutes: 15, severity: 'minor' }).success).toBe(true);
  });

  it('a reading rule may hold for 0 to 86400 whole seconds; no-data has its minutes instead', () => {
    const door = { kind: 'above', key: 'door', value: 0, severity: 'warning' } as const;
    const issues = (forSeconds: unknown) => {
      const parsed = ruleInput.safeParse({ ...door, forSeconds });
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues(60)).toEqual([]);
    expect(issues(0)).toEqual([]);
    expect(issues(86_400)).toEqual([]);
    expect(issues(86_401)).toEqual(['forSeconds: Must be between 0 and 86400']);
    expect(issues(-1)).toEqual(['forSeconds: Must be between 0 and 86400']);
    expect(issues(1.5)).toEqual(['forSeconds: Must be a whole number']);
    expect(issues('60')).toEqual(['forSeconds: Must be a number']);
    const noData = ruleInput.safeParse({ kind: 'no-data', minutes: 5, forSeconds: 60, severity: 'minor' });
    expect(noData.success && 'forSeconds' in noData.data).toBe(false);
    expect(describeRule(rule({ ...door, forSeconds: 60 }))).toBe('door above 0 for 60 s');
    expect(describeRule(rule({ ...door, forSeconds: 0 }))).toBe('door above 0');
    expect(holdSecondsOf(rule({ kind: 'no-data', minutes: 5 }))).toBe(0);
  });
});
