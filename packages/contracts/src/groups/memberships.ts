import { z } from 'zod';
import { appSummary } from '../alarms/alarms.ts';
import { APPLICATIONS, type AppKey } from '../apps/index.ts';
import { bad, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { groupFilters, groupPermissionOf, groupUser, MAX_GROUP_USERS } from './common.ts';

/** Both kinds of group in one list, and one user's memberships (the add-user and edit-user screens). */

export const GROUP_KINDS = ['permission', 'notification'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
export const GROUP_SUMMARY_SORTS = ['name', 'createdAt'] as const;

export const groupSummary = z.object({
  kind: z.enum(GROUP_KINDS),
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  usersCount: z.number().int(),
});
export type GroupSummary = z.infer<typeof groupSummary>;

const ids = z
  .array(recordId, { error: 'Required' })
  .max(MAX_GROUP_USERS, `At Most ${MAX_GROUP_USERS} Groups`)
  .refine((list) => new Set(list).size === list.length, 'Each Group Only Once');

export const membershipsForm = z.strictObject({ permissionGroups: ids, notificationGroups: ids });
export type MembershipsForm = z.input<typeof membershipsForm>;

export const memberships = z.object({
  user: groupUser,
  permissionGroups: z.array(z.number().int()),
  notificationGroups: z.array(z.number().int()),
});
export type Memberships = z.infer<typeof memberships>;

const userParams = z.object({ userId: recordId });

export function membershipEndpointsOf(app: AppKey) {
  const prefix = APPLICATIONS[app].apiPrefix;
  const s = (summary: string) => appSummary(app, summary);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${prefix}/groups`,
      summary: s('Permission and notification groups together, by name (userId: the groups of that user)'),
      tags: ['groups'],
      access: anyOf(groupPermissionOf(app, 'view')),
      schemas: {
        querystring: listQuery(GROUP_SUMMARY_SORTS).extend({
          ...groupFilters,
          kind: z.enum(GROUP_KINDS, { error: 'Must be permission or notification' }).optional(),
        }),
        headers: tenancyHeaders,
        response: { 200: paged(groupSummary), ...bad },
      },
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${prefix}/groups/user/:userId`,
      summary: s('The groups a user of a company the caller sees is in'),
      tags: ['groups'],
      access: anyOf(groupPermissionOf(app, 'view')),
      schemas: { params: userParams, response: { 200: z.object({ data: memberships }), ...bad } },
    }),
    set: defineEndpoint({
      method: 'PUT',
      path: `${prefix}/groups/user/:userId`,
      summary: s('Puts a user in exactly these groups of their company'),
      tags: ['groups'],
      access: anyOf(groupPermissionOf(app, 'update')),
      schemas: {
        params: userParams,
        body: membershipsForm,
        response: { 200: z.object({ data: memberships }), ...bad },
      },
    }),
  };
}
export type MembershipEndpoints = ReturnType<typeof membershipEndpointsOf>;

const swam = membershipEndpointsOf('swam');
export const listGroups = swam.list;
export const getMemberships = swam.get;
export const setMemberships = swam.set;
