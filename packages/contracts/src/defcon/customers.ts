import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { emailSchema } from '../validation/email.ts';
import { phoneNumberSchema } from '../validation/phone.ts';

/**
 * A security company's customers and staff (issue 18). Customers are companies of type Customer the security
 * company manages (created by it) or serves (a handled service request with an active contract): the
 * companies module's providers mechanism; Defcon adds each customer's locality, site address and emergency
 * phone. Staff are the company's users by their Defcon role (R118).
 */

const named = z.object({ id: z.number().int(), name: z.string() });

export const defconCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  contractStatus: z.enum(['Active', 'Inactive']),
  /** managed: created by the security company; served: engaged through a service request. */
  relation: z.enum(['managed', 'served']),
  securityCompany: named,
  locality: named.nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  panels: z.number().int(),
  openAlarms: z.number().int(),
  createdAt: z.string(),
});
export type DefconCustomer = z.infer<typeof defconCustomer>;

const personName = z.string({ error: 'Required' }).trim().min(1, 'Required').max(60, 'At most 60 characters');
const address = z.string().trim().max(300, 'Please Enter At Most 300 Characters');

/** A new customer company managed by the security company, with its first user (who gets a set-password link). */
export const defconCustomerInput = z.strictObject({
  name: z
    .string({ error: 'Required' })
    .trim()
    .min(2, 'At least 2 characters')
    .max(120, 'At most 120 characters'),
  email: emailSchema,
  firstName: personName,
  lastName: personName,
  /** The first user's address; the company's when absent. */
  userEmail: emailSchema.optional(),
  localityId: recordId,
  address: address.default(''),
  phone: phoneNumberSchema.optional(),
});
export type DefconCustomerInput = z.output<typeof defconCustomerInput>;

export const defconCustomerUpdate = z.strictObject({
  name: defconCustomerInput.shape.name.optional(),
  email: emailSchema.optional(),
  localityId: recordId.optional(),
  address: address.optional(),
  phone: phoneNumberSchema.nullable().optional(),
});
export type DefconCustomerUpdate = z.output<typeof defconCustomerUpdate>;

/** The Defcon roles of R118, as system role keys. */
export const DEFCON_ROLES = [
  'security-company-admin',
  'operator',
  'responder',
  'customer',
  'police-hq',
  'local-police',
] as const;
export type DefconRole = (typeof DEFCON_ROLES)[number];
export const defconRoleKey = (role: DefconRole) => `defcon_${role.replaceAll('-', '_')}`;
/** The roles a security company gives its staff. */
export const STAFF_ROLES = ['security-company-admin', 'operator', 'responder'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Null: the user holds no Defcon staff role. */
  role: z.enum(STAFF_ROLES).nullable(),
  /** The company's owner answers as its admin on the ladder. */
  owner: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const CUSTOMER_SORTS = ['id', 'name', 'createdAt'] as const;
export const STAFF_SORTS = ['id', 'name'] as const;

const params = z.object({ id: recordId });
const tags = ['defcon'];
/** The security company a call is about: the caller's own unless a system admin names one. */
const companyQuery = { companyId: recordId.optional() };

export const securityCompanyEndpoints = {
  customers: defineEndpoint({
    method: 'GET',
    path: '/defcon/security-company/customer',
    summary: 'Defcon: the customers the security company manages or serves, with locality and alarm counts',
    tags,
    access: anyOf('p_defcon_customers_view'),
    schemas: {
      querystring: listQuery(CUSTOMER_SORTS).extend(companyQuery),
      response: { 200: paged(defconCustomer), ...bad },
    },
  }),
  customer: defineEndpoint({
    method: 'GET',
    path: '/defcon/security-company/customer/:id',
    summary: 'Defcon: one customer of the security company',
    tags,
    access: anyOf('p_defcon_customers_view'),
    schemas: { params, response: { 200: z.object({ data: defconCustomer }), ...bad } },
  }),
  addCustomer: defineEndpoint({
    method: 'POST',
    path: '/defcon/security-company/customer',
    summary: 'Defcon: adds a customer company managed by the security company, with its first user',
    tags,
    access: anyOf('p_defcon_customers_create'),
    schemas: {
      querystring: z.object(companyQuery),
      body: defconCustomerInput,
      response: { 201: z.object({ data: defconCustomer }), ...bad },
    },
  }),
  editCustomer: defineEndpoint({
    method: 'PUT',
    path: '/defcon/security-company/customer/:id',
    summary: "Defcon: edits a customer's name, e-mail (managed customers), locality, address and phone",
    tags,
    access: anyOf('p_defcon_customers_update'),
    schemas: {
      params,
      body: defconCustomerUpdate,
      response: { 200: z.object({ data: defconCustomer }), ...bad },
    },
  }),
  staff: defineEndpoint({
    method: 'GET',
    path: '/defcon/security-company/staff',
    summary: 'Defcon: the security company users by Defcon role (admin, operator, responder)',
    tags,
    access: anyOf('p_defcon_customers_view', 'p_defcon_alarms_escalate'),
    schemas: {
      querystring: listQuery(STAFF_SORTS).extend({
        ...companyQuery,
        role: z.enum(STAFF_ROLES, { error: `Must be one of ${STAFF_ROLES.join(', ')}` }).optional(),
      }),
      response: { 200: paged(staffMember), ...bad },
    },
  }),
};
