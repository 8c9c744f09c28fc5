import { z } from 'zod';
import { appSummary } from '../alarms/alarms.ts';
import { APP_KEYS, APPLICATIONS, type AppKey } from '../apps/index.ts';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { PERMISSIONS } from '../permissions/catalogue.ts';
import {
  deleted,
  type GroupAction,
  groupBase,
  groupListQuery,
  groupParams,
  groupPermissionOf,
  groupReply,
} from './common.ts';

/**
 * Permission groups (spec §3): permissions as module → actions, granted to the group's users within the
 * group's company. A group belongs to one app, and only that app's keys (`p_<app>_*`) may be granted.
 */

type Scopes = Readonly<Record<string, readonly string[]>>;

function scopesOf(app: AppKey): Scopes {
  const scopes: Record<string, string[]> = {};
  for (const p of PERMISSIONS) {
    if (p.kind !== 'action' || !p.key.startsWith(`p_${app}_`)) continue;
    const parent = p.parent ?? '';
    const scope = parent.replace(/^(m|sm)_/, '');
    const action = p.key.slice(`p_${scope}_`.length);
    scopes[scope] = [...(scopes[scope] ?? []), action];
  }
  return scopes;
}

/** Per app, the grantable scopes (`swam`, `swam_devices`, …) with their actions, from the catalogue. */
const SCOPES_BY_APP = Object.fromEntries(APP_KEYS.map((app) => [app, scopesOf(app)])) as Record<
  AppKey,
  Scopes
>;
export const groupPermissionScopesOf = (app: AppKey): Scopes => SCOPES_BY_APP[app];
/** The sensor solution's grantable scopes. */
export const GROUP_PERMISSION_SCOPES: Scopes = SCOPES_BY_APP.swam;

export const groupPermissionKey = (scope: string, action: string) => `p_${scope}_${action}`;

/** The catalogue keys of a module → actions map (unknown pairs are left out: the schema refuses them). */
export const permissionKeysOf = (map: Record<string, readonly string[]>) =>
  Object.entries(map).flatMap(([scope, actions]) => actions.map((a) => groupPermissionKey(scope, a)));

/** The module → actions map of a list of keys (the inverse of `permissionKeysOf` for the app's keys). */
export function permissionMapOf(keys: Iterable<string>, app: AppKey = 'swam'): Record<string, string[]> {
  const set = new Set(keys);
  const map: Record<string, string[]> = {};
  for (const [scope, actions] of Object.entries(groupPermissionScopesOf(app))) {
    const held = actions.filter((a) => set.has(groupPermissionKey(scope, a)));
    if (held.length > 0) map[scope] = held;
  }
  return map;
}

export const permissionMapOfApp = (app: AppKey) =>
  z
    .record(z.string(), z.array(z.string(), { error: 'Must be a list of actions' }), {
      error: 'Must be a map of modules to actions',
    })
    .superRefine((map, issue) => {
      for (const [scope, actions] of Object.entries(map)) {
        const known = groupPermissionScopesOf(app)[scope];
        if (!known) {
          issue.addIssue({ code: 'custom', path: [scope], message: 'Not a Module of This App' });
          continue;
        }
        const unknown = actions.filter((a) => !known.includes(a));
        if (unknown.length > 0)
          issue.addIssue({
            code: 'custom',
            path: [scope],
            message: `Unknown Actions: ${unknown.join(', ')}`,
          });
      }
    });
export const permissionMap = permissionMapOfApp('swam');

export const permissionGroupFormOf = (app: AppKey) =>
  groupBase.extend({ permissions: permissionMapOfApp(app).default({}) });
export const permissionGroupForm = permissionGroupFormOf('swam');
export type PermissionGroupForm = z.input<typeof permissionGroupForm>;
export type PermissionGroupValues = z.output<typeof permissionGroupForm>;

export const permissionGroup = z.object({
  ...groupReply,
  permissions: z.record(z.string(), z.array(z.string())),
});
export type PermissionGroup = z.infer<typeof permissionGroup>;

const one = z.object({ data: permissionGroup });
const tags = ['groups'];

export function permissionGroupEndpointsOf(app: AppKey) {
  const base = `${APPLICATIONS[app].apiPrefix}/permissions-group`;
  const s = (summary: string) => appSummary(app, summary);
  const access = (action: GroupAction) => anyOf(groupPermissionOf(app, action));
  const form = permissionGroupFormOf(app);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      summary: s(
        'Permission groups of the caller’s company (customerId for another one it sees); name searches',
      ),
      tags,
      access: access('view'),
      schemas: {
        querystring: groupListQuery,
        headers: tenancyHeaders,
        response: { 200: paged(permissionGroup), ...bad },
      },
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: s('One permission group'),
      tags,
      access: access('view'),
      schemas: { params: groupParams, response: { 200: one, ...bad } },
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      summary: s(
        'Creates a permission group; users and resources must be of its company, permissions ones the caller holds',
      ),
      tags,
      access: access('create'),
      schemas: {
        querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
        headers: tenancyHeaders,
        body: form,
        response: { 201: one, ...bad },
      },
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      summary: s('Replaces a permission group'),
      tags,
      access: access('update'),
      schemas: {
        params: groupParams,
        body: form.omit({ customerId: true }),
        response: { 200: one, ...bad },
      },
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: s('Removes a permission group; its users lose what only it granted'),
      tags,
      access: access('delete'),
      schemas: { params: groupParams, response: { 200: deleted, ...bad } },
    }),
  };
}
export type PermissionGroupEndpoints = ReturnType<typeof permissionGroupEndpointsOf>;

const swam = permissionGroupEndpointsOf('swam');
export const listPermissionGroups = swam.list;
export const getPermissionGroup = swam.get;
export const createPermissionGroup = swam.create;
export const updatePermissionGroup = swam.update;
export const deletePermissionGroup = swam.delete;
