import { describe, expect, test } from 'vitest';
import { emailSchema, isValidEmail } from './email.ts';
import {
  failedPasswordRules,
  newPasswordSchema,
  newPasswordWithConfirmationSchema,
  PASSWORD_MISMATCH,
  PASSWORD_RULES,
  passwordsMatch,
} from './password.ts';

describe('email (spec §5)', () => {
  test('R47 total length 6 to 254 characters', () => {
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b.co')).toBe(true);
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    expect(long.length).toBe(255);
    expect(isValidEmail(long)).toBe(false);
  });

  test('R48 local part 1 to 64 characters', () => {
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  test('R49 each domain label at most 63 characters', () => {
    expect(isValidEmail(`me@${'a'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`me@${'a'.repeat(64)}.com`)).toBe(false);
    expect(isValidEmail('me@-bad.com')).toBe(false);
  });

  test('R50 top-level domain 2 to 63 letters', () => {
    expect(isValidEmail('me@example.c')).toBe(false);
    expect(isValidEmail('me@example.c0m')).toBe(false);
    expect(isValidEmail(`me@example.${'a'.repeat(63)}`)).toBe(true);
    expect(isValidEmail(`me@example.${'a'.repeat(64)}`)).toBe(false);
  });

  test('R54 the email schema trims, lower-cases and says Required when empty', () => {
    expect(emailSchema.parse('  Ops@Example.COM ')).toBe('ops@example.com');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('Required');
  });
});

describe('password (spec §5)', () => {
  test('R52 the rule list in display order', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      'At Least 8 Characters',
      'Small Letters',
      'Capital Letters',
      'Includes Numbers',
      'Special Character',
    ]);
  });

  test('R51 needs 8 characters, a letter, a capital, a digit and a special character', () => {
    expect(failedPasswordRules('Abcdef1!')).toEqual([]);
    expect(failedPasswordRules('Abc1!')).toEqual(['At Least 8 Characters']);
    expect(failedPasswordRules('abcdefg1!')).toEqual(['Capital Letters']);
    expect(failedPasswordRules('Abcdefgh!')).toEqual(['Includes Numbers']);
    expect(failedPasswordRules('Abcdefgh1')).toEqual(['Special Character']);
    expect(newPasswordSchema.safeParse('weak').success).toBe(false);
    expect(newPasswordSchema.safeParse('Str0ng#pass').success).toBe(true);
  });

  test('R53 match-password: the confirmation must equal the password', () => {
    expect(PASSWORD_MISMATCH).toBe('Passwords do not match');
    expect(passwordsMatch('Str0ng#pass', 'Str0ng#pass')).toBe(true);
    expect(passwordsMatch('Str0ng#pass', 'Str0ng#pass ')).toBe(false);
    expect(passwordsMatch('Str0ng#pass', 'str0ng#pass')).toBe(false);
    const ok = { password: 'Str0ng#pass', confirmPassword: 'Str0ng#pass' };
    expect(newPasswordWithConfirmationSchema.parse(ok)).toEqual(ok);
    const issue = newPasswordWithConfirmationSchema.safeParse({ ...ok, confirmPassword: 'Str0ng#pas' }).error
      ?.issues[0];
    expect(issue?.message).toBe('Passwords do not match');
    expect(issue?.path).toEqual(['confirmPassword']);
  });
});
