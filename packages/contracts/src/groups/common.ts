import { z } from 'zod';
import { type AppKey, appPermission } from '../apps/index.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { customerIdSchema, description, listQuery, placeName } from '../places/common.ts';

/** Pieces both kinds of group share (spec §3 permission group and notification group). */

export type GroupAction = 'view' | 'create' | 'update' | 'delete';
export const groupPermissionOf = (app: AppKey, action: GroupAction) => appPermission(app, 'groups', action);
export const groupPermission = (action: GroupAction) => groupPermissionOf('swam', action);

export const MAX_GROUP_USERS = 500;
export const MAX_GROUP_RESOURCES = 500;

/** What a group covers: devices, or structures (every device placed in them). None: every device of the company. */
export const RESOURCE_TYPES = ['device', 'structure'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const resourceInput = z.strictObject({
  type: z.enum(RESOURCE_TYPES, { error: 'Must be device or structure' }),
  id: recordId,
});
export type ResourceInput = z.output<typeof resourceInput>;

const unique = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

export const groupBase = z.strictObject({
  name: placeName,
  description: description.default(''),
  users: z
    .array(recordId, { error: 'Required' })
    .max(MAX_GROUP_USERS, `At Most ${MAX_GROUP_USERS} Users`)
    .refine((ids) => unique(ids, String), 'Each User Only Once')
    .default([]),
  resources: z
    .array(resourceInput, { error: 'Required' })
    .max(MAX_GROUP_RESOURCES, `At Most ${MAX_GROUP_RESOURCES} Resources`)
    .refine((items) => unique(items, (r) => `${r.type}:${r.id}`), 'Each Resource Only Once')
    .default([]),
  /** The owner company (one the caller sees); the caller's own company when absent. */
  customerId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT),
});

export const groupUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type GroupUser = z.infer<typeof groupUser>;
export const resource = z.object({ type: z.enum(RESOURCE_TYPES), id: z.number().int(), name: z.string() });
export type Resource = z.infer<typeof resource>;

export const groupReply = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  users: z.array(groupUser),
  resources: z.array(resource),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const GROUP_SORTS = ['id', 'name', 'createdAt', 'updatedAt'] as const;
export const groupParams = z.object({ id: recordId });
export const groupFilters = {
  customerId: customerIdSchema.optional(),
  /** Groups this user is in. */
  userId: recordId.optional(),
};
export const groupListQuery = listQuery(GROUP_SORTS).extend(groupFilters);
export const deleted = z.object({ data: z.object({ id: z.number() }) });
