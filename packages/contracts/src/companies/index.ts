import { z } from 'zod';
import { COMPANY_TYPES, type CompanyType } from '../auth/index.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf, paged } from '../kernel/list.ts';
import { emailSchema } from '../validation/email.ts';
import { newPasswordSchema } from '../validation/password.ts';
import { CONTRACT_STATUSES } from './contract-status.ts';

export * from './contract-status.ts';

const PROVIDER_TYPES: CompanyType[] = ['FMC', 'AMC', 'Operator', 'Authority'];

/** Which types a creator may give a new company (spec §6, R125-R128). */
export function creatableCompanyTypes(creator: {
  isAdmin: boolean;
  companyType: CompanyType | null;
}): CompanyType[] {
  if (creator.isAdmin) return [...COMPANY_TYPES];
  if (creator.companyType === 'Integrator') return PROVIDER_TYPES;
  return [...PROVIDER_TYPES, 'Security Company'];
}

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(COMPANY_TYPES),
  contractStatus: z.enum(CONTRACT_STATUSES),
  parentCompanyId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof company>;

const id = recordId;
const companyParams = z.object({ id });
const name = z
  .string({ error: 'Required' })
  .trim()
  .min(2, 'At least 2 characters')
  .max(120, 'At most 120 characters');
export const COMPANY_SORTS = ['id', 'name', 'type', 'createdAt'] as const;
export const COMPANY_USER_SORTS = ['id', 'email', 'firstName', 'lastName', 'createdAt'] as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/company',
  summary: 'Companies visible to the caller: own, related (managed) ones, or all for admins',
  tags: ['company'],
  access: anyOf('p_company_view'),
  schemas: {
    querystring: listQueryOf(COMPANY_SORTS).extend({
      type: z.enum(COMPANY_TYPES).optional(),
      /** Applied only when longer than 1 character (spec §7). */
      nameFilter: z.string().max(100, 'At most 100 characters').optional(),
      onlyRelated: z.enum(['true', 'false']).optional(),
      customerId: id.optional(),
    }),
    response: { 200: paged(company) },
  },
});

export const relatedTypes = defineEndpoint({
  method: 'GET',
  path: '/company/relatedTypes',
  summary: 'The company types the caller may create (R125-R128)',
  tags: ['company'],
  access: anyOf('p_company_create'),
  schemas: { response: { 200: z.object({ data: z.array(z.enum(COMPANY_TYPES)) }) } },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/company',
  summary: 'Create a company managed by the caller’s company',
  tags: ['company'],
  access: anyOf('p_company_create'),
  schemas: {
    body: z.strictObject({
      name,
      email: emailSchema,
      type: z.enum(COMPANY_TYPES, { error: 'Choose a company type' }),
    }),
    response: {
      201: z.object({ data: company }),
      418: z.array(z.object({ param: z.string(), msg: z.string() })),
    },
  },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/company/:id/',
  summary: 'One company',
  tags: ['company'],
  access: anyOf('p_company_view'),
  schemas: { params: companyParams, response: { 200: z.object({ data: company }), 404: errorBody } },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/company/:id',
  summary: 'Update a company’s name and email',
  tags: ['company'],
  access: anyOf('p_company_update'),
  schemas: {
    params: companyParams,
    body: z.strictObject({ name: name.optional(), email: emailSchema.optional() }),
    response: { 200: z.object({ data: company }), 404: errorBody },
  },
});

export const setContract = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/contract',
  summary: 'Activate or suspend a managed company’s contract (R13)',
  tags: ['company'],
  access: anyOf('p_company_contract_management_update'),
  schemas: {
    params: companyParams,
    body: z.strictObject({ contractStatus: z.enum(CONTRACT_STATUSES) }),
    response: { 200: z.object({ data: company }), 404: errorBody },
  },
});

export const companyUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(['active', 'disabled']),
  roles: z.array(
    z.object({ id: z.number().int(), key: z.string(), name: z.string(), expiresAt: z.string().nullable() }),
  ),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof companyUser>;

const userParams = z.object({ id, userId: id });
const personName = z.string({ error: 'Required' }).trim().min(1, 'Required').max(60, 'At most 60 characters');

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/company/:id/user',
  summary: 'Users of a company',
  tags: ['company'],
  access: anyOf('p_company_users_view'),
  schemas: {
    params: companyParams,
    querystring: listQueryOf(COMPANY_USER_SORTS).extend({ nameFilter: z.string().max(100).optional() }),
    response: { 200: paged(companyUser), 404: errorBody },
  },
});

export const createUser = defineEndpoint({
  method: 'POST',
  path: '/company/:id/user',
  summary: 'Add a user to a company; they set their password from the emailed link',
  tags: ['company'],
  access: anyOf('p_company_users_create'),
  schemas: {
    params: companyParams,
    body: z.strictObject({
      email: emailSchema,
      firstName: personName,
      lastName: personName,
      /** Optional first password; without one the user has no way in until a password is set for them. */
      password: newPasswordSchema.optional(),
      roleId: id.optional(),
    }),
    response: { 201: z.object({ data: companyUser }), 404: errorBody },
  },
});

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/company/:id/user/:userId',
  summary: 'One user of a company',
  tags: ['company'],
  access: anyOf('p_company_users_view'),
  schemas: { params: userParams, response: { 200: z.object({ data: companyUser }), 404: errorBody } },
});

/** Assigning and unassigning take the same input and answer the user with their roles. */
const roleChange = {
  params: userParams,
  body: z.strictObject({ roleId: id }),
  response: { 200: z.object({ data: companyUser }), 404: errorBody },
};

export const assignRole = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/user/:userId/role',
  summary: 'Give a user a role',
  tags: ['company'],
  access: anyOf('p_company_users_assign_role'),
  schemas: roleChange,
});

export const unassignRole = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/user/:userId/role/unassign',
  summary: 'Take a role away from a user',
  tags: ['company'],
  access: anyOf('p_company_users_assign_role'),
  schemas: roleChange,
});

export const setExpiration = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/user/:userId/expiration',
  summary: 'End (or stop ending) a user’s access at a time; null removes the end',
  tags: ['company'],
  access: anyOf('p_company_users_update'),
  schemas: {
    params: userParams,
    body: z.strictObject({
      expiresAt: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' }).nullable(),
    }),
    response: { 200: z.object({ data: companyUser }), 404: errorBody },
  },
});

export const companyRole = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  app: z.string().nullable(),
  system: z.boolean(),
  permissions: z.array(z.string()),
});
export type CompanyRole = z.infer<typeof companyRole>;

const roleParams = z.object({ id, roleId: id });
const roleName = z
  .string({ error: 'Required' })
  .trim()
  .min(2, 'At least 2 characters')
  .max(60, 'At most 60 characters');
const permissionKeys = z.array(z.string().max(80)).max(1000);

export const listRoles = defineEndpoint({
  method: 'GET',
  path: '/company/:id/role',
  summary: 'Roles a company can give: the system roles and its own',
  tags: ['company'],
  access: anyOf('p_company_users_view'),
  schemas: {
    params: companyParams,
    response: { 200: z.object({ data: z.array(companyRole) }), 404: errorBody },
  },
});

export const createRole = defineEndpoint({
  method: 'POST',
  path: '/company/:id/role',
  summary: 'Create a company role; its permissions are completed with their dependencies',
  tags: ['company'],
  access: anyOf('p_company_users_assign_role'),
  schemas: {
    params: companyParams,
    body: z.strictObject({
      name: roleName,
      description: z.string().max(300).default(''),
      permissions: permissionKeys.default([]),
    }),
    response: { 201: z.object({ data: companyRole }), 404: errorBody },
  },
});

export const updateRole = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/role/:roleId',
  summary: 'Rename a company role or replace its permissions (system roles cannot change)',
  tags: ['company'],
  access: anyOf('p_company_users_assign_role'),
  schemas: {
    params: roleParams,
    body: z.strictObject({
      name: roleName.optional(),
      description: z.string().max(300).optional(),
      permissions: permissionKeys.optional(),
    }),
    response: { 200: z.object({ data: companyRole }), 404: errorBody },
  },
});

export const deleteRole = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/role/:roleId',
  summary: 'Delete a company role (its users lose it)',
  tags: ['company'],
  access: anyOf('p_company_users_assign_role'),
  schemas: { params: roleParams, response: { 204: z.null(), 404: errorBody } },
});
export * from './com-packages.ts';
export * from './providers.ts';
export * from './requests.ts';
