import { z } from 'zod';
import { authenticated, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';

export * from './abilities.ts';
export * from './access-rules.ts';
export * from './catalogue.ts';
export * from './codec.ts';

/** The response header carrying the caller's permissions (spec §6, R107). */
export const PERMISSIONS_HEADER = 'permissions';

const permission = z.object({
  key: z.string(),
  kind: z.enum(['module', 'subModule', 'action']),
  parent: z.string().nullable(),
  label: z.string(),
  dependsOn: z.array(z.string()),
});
type Node = z.infer<typeof permission> & { children: Node[] };
const node: z.ZodType<Node> = permission.extend({ children: z.lazy(() => z.array(node)) });

export const role = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  app: z.string().nullable(),
  description: z.string(),
  permissions: z.array(z.string()),
});
export type Role = z.infer<typeof role>;

const idParam = z.object({
  id: recordId,
});

export const flat = defineEndpoint({
  method: 'GET',
  path: '/permissions/flat',
  summary: 'Every permission of the catalogue, flat (spec §6, R104)',
  tags: ['permissions'],
  access: authenticated,
  schemas: { response: { 200: z.object({ data: z.array(permission), totalRecords: z.number() }) } },
});

export const tree = defineEndpoint({
  method: 'GET',
  path: '/permissions/hierarchy',
  summary: 'The catalogue as modules → sub-modules → actions',
  tags: ['permissions'],
  access: authenticated,
  schemas: { response: { 200: z.object({ data: z.array(node) }) } },
});

export const systemRoles = defineEndpoint({
  method: 'GET',
  path: '/permissions/system-roles/all',
  summary: 'The system roles (spec §6 named roles)',
  tags: ['permissions'],
  access: authenticated,
  schemas: { response: { 200: z.object({ data: z.array(role), totalRecords: z.number() }) } },
});

export const systemRole = defineEndpoint({
  method: 'GET',
  path: '/permissions/system-roles/:id',
  summary: 'One system role with its permissions',
  tags: ['permissions'],
  access: authenticated,
  schemas: { params: idParam, response: { 200: z.object({ data: role }), 404: errorBody } },
});

export const myRoles = defineEndpoint({
  method: 'GET',
  path: '/permissions/user-roles/all',
  summary: "The caller's roles",
  tags: ['permissions'],
  access: authenticated,
  schemas: { response: { 200: z.object({ data: z.array(role), totalRecords: z.number() }) } },
});
