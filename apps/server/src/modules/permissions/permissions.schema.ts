import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

/** A named set of permission keys. System roles are seeded; companies may add their own later. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  app: text('app'),
  description: text('description').notNull().default(''),
  permissions: text('permissions').array().notNull(),
  system: boolean('system').notNull().default(true),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** Access ends at this time (company user expiration); null = no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * Abilities (R111): what a user may do in one app on one entity (a structure, a device group…), as
 * module → actions. `*` stands for any entity or action. Written by the modules that own the entities.
 */
export const userAbilities = pgTable(
  'user_abilities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    app: text('app').notNull(),
    entityId: text('entity_id').notNull(),
    module: text('module').notNull(),
    actions: text('actions').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_abilities_key').on(t.userId, t.app, t.entityId, t.module)],
);
