import { z } from 'zod';
import { ADMIN_TYPES, COMPANY_TYPES, tfaCode } from '../auth/index.ts';
import { authenticated, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { emailSchema } from '../validation/email.ts';
import { newPasswordSchema } from '../validation/password.ts';
import { phoneNumberSchema } from '../validation/phone.ts';
import { preferenceKeySchema } from '../validation/table.ts';

const userParams = z.object({ id: recordId });
const personName = z.string({ error: 'Required' }).trim().min(1, 'Required').max(60, 'At most 60 characters');

/** A user's profile as shown on the profile pages (spec §2 users/profile/{userId}). */
export const profile = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  adminType: z.enum(ADMIN_TYPES).nullable(),
  status: z.enum(['active', 'disabled']),
  emailVerified: z.boolean(),
  /** Whether signing in also asks for an authenticator code (PATCH /user/tfa-switch). */
  tfaEnabled: z.boolean(),
  /** The verified mobile number (international form), null until one is verified. */
  phone: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string(), type: z.enum(COMPANY_TYPES) }).nullable(),
  roles: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const info = defineEndpoint({
  method: 'GET',
  path: '/user/:id/info',
  summary: 'A user profile: your own, a user of a company you manage, or anyone for admins',
  tags: ['user'],
  access: authenticated,
  schemas: { params: userParams, response: { 200: z.object({ data: profile }), 404: errorBody } },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/user/:id/update',
  summary: 'Update name fields; admin type, permissions, company and roles are never changed here',
  tags: ['user'],
  access: authenticated,
  schemas: {
    params: userParams,
    body: z.strictObject({ firstName: personName.optional(), lastName: personName.optional() }),
    response: { 200: z.object({ data: profile }), 404: errorBody },
  },
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/user/:id/change-password',
  summary: 'Change your own password; every other session ends',
  tags: ['user'],
  access: authenticated,
  schemas: {
    params: userParams,
    body: z.strictObject({
      currentPassword: z.string({ error: 'Required' }).min(1, 'Required').max(256),
      password: newPasswordSchema,
      /** The session to keep signed in. */
      refreshToken: z.string().max(512).optional(),
    }),
    response: { 204: z.null(), 400: errorBody, 404: errorBody },
  },
});

export const sendResetLink = defineEndpoint({
  method: 'POST',
  path: '/user/:id/reset-password',
  summary: 'Email a user of a company you manage a password reset link',
  tags: ['user'],
  access: authenticated,
  schemas: { params: userParams, response: { 204: z.null(), 404: errorBody } },
});

const parameterKey = preferenceKeySchema;
/** `value` is JSON text (spec §7 "value as JSON text"). */
const jsonText = z
  .string({ error: 'Required' })
  .max(65_536, 'At most 64 KB')
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, 'Must be JSON text');

export const setParameter = defineEndpoint({
  method: 'POST',
  path: '/User/parameter',
  summary: 'Save one of your preferences',
  tags: ['user'],
  access: authenticated,
  schemas: {
    body: z.strictObject({ key: parameterKey, value: jsonText }),
    response: { 200: z.object({ data: z.object({ key: z.string(), value: z.string() }) }) },
  },
});

export const getParameters = defineEndpoint({
  method: 'GET',
  path: '/User/parameter',
  summary: 'Your preferences by keys (comma-separated)',
  tags: ['user'],
  access: authenticated,
  schemas: {
    querystring: z.object({ keys: z.string({ error: 'Required' }).min(1, 'Required').max(2000) }),
    response: { 200: z.object({ data: z.record(z.string(), z.string()) }) },
  },
});

export const deleteParameter = defineEndpoint({
  method: 'DELETE',
  path: '/User/parameter/:key',
  summary: 'Forget one of your preferences',
  tags: ['user'],
  access: authenticated,
  schemas: { params: z.object({ key: parameterKey }), response: { 204: z.null(), 404: errorBody } },
});

export const tfaSwitch = defineEndpoint({
  method: 'PATCH',
  path: '/user/tfa-switch',
  summary:
    'Two-factor sign-in: enable without a code to get a new secret (otpauth URL + QR), enable with a code to confirm, disable with a code',
  tags: ['user'],
  access: authenticated,
  schemas: {
    body: z.strictObject({ enable: z.boolean({ error: 'Required' }), code: tfaCode.optional() }),
    response: {
      200: z.object({
        data: z.object({
          enabled: z.boolean(),
          otpauthUrl: z.string().optional(),
          qrDataUrl: z.string().optional(),
        }),
      }),
      400: errorBody,
    },
  },
});

export const validateEmail = defineEndpoint({
  method: 'POST',
  path: '/user/validate-email',
  summary: 'Whether an email address is well formed and not yet used by an account',
  tags: ['user'],
  access: authenticated,
  schemas: {
    body: z.strictObject({ email: emailSchema }),
    response: { 200: z.object({ data: z.object({ email: z.string(), available: z.boolean() }) }) },
  },
});

export const validatePhone = defineEndpoint({
  method: 'POST',
  path: '/user/validate-phone',
  summary: 'Whether a phone number is a valid international number not verified by another user',
  tags: ['user'],
  access: authenticated,
  schemas: {
    body: z.strictObject({ phone: phoneNumberSchema }),
    response: { 200: z.object({ data: z.object({ phone: z.string(), available: z.boolean() }) }) },
  },
});

/** A phone verification code: 6 digits, valid 10 minutes, 5 tries, a new one at most once a minute. */
export const PHONE_CODE = { length: 6, ttlMinutes: 10, maxAttempts: 5, resendSeconds: 60 } as const;
export const phoneCode = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
export const PHONE_CODE_TOO_SOON = 'PHONE_CODE_TOO_SOON';

export const resendPhoneVerification = defineEndpoint({
  method: 'POST',
  path: '/user/:id/resend-phone-verification',
  summary:
    'Text a new verification code to a phone number (or again to the pending one); your own account only',
  tags: ['user'],
  access: authenticated,
  schemas: {
    params: userParams,
    body: z.strictObject({
      phone: phoneNumberSchema
        .optional()
        .describe('Required unless a code was sent before: then the pending number gets a new one'),
    }),
    response: {
      200: z.object({
        data: z.object({
          phone: z.string(),
          expiresAt: z.string(),
          /** Seconds before another code may be asked for. */
          resendAfter: z.number().int(),
        }),
      }),
      404: errorBody,
      429: errorBody,
    },
  },
});

export const verifyPhone = defineEndpoint({
  method: 'POST',
  path: '/user/:id/verify-phone',
  summary: 'Confirm the pending phone number with the texted code; it becomes the profile’s phone',
  tags: ['user'],
  access: authenticated,
  schemas: {
    params: userParams,
    body: z.strictObject({ code: phoneCode }),
    response: { 200: z.object({ data: profile }), 404: errorBody },
  },
});
