import type { support as contract } from '@atrium/contracts';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

const company = (name: string) => integer(name).references(() => companies.id, { onDelete: 'cascade' });
const user = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * One conversation per customer and the company that serves it; `providerCompanyId` null is the platform's
 * support (a direct customer). Kept per provider so a customer that changes integrator does not hand its
 * history to the new one.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    customerCompanyId: company('customer_company_id').notNull(),
    providerCompanyId: company('provider_company_id'),
    lastMessageAt: at('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('support_conversations_pair_uq').on(t.customerCompanyId, t.providerCompanyId).nullsNotDistinct(),
    index('support_conversations_provider_idx').on(t.providerCompanyId, t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: user('author_id'),
    /** The author wrote for the serving side (integrator or platform support), else for the customer. */
    side: text('side').$type<contract.ChatSide>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Files of a message, kept in the database like layout images; their type was read from their bytes. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').$type<contract.AttachmentType>().notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId)],
);

/** The last message a user has read in a conversation: everything after it is unread for them. */
export const supportReadMarkers = pgTable(
  'support_read_markers',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** Links are ids checked against the customer when written, without foreign keys (rows of other modules). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    customerCompanyId: company('customer_company_id').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority').$type<contract.TicketPriority>().notNull(),
    state: text('state').$type<contract.TicketState>().notNull().default('open'),
    assigneeId: user('assignee_id'),
    createdBy: user('created_by'),
    deviceId: integer('device_id'),
    alarmId: integer('alarm_id'),
    orderId: integer('order_id'),
    jobCardId: integer('job_card_id'),
    dueAt: at('due_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('support_tickets_customer_idx').on(t.customerCompanyId, t.state)],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: user('author_id'),
    fromSupport: boolean('from_support').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);
