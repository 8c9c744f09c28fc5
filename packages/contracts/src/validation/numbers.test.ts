import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { INVALID_DECIMAL_ID, NOT_A_NUMBER, NOT_POSITIVE, REQUIRED } from './messages.ts';
import {
  decimalIdSchema,
  isBetween,
  isDecimalId,
  isNumeric,
  isPositiveNumberOrEmpty,
  numberBetween,
  numeric,
  positiveNumber,
  toNumber,
} from './numbers.ts';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('numbers (spec §5)', () => {
  test('R55 numeric: finite numbers and plain decimal text', () => {
    for (const v of [0, -1.5, '42', ' 3.14 ', '-0.5', '+7', '.5', '5.']) expect(isNumeric(v)).toBe(true);
    for (const v of [
      '',
      ' ',
      'abc',
      '1e3',
      '0x10',
      'Infinity',
      '1,000',
      Number.NaN,
      Infinity,
      null,
      undefined,
    ]) {
      expect(isNumeric(v)).toBe(false);
    }
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('x')).toBeUndefined();
  });

  test('R55 numeric schema outputs a number; message when not numeric, Required when missing', () => {
    expect(numeric().parse('12')).toBe(12);
    expect(numeric().parse(7)).toBe(7);
    expect(message(numeric().safeParse('abc'))).toBe(NOT_A_NUMBER);
    expect(message(numeric().safeParse(''))).toBe(NOT_A_NUMBER);
    expect(message(numeric().safeParse(undefined))).toBe(REQUIRED);
    expect(message(numeric().safeParse(true))).toBe(NOT_A_NUMBER);
  });

  test('R56 decimal id: a number greater than 0', () => {
    expect(decimalIdSchema.parse('1')).toBe(1);
    expect(decimalIdSchema.parse(42)).toBe(42);
    for (const v of [0, -1, '0', '-3', 1.5, '1.5', '007', 'abc', '', Number.MAX_SAFE_INTEGER + 1]) {
      expect(isDecimalId(v)).toBe(false);
      expect(message(decimalIdSchema.safeParse(v))).toBe(INVALID_DECIMAL_ID);
    }
    expect(isDecimalId(String(Number.MAX_SAFE_INTEGER))).toBe(true);
  });

  test('R57 range: min and max are inclusive', () => {
    const schema = numberBetween(1, 10);
    expect(schema.parse('1')).toBe(1);
    expect(schema.parse(10)).toBe(10);
    expect(message(schema.safeParse(0.99))).toBe('Please Enter a Number Between 1 and 10');
    expect(message(schema.safeParse('10.01'))).toBe('Please Enter a Number Between 1 and 10');
    expect(message(schema.safeParse('x'))).toBe('Please Enter a Number Between 1 and 10');
    expect(isBetween('5', 1, 10)).toBe(true);
    expect(isBetween(11, 1, 10)).toBe(false);
  });

  test('R58 positive number: at or below 0 rejected, empty accepted', () => {
    const schema = positiveNumber();
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse('  ')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('0.01')).toBe(0.01);
    expect(message(schema.safeParse(0))).toBe(NOT_POSITIVE);
    expect(message(schema.safeParse('-1'))).toBe(NOT_POSITIVE);
    expect(message(schema.safeParse('abc'))).toBe(NOT_POSITIVE);
    expect(isPositiveNumberOrEmpty('')).toBe(true);
    expect(isPositiveNumberOrEmpty(0)).toBe(false);
    expect(z.object({ n: positiveNumber() }).parse({})).toEqual({ n: undefined });
  });
});
