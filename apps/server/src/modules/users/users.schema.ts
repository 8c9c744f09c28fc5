import type { auth } from '@atrium/contracts';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-case; the contract's email schema normalises input. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    adminType: text('admin_type').$type<auth.AdminType>(),
    fleetRole: text('fleet_role'),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    /** Null until the owner of the address confirms it; unverified users cannot sign in. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** TOTP secret, AES-GCM sealed (kernel/auth/secrets.ts); set while pending and once enabled. */
    tfaSecret: text('tfa_secret'),
    tfaEnabled: boolean('tfa_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId)],
);

/** Per-user preferences (spec §7 User/parameter): a key and JSON text. */
export const userParameters = pgTable(
  'user_parameters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
