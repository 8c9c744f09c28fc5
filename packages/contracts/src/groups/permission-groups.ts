import { z } from 'zod';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { PERMISSIONS } from '../permissions/catalogue.ts';
import { deleted, groupBase, groupListQuery, groupParams, groupPermission, groupReply } from './common.ts';

/**
 * Permission groups (spec §3): permissions as module → actions, granted to the group's users within the
 * group's company. Only the sensor-solution app's keys (`p_swam_*`) may be granted.
 */

/** The grantable scopes (`swam`, `swam_devices`, …) with their actions, from the catalogue. */
export const GROUP_PERMISSION_SCOPES: Readonly<Record<string, readonly string[]>> = (() => {
  const scopes: Record<string, string[]> = {};
  for (const p of PERMISSIONS) {
    if (p.kind !== 'action' || !p.key.startsWith('p_swam')) continue;
    const parent = p.parent ?? '';
    const scope = parent.replace(/^(m|sm)_/, '');
    const action = p.key.slice(`p_${scope}_`.length);
    scopes[scope] = [...(scopes[scope] ?? []), action];
  }
  return scopes;
})();

export const groupPermissionKey = (scope: string, action: string) => `p_${scope}_${action}`;

/** The catalogue keys of a module → actions map (unknown pairs are left out: the schema refuses them). */
export const permissionKeysOf = (map: Record<string, readonly string[]>) =>
  Object.entries(map).flatMap(([scope, actions]) => actions.map((a) => groupPermissionKey(scope, a)));

/** The module → actions map of a list of keys (the inverse of `permissionKeysOf` for grantable keys). */
export function permissionMapOf(keys: Iterable<string>): Record<string, string[]> {
  const set = new Set(keys);
  const map: Record<string, string[]> = {};
  for (const [scope, actions] of Object.entries(GROUP_PERMISSION_SCOPES)) {
    const held = actions.filter((a) => set.has(groupPermissionKey(scope, a)));
    if (held.length > 0) map[scope] = held;
  }
  return map;
}

export const permissionMap = z
  .record(z.string(), z.array(z.string(), { error: 'Must be a list of actions' }), {
    error: 'Must be a map of modules to actions',
  })
  .superRefine((map, issue) => {
    for (const [scope, actions] of Object.entries(map)) {
      const known = GROUP_PERMISSION_SCOPES[scope];
      if (!known) {
        issue.addIssue({ code: 'custom', path: [scope], message: 'Not a Module of This App' });
        continue;
      }
      const unknown = actions.filter((a) => !known.includes(a));
      if (unknown.length > 0)
        issue.addIssue({ code: 'custom', path: [scope], message: `Unknown Actions: ${unknown.join(', ')}` });
    }
  });

export const permissionGroupForm = groupBase.extend({ permissions: permissionMap.default({}) });
export type PermissionGroupForm = z.input<typeof permissionGroupForm>;
export type PermissionGroupValues = z.output<typeof permissionGroupForm>;

export const permissionGroup = z.object({
  ...groupReply,
  permissions: z.record(z.string(), z.array(z.string())),
});
export type PermissionGroup = z.infer<typeof permissionGroup>;

const one = z.object({ data: permissionGroup });
const tags = ['groups'];

export const listPermissionGroups = defineEndpoint({
  method: 'GET',
  path: '/swam/permissions-group',
  summary: 'Permission groups of the caller’s company (customerId for another one it sees); name searches',
  tags,
  access: anyOf(groupPermission('view')),
  schemas: {
    querystring: groupListQuery,
    headers: tenancyHeaders,
    response: { 200: paged(permissionGroup), ...bad },
  },
});

export const getPermissionGroup = defineEndpoint({
  method: 'GET',
  path: '/swam/permissions-group/:id',
  summary: 'One permission group',
  tags,
  access: anyOf(groupPermission('view')),
  schemas: { params: groupParams, response: { 200: one, ...bad } },
});

export const createPermissionGroup = defineEndpoint({
  method: 'POST',
  path: '/swam/permissions-group',
  summary:
    'Creates a permission group; users and resources must be of its company, permissions ones the caller holds',
  tags,
  access: anyOf(groupPermission('create')),
  schemas: {
    querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
    headers: tenancyHeaders,
    body: permissionGroupForm,
    response: { 201: one, ...bad },
  },
});

export const updatePermissionGroup = defineEndpoint({
  method: 'PUT',
  path: '/swam/permissions-group/:id',
  summary: 'Replaces a permission group',
  tags,
  access: anyOf(groupPermission('update')),
  schemas: {
    params: groupParams,
    body: permissionGroupForm.omit({ customerId: true }),
    response: { 200: one, ...bad },
  },
});

export const deletePermissionGroup = defineEndpoint({
  method: 'DELETE',
  path: '/swam/permissions-group/:id',
  summary: 'Removes a permission group; its users lose what only it granted',
  tags,
  access: anyOf(groupPermission('delete')),
  schemas: { params: groupParams, response: { 200: deleted, ...bad } },
});
