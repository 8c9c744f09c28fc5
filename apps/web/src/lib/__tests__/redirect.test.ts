import { expect, test } from 'vitest';
import { safeRedirect } from '../redirect.ts';

test.each([
  ['/core/users/profile/1', '/core/users/profile/1'],
  ['/core/users/profile/1?tab=a#x', '/core/users/profile/1?tab=a#x'],
  [null, '/'],
  ['', '/'],
  ['https://evil.example/x', '/'],
  ['//evil.example/x', '/'],
  ['/\\evil.example', '/'],
  ['javascript:alert(1)', '/'],
])('redirect %s goes to %s (same-origin paths only)', (value, expected) => {
  expect(safeRedirect(value)).toBe(expected);
});
