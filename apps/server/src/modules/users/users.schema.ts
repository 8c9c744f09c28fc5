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
import { createdAt, timestamps, updatedAt } from '../../kernel/db/columns.ts';
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
    /** A verified mobile number ('+' and digits); set only by a code texted to it. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_company_idx').on(t.companyId),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

/**
 * Codes texted to verify a phone number: only an HMAC of the code is kept; a code expires, is used once,
 * allows a few wrong tries, and is superseded by the next one sent.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, or when a newer code replaces it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId, t.createdAt)],
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
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
