import { support, toFieldErrors } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../kernel/http/errors.ts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { readMessageUpload } from './attachments.ts';
import {
  checkConversation,
  listConversations,
  listMessages,
  markRead,
  openConversation,
  postMessage,
  readAttachment,
} from './chat.service.ts';
import {
  createTicket,
  getTicket,
  listAssignees,
  listTickets,
  postTicketMessage,
  updateTicket,
} from './tickets.service.ts';

/** The text and file of a new message: a multipart form (text optional beside a file), or JSON `{ body }`. */
async function messageOf(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const json = support.messageInput.safeParse(request.body);
    if (!json.success) throw new ValidationError(toFieldErrors(json.error));
    return { body: json.data.body, file: null };
  }
  const upload = await readMessageUpload(request);
  const text = (upload.file ? support.messageText : support.messageInput.shape.body).safeParse(upload.body);
  if (!text.success)
    throw new ValidationError([{ param: 'body', msg: text.error.issues[0]?.message ?? 'Invalid value' }]);
  return { body: text.data, file: upload.file };
}

const { chatEndpoints: chat, ticketEndpoints: tickets } = support;

/** Support chat (conversations, messages, attachments, read markers) and tickets. */
export const supportRoutes = (deps: AppDeps) => {
  const { database } = deps;
  const { db } = database;
  return [
    defineRoute(chat.conversations, async ({ ctx }) => listConversations(db, ctx)),
    defineRoute(chat.open, async ({ ctx, body }) => ({
      data: await openConversation(db, ctx, body.customerId),
    })),
    defineRoute(chat.messages, async ({ ctx, params, query }) => listMessages(db, ctx, params.id, query)),
    defineRoute(
      chat.post,
      async ({ ctx, params, request, reply }) => {
        const message = await postMessage(database, ctx, params.id, await messageOf(request));
        return reply.code(201).send({ data: message });
      },
      {
        // Another company's conversation is a 404 before its upload is read: nothing of it is taken in.
        precheck: async (request) => {
          const id = Number((request.params as { id?: string }).id);
          if (Number.isSafeInteger(id) && id > 0) await checkConversation(db, request.ctx, id);
        },
      },
    ),
    defineRoute(chat.read, async ({ ctx, params }) => ({ data: await markRead(db, ctx, params.id) })),
    defineRoute(chat.attachment, async ({ ctx, params, reply }) => {
      const file = await readAttachment(db, ctx, params.id);
      reply
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`);
      return reply.type(file.contentType).send(file.data);
    }),
    defineRoute(tickets.list, async ({ ctx, query }) =>
      listTickets(
        db,
        ctx,
        query,
        parseListQuery(query, {
          sortable: support.TICKET_SORTS,
          defaultSort: [{ field: 'updatedAt', direction: 'desc' }],
        }),
      ),
    ),
    defineRoute(tickets.get, async ({ ctx, params }) => ({ data: await getTicket(db, ctx, params.id) })),
    defineRoute(tickets.create, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await createTicket(db, ctx, body) }),
    ),
    defineRoute(tickets.update, async ({ ctx, params, body }) => ({
      data: await updateTicket(db, ctx, params.id, body),
    })),
    defineRoute(tickets.message, async ({ ctx, params, body, reply }) =>
      reply.code(201).send({ data: await postTicketMessage(db, ctx, params.id, body.body) }),
    ),
    defineRoute(tickets.assignees, async ({ ctx, params }) => ({
      data: await listAssignees(db, ctx, params.id),
    })),
  ];
};
