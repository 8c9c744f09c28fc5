import { z } from 'zod';
import { authenticated, defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { emailSchema } from '../validation/email.ts';

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
});
export type SessionUser = z.infer<typeof sessionUser>;

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
