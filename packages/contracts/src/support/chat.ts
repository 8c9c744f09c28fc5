import { z } from 'zod';
import { authenticated, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { routeCheckedBody } from '../kernel/route-checked-body.ts';

/**
 * Support chat (spec §2 core `chat`, issue 22): one conversation between a customer and the company that
 * serves it (its integrator, or the platform's support for a direct customer). Messages carry text and
 * optional attachments (images and PDF, typed by their bytes), are paged newest first by id, and are pushed
 * live (`support:message`) to both sides' rooms.
 */

export const CHAT_SIDES = ['customer', 'provider'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** The multipart fields of a message: its text and one optional file. */
export const MESSAGE_FILE_FIELD = 'file';

const named = z.object({ id: z.number().int(), name: z.string() });

export const conversation = z.object({
  id: z.number().int(),
  customer: named,
  /** The serving company; null for the platform's support. */
  provider: named.nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessage: z.string().nullable(),
  /** Messages of the other side the caller has not read. */
  unread: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversation>;

export const attachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachment>;

export const chatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: named.nullable(),
  side: z.enum(CHAT_SIDES),
  body: z.string(),
  attachments: z.array(attachment),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Keyset paging: messages older than `before` (a message id), newest first. */
export const messagesQuery = z.object({
  before: recordId.optional(),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(100, 'Must be at most 100')
    .default(30),
});
export const messagesPage = z.object({
  data: z.array(chatMessage),
  /** The `before` of the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPage>;

export const MESSAGE_BODY_MAX = 5000;
/** The text part of a message (the multipart field `body`); a message with files may have no text. */
export const messageText = z
  .string()
  .trim()
  .max(MESSAGE_BODY_MAX, `Please Enter At Most ${MESSAGE_BODY_MAX} Characters`);
/** The JSON form of a new message; with files, the same `body` as a multipart field beside `files`. */
export const messageInput = z.strictObject({
  body: messageText.min(1, 'Message Is Required'),
});

/** Opens (or finds) a conversation: the serving side names the customer, a customer names none. */
export const openInput = z.strictObject({ customerId: recordId.optional() });

/** The socket event of a new message, to the customer's and the provider's rooms. */
export const SUPPORT_MESSAGE_EVENT = 'support:message';
export interface SupportMessageEvent {
  conversationId: number;
  customerId: number;
  providerId: number | null;
  message: ChatMessage;
}

const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };
const params = z.object({ id: recordId });
const tags = ['support'];

export const chatEndpoints = {
  conversations: defineEndpoint({
    method: 'GET',
    path: '/support/conversation',
    summary:
      "Support: the caller's conversations with unread counts (a customer's one with whoever serves it; a provider's with each customer)",
    tags,
    access: authenticated,
    schemas: {
      response: {
        200: z.object({ data: z.array(conversation), unread: z.number().int().nonnegative() }),
        ...bad,
      },
    },
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/support/conversation/:id/message',
    summary: "Support: a conversation's messages, newest first, keyset paged by `before`",
    tags,
    access: authenticated,
    schemas: { params, querystring: messagesQuery, response: { 200: messagesPage, ...bad } },
  }),
  post: defineEndpoint({
    method: 'POST',
    path: '/support/conversation/:id/message',
    summary: `Support: posts a message (JSON, or multipart with its text in "body" and one file in "${MESSAGE_FILE_FIELD}": PNG, JPEG, WebP or PDF by content, at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB)`,
    tags,
    access: authenticated,
    schemas: {
      params,
      body: routeCheckedBody(z.object({ body: messageText, [MESSAGE_FILE_FIELD]: z.file().optional() })),
      consumes: ['application/json', 'multipart/form-data'],
      response: { 201: z.object({ data: chatMessage }), ...bad },
    },
    errors: [413, 415],
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/support/conversation/:id/read',
    summary: 'Support: marks the conversation read up to its newest message for the caller',
    tags,
    access: authenticated,
    schemas: { params, response: { 200: z.object({ data: z.object({ unread: z.literal(0) }) }), ...bad } },
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: '/support/attachment/:id',
    summary: "Support: an attachment's file, with its content type",
    tags,
    access: authenticated,
    produces: [...ATTACHMENT_TYPES],
    schemas: { params, response: { 403: errorBody, 404: errorBody, 418: fieldErrors } },
  }),
  open: defineEndpoint({
    method: 'POST',
    path: '/support/conversation',
    summary:
      "Support: finds or opens a conversation: a customer's with whoever serves it, or the serving side's with a customer it names",
    tags,
    access: authenticated,
    schemas: { body: openInput, response: { 200: z.object({ data: conversation }), ...bad } },
  }),
};
