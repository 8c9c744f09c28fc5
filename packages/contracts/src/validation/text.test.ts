import { describe, expect, test } from 'vitest';
import { JUST_CHARACTERS, NOT_ASCII, NOT_DIGITS, REQUIRED, REQUIRED_COMBINED } from './messages.ts';
import {
  asciiOnly,
  deleteDialogMessage,
  digitsOnly,
  exactLength,
  hasExactLength,
  hasMaxLength,
  hasMinLength,
  hasNoDigits,
  isAsciiOnly,
  isDigitsOnly,
  isFilled,
  lettersOnly,
  maxLength,
  minLength,
  requiredMessage,
  requiredText,
} from './text.ts';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('required (R54)', () => {
  test('R54 isFilled: null, undefined, blank text and empty arrays are missing; 0 and false are values', () => {
    for (const v of [null, undefined, '', '   ', []]) expect(isFilled(v)).toBe(false);
    for (const v of [0, false, 'a', [1], {}]) expect(isFilled(v)).toBe(true);
  });

  test('R54 default message "Required"; combined inputs "* Required"', () => {
    expect(requiredMessage()).toBe('Required');
    expect(requiredMessage(true)).toBe('* Required');
    expect(message(requiredText().safeParse('  '))).toBe(REQUIRED);
    expect(message(requiredText().safeParse(undefined))).toBe(REQUIRED);
    expect(message(requiredText(REQUIRED_COMBINED).safeParse(''))).toBe('* Required');
    expect(requiredText().parse('  x ')).toBe('x');
  });

  test('R54 composes with a format rule: requiredText().pipe(digitsOnly())', () => {
    const schema = requiredText().pipe(digitsOnly());
    expect(message(schema.safeParse(''))).toBe(REQUIRED);
    expect(message(schema.safeParse('12a'))).toBe(NOT_DIGITS);
    expect(schema.parse(' 42 ')).toBe('42');
  });
});

describe('length (R59)', () => {
  test('R59 min length: boundary at n, empty left to Required', () => {
    expect(hasMinLength('abc', 3)).toBe(true);
    expect(hasMinLength('ab', 3)).toBe(false);
    expect(hasMinLength('', 3)).toBe(true);
    expect(message(minLength(3).safeParse('ab'))).toBe('Please Enter At Least 3 Characters');
    expect(minLength(3).safeParse('abc').success).toBe(true);
  });

  test('R59 max length: boundary at n', () => {
    expect(hasMaxLength('abc', 3)).toBe(true);
    expect(hasMaxLength('abcd', 3)).toBe(false);
    expect(message(maxLength(3).safeParse('abcd'))).toBe('Please Enter At Most 3 Characters');
    expect(message(maxLength(3, 'Too long').safeParse('abcd'))).toBe('Too long');
  });

  test('R59 exact length', () => {
    expect(hasExactLength('abcd', 4)).toBe(true);
    expect(hasExactLength('abc', 4)).toBe(false);
    expect(hasExactLength('abcde', 4)).toBe(false);
    expect(message(exactLength(4).safeParse('abc'))).toBe('Please Enter Exactly 4 Characters');
  });

  test('R59 lengths count characters as people do: an emoji is one', () => {
    expect(hasMaxLength('ab😀', 3)).toBe(true);
    expect(hasExactLength('😀😀', 2)).toBe(true);
  });
});

describe('character classes (R62-R64)', () => {
  test('R62 ASCII-only: U+007F passes, U+0080 and Arabic fail', () => {
    expect(isAsciiOnly('Hello, World! ~\u007f')).toBe(true);
    expect(isAsciiOnly('caf\u00e9')).toBe(false);
    expect(isAsciiOnly('\u0645\u0631\u062d\u0628\u0627')).toBe(false);
    expect(message(asciiOnly().safeParse('\u0080'))).toBe(NOT_ASCII);
  });

  test('R63 integer: digits only, no sign, point, space or non-ASCII digits', () => {
    expect(isDigitsOnly('0123456789')).toBe(true);
    for (const v of ['-1', '1.5', '1 2', '+1', '\u0661\u0662']) expect(isDigitsOnly(v)).toBe(false);
    expect(message(digitsOnly().safeParse('1e3'))).toBe(NOT_DIGITS);
  });

  test('R64 text without digits says "Plase Enter Just Characters"', () => {
    expect(hasNoDigits("Jean-Luc O'Neil")).toBe(true);
    expect(hasNoDigits('\u0645\u062d\u0645\u062f')).toBe(true);
    expect(hasNoDigits('Room 5')).toBe(false);
    expect(hasNoDigits('\u0661')).toBe(false);
    expect(message(lettersOnly().safeParse('abc1'))).toBe(JUST_CHARACTERS);
    expect(lettersOnly().safeParse('abc').success).toBe(true);
  });
});

describe('delete dialog (R100)', () => {
  test('R100 appends a question mark only when missing', () => {
    expect(deleteDialogMessage('Delete this device')).toBe('Delete this device?');
    expect(deleteDialogMessage('Delete this device?')).toBe('Delete this device?');
    expect(deleteDialogMessage('Delete this device  ')).toBe('Delete this device?');
    expect(deleteDialogMessage('')).toBe('?');
  });
});
