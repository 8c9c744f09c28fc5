import { defcon } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { alarmHistory, alarms } from '../../alarms/alarms.schema.ts';
import { companies } from '../../companies/companies.schema.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { attachRealtime, type Realtime } from '../../realtime/realtime.ts';
import { alarmsSettled, queueAlarms } from '../alarm-queue.ts';
import { raiseDefconAlarm } from '../alarms.service.ts';
import { processDueEscalations } from '../escalation.timer.ts';
import { defconPanelEvents } from '../panels.schema.ts';
import { DEFCON_DEMO_PANELS } from '../panels.seed.ts';
import { startPanelReceiver } from '../receiver.service.ts';
import { defconEscalations } from '../response.schema.ts';
import { buildFrame, type SiaReceiver, sendSiaFrame, siaData } from '../sia/index.ts';

/**
 * Defcon's live side (issue 18): a burst of panel events raised in one transaction; a panel's arm change pushed
 * to those who see the panel; status alarms on the ladder; the kit's device list of app defcon showing a
 * security company the devices it monitors (and no other security company); the kit's generic alarm actions
 * refused on a Defcon alarm, so its ladder is never left behind.
 */

let k: DevicesKit;
let receiver: SiaReceiver;
let realtime: Realtime;
let url: string;
let other: { id: number; token: string };
const ids: Record<string, number> = {};
const HQ = DEFCON_DEMO_PANELS[0] as (typeof DEFCON_DEMO_PANELS)[number];
let seq = 100;

beforeAll(async () => {
  k = await devicesKit({ HOST: '127.0.0.1' });
  receiver = await startPanelReceiver(k.t.deps, k.t.app.log, { port: 0 });
  realtime = attachRealtime(k.t.app.server, k.t.deps, k.t.app.log);
  url = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const serial of ['IP8-0001', 'IP8-0002', 'IP8-0003', 'MD2-0001', 'DC1-0003', 'MD2-0005'])
    ids[serial] = await k.deviceId(serial);
  // A second security company, monitoring nothing.
  const [company] = await k.t.deps.database.db
    .insert(companies)
    .values({ name: 'Rival Guards', email: 'ops@rival.test', type: 'Security Company' })
    .returning({ id: companies.id });
  other = await addCompanyUser(k.t, company?.id ?? 0, 'owner@rival.test', 'company_owner');
});
afterAll(async () => {
  await receiver.close();
  await alarmsSettled(k.t.deps);
  await realtime.close();
  await k.t.close();
});

const connect = async (token: string) => {
  const socket: Socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
};
const sendFrame = (account: string, data: string, key: string | null) =>
  sendSiaFrame({
    host: '127.0.0.1',
    port: receiver.tcpPort ?? 0,
    transport: 'tcp',
    frame: buildFrame({ token: 'SIA-DCS', sequence: ++seq, account, data, ...(key && { key }) }),
    ...(key && { key }),
  });

describe('[DEFCON][BURST] alarms of a burst in batches', () => {
  test('twenty stored burglaries are raised in one transaction, each pushed once, none left pending', async () => {
    const { database } = k.t.deps;
    const panels = [ids['IP8-0001'] ?? 0, ids['IP8-0002'] ?? 0];
    const stored = await database.db
      .insert(defconPanelEvents)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          panelId: panels[i % 2] ?? 0,
          at: new Date(),
          kind: 'burglary',
          eventClass: 'intrusion' as const,
          code: 'BA',
          restore: false,
          zone: 20 + i,
          description: 'Burglary Alarm',
          alarmPending: true,
        })),
      )
      .returning();
    const transaction = vi.spyOn(database.db, 'transaction');
    const pushed: number[] = [];
    const socket = await connect(k.tokens['Security Company']);
    socket.on('alarm', (event: { change: string; alarm: { id: number; ruleId: string } }) => {
      if (event.change === 'raised' && event.alarm.ruleId.startsWith('intrusion:B:'))
        pushed.push(event.alarm.id);
    });
    await queueAlarms(
      k.t.deps,
      stored.map((event) => ({ op: 'event' as const, event, panel: { name: 'Panel', serial: 'IP8' } })),
    );
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    const raised = await database.db
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.category, 'intrusion'), eq(alarms.key, 'BA')));
    expect(raised.length).toBeGreaterThanOrEqual(20);
    const pending = await database.db
      .select()
      .from(defconPanelEvents)
      .where(eq(defconPanelEvents.alarmPending, true));
    expect(pending).toEqual([]);
    await vi.waitFor(() => expect(new Set(pushed).size).toBe(20));
    expect(pushed).toHaveLength(20);
    socket.disconnect();
  });
});

describe('[DEFCON][LIVE] a panel armed or disarmed is pushed to those who see it', () => {
  test('SIA CL by keypad user 3 reaches the customer and its security company, not another company', async () => {
    const sockets = {
      customer: await connect(k.tokens.Customer),
      security: await connect(k.tokens['Security Company']),
      rival: await connect(other.token),
      buildingOwner: await connect(k.tokens['Building Owner']),
    };
    const heard: Record<string, defcon.PanelStateEvent[]> = {};
    for (const [who, socket] of Object.entries(sockets)) {
      heard[who] = [];
      socket.on(defcon.PANEL_STATE_EVENT, (event: defcon.PanelStateEvent) => heard[who]?.push(event));
    }
    const answer = await sendFrame(HQ.account, siaData('CL', 3), HQ.key);
    expect(answer?.token).toBe('ACK');
    await vi.waitFor(() => {
      expect(heard.customer).toHaveLength(1);
      expect(heard.security).toHaveLength(1);
    });
    expect(heard.security?.[0]).toMatchObject({
      panelId: ids['IP8-0001'],
      armState: 'armed',
      armedBy: { panelUser: 3 },
    });
    // The details answer the same state.
    const details = await k.call('Security Company', 'GET', `/api/defcon/panel/${ids['IP8-0001']}`);
    expect((details.json() as { data: defcon.PanelDetails }).data.armState).toBe('armed');
    // A round trip on the others' sockets after the push: nothing came for them.
    await sendFrame(HQ.account, siaData('OP', 3), HQ.key);
    await vi.waitFor(() => expect(heard.security).toHaveLength(2));
    expect(heard.security?.[1]?.armState).toBe('disarmed');
    expect(heard.rival).toEqual([]);
    expect(heard.buildingOwner).toEqual([]);
    for (const socket of Object.values(sockets)) socket.disconnect();
  });
});

describe('[DEFCON][LADDER] status alarms are timed too', () => {
  test('a panel trouble alarm opens the first rung and escalates by itself when its deadline passes', async () => {
    const raised = await raiseDefconAlarm(k.t.deps, {
      panelDeviceId: ids['IP8-0002'] ?? 0,
      kind: 'status',
      code: 'YT',
      zone: 0,
      message: 'System battery trouble',
    });
    const alarmId = raised?.id ?? 0;
    const get = async () =>
      (
        (await k.call('Security Company', 'GET', `/api/defcon/alarm/status/${alarmId}`)).json() as {
          data: defcon.DefconAlarm;
        }
      ).data;
    const before = await get();
    expect(['operator', 'company-admin']).toContain(before.stage);
    expect(before.deadline).not.toBeNull();
    const { db } = k.t.deps.database;
    await db
      .update(defconEscalations)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(and(eq(defconEscalations.alarmId, alarmId), eq(defconEscalations.outcome, 'pending')));
    expect(await processDueEscalations(k.t.deps.database)).toBeGreaterThanOrEqual(1);
    const rungs = await db.select().from(defconEscalations).where(eq(defconEscalations.alarmId, alarmId));
    expect(rungs.map((r) => r.outcome)).toEqual(['missed', 'pending']);
    const timeline = (
      await k.call('Security Company', 'GET', `/api/defcon/alarm/status/${alarmId}/timeline`)
    ).json() as { data: defcon.DefconTimeline };
    expect(timeline.data.steps.some((s) => s.event === 'auto-escalated' || s.event === 'reminded')).toBe(
      true,
    );
  });
});

type DevicePage = { data: { id: number; serial: string }[]; totalRecords: number };

describe('[DEFCON][KIT] the kit device list of app defcon', () => {
  test('a security company lists the panels and zone devices it monitors, not those it only asked for', async () => {
    for (const query of ['limit=100', `limit=100&customerId=${k.ids['Security Company']}`]) {
      const res = await k.call('Security Company', 'GET', `/api/defcon/device?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const serials = (res.json() as DevicePage).data.map((d) => d.serial);
      expect(serials).toEqual(expect.arrayContaining(['IP8-0001', 'IP8-0002', 'MD2-0001', 'DC1-0003']));
      expect(serials).not.toContain('IP8-0003');
      expect(serials).not.toContain('MD2-0005');
    }
    const one = await k.call('Security Company', 'GET', `/api/device/${ids['MD2-0001']}`);
    expect(one.statusCode, one.body).toBe(200);
    const asked = await k.call('Security Company', 'GET', `/api/device/${ids['IP8-0003']}`);
    expect(asked.statusCode).toBe(404);
  });

  test('another security company sees none of them (list and details)', async () => {
    const res = await k.t.as(other.token, { method: 'GET', url: '/api/defcon/device?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as DevicePage).totalRecords).toBe(0);
    for (const serial of ['IP8-0001', 'MD2-0001']) {
      const one = await k.t.as(other.token, { method: 'GET', url: `/api/device/${ids[serial]}` });
      expect(one.statusCode).toBe(404);
    }
  });
});

describe('[DEFCON][KIT] generic alarm actions on a Defcon alarm', () => {
  test('acknowledge, escalate and terminate through /defcon/alarms are refused naming the Defcon call; nothing changes', async () => {
    const raised = await raiseDefconAlarm(k.t.deps, {
      panelDeviceId: ids['IP8-0001'] ?? 0,
      kind: 'status',
      code: 'TA',
      zone: 7,
      message: 'Tamper zone 7',
    });
    const id = raised?.id ?? 0;
    const { db } = k.t.deps.database;
    const historyBefore = await db.select().from(alarmHistory).where(eq(alarmHistory.alarmId, id));
    for (const action of ['acknowledge', 'escalate', 'terminate']) {
      const res = await k.call('Customer', 'POST', `/api/defcon/alarms/status/${id}/${action}`, {});
      expect(res.statusCode, `${action} ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ALARM_OWN_LIFECYCLE' });
      expect((res.json() as { msg: string }).msg).toContain(`/defcon/alarm/status/${id}/`);
    }
    const [alarm] = await db.select().from(alarms).where(eq(alarms.id, id));
    expect(alarm).toMatchObject({ status: 'active', acknowledgedAt: null, closedAt: null });
    const rungs = await db.select().from(defconEscalations).where(eq(defconEscalations.alarmId, id));
    expect(rungs.map((r) => r.outcome)).toEqual(['pending']);
    expect(await db.select().from(alarmHistory).where(eq(alarmHistory.alarmId, id))).toHaveLength(
      historyBefore.length,
    );
    // The Defcon call does it, meeting the rung.
    const ack = await k.call('Security Company', 'POST', `/api/defcon/alarm/status/${id}/acknowledge`, {});
    expect(ack.statusCode, ack.body).toBe(200);
    const after = await db.select().from(defconEscalations).where(eq(defconEscalations.alarmId, id));
    expect(after.map((r) => r.outcome)).toEqual(['met']);
  });

  test('a comment through the kit is taken: it is history only', async () => {
    const [open] = await k.t.deps.database.db
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.category, 'status'), eq(alarms.key, 'TA')));
    const res = await k.call('Customer', 'POST', `/api/defcon/alarms/status/${open?.id}/comment`, {
      comment: 'Seen on camera',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
