import { z } from 'zod';
import { bad, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { groupFilters, groupPermission, groupUser, MAX_GROUP_USERS } from './common.ts';

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

export const listGroups = defineEndpoint({
  method: 'GET',
  path: '/swam/groups',
  summary: 'Permission and notification groups together, by name (userId: the groups of that user)',
  tags: ['groups'],
  access: anyOf(groupPermission('view')),
  schemas: {
    querystring: listQuery(GROUP_SUMMARY_SORTS).extend({
      ...groupFilters,
      kind: z.enum(GROUP_KINDS, { error: 'Must be permission or notification' }).optional(),
    }),
    headers: tenancyHeaders,
    response: { 200: paged(groupSummary), ...bad },
  },
});

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

export const getMemberships = defineEndpoint({
  method: 'GET',
  path: '/swam/groups/user/:userId',
  summary: 'The groups a user of a company the caller sees is in',
  tags: ['groups'],
  access: anyOf(groupPermission('view')),
  schemas: { params: userParams, response: { 200: z.object({ data: memberships }), ...bad } },
});

export const setMemberships = defineEndpoint({
  method: 'PUT',
  path: '/swam/groups/user/:userId',
  summary: 'Puts a user in exactly these groups of their company',
  tags: ['groups'],
  access: anyOf(groupPermission('update')),
  schemas: {
    params: userParams,
    body: membershipsForm,
    response: { 200: z.object({ data: memberships }), ...bad },
  },
});
