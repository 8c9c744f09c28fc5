import type { defcon } from '@atrium/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarms } from '../../alarms/alarms.schema.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { defconPanelEvents, defconPanels } from '../panels.schema.ts';
import { DEFCON_DEMO_PANELS } from '../panels.seed.ts';
import {
  alarmsSettled,
  raisePendingAlarms,
  scanSupervision,
  startPanelReceiver,
} from '../receiver.service.ts';
import { buildFrame, cidData, type SiaReceiver, sendSiaFrame, siaData } from '../sia/index.ts';

/**
 * The receiver in the product (issue 18): a test client (the panel's side, sia/sender.ts) dials the server's
 * SIA DC-09 receiver over TCP and UDP; accepted frames are ACKed and become panel state and Defcon alarms, an
 * unknown account is NAKed and a wrongly keyed frame refused, raising nothing and counted in the panel's log.
 */

let k: DevicesKit;
let receiver: SiaReceiver;
const ids: Record<string, number> = {};
const HQ = DEFCON_DEMO_PANELS[0] as (typeof DEFCON_DEMO_PANELS)[number];
const WAREHOUSE = DEFCON_DEMO_PANELS[1] as (typeof DEFCON_DEMO_PANELS)[number];
let seq = 0;

beforeAll(async () => {
  k = await devicesKit({ HOST: '127.0.0.1' });
  receiver = await startPanelReceiver(k.t.deps, k.t.app.log, { port: 0 });
  for (const serial of ['IP8-0001', 'IP8-0002', 'IP8-0003', 'MD2-0001'])
    ids[serial] = await k.deviceId(serial);
});
afterAll(async () => {
  await receiver.close();
  await k.t.close();
});

const frame = (account: string, data: string, options: { key?: string; token?: string } = {}) =>
  buildFrame({
    token: options.token ?? 'SIA-DCS',
    sequence: ++seq,
    account,
    data,
    ...(options.key && { key: options.key }),
  });
const send = (transport: 'tcp' | 'udp', text: string, key?: string) =>
  sendSiaFrame({
    host: '127.0.0.1',
    port: (transport === 'tcp' ? receiver.tcpPort : receiver.udpPort) ?? 0,
    transport,
    frame: text,
    ...(key && { key }),
  });
/** The panel's open alarms, once the alarms of the frames ACKed so far are raised. */
const openAlarms = async (panelId: number) => {
  await alarmsSettled(k.t.deps);
  return k.t.deps.database.db
    .select({ id: alarms.id, category: alarms.category, message: alarms.message, ruleId: alarms.ruleId })
    .from(alarms)
    .where(and(eq(alarms.deviceId, panelId), isNull(alarms.closedAt)));
};
const panel = async (id: number) => {
  await alarmsSettled(k.t.deps);
  return (await k.call('admin', 'GET', `/api/defcon/panel/${id}`)).json().data as defcon.PanelDetails;
};

describe('[DEFCON][SIA] frames to alarms', () => {
  test('TCP: an encrypted burglary on zone 2 is *ACKed and raises an intrusion alarm for the zone', async () => {
    const answer = await send(
      'tcp',
      frame(HQ.account, siaData('BA', 2, 1), { key: HQ.key ?? '' }),
      HQ.key ?? '',
    );
    expect(answer?.token).toBe('ACK');
    expect(answer?.encrypted).toBe(true);
    const open = await openAlarms(ids['IP8-0001'] ?? 0);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ category: 'intrusion', ruleId: 'intrusion:B:2' });
    expect(open[0]?.message).toContain('zone 2 Reception motion');
    const details = await panel(ids['IP8-0001'] ?? 0);
    expect(details).toMatchObject({ link: 'online', openAlarms: 1, log: { accepted: 1, rejectedTotal: 0 } });
    expect(details.zones.find((z) => z.zone === 2)).toMatchObject({
      alarmed: true,
      lastEvent: { kind: 'burglary', code: 'BA', restore: false },
    });
    expect(details.zones.find((z) => z.zone === 3)?.alarmed).toBe(false);
    // The zone's device page shows the event.
    const device = await k.call(
      'Customer',
      'GET',
      `/api/defcon/panel/${ids['IP8-0001']}/details/${ids['MD2-0001']}`,
    );
    expect(device.json().data).toMatchObject({ alarmed: true, events: [{ kind: 'burglary', code: 'BA' }] });
    // The same burglary again (a new sequence) does not open a second alarm.
    expect(
      (await send('tcp', frame(HQ.account, siaData('BA', 2, 1), { key: HQ.key ?? '' }), HQ.key ?? ''))?.token,
    ).toBe('ACK');
    expect(await openAlarms(ids['IP8-0001'] ?? 0)).toHaveLength(1);
  });

  test('UDP: a clear closing and opening arm and disarm the panel with the keypad user and the command’s user', async () => {
    const id = ids['IP8-0003'] ?? 0;
    const arm = await k.call('Building Owner', 'POST', `/api/defcon/panel/${id}/activate`, {});
    expect(arm.statusCode, arm.body).toBe(202);
    expect((await send('udp', frame('2001', siaData('CL', 3, 1))))?.token).toBe('ACK');
    let details = await panel(id);
    expect(details).toMatchObject({
      armState: 'armed',
      armedBy: { panelUser: 3, user: { id: expect.any(Number) } },
      link: 'online',
    });
    // Contact ID opening (401, qualifier 1) by user 7: disarmed, no platform user behind it.
    expect((await send('udp', frame('2001', cidData(1, 401, 1, 7), { token: 'ADM-CID' })))?.token).toBe(
      'ACK',
    );
    details = await panel(id);
    expect(details).toMatchObject({ armState: 'disarmed', armedBy: { panelUser: 7, user: null } });
    expect(await openAlarms(id)).toHaveLength(0);
  });

  test('a status event raises a status alarm and its restoral clears it', async () => {
    const id = ids['IP8-0003'] ?? 0;
    expect((await send('udp', frame('2001', cidData(1, 302, 1, 0), { token: 'ADM-CID' })))?.token).toBe(
      'ACK',
    );
    expect((await openAlarms(id)).map((a) => a.category)).toEqual(['status']);
    expect((await send('tcp', frame('2001', cidData(3, 302, 1, 0), { token: 'ADM-CID' })))?.token).toBe(
      'ACK',
    );
    expect(await openAlarms(id)).toHaveLength(0);
  });

  test('an unknown account is NAKed and raises nothing', async () => {
    const before = (await k.t.deps.database.db.select({ id: alarms.id }).from(alarms)).length;
    expect((await send('tcp', frame('9999', siaData('BA', 1, 1))))?.token).toBe('NAK');
    expect((await send('udp', frame('9999', siaData('BA', 1, 1))))?.token).toBe('NAK');
    expect((await k.t.deps.database.db.select({ id: alarms.id }).from(alarms)).length).toBe(before);
  });

  test('a wrongly keyed frame and a clear frame to a keyed panel raise nothing and are counted in its log', async () => {
    const id = ids['IP8-0002'] ?? 0;
    const wrong = await send(
      'tcp',
      frame(WAREHOUSE.account, siaData('BA', 1, 1), { key: 'WrongKeyWrongKey' }),
    );
    expect(wrong?.token).toBe('NAK');
    const clear = await send('udp', frame(WAREHOUSE.account, siaData('BA', 1, 1)));
    expect(clear?.token).toBe('NAK');
    expect(await openAlarms(id)).toHaveLength(0);
    const details = await panel(id);
    expect(details.log).toMatchObject({
      rejected: { 'decrypt-failed': 1, 'encryption-required': 1 },
      rejectedTotal: 2,
      accepted: 0,
      lastRejectedReason: 'encryption-required',
    });
    expect(details.link).toBe('never');
  });
});

describe('[DEFCON][SIA] supervision', () => {
  test('a panel silent past its interval raises "panel offline"; its next link test restores it', async () => {
    const id = ids['IP8-0002'] ?? 0;
    const key = WAREHOUSE.key ?? '';
    expect((await send('tcp', frame(WAREHOUSE.account, '', { key, token: 'NULL' }), key))?.token).toBe('ACK');
    expect((await panel(id)).link).toBe('online');
    // Nothing to flag yet.
    expect(await scanSupervision(k.t.deps)).not.toContain(id);
    const { db } = k.t.deps.database;
    await db
      .update(defconPanels)
      .set({ lastHeartbeatAt: new Date(Date.now() - (WAREHOUSE.supervisionSeconds + 5) * 1000) })
      .where(eq(defconPanels.deviceId, id));
    expect(await scanSupervision(k.t.deps)).toEqual([id]);
    expect(await scanSupervision(k.t.deps)).toEqual([]);
    const offline = await openAlarms(id);
    expect(offline.map((a) => [a.category, a.ruleId])).toEqual([['status', 'status:OFFLINE:0']]);
    expect((await panel(id)).link).toBe('offline');

    expect((await send('udp', frame(WAREHOUSE.account, '', { key, token: 'NULL' }), key))?.token).toBe('ACK');
    expect(await openAlarms(id)).toHaveLength(0);
    expect((await panel(id)).link).toBe('online');
  });
});

describe('[DEFCON][SIA] events stored before the ACK', () => {
  test('an event whose alarm a stopped process left pending is raised by the pending-alarms job, once', async () => {
    const id = ids['IP8-0003'] ?? 0;
    const { db } = k.t.deps.database;
    await db.insert(defconPanelEvents).values({
      panelId: id,
      at: new Date(Date.now() - 60_000),
      kind: 'burglary',
      eventClass: 'intrusion',
      code: 'BA',
      restore: false,
      zone: 2,
      description: 'Burglary Alarm',
      alarmPending: true,
    });
    expect(await raisePendingAlarms(k.t.deps)).toBe(1);
    const open = await openAlarms(id);
    expect(open.map((a) => [a.category, a.ruleId])).toEqual([['intrusion', 'intrusion:B:2']]);
    expect(open[0]?.message).toContain('zone 2 Lobby motion');
    expect(await raisePendingAlarms(k.t.deps)).toBe(0);
    // Frames leave nothing pending once their alarms are raised.
    const left = await db.select().from(defconPanelEvents).where(eq(defconPanelEvents.alarmPending, true));
    expect(left).toEqual([]);
  });

  test("a 'panel offline' restoral a stopped process left undone (flag cleared before the ACK) is made by the job, once", async () => {
    const id = ids['IP8-0002'] ?? 0;
    const { db } = k.t.deps.database;
    const raisedAt = Date.now() - 120_000;
    await db
      .update(defconPanels)
      .set({
        lastHeartbeatAt: new Date(raisedAt - (WAREHOUSE.supervisionSeconds + 60) * 1000),
        offlineSince: null,
      })
      .where(eq(defconPanels.deviceId, id));
    expect(await scanSupervision(k.t.deps, new Date(raisedAt))).toContain(id);
    expect((await openAlarms(id)).map((a) => a.ruleId)).toContain('status:OFFLINE:0');
    // The panel's frame stored its heartbeat (flag cleared) and was ACKed; the process stopped before the restoral.
    await db
      .update(defconPanels)
      .set({ lastHeartbeatAt: new Date(Date.now() - 60_000), offlineSince: null })
      .where(eq(defconPanels.deviceId, id));
    expect(await raisePendingAlarms(k.t.deps)).toBe(1);
    expect((await openAlarms(id)).map((a) => a.ruleId)).not.toContain('status:OFFLINE:0');
    expect(await raisePendingAlarms(k.t.deps)).toBe(0);
  });
});
