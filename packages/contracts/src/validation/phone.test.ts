import { describe, expect, test } from 'vitest';
import { PHONE, PHONE_NEEDS_PLUS } from './messages.ts';
import {
  isInternationalPhoneNumber,
  isPhoneNumber,
  PHONE_LENGTH,
  phone,
  phoneError,
  phoneNumberSchema,
} from './phone.ts';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('phone (spec §5)', () => {
  test('R65 digits and spaces only, message "Please Enter Phone Number"', () => {
    expect(isPhoneNumber('050 123 4567')).toBe(true);
    expect(isPhoneNumber('')).toBe(true);
    for (const v of ['   ', '050-123', '(050) 123', '+971 50', 'abc']) expect(isPhoneNumber(v)).toBe(false);
    expect(message(phone().safeParse('050-123'))).toBe('Please Enter Phone Number');
    expect(phone().parse('0501234567')).toBe('0501234567');
  });

  test('R66 international phone must begin with +', () => {
    expect(isInternationalPhoneNumber('+971 50 123 4567')).toBe(true);
    for (const v of ['971 50', '+', '+ ', '++971', '+971-50', ' +971'])
      expect(isInternationalPhoneNumber(v)).toBe(false);
    expect(phoneError('971 50 123', { international: true })).toBe(PHONE_NEEDS_PLUS);
    expect(phoneError('+971-50', { international: true })).toBe(PHONE);
    expect(message(phone({ international: true }).safeParse('0501234567'))).toBe(PHONE_NEEDS_PLUS);
    expect(phone({ international: true }).safeParse('+971501234567').success).toBe(true);
  });

  test('R54 R65 R66 a mobile number: required, international, 7-15 digits, spaces dropped', () => {
    expect(phoneNumberSchema.parse(' +971 50 123 4567 ')).toBe('+971501234567');
    expect(message(phoneNumberSchema.safeParse(''))).toBe('Required');
    expect(message(phoneNumberSchema.safeParse('0501234567'))).toBe(PHONE_NEEDS_PLUS);
    expect(message(phoneNumberSchema.safeParse('+971-50'))).toBe(PHONE);
    expect(message(phoneNumberSchema.safeParse('+12345'))).toBe(PHONE_LENGTH);
    expect(message(phoneNumberSchema.safeParse('+1234567890123456'))).toBe(PHONE_LENGTH);
    expect(phoneNumberSchema.safeParse('+1234567').success).toBe(true);
  });
});
