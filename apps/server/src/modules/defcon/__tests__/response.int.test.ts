import type { defcon } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { raiseDefconAlarm, restoreDefconAlarm } from '../alarms.service.ts';
import { processDueEscalations, startEscalationTimer } from '../escalation.timer.ts';
import { defconCustomerSites, defconEscalations } from '../response.schema.ts';

/**
 * Defcon's response side (issue 18, R118): alarms raised by panels reach the customer and its security
 * company, the operators' ladder escalates on its own, the security company escalates to the police HQ of the
 * locality, the HQ hands over to one of its stations, which terminates; each party sees only what reached it.
 */

let k: DevicesKit;
let panel: number;
let otherPanel: number;
let hqId: number;
let stationId: number;
let north: number;
const op: { id: number; token: string }[] = [];
let stationUser: { id: number; token: string };
let responder: { id: number; token: string };
type One = { data: defcon.DefconAlarm };

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  k.t.as(token, { method, url, ...(body !== undefined && { body }) } as never);

beforeAll(async () => {
  k = await devicesKit();
  panel = await k.deviceId('IP8-0001');
  otherPanel = await k.deviceId('IP8-0003');
  const sc = k.ids['Security Company'];
  op.push(await addCompanyUser(k.t, sc, 'op1@defcon.test', 'defcon_operator'));
  op.push(await addCompanyUser(k.t, sc, 'op2@defcon.test', 'defcon_operator'));
  responder = await addCompanyUser(k.t, sc, 'resp@defcon.test', 'defcon_responder');
  hqId = k.ids['HQ Police Station'];
  const hq = await k.call('admin', 'PUT', `/api/defcon/police/hq/${hqId}`, {
    localities: ['North', 'South'],
  });
  expect(hq.statusCode, hq.body).toBe(200);
  north = (hq.json() as { data: defcon.PoliceHq }).data.localities.find((l) => l.name === 'North')?.id ?? 0;
  const station = await k.call('HQ Police Station', 'POST', `/api/defcon/police/hq/${hqId}/station`, {
    name: 'North Station',
    email: 'north@police.test',
    localityIds: [north],
  });
  expect(station.statusCode, station.body).toBe(201);
  stationId = (station.json() as { data: defcon.PoliceStation }).data.id;
  stationUser = await addCompanyUser(k.t, stationId, 'officer@north.test', 'defcon_local_police');
  await k.t.deps.database.db
    .insert(defconCustomerSites)
    .values({ companyId: k.ids.Customer, localityId: north, address: '1 Main St' })
    .onConflictDoUpdate({ target: defconCustomerSites.companyId, set: { localityId: north } });
});
afterAll(async () => {
  await k.t.close();
});

const raise = (zone: number, kind: 'intrusion' | 'status' = 'intrusion', on = panel) =>
  raiseDefconAlarm(k.t.deps, {
    panelDeviceId: on,
    kind,
    code: kind === 'intrusion' ? 'BA' : 'AT',
    zone,
    message: `Burglary zone ${zone}`,
  });

describe('[DEFCON][ALARMS] raised by panels, R118 roles', () => {
  test('an intrusion alarm is raised once per panel, family and zone, and opens the first operator rung', async () => {
    const first = await raise(1);
    expect(first).not.toBeNull();
    expect(await raise(1)).toBeNull();
    const res = await k.call('Security Company', 'GET', `/api/defcon/alarm/intrusion/${first?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const alarm = (res.json() as One).data;
    expect(alarm).toMatchObject({
      stage: 'operator',
      category: 'intrusion',
      zone: 1,
      code: 'BA',
      locality: { name: 'North' },
    });
    expect(alarm.securityCompany?.id).toBe(k.ids['Security Company']);
    expect(alarm.deadline).not.toBeNull();
  });

  test('the customer and its security company list it live; the police, another customer and the FMC do not', async () => {
    for (const who of ['Customer', 'Security Company'] as const) {
      const res = await k.call(who, 'GET', '/api/defcon/alarm/intrusion');
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { totalRecords: number }).totalRecords, who).toBeGreaterThan(0);
    }
    for (const who of ['HQ Police Station', 'Building Owner', 'FMC'] as const) {
      const res = await k.call(who, 'GET', '/api/defcon/alarm/intrusion');
      expect((res.json() as { totalRecords: number }).totalRecords, who).toBe(0);
    }
    const res = await as(stationUser.token, 'GET', '/api/defcon/alarm/intrusion');
    expect((res.json() as { totalRecords: number }).totalRecords).toBe(0);
  });

  test('a status alarm closes on its restoral; an intrusion alarm stays open, marked restored', async () => {
    const status = await raise(0, 'status');
    const intrusion = await raise(2);
    await restoreDefconAlarm(k.t.deps, { panelDeviceId: panel, code: 'AR', zone: 0 });
    await restoreDefconAlarm(k.t.deps, { panelDeviceId: panel, code: 'BR', zone: 2 });
    const s = (await k.call('Customer', 'GET', `/api/defcon/alarm/status/${status?.id}`)).json() as One;
    expect(s.data.status).toBe('cleared');
    const i = (await k.call('Customer', 'GET', `/api/defcon/alarm/intrusion/${intrusion?.id}`)).json() as One;
    expect(i.data.closedAt).toBeNull();
    expect(i.data.restoredAt).not.toBeNull();
    const history = await k.call('Customer', 'GET', '/api/defcon/alarm/status?view=history');
    expect((history.json() as { data: { id: number }[] }).data.map((a) => a.id)).toContain(status?.id);
  });
});

describe('[DEFCON][LADDER] security company → police HQ → local station', () => {
  test('operator acknowledges, escalates to the HQ of the locality, HQ hands over, the station terminates; timeline', async () => {
    const raised = await raise(3);
    const url = `/api/defcon/alarm/intrusion/${raised?.id}`;
    const ack = await as(op[0]?.token ?? '', 'POST', `${url}/acknowledge`, { comment: 'seen' });
    expect(ack.statusCode, ack.body).toBe(200);
    const police = await as(op[0]?.token ?? '', 'POST', `${url}/escalate-police`, {});
    expect(police.statusCode, police.body).toBe(200);
    expect((police.json() as One).data).toMatchObject({ stage: 'police-hq', policeHq: { id: hqId } });
    // The HQ now sees it, the station not yet.
    expect((await k.call('HQ Police Station', 'GET', url)).statusCode).toBe(200);
    expect((await as(stationUser.token, 'GET', url)).statusCode).toBe(404);
    // A station outside the locality (the demo local station) is a 418; nothing changes.
    const wrong = await k.call('HQ Police Station', 'POST', `${url}/hand-over`, {
      stationId: k.ids['Local Police Station'],
    });
    expect(wrong.statusCode).toBe(418);
    expect(k.fields(wrong)[0]).toMatch(/^stationId: /);
    const handed = await k.call('HQ Police Station', 'POST', `${url}/hand-over`, { stationId });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((handed.json() as One).data).toMatchObject({
      stage: 'police-station',
      policeStation: { id: stationId },
    });
    expect((await as(stationUser.token, 'POST', `${url}/acknowledge`, {})).statusCode).toBe(200);
    const done = await as(stationUser.token, 'POST', `${url}/terminate`, { comment: 'Suspect arrested' });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as One).data).toMatchObject({ status: 'terminated', stage: 'closed' });
    // A terminated alarm: every action is a 409 and changes nothing.
    const again = await k.call('Security Company', 'POST', `${url}/comment`, { comment: 'late' });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { msg: string }).msg).toMatch(/already closed/);
    const timeline = await k.call('Security Company', 'GET', `${url}/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const steps = (timeline.json() as { data: defcon.DefconTimeline }).data.steps;
    expect(steps.filter((s) => s.source === 'history').map((s) => s.event)).toEqual([
      'raised',
      'acknowledged',
      'police-escalated',
      'handed-over',
      'acknowledged',
      'terminated',
    ]);
    expect(steps.filter((s) => s.source === 'rung').map((s) => [s.level, s.outcome])).toEqual([
      ['operator', 'met'],
      ['police-hq', 'met'],
      ['police-station', 'met'],
    ]);
    expect(steps.find((s) => s.event === 'terminated')?.company?.id).toBe(stationId);
    // The station sees what was handed to it.
    expect((await as(stationUser.token, 'GET', '/api/defcon/alarm/intrusion?view=all')).json()).toMatchObject(
      { totalRecords: 1 },
    );
  });

  test('escalate-user sends a responder of the company; another company’s user is a 418; reject needs a reason', async () => {
    const raised = await raise(4);
    const url = `/api/defcon/alarm/intrusion/${raised?.id}`;
    const bad = await k.call('Security Company', 'POST', `${url}/escalate-user`, { userId: stationUser.id });
    expect(bad.statusCode).toBe(418);
    const sent = await k.call('Security Company', 'POST', `${url}/escalate-user`, { userId: responder.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as One).data).toMatchObject({ stage: 'responder', responder: { id: responder.id } });
    const noReason = await k.call('Security Company', 'POST', `${url}/reject`, {});
    expect(noReason.statusCode).toBe(418);
    expect(k.fields(noReason)).toEqual(['reason: Required']);
    const rejected = await k.call('Security Company', 'POST', `${url}/reject`, { reason: 'Cat in the hall' });
    expect((rejected.json() as One).data).toMatchObject({
      falseAlarm: true,
      rejectReason: 'Cat in the hall',
      status: 'terminated',
    });
  });

  test("another customer's alarm is a 404 to the security company; the police cannot act before it reaches them", async () => {
    const foreign = await raise(5, 'intrusion', otherPanel);
    const res = await k.call(
      'Security Company',
      'POST',
      `/api/defcon/alarm/intrusion/${foreign?.id}/acknowledge`,
      {},
    );
    expect(res.statusCode).toBe(404);
    const mine = await raise(6);
    const hand = await k.call(
      'HQ Police Station',
      'POST',
      `/api/defcon/alarm/intrusion/${mine?.id}/hand-over`,
      { stationId },
    );
    expect(hand.statusCode).toBe(404);
  });
});

describe('[DEFCON][STATUS] status alarms take the same actions and the same ladder', () => {
  test('acknowledge, comment and terminate a status alarm; its history has who; a second terminate is a 409', async () => {
    const raised = await raise(8, 'status');
    const url = `/api/defcon/alarm/status/${raised?.id}`;
    expect((await as(op[1]?.token ?? '', 'POST', `${url}/acknowledge`, {})).statusCode).toBe(200);
    expect(
      (await as(op[1]?.token ?? '', 'POST', `${url}/comment`, { comment: 'Mains back soon' })).statusCode,
    ).toBe(200);
    const done = await as(op[1]?.token ?? '', 'POST', `${url}/terminate`, {});
    expect((done.json() as One).data.status).toBe('terminated');
    const again = await as(op[1]?.token ?? '', 'POST', `${url}/terminate`, {});
    expect(again.statusCode).toBe(409);
    const steps = (
      (await k.call('Customer', 'GET', `${url}/timeline`)).json() as { data: defcon.DefconTimeline }
    ).data.steps;
    expect(steps.filter((s) => s.source === 'history').map((s) => [s.event, s.actor?.id ?? null])).toEqual([
      ['raised', null],
      ['acknowledged', op[1]?.id],
      ['commented', op[1]?.id],
      ['terminated', op[1]?.id],
    ]);
    // Timed like an intrusion alarm: its first rung, met by the acknowledge.
    expect(steps.filter((s) => s.source === 'rung').map((s) => [s.level, s.outcome])).toEqual([
      ['operator', 'met'],
    ]);
    // The intrusion path of the same id is a 404 (another category).
    expect((await k.call('Customer', 'GET', `/api/defcon/alarm/intrusion/${raised?.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('[DEFCON][SETTINGS] intrusion settings', () => {
  test("the demo company's own values, defaults for another; validated; a customer has none", async () => {
    const get = await k.call('Security Company', 'GET', '/api/defcon/intrusion-setting');
    expect(get.statusCode, get.body).toBe(200);
    expect((get.json() as { data: defcon.IntrusionSetting }).data).toMatchObject({
      custom: true,
      acknowledgeSeconds: 120,
    });
    const created = await k.call('admin', 'POST', '/api/company', {
      name: 'Night Guard',
      email: 'ng@guard.test',
      type: 'Security Company',
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = await k.call(
      'admin',
      'GET',
      `/api/defcon/intrusion-setting?companyId=${(created.json() as { data: { id: number } }).data.id}`,
    );
    expect((other.json() as { data: defcon.IntrusionSetting }).data).toMatchObject({
      custom: false,
      acknowledgeSeconds: 60,
    });
    const bad = await k.call('Security Company', 'PUT', '/api/defcon/intrusion-setting', {
      entryDelaySeconds: -1,
      exitDelaySeconds: 30,
      acknowledgeSeconds: 0,
      dispatchSeconds: 10,
      policeHandOverSeconds: 10,
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).map((f) => f.split(':')[0])).toEqual(['entryDelaySeconds', 'acknowledgeSeconds']);
    expect((await k.call('Customer', 'GET', '/api/defcon/intrusion-setting')).statusCode).toBe(418);
  });
});

describe('[DEFCON][TIMER] deadlines escalate without a request', () => {
  test('an unacknowledged alarm goes from the first operator to the next within about a second', async () => {
    const put = await k.call('Security Company', 'PUT', '/api/defcon/intrusion-setting', {
      entryDelaySeconds: 0,
      exitDelaySeconds: 0,
      acknowledgeSeconds: 1,
      dispatchSeconds: 1,
      policeHandOverSeconds: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    const stop = await startEscalationTimer(k.t.deps.database);
    try {
      const raised = await raise(7);
      const { db } = k.t.deps.database;
      let rungs: (typeof defconEscalations.$inferSelect)[] = [];
      for (let i = 0; i < 100; i++) {
        rungs = await db
          .select()
          .from(defconEscalations)
          .where(eq(defconEscalations.alarmId, raised?.id ?? 0));
        if (rungs.length >= 2) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // The company's operators in id order (the demo's two, then this file's two): the first missed, the next one's turn.
      expect(rungs.map((r) => [r.level, r.outcome])).toEqual([
        ['operator', 'missed'],
        ['operator', 'pending'],
      ]);
      expect(rungs[1]?.targetUserId).not.toBe(rungs[0]?.targetUserId);
      expect(rungs[1]?.step).toBe(1);
      const pending = await db
        .select()
        .from(defconEscalations)
        .where(and(eq(defconEscalations.alarmId, raised?.id ?? 0), eq(defconEscalations.outcome, 'pending')));
      expect(pending).toHaveLength(1);
    } finally {
      stop();
    }
  });

  test('after a restart (no timer), the scan job escalates what was missed meanwhile, once', async () => {
    const raised = await raise(9);
    const { db } = k.t.deps.database;
    const alarmId = raised?.id ?? 0;
    await db
      .update(defconEscalations)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(defconEscalations.alarmId, alarmId));
    const [first, second] = await Promise.all([
      processDueEscalations(k.t.deps.database),
      processDueEscalations(k.t.deps.database),
    ]);
    const rungs = await db.select().from(defconEscalations).where(eq(defconEscalations.alarmId, alarmId));
    expect(rungs.map((r) => r.outcome)).toEqual(['missed', 'pending']);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    const timeline = (
      await k.call('Security Company', 'GET', `/api/defcon/alarm/intrusion/${alarmId}/timeline`)
    ).json() as {
      data: defcon.DefconTimeline;
    };
    expect(timeline.data.steps.filter((s) => s.event === 'auto-escalated')).toHaveLength(1);
  });
});
