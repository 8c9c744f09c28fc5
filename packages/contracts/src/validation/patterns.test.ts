import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { euiSchema } from '../places/gateways.ts';
import { emailSchema } from './email.ts';
import { macAddress } from './network.ts';
import { newPasswordSchema } from './password.ts';
import { phoneNumberSchema } from './phone.ts';

/** The pattern the API document states for a schema. */
const documented = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input' }) as { pattern?: string };
  if (!json.pattern) throw new Error('no pattern in the document');
  return new RegExp(json.pattern);
};

/** The document's pattern accepts exactly what the schema accepts (inputs already trimmed). */
const agree = (schema: z.ZodType, samples: string[]) => {
  const pattern = documented(schema);
  for (const sample of samples) {
    expect(pattern.test(sample), JSON.stringify(sample)).toBe(schema.safeParse(sample).success);
  }
};

describe('formats in the API document are the rules the server applies (spec §5)', () => {
  test('email: 6-254 characters, local part 1-64, labels up to 63, a 2-63 letter top-level domain', () => {
    agree(emailSchema, [
      'a@b.co',
      'first.last+tag@mail.example.org',
      'a..b@c.de',
      '.a@b.co',
      'a.@b.co',
      'a@b',
      'a@b.c',
      'a@b.c1',
      'a@-b.co',
      'a@b-.co',
      'a b@c.de',
      'a@b@c.de',
      `${'x'.repeat(64)}@b.co`,
      `${'x'.repeat(65)}@b.co`,
      `a@${'b'.repeat(63)}.co`,
      `a@${'b'.repeat(64)}.co`,
      `a@${'b.'.repeat(130)}co`,
    ]);
    expect(z.toJSONSchema(emailSchema, { io: 'input' })).toMatchObject({ format: 'email' });
  });

  test('password: 8 characters, a small and a capital letter, a digit, a special character', () => {
    agree(newPasswordSchema, [
      'Abcdef1!',
      'Ab1!',
      'abcdefg1!',
      'ABCDEFG1!',
      'Abcdefgh!',
      'Abcdefg1',
      'Ab 1\ncdef',
    ]);
  });

  test('phone: + then 7 to 15 digits, spaces allowed', () => {
    agree(phoneNumberSchema, [
      '+971501234567',
      '+971 50 123 4567',
      '+123456',
      '+1234567',
      '971501234567',
      '+12a4567',
      `+${'1'.repeat(16)}`,
    ]);
  });

  test('MAC address and gateway EUI', () => {
    agree(macAddress(), [
      'AABBCCDDEEFF',
      'AA:BB:CC:DD:EE:FF',
      'aabbccddeeff',
      'AA-BB-CC-DD-EE-FF',
      'AABBCCDDEE',
    ]);
    agree(euiSchema, [
      '0011223344AABBCC',
      '00:11:22:33:44:aa:bb:cc',
      '00-11-22-33-44-55-66-77',
      '00-11:22-33-44-55-66-77',
      '0011',
    ]);
  });
});
