import { describe, expect, it } from 'vitest';
import { categoryOf, crosses, describeRule, type Rule, ruleInput } from './rules.ts';

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
});
