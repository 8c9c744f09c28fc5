import { support } from '@atrium/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { devices } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  supportConversations,
  supportMessages,
  supportReadMarkers,
  supportTicketMessages,
  supportTickets,
} from './support.schema.ts';

const HOUR = 3_600_000;

/** [side, text, hours ago]: the integrator's last messages are left unread by the customer. */
type Line = [support.ChatSide, string, number];
const CHATS: Record<'Customer' | 'School', Line[]> = {
  Customer: [
    [
      'customer',
      'Hello, two of our temperature sensors in the warehouse stopped reporting this morning.',
      30,
    ],
    ['provider', 'Thanks for telling us. Could you send the serials of both sensors?', 29],
    ['customer', 'They are the ones on the second floor, next to the loading bay.', 28],
    ['provider', 'We found them: their gateway lost power. A technician visits tomorrow at 9.', 3],
    ['provider', 'Please make sure someone can open the loading bay for him.', 2],
  ],
  School: [
    ['customer', 'Can we add ten more badges to our access plan this term?', 50],
    ['provider', 'Yes: we will prepare an order for ten badges; you will see it in your orders.', 4],
  ],
};

type TicketSeed = {
  subject: string;
  description: string;
  priority: support.TicketPriority;
  state: support.TicketState;
  hoursAgo: number;
  link?: 'device' | 'alarm';
  thread?: [fromSupport: boolean, body: string][];
};
const TICKETS: TicketSeed[] = [
  {
    subject: 'Sensor offline in the warehouse',
    description: 'The device stopped sending readings since this morning.',
    priority: 'high',
    state: 'in_progress',
    hoursAgo: 6,
    link: 'device',
    thread: [
      [false, 'It has been offline for six hours now.'],
      [true, 'We are looking at its gateway; a technician is booked.'],
    ],
  },
  {
    subject: 'Alarm keeps coming back after acknowledging it',
    description: 'The same alarm is raised again every few minutes.',
    priority: 'urgent',
    // Opened long ago and still open: the overdue one of the demo.
    state: 'open',
    hoursAgo: 9,
    link: 'alarm',
  },
  {
    subject: 'Question about the monthly report',
    description: 'Which devices are counted in the energy total?',
    priority: 'low',
    state: 'waiting_for_customer',
    hoursAgo: 30,
    thread: [[true, 'Could you tell us which report and which month you mean?']],
  },
  {
    subject: 'Battery replacement done',
    description: 'Please confirm the battery of the gate sensor was replaced.',
    priority: 'normal',
    state: 'resolved',
    hoursAgo: 80,
    link: 'device',
  },
  {
    subject: 'Add a user to our company',
    description: 'We need a second operator account.',
    priority: 'normal',
    state: 'closed',
    hoursAgo: 200,
  },
];

async function ownerOf(db: DbOrTx, type: 'Integrator' | 'Customer' | 'School') {
  const [row] = await db
    .select({ userId: users.id, companyId: companies.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, demoOwnerEmail(type)));
  return row;
}

/**
 * The demo integrator's chats with its Customer and School (its last answers unread by them) and the demo
 * Customer's tickets in every state and priority, linked to its devices and alarms, one of them overdue.
 */
export async function seedSupport({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const integrator = await ownerOf(db, 'Integrator');
  if (!integrator) return;
  const now = Date.now();
  for (const type of ['Customer', 'School'] as const) {
    const customer = await ownerOf(db, type);
    if (!customer) continue;
    const [conversation] = await db
      .insert(supportConversations)
      .values({ customerCompanyId: customer.companyId, providerCompanyId: integrator.companyId })
      .returning({ id: supportConversations.id });
    if (!conversation) continue;
    const lines = CHATS[type];
    const stored = await db
      .insert(supportMessages)
      .values(
        lines.map(([side, body, hoursAgo]) => ({
          conversationId: conversation.id,
          side,
          body,
          authorId: side === 'customer' ? customer.userId : integrator.userId,
          createdAt: new Date(now - hoursAgo * HOUR),
        })),
      )
      .returning({
        id: supportMessages.id,
        side: supportMessages.side,
        createdAt: supportMessages.createdAt,
      });
    const lastOwn = stored.filter((m) => m.side === 'customer').at(-1);
    if (lastOwn)
      await db
        .insert(supportReadMarkers)
        .values({ conversationId: conversation.id, userId: customer.userId, lastReadId: lastOwn.id });
    const last = stored.at(-1);
    if (last) {
      await db
        .insert(supportReadMarkers)
        .values({ conversationId: conversation.id, userId: integrator.userId, lastReadId: last.id });
      await db
        .update(supportConversations)
        .set({ lastMessageAt: last.createdAt })
        .where(eq(supportConversations.id, conversation.id));
    }
  }
  await seedTickets(db, integrator.userId, now);
}

async function seedTickets(db: DbOrTx, assigneeId: number, now: number) {
  const customer = await ownerOf(db, 'Customer');
  if (!customer) return;
  const demoDevices = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.companyId, customer.companyId))
    .orderBy(asc(devices.id))
    .limit(2);
  const [alarm] = await db
    .select({ id: alarms.id, deviceId: alarms.deviceId })
    .from(alarms)
    .where(and(eq(alarms.companyId, customer.companyId), inArray(alarms.status, ['active'])))
    .orderBy(desc(alarms.id))
    .limit(1);
  for (const [i, t] of TICKETS.entries()) {
    const createdAt = new Date(now - t.hoursAgo * HOUR);
    const deviceId =
      t.link === 'device' ? (demoDevices[i % Math.max(demoDevices.length, 1)]?.id ?? null) : null;
    const [ticket] = await db
      .insert(supportTickets)
      .values({
        customerCompanyId: customer.companyId,
        subject: t.subject,
        description: t.description,
        priority: t.priority,
        state: t.state,
        assigneeId: t.state === 'open' ? null : assigneeId,
        createdBy: customer.userId,
        deviceId: t.link === 'alarm' ? (alarm?.deviceId ?? null) : deviceId,
        alarmId: t.link === 'alarm' ? (alarm?.id ?? null) : null,
        dueAt: support.ticketDueAt(createdAt, t.priority),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: supportTickets.id });
    if (!ticket || !t.thread) continue;
    await db.insert(supportTicketMessages).values(
      t.thread.map(([fromSupport, body], n) => ({
        ticketId: ticket.id,
        authorId: fromSupport ? assigneeId : customer.userId,
        fromSupport,
        body,
        createdAt: new Date(createdAt.getTime() + (n + 1) * HOUR),
      })),
    );
  }
}
