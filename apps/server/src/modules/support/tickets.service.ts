import { type ListQuery, type Paged, support } from '@atrium/contracts';
import { and, asc, eq, ilike, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { fleetJobCards } from '../fleet-dispatch/fleet-dispatch.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { providerOf, reachableCustomer, reachableCustomers, sideFor } from './serving.ts';
import { supportTicketMessages, supportTickets } from './support.schema.ts';

type TicketRow = typeof supportTickets.$inferSelect;
type LinkKey = 'deviceId' | 'alarmId' | 'orderId' | 'jobCardId';

/** The table each link names, and how the reply calls a row of it that is not the customer's. */
const LINKS: Record<LinkKey, { table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn }; what: string }> =
  {
    deviceId: { table: devices, what: 'Device' },
    alarmId: { table: alarms, what: 'Alarm' },
    orderId: { table: orders, what: 'Order' },
    jobCardId: { table: fleetJobCards, what: 'Job card' },
  };

const userName = (id: AnyPgColumn) =>
  sql<
    string | null
  >`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from ${users} u where u.id = ${id})`;

const listed = {
  customerName: sql<string>`(select c.name from ${companies} c where c.id = ${supportTickets.customerCompanyId})`,
  assigneeName: userName(supportTickets.assigneeId),
  createdByName: userName(supportTickets.createdBy),
};
type Listed = TicketRow & { customerName: string; assigneeName: string | null; createdByName: string | null };

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toTicket(row: Listed, now = new Date()): support.Ticket {
  const dueAt = row.dueAt.toISOString();
  return {
    id: row.id,
    customer: { id: row.customerCompanyId, name: row.customerName },
    subject: row.subject,
    description: row.description,
    priority: row.priority,
    state: row.state,
    assignee: named(row.assigneeId, row.assigneeName),
    createdBy: named(row.createdBy, row.createdByName),
    deviceId: row.deviceId,
    alarmId: row.alarmId,
    orderId: row.orderId,
    jobCardId: row.jobCardId,
    dueAt,
    overdue: support.isTicketOverdue({ state: row.state, dueAt }, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notDone = notInArray(supportTickets.state, [...support.DONE_TICKET_STATES]);
const overdueSql = and(notDone, sql`${supportTickets.dueAt} < now()`);

export async function listTickets(
  db: DbOrTx,
  ctx: RequestContext,
  query: support.TicketListQuery,
  page: ListQuery<(typeof support.TICKET_SORTS)[number]>,
): Promise<Paged<support.Ticket>> {
  if (query.customerId !== undefined) await reachableCustomer(db, ctx, query.customerId, 'customerId');
  const subject = containsPattern(query.subject);
  const where = and(
    reachableCustomers(ctx, supportTickets.customerCompanyId),
    query.customerId === undefined ? undefined : eq(supportTickets.customerCompanyId, query.customerId),
    query.state === undefined ? undefined : eq(supportTickets.state, query.state),
    query.priority === undefined ? undefined : eq(supportTickets.priority, query.priority),
    query.overdue === undefined
      ? undefined
      : query.overdue === 'true'
        ? overdueSql
        : sql`not (${overdueSql})`,
    subject ? ilike(supportTickets.subject, subject) : undefined,
  );
  const priorityRank = sql`array_position(array['low','normal','high','urgent']::text[], ${supportTickets.priority})`;
  const result = await listPage(
    db,
    supportTickets,
    where,
    page,
    {
      id: supportTickets.id,
      subject: supportTickets.subject,
      priority: priorityRank,
      state: supportTickets.state,
      dueAt: supportTickets.dueAt,
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
    },
    listed,
  );
  const now = new Date();
  return { data: result.data.map((row) => toTicket(row as Listed, now)), totalRecords: result.totalRecords };
}

async function ticketRow(db: DbOrTx, id: number): Promise<Listed> {
  const [row] = await db
    .select({ row: supportTickets, ...listed })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  if (!row) throw notFound('Ticket');
  return {
    ...row.row,
    customerName: row.customerName,
    assigneeName: row.assigneeName,
    createdByName: row.createdByName,
  };
}

/** A ticket the caller is on a side of (404 otherwise), with that side. */
async function ticketFor(db: DbOrTx, ctx: RequestContext, id: number) {
  const row = await ticketRow(db, id);
  try {
    return { row, side: await sideFor(db, ctx, row.customerCompanyId) };
  } catch {
    throw notFound('Ticket');
  }
}

/** A 404 unless the caller is on a side of the ticket. */
export const checkTicket = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  void (await ticketFor(db, ctx, id));

async function messagesOf(db: DbOrTx, ticketId: number): Promise<support.TicketMessage[]> {
  const rows = await db
    .select({ message: supportTicketMessages, authorName: userName(supportTicketMessages.authorId) })
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.id));
  return rows.map(({ message: m, authorName }) => ({
    id: m.id,
    ticketId: m.ticketId,
    author: named(m.authorId, authorName),
    fromSupport: m.fromSupport,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
  }));
}

async function detail(db: DbOrTx, id: number): Promise<support.TicketDetail> {
  return { ...toTicket(await ticketRow(db, id)), messages: await messagesOf(db, id) };
}

export async function getTicket(db: DbOrTx, ctx: RequestContext, id: number) {
  await ticketFor(db, ctx, id);
  return detail(db, id);
}

/** Each named link must be a row of the customer: another company's (or none) is a 404 naming it. */
async function checkLinks(db: DbOrTx, customerId: number, input: Record<LinkKey, number | null>) {
  for (const key of Object.keys(LINKS) as LinkKey[]) {
    const id = input[key];
    if (id === null) continue;
    const { table, what } = LINKS[key];
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, customerId)));
    if (!found) throw notFound(what);
  }
}

export async function createTicket(
  db: DbOrTx,
  ctx: RequestContext,
  input: support.TicketInput,
  onBehalfOf?: number,
) {
  const user = userOf(ctx);
  if (input.customerId !== undefined) await reachableCustomer(db, ctx, input.customerId, 'customerId');
  // The customer named (the body's, else the `on-behalf-of` one, both checked), else the caller's company.
  const customerId = input.customerId ?? onBehalfOf ?? user.companyId;
  if (customerId === null) throw new ValidationError([{ param: 'customerId', msg: 'Required' }]);
  await checkLinks(db, customerId, input);
  const now = new Date();
  const [row] = await db
    .insert(supportTickets)
    .values({
      customerCompanyId: customerId,
      subject: input.subject,
      description: input.description,
      priority: input.priority,
      createdBy: user.id,
      deviceId: input.deviceId,
      alarmId: input.alarmId,
      orderId: input.orderId,
      jobCardId: input.jobCardId,
      dueAt: support.ticketDueAt(now, input.priority),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: supportTickets.id });
  if (!row) throw new Error('ticket not stored');
  return detail(db, row.id);
}

/** The users a ticket of `customerId` may be assigned to: the integrator's, or the system admins. */
function assignable(provider: number | null): SQL {
  return and(
    eq(users.status, 'active'),
    provider === null ? eq(users.isAdmin, true) : eq(users.companyId, provider),
  ) as SQL;
}

export async function listAssignees(db: DbOrTx, ctx: RequestContext, id: number) {
  const { row, side } = await ticketFor(db, ctx, id);
  if (side !== 'provider')
    throw forbidden('Only the serving company assigns tickets', 'NOT_THE_SERVING_COMPANY');
  const provider = await providerOf(db, row.customerCompanyId);
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(assignable(provider))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return rows.map((u) => ({ id: u.id, name: `${u.first} ${u.last}`.trim() }));
}

/**
 * Changes a ticket: its state along the allowed moves (409 for another, or one made meanwhile), and, for the
 * serving side only, its priority (the due time follows) and assignee (a user of the serving company, 418
 * otherwise). A customer may only reopen or close its ticket.
 */
export async function updateTicket(db: DbOrTx, ctx: RequestContext, id: number, patch: support.TicketPatch) {
  const { row, side } = await ticketFor(db, ctx, id);
  if (side === 'customer') {
    if (patch.priority !== undefined || patch.assigneeId !== undefined)
      throw forbidden(
        'Only the serving company changes the priority or the assignee',
        'NOT_THE_SERVING_COMPANY',
      );
    if (patch.state !== undefined && patch.state !== 'open' && patch.state !== 'closed')
      throw forbidden('A customer may only reopen or close its ticket', 'CUSTOMER_REOPENS_OR_CLOSES');
  }
  const changes: Partial<TicketRow> = {};
  if (patch.state !== undefined) {
    const refusal = support.ticketStateError(row.state, patch.state);
    if (refusal) throw new HttpError(409, refusal, 'TICKET_STATE_TRANSITION');
    changes.state = patch.state;
  }
  if (patch.priority !== undefined && patch.priority !== row.priority) {
    changes.priority = patch.priority;
    changes.dueAt = support.ticketDueAt(row.createdAt, patch.priority);
  }
  if (patch.assigneeId !== undefined) {
    if (patch.assigneeId !== null) {
      const provider = await providerOf(db, row.customerCompanyId);
      const [found] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, patch.assigneeId), assignable(provider)));
      if (!found)
        throw new ValidationError([{ param: 'assigneeId', msg: 'Must be a user of the serving company' }]);
    }
    changes.assigneeId = patch.assigneeId;
  }
  const [updated] = await db
    .update(supportTickets)
    .set({ ...changes, updatedAt: new Date() })
    // The state it was read in: two moves at once cannot both pass from the same state.
    .where(and(eq(supportTickets.id, id), eq(supportTickets.state, row.state)))
    .returning({ id: supportTickets.id });
  if (!updated) throw new HttpError(409, 'The ticket was changed meanwhile', 'TICKET_STATE_CHANGED');
  return detail(db, id);
}

export async function postTicketMessage(db: DbOrTx, ctx: RequestContext, id: number, body: string) {
  const user = userOf(ctx);
  const { side } = await ticketFor(db, ctx, id);
  const [row] = await db
    .insert(supportTicketMessages)
    .values({ ticketId: id, authorId: user.id, fromSupport: side === 'provider', body })
    .returning({ id: supportTicketMessages.id });
  await db.update(supportTickets).set({ updatedAt: new Date() }).where(eq(supportTickets.id, id));
  const messages = await messagesOf(db, id);
  const message = messages.find((m) => m.id === row?.id);
  if (!message) throw notFound('Message');
  return message;
}
