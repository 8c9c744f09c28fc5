import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { VALIDATION_STATUS } from '../kernel/errors.ts';
import { emailSchema } from './email.ts';
import { PHONE } from './messages.ts';
import { phone } from './phone.ts';
import { fieldMessages, toFieldErrors } from './server-errors.ts';
import { requiredText } from './text.ts';

describe('server validation errors (spec §5)', () => {
  test('R103 a failed parse becomes the 418 list of {param, msg}, one per field', () => {
    expect(VALIDATION_STATUS).toBe(418);
    const schema = z.object({
      name: requiredText(),
      email: emailSchema,
      address: z.object({ phone: phone() }),
      tags: z.array(requiredText()),
    });
    const result = schema.safeParse({ name: ' ', email: 'x', address: { phone: 'abc' }, tags: ['ok', ''] });
    expect(result.error && toFieldErrors(result.error)).toEqual([
      { param: 'name', msg: 'Required' },
      { param: 'email', msg: 'Please enter a valid email address' },
      { param: 'address.phone', msg: PHONE },
      { param: 'tags.1', msg: 'Required' },
    ]);
  });

  test('R103 each msg is shown on its field (first message per field)', () => {
    expect(
      fieldMessages([
        { param: 'email', msg: 'Taken' },
        { param: 'email', msg: 'Second' },
        { param: 'phone', msg: PHONE },
      ]),
    ).toEqual({ email: 'Taken', phone: PHONE });
  });
});
