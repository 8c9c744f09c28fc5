import type { support } from '@atrium/contracts';
import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import type { UploadedFile } from './attachments.ts';
import { emitSupportMessage } from './chat-events.ts';
import { providerOf, servedBy } from './serving.ts';
import {
  supportAttachments,
  supportConversations,
  supportMessages,
  supportReadMarkers,
} from './support.schema.ts';

type ConversationRow = typeof supportConversations.$inferSelect;

/**
 * The side the caller is on in a conversation, or a 404: its customer's users are the customer side; the
 * serving side is the provider's users while it still serves that customer, and system admins (the
 * platform's support).
 */
async function sideIn(db: DbOrTx, ctx: RequestContext, row: ConversationRow): Promise<support.ChatSide> {
  const user = userOf(ctx);
  if (user.companyId !== null && user.companyId === row.customerCompanyId) return 'customer';
  if (user.isAdmin) return 'provider';
  if (
    row.providerCompanyId !== null &&
    user.companyId === row.providerCompanyId &&
    (await providerOf(db, row.customerCompanyId)) === row.providerCompanyId
  )
    return 'provider';
  throw notFound('Conversation');
}

async function conversationFor(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  if (!row) throw notFound('Conversation');
  return { row, side: await sideIn(db, ctx, row) };
}

/** A 404 unless the caller is on a side of the conversation. */
export const checkConversation = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  void (await conversationFor(db, ctx, id));

const customerCo = alias(companies, 'customer_co');
const providerCo = alias(companies, 'provider_co');
const otherSide = (side: support.ChatSide): support.ChatSide =>
  side === 'customer' ? 'provider' : 'customer';

/** Messages of the other side after the caller's read marker in conversation `conversationId`. */
const unreadOf = (userId: number, side: support.ChatSide) =>
  sql<number>`(select count(*) from ${supportMessages} m where m.conversation_id = ${supportConversations.id}
    and m.side = ${otherSide(side)} and m.id > coalesce((select r.last_read_id from ${supportReadMarkers} r
    where r.conversation_id = ${supportConversations.id} and r.user_id = ${userId}), 0))`.mapWith(Number);

async function listWhere(db: DbOrTx, userId: number, side: support.ChatSide, where: SQL | undefined) {
  const rows = await db
    .select({
      id: supportConversations.id,
      customerId: customerCo.id,
      customerName: customerCo.name,
      providerId: providerCo.id,
      providerName: providerCo.name,
      lastMessageAt: supportConversations.lastMessageAt,
      lastMessage: sql<
        string | null
      >`(select m.body from ${supportMessages} m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`,
      unread: unreadOf(userId, side),
    })
    .from(supportConversations)
    .innerJoin(customerCo, eq(customerCo.id, supportConversations.customerCompanyId))
    .leftJoin(providerCo, eq(providerCo.id, supportConversations.providerCompanyId))
    .where(where)
    .orderBy(sql`${supportConversations.lastMessageAt} desc nulls last`, desc(supportConversations.id))
    .limit(500);
  return rows.map(
    (r): support.Conversation => ({
      id: r.id,
      customer: { id: r.customerId, name: r.customerName },
      provider: r.providerId === null ? null : { id: r.providerId, name: r.providerName ?? '' },
      lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
      lastMessage: r.lastMessage,
      unread: r.unread,
    }),
  );
}

/**
 * The caller's conversations: a customer's own; an integrator's with the customers it serves now; a system
 * admin's with the direct customers (the platform's support).
 */
export async function listConversations(db: DbOrTx, ctx: RequestContext) {
  const user = userOf(ctx);
  let data: support.Conversation[] = [];
  if (user.companyId !== null) {
    const own = await listWhere(
      db,
      user.id,
      'customer',
      eq(supportConversations.customerCompanyId, user.companyId),
    );
    const served = await listWhere(
      db,
      user.id,
      'provider',
      and(
        eq(supportConversations.providerCompanyId, user.companyId),
        servedBy(supportConversations.customerCompanyId, user.companyId),
      ),
    );
    data = [...own, ...served];
  } else if (user.isAdmin) {
    data = await listWhere(db, user.id, 'provider', isNull(supportConversations.providerCompanyId));
  }
  return { data, unread: data.reduce((sum, c) => sum + c.unread, 0) };
}

/**
 * Finds or opens the conversation of a customer with whoever serves it now: the caller's own company when
 * no customer is named, else a customer the caller serves (404 otherwise).
 */
export async function openConversation(db: DbOrTx, ctx: RequestContext, customerId?: number) {
  const user = userOf(ctx);
  const customer = customerId ?? user.companyId;
  if (customer === null) throw new ValidationError([{ param: 'customerId', msg: 'Required' }]);
  const provider = await providerOf(db, customer);
  const mine = user.companyId === customer;
  if (!mine && !user.isAdmin && (provider === null || provider !== user.companyId)) throw notFound('Company');
  await db
    .insert(supportConversations)
    .values({ customerCompanyId: customer, providerCompanyId: provider })
    .onConflictDoNothing();
  const pair = and(
    eq(supportConversations.customerCompanyId, customer),
    provider === null
      ? isNull(supportConversations.providerCompanyId)
      : eq(supportConversations.providerCompanyId, provider),
  );
  const [found] = await listWhere(db, user.id, mine ? 'customer' : 'provider', pair);
  if (!found) throw notFound('Conversation');
  return found;
}

async function attachmentsOf(db: DbOrTx, messageIds: number[]) {
  if (messageIds.length === 0) return new Map<number, support.Attachment[]>();
  const rows = await db
    .select({
      id: supportAttachments.id,
      messageId: supportAttachments.messageId,
      fileName: supportAttachments.fileName,
      contentType: supportAttachments.contentType,
      size: supportAttachments.size,
    })
    .from(supportAttachments)
    .where(inArray(supportAttachments.messageId, messageIds))
    .orderBy(supportAttachments.id);
  const byMessage = new Map<number, support.Attachment[]>();
  for (const { messageId, ...a } of rows) byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), a]);
  return byMessage;
}

const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

async function messagesWhere(db: DbOrTx, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      id: supportMessages.id,
      conversationId: supportMessages.conversationId,
      authorId: supportMessages.authorId,
      authorName,
      side: supportMessages.side,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(where)
    .orderBy(desc(supportMessages.id))
    .limit(limit);
  const files = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(
    (r): support.ChatMessage => ({
      id: r.id,
      conversationId: r.conversationId,
      author: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
      side: r.side,
      body: r.body,
      attachments: files.get(r.id) ?? [],
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

/** A page of messages, newest first, older than `before` (keyset on the id). */
export async function listMessages(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  query: { before?: number; limit: number },
): Promise<support.MessagesPage> {
  await conversationFor(db, ctx, id);
  const data = await messagesWhere(
    db,
    and(
      eq(supportMessages.conversationId, id),
      query.before === undefined ? undefined : lt(supportMessages.id, query.before),
    ),
    query.limit + 1,
  );
  const more = data.length > query.limit;
  const page = more ? data.slice(0, query.limit) : data;
  return { data: page, nextBefore: more ? (page.at(-1)?.id ?? null) : null };
}

/**
 * Posts a message (text and at most one checked file) and pushes it to both sides' rooms. The author's own
 * read marker moves past it: one's own messages are never unread.
 */
export async function postMessage(
  database: Database,
  ctx: RequestContext,
  id: number,
  input: { body: string; file: UploadedFile | null },
): Promise<support.ChatMessage> {
  const { db } = database;
  const user = userOf(ctx);
  const { row, side } = await conversationFor(db, ctx, id);
  if (input.body === '' && !input.file)
    throw new ValidationError([{ param: 'body', msg: 'Message Is Required' }]);
  const messageId = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(supportMessages)
      .values({ conversationId: id, authorId: user.id, side, body: input.body })
      .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
    if (!message) throw new Error('message not stored');
    if (input.file)
      await tx.insert(supportAttachments).values({
        messageId: message.id,
        fileName: input.file.fileName,
        contentType: input.file.contentType,
        size: input.file.data.length,
        data: input.file.data,
      });
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: message.createdAt })
      .where(eq(supportConversations.id, id));
    await markUpTo(tx, id, user.id, message.id);
    return message.id;
  });
  const [message] = await messagesWhere(db, eq(supportMessages.id, messageId), 1);
  if (!message) throw notFound('Message');
  emitSupportMessage(database, {
    conversationId: id,
    customerId: row.customerCompanyId,
    providerId: row.providerCompanyId,
    message,
  });
  return message;
}

async function markUpTo(db: DbOrTx, conversationId: number, userId: number, lastReadId: number) {
  await db
    .insert(supportReadMarkers)
    .values({ conversationId, userId, lastReadId })
    .onConflictDoUpdate({
      target: [supportReadMarkers.conversationId, supportReadMarkers.userId],
      set: { lastReadId: sql`greatest(${supportReadMarkers.lastReadId}, excluded.last_read_id)` },
    });
}

/** Marks everything in the conversation read for the caller. */
export async function markRead(db: DbOrTx, ctx: RequestContext, id: number) {
  const user = userOf(ctx);
  await conversationFor(db, ctx, id);
  const [last] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, id))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  if (last) await markUpTo(db, id, user.id, last.id);
  return { unread: 0 as const };
}

/** An attachment's bytes, for a caller on one side of its conversation (404 otherwise). */
export async function readAttachment(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select({
      conversationId: supportMessages.conversationId,
      fileName: supportAttachments.fileName,
      contentType: supportAttachments.contentType,
      data: supportAttachments.data,
    })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(eq(supportAttachments.id, id));
  if (!row) throw notFound('Attachment');
  try {
    await conversationFor(db, ctx, row.conversationId);
  } catch {
    throw notFound('Attachment');
  }
  return row;
}
