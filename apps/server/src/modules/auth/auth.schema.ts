import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../kernel/db/columns.ts';
import { users } from '../users/users.schema.ts';

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each use rotates the token inside its family;
 * presenting a rotated token again revokes the family (RFC 9700 §4.14.2).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** The user acting as `userId` in this family (secondary session), kept through rotation. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Single-use, expiring links sent by mail (password reset, first password, email verification). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'reset-password' | 'set-password' | 'verify-account'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

/** Every sign-in attempt: the access log of a user, and the counter behind the per-account lock. */
export const sessionLog = pgTable(
  'session_log',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    success: boolean('success').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_log_email_time_idx').on(t.email, t.createdAt),
    index('session_log_user_idx').on(t.userId),
  ],
);
