import { groups } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarmTemplates } from '../../alarms/alarms.schema.ts';
import { evaluateReadings } from '../../alarms/evaluate.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { outbox } from '../../mail/mail.schema.ts';
import { attachRealtime, type Realtime } from '../../realtime/realtime.ts';
import { sendDigests } from '../dispatch.service.ts';
import { notificationGroups } from '../groups.schema.ts';
import { startNotifications } from '../index.ts';
import { addMember } from './group-kit.ts';

let k: DevicesKit;
let realtime: Realtime;
let stop: () => void;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  k = await devicesKit({ HOST: '127.0.0.1' });
  const { db } = k.t.deps.database;
  // Only this file's templates and groups: the demo ones would raise and notify beside them.
  await db.delete(alarmTemplates);
  await db.delete(notificationGroups);
  stop = startNotifications(k.t.deps, k.t.app.log);
  realtime = attachRealtime(k.t.app.server, k.t.deps, k.t.app.log);
  url = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  stop?.();
  await realtime?.close();
  await k.t.close();
});

async function until(ok: () => boolean | Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await ok()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

async function connect(token: string) {
  const received: groups.NotificationEvent[] = [];
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  socket.on(groups.NOTIFICATION_EVENT, (event: groups.NotificationEvent) => void received.push(event));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return received;
}

const mailsTo = async (to: string) => k.t.deps.database.db.select().from(outbox).where(eq(outbox.to, to));

/** Raises an operational alarm on a demo device as the readings hook does, and returns its id's device. */
async function raise(serial: string, temperature: number) {
  const deviceId = await k.deviceId(serial);
  await evaluateReadings(k.t.deps.database, [
    {
      deviceId,
      companyId: k.ids.Customer,
      serial,
      ts: new Date(),
      receivedAt: new Date(),
      values: { temperature },
    },
  ]);
  return deviceId;
}

describe('[GROUPS] notification dispatch', () => {
  test('a raised alarm mails and pushes to un-muted members of groups covering its device, never to muted ones', async () => {
    const alice = await addMember(k, k.ids.Customer, 'alice@dispatch.test');
    const bob = await addMember(k, k.ids.Customer, 'bob@dispatch.test');
    const erin = await addMember(k, k.ids.Customer, 'erin@dispatch.test');
    const template = await k.call('Customer', 'POST', '/api/swam/template', {
      name: 'Hot',
      rules: [{ kind: 'above', key: 'temperature', value: 30, severity: 'critical' }],
    });
    expect(template.statusCode).toBe(201);
    const group = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Watchers',
      users: [alice.id, bob.id],
      resources: [{ type: 'device', id: await k.deviceId('AQ5-0002') }],
      notifications: { operational: { immediate: ['email', 'in-app'] } },
    });
    expect(group.statusCode, group.body).toBe(201);
    // Erin's group covers another device only.
    await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Elsewhere',
      users: [erin.id],
      resources: [{ type: 'device', id: await k.deviceId('AQ5-0003') }],
      notifications: { operational: { immediate: ['email'] } },
    });
    await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Viewers',
      users: [bob.id],
      permissions: { swam_groups: ['view'] },
    });
    const mute = await k.t.as(bob.token, {
      method: 'PATCH',
      url: `/api/swam/notifications-group/${group.json().data.id}/mute`,
      body: { muted: true },
    });
    expect(mute.statusCode, mute.body).toBe(200);
    const aliceEvents = await connect(alice.token);
    const bobEvents = await connect(bob.token);

    await raise('AQ5-0002', 35);
    await until(async () => (await mailsTo('alice@dispatch.test')).length > 0 && aliceEvents.length > 0);
    const [mail] = await mailsTo('alice@dispatch.test');
    expect(mail?.subject).toContain('temperature');
    expect(mail?.text).toContain('AQ5-0002');
    expect(aliceEvents[0]).toMatchObject({
      kind: 'alarm',
      group: { name: 'Watchers' },
      alarms: [{ deviceSerial: 'AQ5-0002' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo('bob@dispatch.test')).toEqual([]);
    expect(bobEvents).toEqual([]);
    expect(await mailsTo('erin@dispatch.test')).toEqual([]);
  });

  test('scheduled notifications wait for the digest, are listed by the scheduler and sent once', async () => {
    const frank = await addMember(k, k.ids.Customer, 'frank@dispatch.test');
    const group = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Digest',
      users: [frank.id],
      notifications: { operational: { scheduled: ['email'] } },
    });
    expect(group.statusCode).toBe(201);
    await raise('AQ5-0004', 40);
    await until(
      async () =>
        (await k.call('Customer', 'GET', '/api/notification-scheduler?state=pending')).json().totalRecords >
        0,
    );
    const pending = await k.call('Customer', 'GET', '/api/notification-scheduler?state=pending');
    expect(pending.json().data[0]).toMatchObject({
      user: { id: frank.id },
      channel: 'email',
      group: { name: 'Digest' },
      alarm: { deviceSerial: 'AQ5-0004' },
      sentAt: null,
    });
    expect(await mailsTo('frank@dispatch.test')).toEqual([]);
    expect((await k.call('Building Owner', 'GET', '/api/notification-scheduler')).json().totalRecords).toBe(
      0,
    );

    const later = new Date(Date.now() + 2 * groups.DIGEST_MINUTES * 60_000);
    expect(await sendDigests(k.t.deps.database, later)).toBe(1);
    expect(await sendDigests(k.t.deps.database, later)).toBe(0);
    const mails = await mailsTo('frank@dispatch.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Alarm digest: 1 alarm');
    const sent = await k.call('Customer', 'GET', '/api/notification-scheduler?state=sent');
    expect(sent.json().data[0].sentAt).not.toBeNull();
  });
});
