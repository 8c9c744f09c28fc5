import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../kernel/db/columns.ts';

/** Small facts about this installation, e.g. when the demo data was seeded. */
export const systemMeta = pgTable('system_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
