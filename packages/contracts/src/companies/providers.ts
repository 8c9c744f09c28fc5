import { z } from 'zod';
import { COMPANY_TYPES, type CompanyType, SERVICE_PROVIDER_TYPES } from '../auth/index.ts';
import { customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { listQueryOf, paged } from '../kernel/list.ts';
import { routeCheckedBody } from '../kernel/route-checked-body.ts';
import { emailSchema } from '../validation/email.ts';
import { CONTRACT_STATUSES } from './contract-status.ts';
import { REQUEST_TYPES } from './requests.ts';

const id = recordId;
export const PROVIDER_SORTS = ['id', 'name', 'type', 'createdAt'] as const;
export const CUSTOMER_SORTS = ['id', 'name', 'createdAt'] as const;
const listQuery = <const F extends readonly [string, ...string[]]>(sortable: F) =>
  listQueryOf(sortable).extend({
    /** Applied only when longer than 1 character (spec §7, R72). */
    nameFilter: z.string().max(100, 'At most 100 characters').optional(),
  });
const companyName = z
  .string({ error: 'Required' })
  .trim()
  .min(2, 'At least 2 characters')
  .max(120, 'At most 120 characters');
const personName = z.string({ error: 'Required' }).trim().min(1, 'Required').max(60, 'At most 60 characters');

/** A provider of a customer: a company it manages (`managed`) or one handling its request (`engaged`). */
export const provider = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(SERVICE_PROVIDER_TYPES),
  contractStatus: z.enum(CONTRACT_STATUSES),
  parentCompanyId: z.number().int().nullable(),
  createdAt: z.string(),
  relation: z.enum(['managed', 'engaged']),
  /** The newest handled request through which it serves the customer, when engaged. */
  engagement: z
    .object({
      requestId: z.number().int(),
      type: z.enum(REQUEST_TYPES),
      contractStatus: z.enum(CONTRACT_STATUSES),
    })
    .nullable(),
});
export type Provider = z.infer<typeof provider>;

export const listProviders = defineEndpoint({
  method: 'GET',
  path: '/company/provider',
  summary:
    'Providers of a customer (the caller’s company, or `customerId`): the ones it manages and the ones handling its requests',
  tags: ['company'],
  access: anyOf('p_company_view'),
  schemas: {
    querystring: listQuery(PROVIDER_SORTS).extend({
      customerId: id.optional().describe(OWN_COMPANY_BY_DEFAULT),
      type: z.enum(SERVICE_PROVIDER_TYPES).optional(),
    }),
    response: { 200: paged(provider), 404: errorBody },
  },
});

/**
 * The multipart form of `POST /company/provider` (text fields only): the company, and its first user who
 * becomes its owner and sets a password from the emailed link. The web validates with the same schema.
 */
export const providerForm = z.strictObject({
  name: companyName,
  email: emailSchema,
  type: z.enum(SERVICE_PROVIDER_TYPES, { error: 'Choose a company type' }),
  /** The customer the provider serves; the caller's own company when absent (admins must name one). */
  customerId: id.optional().describe(OWN_COMPANY_BY_DEFAULT),
  firstName: personName,
  lastName: personName,
  /** The first user's address; the company's when absent. */
  userEmail: emailSchema.optional(),
});
export type ProviderForm = z.input<typeof providerForm>;

export const createProvider = defineEndpoint({
  method: 'POST',
  path: '/company/provider',
  summary:
    'Create a provider company managed by a customer, with its first user (multipart/form-data, or JSON, with the fields of `providerForm`)',
  tags: ['company'],
  access: anyOf('p_company_create'),
  schemas: {
    consumes: ['multipart/form-data', 'application/json'],
    /** R130: a company named here (or on-behalf-of) must be one the caller serves; the body says whose it is. */
    querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
    headers: tenancyHeaders,
    body: routeCheckedBody(providerForm),
    response: { 201: z.object({ data: provider }), 404: errorBody },
  },
});

/** The companies an integrator serves as customers (management/customers/list/:type). */
export const CUSTOMER_TYPES = [
  'Customer',
  'School',
  'Building Owner',
  'Global Mobility Company',
] as const satisfies readonly CompanyType[];

/** R129: users of these companies act as their own customer; the others pick one. */
export const ACTS_AS_OWN_CUSTOMER: readonly CompanyType[] = ['Customer', 'Security Company'];

/** A customer the caller may act for (R129): in the company selector and on-behalf-of calls. */
export const customer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(COMPANY_TYPES),
  contractStatus: z.enum(CONTRACT_STATUSES),
  parentCompanyId: z.number().int().nullable(),
  createdAt: z.string(),
  relation: z.enum(['self', 'managed', 'served', 'all']),
});
export type Customer = z.infer<typeof customer>;

export const listCustomers = defineEndpoint({
  method: 'GET',
  path: '/company/customer',
  summary:
    'Customer companies the caller acts for: its own (a Customer), the ones it manages, the ones whose requests it handles, or all for admins',
  tags: ['company'],
  access: anyOf('p_company_view'),
  schemas: {
    querystring: listQuery(CUSTOMER_SORTS),
    response: { 200: paged(customer) },
  },
});
