import { recordId, support, toFieldErrors } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
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
import { onBehalfOf } from './serving.ts';
import {
  checkTicket,
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
  /** Another company's row named in the path is a 404 before the body is looked at. */
  const precheckBy =
    (check: (db: Db, ctx: RequestContext, id: number) => Promise<void>) =>
    async (request: FastifyRequest) => {
      // A malformed id is left to the schema's 418.
      const id = recordId.safeParse((request.params as { id?: string }).id);
      if (id.success) await check(db, request.ctx, id.data);
    };
  const ticketPrecheck = precheckBy(checkTicket);
  return [
    defineRoute(chat.conversations, async ({ ctx }) => listConversations(db, ctx)),
    defineRoute(chat.open, async ({ ctx, body, request }) => {
      const header = await onBehalfOf(db, ctx, request);
      return { data: await openConversation(db, ctx, body.customerId ?? header) };
    }),
    defineRoute(chat.messages, async ({ ctx, params, query }) => listMessages(db, ctx, params.id, query)),
    defineRoute(
      chat.post,
      async ({ ctx, params, request, reply }) => {
        const message = await postMessage(database, ctx, params.id, await messageOf(request));
        return reply.code(201).send({ data: message });
      },
      // Another company's conversation is a 404 before its upload is read: nothing of it is taken in.
      { precheck: precheckBy(checkConversation) },
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
    defineRoute(tickets.create, async ({ ctx, body, request, reply }) => {
      const header = await onBehalfOf(db, ctx, request);
      return reply.code(201).send({ data: await createTicket(db, ctx, body, header) });
    }),
    defineRoute(
      tickets.update,
      async ({ ctx, params, body }) => ({ data: await updateTicket(db, ctx, params.id, body) }),
      { precheck: ticketPrecheck },
    ),
    defineRoute(
      tickets.message,
      async ({ ctx, params, body, reply }) =>
        reply.code(201).send({ data: await postTicketMessage(db, ctx, params.id, body.body) }),
      { precheck: ticketPrecheck },
    ),
    defineRoute(tickets.assignees, async ({ ctx, params }) => ({
      data: await listAssignees(db, ctx, params.id),
    })),
  ];
};
