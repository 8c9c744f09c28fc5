import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../../kernel/auth/passwords.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { assignRole } from '../../permissions/permissions.service.ts';
import { users } from '../../users/users.schema.ts';
import { evaluateReadings } from '../evaluate.ts';

/** Alarm and template actions need their own catalogue keys (swam alarms, swam templates). */
let k: DevicesKit;
let viewer: string;
let alarmId: number;

beforeAll(async () => {
  k = await devicesKit();
  const { db } = k.t.deps.database;
  await db.insert(roles).values({
    key: 'test_alarm_viewer',
    name: 'Alarm viewer',
    app: 'swam',
    permissions: ['p_swam_alarms_view', 'p_swam_alarms_comment', 'p_swam_templates_view'],
    system: false,
  });
  const [user] = await db
    .insert(users)
    .values({
      email: 'alarms@customer.test',
      passwordHash: await hashPassword('Alarms#12345'),
      firstName: 'Alarm',
      lastName: 'Viewer',
      companyId: k.ids.Customer,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await assignRole(db, user?.id ?? 0, 'test_alarm_viewer');
  viewer = (await k.t.login('alarms@customer.test', 'Alarms#12345')).token;
  const deviceId = await k.deviceId('AQ5-0001');
  // The demo template (CO2 above 900) raises it.
  await evaluateReadings(k.t.deps.database, [
    {
      deviceId,
      companyId: k.ids.Customer,
      serial: 'AQ5-0001',
      ts: new Date(),
      receivedAt: new Date(),
      values: { co2: 1500 },
    },
  ]);
  const list = await k.call('Customer', 'GET', `/api/swam/alarms/operational?deviceId=${deviceId}`);
  alarmId = list.json().data[0].id;
});
afterAll(() => k.t.close());

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  k.t.as(viewer, { method, url, ...(body !== undefined && { body }) } as never);

describe('[ALARMS] permissions', () => {
  test('a viewer lists alarms, their infos and templates and comments, but may not acknowledge, escalate, terminate or create', async () => {
    expect(
      (await as('GET', '/api/swam/alarms/operational')).json().data.map((a: { id: number }) => a.id),
    ).toContain(alarmId);
    expect((await as('GET', '/api/swam/template')).json().data[0]).toMatchObject({
      name: 'Demo comfort and safety',
    });
    expect((await as('GET', '/api/swam/alarms/info')).statusCode).toBe(200);
    expect(
      (await as('POST', `/api/swam/alarms/operational/${alarmId}/comment`, { comment: 'Noted' })).statusCode,
    ).toBe(200);
    for (const action of ['acknowledge', 'escalate', 'terminate']) {
      expect(
        (await as('POST', `/api/swam/alarms/operational/${alarmId}/${action}`, {})).statusCode,
        action,
      ).toBe(403);
    }
    const create = await as('POST', '/api/swam/template', {
      name: 'Mine',
      rules: [{ kind: 'battery-low', severity: 'warning' }],
    });
    expect(create.statusCode).toBe(403);
  });

  test('a company member (no alarm permission) is refused, alarm infos too', async () => {
    const { db } = k.t.deps.database;
    const [user] = await db
      .insert(users)
      .values({
        email: 'member@customer.test',
        passwordHash: await hashPassword('Member#12345'),
        firstName: 'Company',
        lastName: 'Member',
        companyId: k.ids.Customer,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await assignRole(db, user?.id ?? 0, 'company_member');
    const { token } = await k.t.login('member@customer.test', 'Member#12345');
    expect((await k.t.as(token, { method: 'GET', url: '/api/swam/alarms/operational' })).statusCode).toBe(
      403,
    );
    expect((await k.t.as(token, { method: 'GET', url: '/api/swam/template' })).statusCode).toBe(403);
    expect((await k.t.as(token, { method: 'GET', url: '/api/swam/alarms/info' })).statusCode).toBe(403);
  });
});
