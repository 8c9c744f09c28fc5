import { describe, expect, test } from 'vitest';
import { fakeJwt } from '../../testing/fixtures.ts';
import { isTokenValid, tokenExpiresAt } from '../token.ts';

describe('stored token validity', () => {
  test('R17 a token whose exp is later than now is valid', () => {
    expect(isTokenValid(fakeJwt(60))).toBe(true);
  });

  test('R17 a token whose exp has passed is not valid', () => {
    expect(isTokenValid(fakeJwt(-1))).toBe(false);
  });

  test('R17 a token expiring exactly now is not valid (exp must be later than now)', () => {
    const token = fakeJwt(0);
    const exp = tokenExpiresAt(token) ?? 0;
    expect(isTokenValid(token, exp)).toBe(false);
    expect(isTokenValid(token, exp - 1)).toBe(true);
  });

  test('R17 a missing token is not valid', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
    expect(isTokenValid('')).toBe(false);
  });

  test.each([
    ['garbage', 'not-a-jwt'],
    ['two segments', 'abc.def'],
    ['payload not base64 JSON', 'eyJhbGciOiJIUzI1NiJ9.%%%.sig'],
    ['payload JSON without exp', `x.${btoa(JSON.stringify({ sub: '1' }))}.sig`],
    ['exp not a number', `x.${btoa(JSON.stringify({ exp: 'tomorrow' }))}.sig`],
    ['payload not an object', `x.${btoa('42')}.sig`],
  ])('R18 an unparseable token (%s) is treated as absent', (_case, token) => {
    expect(tokenExpiresAt(token)).toBeNull();
    expect(isTokenValid(token)).toBe(false);
  });
});
