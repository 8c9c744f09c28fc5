import type { metrowatch as contract } from '@atrium/contracts';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../kernel/db/columns.ts';
import { devices } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Commands sent to Metro Watch devices over MQTT (`devices/<serial>/commands`) and what became of them:
 * queued → sent → acknowledged | failed (the device's ack) | expired (no ack within COMMAND_TIMEOUT_MS).
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    /** Also the `id` of the MQTT message, which the device's ack repeats. */
    id: uuid('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    command: text('command').$type<contract.CommandName>().notNull(),
    /** As shown in the log: secrets masked (the payload sent carried them). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<contract.CommandState>().notNull().default('queued'),
    message: text('message'),
    source: text('source').$type<contract.CommandSource>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    /** Expired is not stored: an open command older than COMMAND_TIMEOUT_MS reads as expired. */
    ackedAt: at('acked_at'),
  },
  (t) => [
    index('device_commands_device_idx').on(t.deviceId, t.createdAt),
    index('device_commands_open_idx').on(t.state, t.createdAt),
  ],
);
