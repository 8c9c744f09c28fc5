import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../kernel/db/columns.ts';

/**
 * Every mail and SMS the product writes. Mail is delivered by SMTP when SMTP_URL is set; SMS waits for a
 * provider adapter. Both are readable by admins in any case (`/api/dev/outbox`).
 */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    /** An email address, or an international phone number for SMS. */
    to: text('to').notNull(),
    /** Empty for SMS. */
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to), index('mail_outbox_unsent_idx').on(t.sentAt)],
);

/** Files sent with a mail (a report's PDF and CSV), in order; they go with their mail. */
export const outboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_outbox_attachments_mail_idx').on(t.mailId)],
);
