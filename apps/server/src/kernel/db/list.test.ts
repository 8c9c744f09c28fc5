import { expect, test } from 'vitest';
import { containsPattern } from './list.ts';

test('R72 a search shorter than two characters is not applied; wildcards are taken literally', () => {
  expect(containsPattern(undefined)).toBeUndefined();
  expect(containsPattern(' a ')).toBeUndefined();
  expect(containsPattern(' ab ')).toBe('%ab%');
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});
