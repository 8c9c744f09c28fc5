import { z } from 'zod';
import { adminOnly, anyOf, authenticated, defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { pageQuery } from '../kernel/list.ts';
import { emailSchema } from '../validation/email.ts';
import { newPasswordSchema } from '../validation/password.ts';

export const COMPANY_TYPES = [
  'Customer',
  'AMC',
  'FMC',
  'Integrator',
  'Operator',
  'Authority',
  'Security Company',
  'HQ Police Station',
  'Local Police Station',
  'Global Mobility Company',
  'Building Owner',
  'School',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/**
 * Companies that serve others: the destinations of service requests (R12), the types a Customer may create
 * (R127), and the types that sign up on their own (`POST /company/signup`), usually from an invitation.
 */
export const SERVICE_PROVIDER_TYPES = [
  'FMC',
  'AMC',
  'Operator',
  'Authority',
  'Security Company',
] as const satisfies readonly CompanyType[];
export type ServiceProviderType = (typeof SERVICE_PROVIDER_TYPES)[number];

export const ADMIN_TYPES = ['Super Admin', 'Financial Admin'] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

/** The signed-in user as the client keeps it (spec §3 "User"). */
export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  isAdmin: z.boolean(),
  adminType: z.enum(ADMIN_TYPES).nullable(),
  fleetRole: z.string().nullable(),
  permissions: z.array(z.string()),
  personalInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    companyId: z.number().int().nullable(),
    company: z.object({ id: z.number().int(), name: z.string(), type: z.enum(COMPANY_TYPES) }).nullable(),
  }),
  /** Set when this session acts as a company owner on behalf of someone else (the secondary session). */
  actorId: z.number().int().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tfaCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');
export const TFA_REQUIRED = { msg: 'Enter the code from your authenticator app', code: 'AUTH_TFA_REQUIRED' };
export const TFA_INVALID = { msg: 'That code is not valid', code: 'AUTH_TFA_INVALID' };

export const tokenPair = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const INVALID_CREDENTIALS = { msg: 'Incorrect email or password', code: 'AUTH_INVALID_CREDENTIALS' };
export const INVALID_REFRESH = {
  msg: 'Your session has ended, please sign in again',
  code: 'AUTH_INVALID_REFRESH',
};

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password',
  tags: ['auth'],
  access: publicAccess,
  schemas: {
    querystring: z.object({ shortTerm: z.enum(['0', '1']).default('0') }),
    body: z.object({
      email: emailSchema,
      password: z.string({ error: 'Required' }).min(1, 'Required').max(256),
      /** The 6-digit code of an authenticator app, when two-factor sign-in is on. */
      code: tfaCode.optional(),
    }),
    response: { 200: z.object({ data: tokenPair.extend({ user: sessionUser }) }), 400: errorBody },
  },
});

export const refreshToken = defineEndpoint({
  method: 'POST',
  path: '/auth/token',
  summary: 'Exchange a refresh token for a new token pair (rotates the refresh token)',
  tags: ['auth'],
  access: publicAccess,
  schemas: {
    body: z.object({ refreshToken: z.string({ error: 'Required' }).min(1, 'Required').max(512) }),
    response: { 200: z.object({ data: tokenPair }), 401: errorBody },
  },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/user/logout',
  summary: 'Sign out: revokes the given refresh token',
  tags: ['auth'],
  access: authenticated,
  schemas: {
    body: z.object({ refreshToken: z.string().max(512).optional() }).optional(),
    response: { 204: z.null() },
  },
});

export const me = defineEndpoint({
  method: 'GET',
  path: '/user/me',
  summary: 'The signed-in user',
  tags: ['auth'],
  access: authenticated,
  schemas: { response: { 200: z.object({ data: sessionUser }) } },
});

const tokenParam = z.object({ token: z.string().min(16, 'Invalid link').max(128, 'Invalid link') });
const emailBody = z.strictObject({ email: emailSchema });
const passwordBody = z.strictObject({ password: newPasswordSchema });
const noContent = { 204: z.null(), 400: errorBody };

export const INVALID_LINK = { msg: 'This link is invalid or has expired', code: 'AUTH_LINK_INVALID' };
export const NOT_VERIFIED = { msg: 'Please verify your email address first', code: 'AUTH_NOT_VERIFIED' };
export const TOO_MANY_ATTEMPTS = 'AUTH_TOO_MANY_ATTEMPTS';

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Email a password reset link (answers 204 whether or not the email is known)',
  tags: ['auth'],
  access: publicAccess,
  schemas: { body: emailBody, response: { 204: z.null() } },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with the emailed reset token; ends every session of the user',
  tags: ['auth'],
  access: publicAccess,
  schemas: {
    body: z.strictObject({
      token: z.string().min(16, 'Invalid link').max(128, 'Invalid link'),
      password: newPasswordSchema,
    }),
    response: noContent,
  },
});

export const setPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/set-password/:token',
  summary: 'First password of an invited user (the link also verifies the email)',
  tags: ['auth'],
  access: publicAccess,
  schemas: { params: tokenParam, body: passwordBody, response: noContent },
});

export const verifyAccount = defineEndpoint({
  method: 'POST',
  path: '/auth/verify-account/:token',
  summary: 'Confirm an email address with the emailed token',
  tags: ['auth'],
  access: publicAccess,
  schemas: { params: tokenParam, response: noContent },
});

export const resendActivation = defineEndpoint({
  method: 'POST',
  path: '/auth/resend-activation-email',
  summary: 'Send the verification email again (answers 204 whether or not the email is known)',
  tags: ['auth'],
  access: publicAccess,
  schemas: { body: emailBody, response: { 204: z.null() } },
});

const personName = z.string({ error: 'Required' }).trim().min(1, 'Required').max(60, 'At most 60 characters');

export const customerSignup = defineEndpoint({
  method: 'POST',
  path: '/company/customer/signup',
  summary: 'Create a Customer company and its owner; the owner verifies the email before signing in',
  tags: ['auth'],
  access: publicAccess,
  schemas: {
    body: z.strictObject({
      companyName: z
        .string({ error: 'Required' })
        .trim()
        .min(2, 'At least 2 characters')
        .max(120, 'At most 120 characters'),
      firstName: personName,
      lastName: personName,
      email: emailSchema,
      password: newPasswordSchema,
    }),
    response: { 201: z.object({ data: z.object({ email: z.string() }) }) },
  },
});

export const companySignup = defineEndpoint({
  method: 'POST',
  path: '/company/signup',
  summary:
    'Create a service provider company and its owner; an invitation token links the request that invited it. The owner verifies the email before signing in',
  tags: ['auth'],
  access: publicAccess,
  schemas: {
    body: z.strictObject({
      companyName: z
        .string({ error: 'Required' })
        .trim()
        .min(2, 'At least 2 characters')
        .max(120, 'At most 120 characters'),
      type: z.enum(SERVICE_PROVIDER_TYPES, { error: 'Choose a company type' }),
      firstName: personName,
      lastName: personName,
      email: emailSchema,
      password: newPasswordSchema,
      /** The token of the invitation mail's link (`?invitation=`), when there is one. */
      invitation: z
        .string()
        .min(16, 'This invitation is not valid')
        .max(128, 'This invitation is not valid')
        .optional(),
    }),
    response: { 201: z.object({ data: z.object({ email: z.string() }) }) },
  },
});

export const sessionLogEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  userId: z.number().int().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});

export const sessionLog = defineEndpoint({
  method: 'GET',
  path: '/session-log',
  summary: 'Sign-in attempts: your own, your company users’ (with p_log_view), or everyone’s for admins',
  tags: ['auth'],
  access: authenticated,
  schemas: {
    querystring: pageQuery,
    response: { 200: z.object({ data: z.array(sessionLogEntry), totalRecords: z.number() }) },
  },
});

/** The outbox holds both kinds of message the product sends. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const outbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Mail and SMS written by the product, newest first (system administrators only)',
  tags: ['dev'],
  access: adminOnly,
  schemas: {
    querystring: pageQuery.extend({
      to: z.string().optional(),
      channel: z.enum(OUTBOX_CHANNELS).optional(),
    }),
    response: { 200: z.object({ data: z.array(outboxMessage), totalRecords: z.number() }) },
  },
});

export const loginAsCompanyOwner = defineEndpoint({
  method: 'POST',
  path: '/user/login-as-company-owner',
  summary: 'Act as the owner of a company you manage (secondary session; R124)',
  tags: ['auth'],
  access: anyOf('p_company_update'),
  schemas: {
    body: z.strictObject({
      companyId: recordId,
    }),
    response: { 200: z.object({ data: tokenPair.extend({ user: sessionUser }) }), 404: errorBody },
  },
});
