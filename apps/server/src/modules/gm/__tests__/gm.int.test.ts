import type { alarms as alarmContract, gm } from '@atrium/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { alarmHistory, alarms } from '../../alarms/alarms.schema.ts';
import { devices } from '../../devices/devices.schema.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { outbox } from '../../mail/mail.schema.ts';
import { users } from '../../users/users.schema.ts';
import { gmNotificationSettings } from '../gm.schema.ts';
import { gmDemoEmail } from '../gm.seed.ts';
import { escalateUnacknowledged, startGmWatcher } from '../index.ts';

let k: DemoKit;
let stopWatcher: () => void;
const serials: Record<string, number> = {};
const people: Record<string, number> = {};
const GM = 'Global Mobility Company' as const;

const db = () => k.t.deps.database.db;

/** One reading posted as the device would (POST /api/telemetry, device basic auth). */
async function post(serial: string, values: Record<string, number>) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: {
      authorization: `Basic ${Buffer.from(`${serial}:${DEMO_DEVICE_PASSWORD}`).toString('base64')}`,
    },
    body: { values },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const openSos = async (deviceId: number) =>
  (
    await db()
      .select()
      .from(alarms)
      .where(and(eq(alarms.deviceId, deviceId), eq(alarms.ruleId, 'gm:sos'), isNull(alarms.closedAt)))
  )[0];

const validSetting = () => ({
  name: 'Night shift SOS',
  alarmTypes: ['sos'],
  channels: ['app', 'email'],
  userIds: [people['gm.operator']],
  escalation: { afterMinutes: 10, userIds: [people['gm.admin']] },
});

beforeAll(async () => {
  k = await demoKit();
  stopWatcher = startGmWatcher(k.t.deps, k.t.app.log);
  for (const row of await db().select({ id: devices.id, serial: devices.serial }).from(devices))
    serials[row.serial] = row.id;
  for (const who of ['gm.admin', 'gm.operator', 'gm.responder1', 'gm.responder2']) {
    const [row] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, gmDemoEmail(who)));
    people[who] = row?.id ?? 0;
  }
}, 120_000);

afterAll(async () => {
  stopWatcher?.();
  await k?.t.close();
});

describe('gm notification settings', () => {
  let id: number;

  it('creates, reads, lists, changes and deletes a setting with its recipients and escalation', async () => {
    const created = await k.call(GM, 'POST', '/api/gm/notification-setting', validSetting());
    expect(created.statusCode, created.body).toBe(201);
    const setting = created.json().data as gm.Setting;
    id = setting.id;
    expect(setting).toMatchObject({
      name: 'Night shift SOS',
      alarmTypes: ['sos'],
      channels: ['app', 'email'],
      users: [{ id: people['gm.operator'] }],
      groups: [],
      escalation: { afterMinutes: 10, users: [{ id: people['gm.admin'] }] },
    });
    const one = await k.call(GM, 'GET', `/api/gm/notification-setting/${id}`);
    expect(one.json().data).toEqual(setting);
    const list = await k.call(GM, 'GET', '/api/gm/notification-setting?search=night');
    expect(list.json()).toMatchObject({ totalRecords: 1, data: [{ id }] });
    const changed = await k.call(GM, 'PUT', `/api/gm/notification-setting/${id}`, {
      ...validSetting(),
      name: 'Night shift, all alarms',
      alarmTypes: ['sos', 'operational', 'status'],
      escalation: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Night shift, all alarms', escalation: null });
  });

  it('refuses a bad setting with 418 on its fields', async () => {
    const res = await k.call(GM, 'POST', '/api/gm/notification-setting', {
      name: ' ',
      alarmTypes: [],
      channels: ['fax'],
      escalation: { afterMinutes: 0, userIds: [] },
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(
      expect.arrayContaining([
        'name: Required',
        'alarmTypes: Choose at least one alarm type',
        expect.stringMatching(/^channels\.0: Must be one of/),
        expect.stringMatching(/^escalation\.afterMinutes: Must be between 1 and 1440/),
        'escalation.userIds: Choose at least one escalation recipient',
      ]),
    );
  });

  it("refuses another company's users as recipients (418 on the field)", async () => {
    const [customerOwner] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, k.ids.Customer));
    const res = await k.call(GM, 'POST', '/api/gm/notification-setting', {
      ...validSetting(),
      userIds: [customerOwner?.id],
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['userIds: Must be users of the company']);
  });

  it("another company's setting is a 404 and never listed", async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', validSetting()],
      ['DELETE', undefined],
    ] as const) {
      const res = await k.call('Customer', method, `/api/gm/notification-setting/${id}`, body);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    const list = await k.call('Customer', 'GET', '/api/gm/notification-setting');
    expect((list.json().data as gm.Setting[]).some((s) => s.id === id)).toBe(false);
    const del = await k.call(GM, 'DELETE', `/api/gm/notification-setting/${id}`);
    expect(del.statusCode).toBe(204);
    expect((await k.call(GM, 'GET', `/api/gm/notification-setting/${id}`)).statusCode).toBe(404);
  });
});

describe('gm staff', () => {
  it('lists the staff with their gm role, on-duty state and devices', async () => {
    const res = await k.call(GM, 'GET', '/api/gm/staff?role=gm_responder&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const staff = res.json().data as gm.StaffMember[];
    expect(staff.map((s) => s.id).sort()).toEqual([people['gm.responder1'], people['gm.responder2']].sort());
    expect(staff.every((s) => s.onDuty && s.role === 'gm_responder' && s.devices.length === 1)).toBe(true);
  });

  it("changes a member's role, duty and devices; a device moves from its previous carrier", async () => {
    const id = people['gm.responder2'] as number;
    const res = await k.call(GM, 'PUT', `/api/gm/staff/${id}`, {
      role: 'gm_operator',
      onDuty: false,
      deviceIds: [serials['GMT-0004'], serials['GMT-0003']],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'gm_operator', onDuty: false });
    expect((res.json().data as gm.StaffMember).devices.map((d) => d.serial)).toEqual([
      'GMT-0003',
      'GMT-0004',
    ]);
    const responder1 = await k.call(GM, 'GET', '/api/gm/staff?role=gm_responder');
    expect((responder1.json().data as gm.StaffMember[])[0]?.devices).toEqual([]);
    const back = await k.call(GM, 'PUT', `/api/gm/staff/${people['gm.responder1']}`, {
      role: 'gm_responder',
      onDuty: true,
      deviceIds: [serials['GMT-0003']],
    });
    expect(back.statusCode, back.body).toBe(200);
    await k.call(GM, 'PUT', `/api/gm/staff/${id}`, {
      role: 'gm_responder',
      onDuty: true,
      deviceIds: [serials['GMT-0004']],
    });
  });

  it("refuses another company's device (418) and another company's member (404)", async () => {
    const swamDevice = serials['DL1-0001'] ?? Object.values(serials)[0];
    const res = await k.call(GM, 'PUT', `/api/gm/staff/${people['gm.operator']}`, {
      role: 'gm_operator',
      onDuty: false,
      deviceIds: [swamDevice],
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(["deviceIds: Must be the company's global mobility devices"]);
    const other = await k.call('Customer', 'PUT', `/api/gm/staff/${people['gm.operator']}`, {
      role: null,
      onDuty: false,
      deviceIds: [],
    });
    expect(other.statusCode).toBe(404);
    const list = await k.call('Customer', 'GET', '/api/gm/staff?limit=100');
    expect((list.json().data as gm.StaffMember[]).some((s) => s.id === people['gm.operator'])).toBe(false);
  });
});

describe('gm SOS and escalation', () => {
  let sosId: number;

  it('an SOS posted over HTTP raises a critical operational alarm listed for the responders', async () => {
    // Only this test's setting: the demo's own would notify and escalate the same alarms too.
    await db().delete(gmNotificationSettings).where(eq(gmNotificationSettings.companyId, k.ids[GM]));
    const created = await k.call(GM, 'POST', '/api/gm/notification-setting', {
      ...validSetting(),
      name: 'SOS by email',
      escalation: { afterMinutes: 5, userIds: [people['gm.admin']] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await post('GMT-0005', { latitude: 25.2, longitude: 55.27, battery: 70, sos: 1 });
    const alarm = await openSos(serials['GMT-0005'] as number);
    expect(alarm).toMatchObject({ kind: 'sos', category: 'operational', severity: 'critical' });
    sosId = alarm?.id ?? 0;
    const responder = await k.t.login(gmDemoEmail('gm.responder1'), 'Demo#12345');
    const list = await k.t.as(responder.token, {
      method: 'GET',
      url: '/api/gm/alarms/operational?limit=100',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as alarmContract.Alarm[]).some((a) => a.id === sosId)).toBe(true);
    await expect
      .poll(async () =>
        (
          await db()
            .select()
            .from(outbox)
            .where(eq(outbox.to, gmDemoEmail('gm.operator')))
        ).some((m) => m.subject.includes('SOS')),
      )
      .toBe(true);
  });

  it('escalates an unacknowledged SOS once after the minutes, and not an acknowledged one', async () => {
    const later = new Date(Date.now() + 6 * 60_000);
    await post('GMT-0004', { sos: 1 });
    const acked = await openSos(serials['GMT-0004'] as number);
    const ack = await k.call(GM, 'POST', `/api/gm/alarms/operational/${acked?.id}/acknowledge`, {});
    expect(ack.statusCode, ack.body).toBe(200);
    await escalateUnacknowledged(k.t.deps.database, later);
    await escalateUnacknowledged(k.t.deps.database, later);
    const escalations = (id: number) =>
      db()
        .select()
        .from(alarmHistory)
        .where(and(eq(alarmHistory.alarmId, id), eq(alarmHistory.event, 'escalated')));
    expect(await escalations(sosId), JSON.stringify(await escalations(sosId))).toHaveLength(1);
    expect(await escalations(acked?.id ?? 0)).toHaveLength(0);
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, gmDemoEmail('gm.admin')));
    expect(mails.filter((m) => m.subject.startsWith('Escalated: Spare tracker'))).toHaveLength(1);
  });

  it('a responder without settings rights cannot read or write them (403)', async () => {
    const responder = await addCompanyUser(k.t, k.ids[GM], 'responder3@gm.test', 'gm_responder');
    const res = await k.t.as(responder.token, { method: 'GET', url: '/api/gm/notification-setting' });
    expect(res.statusCode).toBe(403);
  });
});
