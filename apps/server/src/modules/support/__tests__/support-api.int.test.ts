import { support } from '@atrium/contracts';
import { count, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../../kernel/db/client.ts';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { alarms } from '../../alarms/alarms.schema.ts';
import { companies } from '../../companies/companies.schema.ts';
import { devices } from '../../devices/devices.schema.ts';
import { attachRealtime, type Realtime } from '../../realtime/realtime.ts';
import { supportMessages, supportTickets } from '../support.schema.ts';

/**
 * Issue 22, support: chat between a customer and the company serving it, with attachments checked by their
 * bytes, read markers and a live push; tickets with their states, assignees, links and isolation.
 */

let k: DemoKit;
let realtime: Realtime;
let url: string;
let rival: { id: number; token: string };
let integratorStaff: { id: number; token: string };
let db: Db;

beforeAll(async () => {
  k = await demoKit({ HOST: '127.0.0.1' });
  db = k.t.deps.database.db;
  realtime = attachRealtime(k.t.app.server, k.t.deps, k.t.app.log);
  url = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  // Another integrator, serving nobody here.
  const [company] = await k.t.deps.database.db
    .insert(companies)
    .values({ name: 'Rival Integrator', email: 'ops@rival-si.test', type: 'Integrator' })
    .returning({ id: companies.id });
  rival = await addCompanyUser(k.t, company?.id ?? 0, 'owner@rival-si.test', 'company_owner');
  integratorStaff = await addCompanyUser(k.t, k.ids.Integrator, 'agent@integrator.test', 'company_owner');
});
afterAll(async () => {
  await realtime.close();
  await k.t.close();
});

const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const asRival = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  k.t.as(rival.token, { method, url: path, ...(body !== undefined && { body }) } as never);

async function conversationOf(customer: 'Customer' | 'School') {
  const list = (await k.call('Integrator', 'GET', '/api/support/conversation')).json() as {
    data: support.Conversation[];
  };
  const found = list.data.find((c) => c.customer.id === k.ids[customer]);
  if (!found) throw new Error(`no conversation with ${customer}`);
  return found;
}

const messageCount = async (conversationId: number) =>
  (
    await db
      .select({ n: count() })
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, conversationId))
  )[0]?.n ?? 0;

/** A multipart body with a `body` field and one file. */
function multipart(text: string, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----support-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${text}\r\n`),
  ];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const postFile = (who: 'Customer' | 'Integrator', id: number, body: ReturnType<typeof multipart>) =>
  k.t.as(k.tokens[who], {
    method: 'POST',
    url: `/api/support/conversation/${id}/message`,
    payload: body.payload,
    headers: body.headers,
  });

describe('[SUPPORT][CHAT] conversations, unread counts and read markers', () => {
  test('the demo customer sees its conversation with its integrator, with the unread answers', async () => {
    const res = await k.call('Customer', 'GET', '/api/support/conversation');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: support.Conversation[]; unread: number };
    const mine = body.data.find((c) => c.customer.id === k.ids.Customer);
    expect(mine?.provider?.id).toBe(k.ids.Integrator);
    expect(mine?.unread).toBe(2);
    expect(body.unread).toBeGreaterThanOrEqual(2);
  });

  test('the integrator sees the conversations of its customers; a rival integrator none of them', async () => {
    const list = (await k.call('Integrator', 'GET', '/api/support/conversation')).json() as {
      data: support.Conversation[];
    };
    expect(list.data.map((c) => c.customer.id)).toEqual(
      expect.arrayContaining([k.ids.Customer, k.ids.School]),
    );
    const theirs = (await asRival('GET', '/api/support/conversation')).json() as {
      data: support.Conversation[];
    };
    expect(theirs.data).toEqual([]);
  });

  test('marking read clears the unread count for that user only', async () => {
    const { id } = await conversationOf('School');
    const before = data<support.Conversation>(
      await k.call('School', 'POST', '/api/support/conversation', {}),
    );
    expect(before.id).toBe(id);
    expect(before.unread).toBe(1);
    expect((await k.call('School', 'POST', `/api/support/conversation/${id}/read`)).statusCode).toBe(200);
    const after = data<support.Conversation>(await k.call('School', 'POST', '/api/support/conversation', {}));
    expect(after.unread).toBe(0);
    // A message from the other side is unread again; one's own never is.
    await k.call('Integrator', 'POST', `/api/support/conversation/${id}/message`, { body: 'One more thing' });
    const again = data<support.Conversation>(await k.call('School', 'POST', '/api/support/conversation', {}));
    expect(again.unread).toBe(1);
    expect((await conversationOf('School')).unread).toBe(0);
  });

  test('history is keyset paged, newest first', async () => {
    const { id } = await conversationOf('Customer');
    const first = (
      await k.call('Customer', 'GET', `/api/support/conversation/${id}/message?limit=2`)
    ).json() as support.MessagesPage;
    expect(first.data).toHaveLength(2);
    expect(first.nextBefore).not.toBeNull();
    const second = (
      await k.call(
        'Customer',
        'GET',
        `/api/support/conversation/${id}/message?limit=2&before=${first.nextBefore}`,
      )
    ).json() as support.MessagesPage;
    const ids = [...first.data, ...second.data].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
  });
});

describe('[SUPPORT][CHAT][PLATFORM] a direct customer talks to the platform support', () => {
  test('a company without an integrator is served by the system admins, not by any integrator', async () => {
    // The demo AMC's parent is the demo Customer, not an integrator: a direct customer of the platform.
    const opened = data<support.Conversation>(await k.call('AMC', 'POST', '/api/support/conversation', {}));
    expect(opened.provider).toBeNull();
    const posted = await k.call('admin', 'POST', `/api/support/conversation/${opened.id}/message`, {
      body: 'Platform support here',
    });
    expect(posted.statusCode).toBe(201);
    expect(data<support.ChatMessage>(posted).side).toBe('provider');
    const again = data<support.Conversation>(await k.call('AMC', 'POST', '/api/support/conversation', {}));
    expect(again.unread).toBe(1);
    const adminList = (await k.call('admin', 'GET', '/api/support/conversation')).json() as {
      data: support.Conversation[];
    };
    expect(adminList.data.map((c) => c.id)).toContain(opened.id);
    expect(
      (await k.call('Integrator', 'GET', `/api/support/conversation/${opened.id}/message`)).statusCode,
    ).toBe(404);
  });
});

describe('[SUPPORT][CHAT][ISOLATION] a company one does not serve', () => {
  test('a rival integrator and another customer get 404 and write nothing', async () => {
    const { id } = await conversationOf('Customer');
    const before = await messageCount(id);
    expect((await asRival('GET', `/api/support/conversation/${id}/message`)).statusCode).toBe(404);
    expect(
      (await asRival('POST', `/api/support/conversation/${id}/message`, { body: 'hi' })).statusCode,
    ).toBe(404);
    expect((await asRival('POST', `/api/support/conversation/${id}/read`)).statusCode).toBe(404);
    expect(
      (await asRival('POST', '/api/support/conversation', { customerId: k.ids.Customer })).statusCode,
    ).toBe(404);
    expect(
      (await k.call('School', 'POST', `/api/support/conversation/${id}/message`, { body: 'x' })).statusCode,
    ).toBe(404);
    expect(await messageCount(id)).toBe(before);
  });

  test('R103: an empty message is a 418 on body; a bad conversation id a 418', async () => {
    const { id } = await conversationOf('Customer');
    const res = await k.call('Customer', 'POST', `/api/support/conversation/${id}/message`, { body: '  ' });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['body: Message Is Required']);
    expect((await k.call('Customer', 'GET', '/api/support/conversation/abc/message')).statusCode).toBe(418);
    // An id past the integer column's range is the schema's 418, never a database error.
    const huge = 2_147_483_648;
    expect(
      (await k.call('Customer', 'POST', `/api/support/conversation/${huge}/message`, { body: 'x' }))
        .statusCode,
    ).toBe(418);
    expect(
      (await k.call('Customer', 'PATCH', `/api/support/ticket/${huge}`, { state: 'closed' })).statusCode,
    ).toBe(418);
  });
});

describe('[SUPPORT][ATTACHMENTS] files checked by their content', () => {
  test('a real PNG is stored and served back with its type, to both sides only', async () => {
    const { id } = await conversationOf('Customer');
    const res = await postFile(
      'Customer',
      id,
      multipart('Photo of the sensor', { name: 'x.bin', type: 'application/octet-stream', data: PNG }),
    );
    expect(res.statusCode).toBe(201);
    const message = data<support.ChatMessage>(res);
    expect(message.attachments).toEqual([
      expect.objectContaining({ fileName: 'x.bin', contentType: 'image/png', size: PNG.length }),
    ]);
    const fileId = message.attachments[0]?.id;
    const file = await k.call('Integrator', 'GET', `/api/support/attachment/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await asRival('GET', `/api/support/attachment/${fileId}`)).statusCode).toBe(404);
    expect((await k.call('School', 'GET', `/api/support/attachment/${fileId}`)).statusCode).toBe(404);
  });

  test('a text file named .png is a 418 on file; an oversized one a 413; nothing written', async () => {
    const { id } = await conversationOf('Customer');
    const before = await messageCount(id);
    const disguised = await postFile(
      'Customer',
      id,
      multipart('look', {
        name: 'photo.png',
        type: 'image/png',
        data: Buffer.from('just some text, not a picture'),
      }),
    );
    expect(disguised.statusCode).toBe(418);
    expect(k.fields(disguised)[0]).toMatch(/^file: /);
    const big = Buffer.concat([PNG, Buffer.alloc(support.MAX_ATTACHMENT_BYTES)]);
    const oversized = await postFile(
      'Customer',
      id,
      multipart('big', { name: 'big.png', type: 'image/png', data: big }),
    );
    expect(oversized.statusCode).toBe(413);
    expect(await messageCount(id)).toBe(before);
  });
});

describe('[SUPPORT][LIVE] a new message is pushed to both sides', () => {
  const connect = async (token: string) => {
    const socket: Socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  test("the integrator's answer reaches the customer's socket, not another customer's", async () => {
    const { id } = await conversationOf('Customer');
    const customer = await connect(k.tokens.Customer);
    const school = await connect(k.tokens.School);
    const heardBySchool: unknown[] = [];
    school.on(support.SUPPORT_MESSAGE_EVENT, (e) => heardBySchool.push(e));
    try {
      const heard = new Promise<support.SupportMessageEvent>((resolve) =>
        customer.on(support.SUPPORT_MESSAGE_EVENT, resolve),
      );
      await k.call('Integrator', 'POST', `/api/support/conversation/${id}/message`, { body: 'Live answer' });
      const event = await heard;
      expect(event).toMatchObject({ conversationId: id, message: { body: 'Live answer', side: 'provider' } });
      // The school's socket got nothing of it by the time the customer's did (same emit, other room).
      const schoolEcho = await connect(k.tokens.School);
      schoolEcho.close();
      expect(heardBySchool).toEqual([]);
    } finally {
      customer.close();
      school.close();
    }
  });
});

describe('[SUPPORT][TICKETS] tickets, their links, states and isolation', () => {
  const create = (who: 'Customer' | 'School' | 'Integrator', body: Record<string, unknown>) =>
    k.call(who, 'POST', '/api/support/ticket', body);
  const ticketCount = async () => (await db.select({ n: count() }).from(supportTickets))[0]?.n ?? 0;

  test('a customer opens a ticket linked to its alarm; the due time follows the priority', async () => {
    const [alarm] = await db.select().from(alarms).where(eq(alarms.companyId, k.ids.Customer)).limit(1);
    const res = await create('Customer', {
      subject: 'Alarm will not stop',
      priority: 'urgent',
      alarmId: alarm?.id,
      deviceId: alarm?.deviceId,
    });
    expect(res.statusCode).toBe(201);
    const ticket = data<support.TicketDetail>(res);
    expect(ticket).toMatchObject({ state: 'open', priority: 'urgent', alarmId: alarm?.id, overdue: false });
    const hours = (Date.parse(ticket.dueAt) - Date.parse(ticket.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(support.TICKET_DUE_HOURS.urgent);
  });

  test("another company's device or alarm is a 404 and nothing is written", async () => {
    const [theirs] = await db.select().from(devices).where(eq(devices.companyId, k.ids.School)).limit(1);
    const before = await ticketCount();
    if (theirs) {
      const res = await create('Customer', { subject: 'Not mine', deviceId: theirs.id });
      expect(res.statusCode).toBe(404);
    }
    expect((await create('Customer', { subject: 'No such alarm', alarmId: 2_000_000 })).statusCode).toBe(404);
    expect(await ticketCount()).toBe(before);
  });

  test('R103: an empty subject is a 418 with its message', async () => {
    const res = await create('Customer', { subject: ' ', priority: 'soon' });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res).sort()).toEqual([
      'priority: Must be one of low, normal, high, urgent',
      'subject: Subject Is Required',
    ]);
  });

  test('the integrator sees its customers’ tickets; a rival and another customer get 404', async () => {
    const mine = data<support.TicketDetail>(await create('Customer', { subject: 'Isolation check' }));
    const list = (
      await k.call('Integrator', 'GET', `/api/support/ticket?customerId=${k.ids.Customer}&limit=100`)
    ).json() as {
      data: support.Ticket[];
    };
    expect(list.data.map((t) => t.id)).toContain(mine.id);
    expect((await asRival('GET', `/api/support/ticket/${mine.id}`)).statusCode).toBe(404);
    expect((await asRival('PATCH', `/api/support/ticket/${mine.id}`, { state: 'closed' })).statusCode).toBe(
      404,
    );
    expect((await asRival('POST', `/api/support/ticket/${mine.id}/message`, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await k.call('School', 'GET', `/api/support/ticket/${mine.id}`)).statusCode).toBe(404);
    const rivalList = (await asRival('GET', '/api/support/ticket')).json() as { totalRecords: number };
    expect(rivalList.totalRecords).toBe(0);
    const schoolList = (await k.call('School', 'GET', '/api/support/ticket?limit=100')).json() as {
      data: support.Ticket[];
    };
    expect(schoolList.data.every((t) => t.customer.id === k.ids.School)).toBe(true);
  });

  test('R130: a customer named in the body, the query or on-behalf-of must be one the caller serves', async () => {
    const before = await ticketCount();
    const named = await asRival('POST', '/api/support/ticket', { subject: 'x', customerId: k.ids.Customer });
    expect(named.statusCode).toBe(418);
    expect(k.fields(named)).toEqual(['customerId: Choose One of Your Customers']);
    const header = await k.t.as(rival.token, {
      method: 'POST',
      url: '/api/support/ticket',
      headers: { 'on-behalf-of': String(k.ids.Customer) },
      body: { subject: 'x' },
    });
    expect(header.statusCode).toBe(418);
    expect(k.fields(header)).toEqual(['on-behalf-of: Choose One of Your Customers']);
    expect((await asRival('GET', `/api/support/ticket?customerId=${k.ids.Customer}`)).statusCode).toBe(418);
    expect(await ticketCount()).toBe(before);
    // The integrator acting for its customer opens the ticket in the customer's name.
    const forCustomer = await k.call(
      'Integrator',
      'POST',
      '/api/support/ticket',
      { subject: 'For you' },
      {
        'on-behalf-of': String(k.ids.Customer),
      },
    );
    expect(forCustomer.statusCode).toBe(201);
    expect(data<support.TicketDetail>(forCustomer).customer.id).toBe(k.ids.Customer);
  });

  test('assignment to a user of the serving company only; states along the allowed moves', async () => {
    const ticket = data<support.TicketDetail>(await create('Customer', { subject: 'State machine' }));
    const path = `/api/support/ticket/${ticket.id}`;
    const assignees = data<{ id: number }[]>(await k.call('Integrator', 'GET', `${path}/assignees`));
    expect(assignees.map((a) => a.id)).toContain(integratorStaff.id);
    expect((await k.call('Customer', 'GET', `${path}/assignees`)).statusCode).toBe(403);
    const customerUser = (await k.t.login('owner@customer.demo', 'Demo#12345')).user.id;
    const wrong = await k.call('Integrator', 'PATCH', path, { assigneeId: customerUser });
    expect(wrong.statusCode).toBe(418);
    const assigned = await k.call('Integrator', 'PATCH', path, {
      assigneeId: integratorStaff.id,
      state: 'in_progress',
    });
    expect(data<support.TicketDetail>(assigned)).toMatchObject({
      state: 'in_progress',
      assignee: { id: integratorStaff.id },
    });
    expect((await k.call('Integrator', 'PATCH', path, { state: 'in_progress' })).statusCode).toBe(409);
    expect((await k.call('Customer', 'PATCH', path, { priority: 'urgent' })).statusCode).toBe(403);
    expect((await k.call('Customer', 'PATCH', path, { state: 'closed' })).statusCode).toBe(200);
    // Closed is final.
    expect((await k.call('Integrator', 'PATCH', path, { state: 'open' })).statusCode).toBe(409);
    expect((await k.call('Integrator', 'PATCH', path, { state: 'bogus' })).statusCode).toBe(418);
    expect((await k.call('Integrator', 'PATCH', path, {})).statusCode).toBe(418);
  });

  test('a thread of messages from both sides', async () => {
    const ticket = data<support.TicketDetail>(await create('Customer', { subject: 'Thread' }));
    const path = `/api/support/ticket/${ticket.id}`;
    expect((await k.call('Customer', 'POST', `${path}/message`, { body: 'Any news?' })).statusCode).toBe(201);
    expect((await k.call('Integrator', 'POST', `${path}/message`, { body: 'On it.' })).statusCode).toBe(201);
    expect((await k.call('Integrator', 'POST', `${path}/message`, { body: '' })).statusCode).toBe(418);
    const detail = data<support.TicketDetail>(await k.call('Customer', 'GET', path));
    expect(detail.messages.map((m) => [m.fromSupport, m.body])).toEqual([
      [false, 'Any news?'],
      [true, 'On it.'],
    ]);
  });

  test('A67: every documented sort field sorts; another is a 418 on sortBy', async () => {
    for (const field of support.TICKET_SORTS) {
      const res = await k.call('admin', 'GET', `/api/support/ticket?sortBy=${field}&sortType=desc&limit=3`);
      expect(res.statusCode, field).toBe(200);
    }
    const byPriority = (
      await k.call('Integrator', 'GET', '/api/support/ticket?sortBy=priority&sortType=desc&limit=100')
    ).json() as {
      data: support.Ticket[];
    };
    const ranks = byPriority.data.map((t) => support.TICKET_PRIORITIES.indexOf(t.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const wrong = await k.call('admin', 'GET', '/api/support/ticket?sortBy=passwordHash');
    expect(wrong.statusCode).toBe(418);
  });

  test("the demo tickets: every state, linked to the customer's devices and an alarm", async () => {
    const demo = (
      await k.call('Customer', 'GET', '/api/support/ticket?limit=100&sortBy=id&sortType=asc')
    ).json() as {
      data: support.Ticket[];
    };
    const seeded = demo.data.slice(0, 5);
    expect(new Set(seeded.map((t) => t.state))).toEqual(new Set(support.TICKET_STATES));
    expect(seeded.some((t) => t.deviceId !== null)).toBe(true);
    expect(seeded.some((t) => t.alarmId !== null)).toBe(true);
  });

  test('the demo overdue ticket is flagged and found by the overdue filter', async () => {
    const res = (await k.call('Integrator', 'GET', '/api/support/ticket?overdue=true&limit=100')).json() as {
      data: support.Ticket[];
    };
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((t) => t.overdue)).toBe(true);
    const open = (
      await k.call('Integrator', 'GET', '/api/support/ticket?overdue=false&limit=100')
    ).json() as {
      data: support.Ticket[];
    };
    expect(open.data.every((t) => !t.overdue)).toBe(true);
    expect((await k.call('Integrator', 'GET', '/api/support/ticket?overdue=maybe')).statusCode).toBe(418);
  });
});
