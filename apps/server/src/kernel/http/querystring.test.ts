import { describe, expect, test } from 'vitest';
import { parseQuerystring } from './querystring.ts';

describe('[KERNEL] query string: one rule for arrays (issue 15 §7)', () => {
  test('R133 customerId[]=5 is customerId=5; brackets repeated or mixed are the key repeated', () => {
    expect({ ...parseQuerystring('customerId[]=5') }).toEqual({ customerId: '5' });
    expect({ ...parseQuerystring('customerId=5&customerId=6') }).toEqual({ customerId: ['5', '6'] });
    expect({ ...parseQuerystring('customerId[]=5&customerId[]=6') }).toEqual({ customerId: ['5', '6'] });
    expect({ ...parseQuerystring('customerId=5&customerId[]=6') }).toEqual({ customerId: ['5', '6'] });
  });

  test('named brackets stay their own key; prototype keys are plain data', () => {
    expect({ ...parseQuerystring('sort[email]=asc&limit=5') }).toEqual({ 'sort[email]': 'asc', limit: '5' });
    const polluted = parseQuerystring('__proto__[]=x&constructor=y');
    expect(Object.getPrototypeOf(polluted)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
