import type { access as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { devices } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Access tokens (credentials): a card, PIN or phone key held by a user. The code is kept only as a keyed
 * hash (HMAC-SHA-256 with the server secret: a PIN's few digits would fall to a plain hash), unique per
 * company and kind so a code presented at a door names one credential.
 */
export const accessCredentials = pgTable(
  'access_credentials',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<contract.CredentialKind>().notNull(),
    label: text('label').notNull(),
    codeHash: text('code_hash').notNull(),
    codeHint: text('code_hint'),
    state: text('state').$type<contract.CredentialState>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    unique('access_credentials_code_uq').on(t.companyId, t.kind, t.codeHash),
    index('access_credentials_company_idx').on(t.companyId, t.id),
    index('access_credentials_user_idx').on(t.userId),
  ],
);

/** Company schedules: weekly windows in a time zone, followed by many scheduled accesses. */
export const accessSchedules = pgTable(
  'access_schedules',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    windows: jsonb('windows').$type<contract.AccessWindow[]>().notNull(),
    ...timestamps(),
  },
  (t) => [index('access_schedules_company_idx').on(t.companyId, t.id)],
);

/**
 * Accesses to doors (locks): fulltime or scheduled for a user or one credential, or a link (public-temporary,
 * onetime) known by the SHA-256 of its token. `uses` counts granted opens; a link's use is taken by one
 * conditional update, so two opens racing for its last use cannot both win.
 */
export const doorAccesses = pgTable(
  'door_accesses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    type: text('type').$type<contract.AccessType>().notNull(),
    doorId: integer('door_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    credentialId: integer('credential_id').references(() => accessCredentials.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id').references(() => accessSchedules.id, { onDelete: 'set null' }),
    windows: jsonb('windows').$type<contract.AccessWindow[]>(),
    timeZone: text('time_zone'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    tokenHash: text('token_hash').unique('door_accesses_token_uq'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('door_accesses_company_idx').on(t.companyId, t.id),
    index('door_accesses_door_idx').on(t.doorId),
    index('door_accesses_user_idx').on(t.userId),
    index('door_accesses_credential_idx').on(t.credentialId),
    check('door_accesses_uses_ck', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);
