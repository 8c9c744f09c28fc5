import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the product writes; delivered by SMTP when SMTP_URL is set, readable by admins in any case. */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to), index('mail_outbox_unsent_idx').on(t.sentAt)],
);
