import type { auth, support } from '@atrium/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, query, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const at = '2026-11-26T06:00:00.000Z';

const integrator: auth.SessionUser = {
  ...owner,
  id: 20,
  email: 'owner@integrator.demo',
  personalInfo: {
    firstName: 'Integrator',
    lastName: 'Owner',
    companyId: 2,
    company: { id: 2, name: 'Demo Integrator', type: 'Integrator' },
  },
};

const conversation = (over: Partial<support.Conversation> = {}): support.Conversation => ({
  id: 5,
  customer: { id: 3, name: 'Demo Customer' },
  provider: { id: 2, name: 'Demo Integrator' },
  lastMessageAt: at,
  lastMessage: 'A technician visits tomorrow',
  unread: 2,
  ...over,
});

const message = (over: Partial<support.ChatMessage> = {}): support.ChatMessage => ({
  id: 100,
  conversationId: 5,
  author: { id: 20, name: 'Integrator Owner' },
  side: 'provider',
  body: 'A technician visits tomorrow',
  attachments: [],
  createdAt: at,
  ...over,
});

const ticket = (over: Partial<support.TicketDetail> = {}): support.TicketDetail => ({
  id: 9,
  customer: { id: 3, name: 'Demo Customer' },
  subject: 'Sensor offline',
  description: 'Since this morning',
  priority: 'high',
  state: 'open',
  assignee: null,
  createdBy: { id: 10, name: 'Customer Owner' },
  deviceId: null,
  alarmId: 77,
  orderId: null,
  jobCardId: null,
  dueAt: at,
  overdue: true,
  createdAt: at,
  updatedAt: at,
  messages: [],
  ...over,
});

describe('[SUPPORT][CHAT] /core/chat', () => {
  test('shows the conversation with the integrator and a pushed answer without reload', async () => {
    signIn(owner);
    const { calls } = serve([
      ['POST', /^\/api\/support\/conversation$/, () => json(200, { data: conversation() })],
      ['GET', /^\/api\/support\/conversation$/, () => json(200, { data: [conversation()], unread: 2 })],
      [
        'GET',
        /^\/api\/support\/conversation\/5\/message$/,
        () => json(200, { data: [message()], nextBefore: null }),
      ],
      ['POST', /^\/api\/support\/conversation\/5\/read$/, () => json(200, { data: { unread: 0 } })],
    ]);
    renderApp('/core/chat');
    expect(await screen.findByText('Chat with Demo Integrator', {}, wait)).toBeVisible();
    expect(await screen.findByText('A technician visits tomorrow', {}, wait)).toBeVisible();
    // What is shown is marked read.
    await vi.waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/support/conversation/5/read')).not.toHaveLength(0),
    );
    act(() =>
      dispatchRealtimeEvent('support:message', {
        conversationId: 5,
        customerId: 3,
        providerId: 2,
        message: message({ id: 101, body: 'He is on his way' }),
      }),
    );
    expect(await screen.findByText('He is on his way', {}, wait)).toBeVisible();
  });

  test('an empty message shows its validation message and sends nothing', async () => {
    signIn(owner);
    const { calls } = serve([
      ['POST', /^\/api\/support\/conversation$/, () => json(200, { data: conversation({ unread: 0 }) })],
      ['GET', /^\/api\/support\/conversation\/5\/message$/, () => json(200, { data: [], nextBefore: null })],
    ]);
    const { user } = renderApp('/core/chat');
    expect(await screen.findByText('No messages yet. Write the first one.', {}, wait)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message Is Required', {}, wait)).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/support/conversation/5/message')).toHaveLength(0);
  });

  test('a failed load shows the error with a retry', async () => {
    signIn(owner);
    serve([['POST', /^\/api\/support\/conversation$/, () => json(500, { msg: 'Boom' })]]);
    renderApp('/core/chat');
    expect(await screen.findByText('Could not load this. Try again.', {}, wait)).toBeVisible();
  });
});

describe('[SUPPORT][CHAT] /management/support/chat/:id/:companyId', () => {
  test('lists the customers’ conversations with unread counts and opens the selected one', async () => {
    signIn(integrator);
    const started = conversation({ id: 8, customer: { id: 7, name: 'Demo Building Owner' }, unread: 0 });
    let opened = false;
    serve([
      [
        'GET',
        /^\/api\/support\/conversation$/,
        () =>
          json(200, {
            data: [
              conversation(),
              conversation({ id: 6, customer: { id: 4, name: 'Demo School' }, unread: 0 }),
              ...(opened ? [started] : []),
            ],
            unread: 2,
          }),
      ],
      [
        'GET',
        /^\/api\/support\/conversation\/5\/message$/,
        () => json(200, { data: [message()], nextBefore: null }),
      ],
      ['POST', /^\/api\/support\/conversation\/5\/read$/, () => json(200, { data: { unread: 0 } })],
      [
        'GET',
        /^\/api\/company\/customer$/,
        () => paged([{ id: 7, name: 'Demo Building Owner', relation: 'managed' }]),
      ],
      [
        'POST',
        /^\/api\/support\/conversation$/,
        () => {
          opened = true;
          return json(200, { data: started });
        },
      ],
      ['GET', /^\/api\/support\/conversation\/8\/message$/, () => json(200, { data: [], nextBefore: null })],
    ]);
    const { user } = renderApp('/management/support/chat/5/3');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' }, wait);
    expect(within(nav).getByRole('link', { name: /Demo School/ })).toHaveAttribute(
      'href',
      '/management/support/chat/6/4',
    );
    expect(within(nav).getByLabelText('2 unread')).toBeVisible();
    expect(await screen.findByTestId('chat-message', {}, wait)).toHaveTextContent(
      'A technician visits tomorrow',
    );
    // A customer without a conversation: picking it opens one.
    await user.click(screen.getByRole('combobox', { name: 'Start a conversation with a customer' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Building Owner' }, wait));
    expect(await screen.findByText('No messages yet. Write the first one.', {}, wait)).toBeVisible();
  });
});

describe('[SUPPORT][TICKETS] /core/tickets', () => {
  test('the list pages the tickets with state, priority and the overdue flag', async () => {
    signIn(owner);
    const { calls } = serve([['GET', /^\/api\/support\/ticket$/, () => paged([ticket()])]]);
    renderApp('/core/tickets');
    const table = await screen.findByRole('table', { name: 'Tickets' }, wait);
    expect(await within(table).findByRole('link', { name: 'Sensor offline' }, wait)).toHaveAttribute(
      'href',
      '/core/tickets/9',
    );
    expect(within(table).getByText('Overdue')).toBeVisible();
    expect(within(table).getByText('High')).toBeVisible();
    expect(query(callsTo(calls, 'GET', '/api/support/ticket')[0]).get('limit')).toBe('25');
  });

  test('opened from an alarm: the link is filled; an empty subject shows its message', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/support\/ticket$/, () => paged([])],
      ['POST', /^\/api\/support\/ticket$/, () => json(201, { data: ticket({ id: 12 }) })],
      ['GET', /^\/api\/support\/ticket\/12$/, () => json(200, { data: ticket({ id: 12 }) })],
    ]);
    const { user } = renderApp('/core/tickets?create=1&alarmId=77');
    const dialog = await screen.findByRole('dialog', { name: 'Open a support ticket' }, wait);
    expect(within(dialog).getByText('Alarm #77')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Subject Is Required', {}, wait)).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/support/ticket')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Alarm will not stop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/support/ticket')).toHaveLength(1));
    const sent = callsTo(calls, 'POST', '/api/support/ticket')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ subject: 'Alarm will not stop', alarmId: 77, priority: 'normal' });
    expect(await screen.findByRole('heading', { name: 'Sensor offline' }, wait)).toBeVisible();
  });

  test('details: a ticket of another company is not found', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/support\/ticket\/99$/, () => json(404, { msg: 'Ticket not found' })]]);
    renderApp('/core/tickets/99');
    expect(
      await screen.findByText('This ticket does not exist or is not yours to see.', {}, wait),
    ).toBeVisible();
  });
});

describe('[SUPPORT][TICKETS] /management/support/tickets/:id', () => {
  test('the integrator moves the state and answers in the thread', async () => {
    signIn(integrator);
    const { calls } = serve([
      ['GET', /^\/api\/support\/ticket\/9$/, () => json(200, { data: ticket() })],
      [
        'GET',
        /^\/api\/support\/ticket\/9\/assignees$/,
        () => json(200, { data: [{ id: 20, name: 'Integrator Owner' }] }),
      ],
      ['PATCH', /^\/api\/support\/ticket\/9$/, () => json(200, { data: ticket({ state: 'in_progress' }) })],
      [
        'POST',
        /^\/api\/support\/ticket\/9\/message$/,
        () =>
          json(201, {
            data: { id: 1, ticketId: 9, author: null, fromSupport: true, body: 'On it', createdAt: at },
          }),
      ],
    ]);
    const { user } = renderApp('/management/support/tickets/9');
    expect(await screen.findByRole('heading', { name: 'Sensor offline' }, wait)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Change the state' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }, wait));
    await vi.waitFor(() => expect(callsTo(calls, 'PATCH', '/api/support/ticket/9')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH', '/api/support/ticket/9')[0]?.body).toEqual({ state: 'in_progress' });
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Message Is Required', {}, wait)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'On it');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/support/ticket/9/message')).toHaveLength(1));
  });
});
