import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { alarmHolds, alarms, alarmTemplates } from '../alarms.schema.ts';
import { scanHolds, startAlarms } from '../index.ts';
import { DEVICE_PASSWORD, registerDevice } from './app-kit.ts';

/**
 * "Door left open": a rule with `forSeconds` raises only once its condition has held that long, through later
 * readings or, when the device says nothing more, through the hold scan; a restoring reading before then
 * cancels it. Readings carry their own `ts` (in the past), so no test waits for the clock.
 */

const MW = '/api/metrowatch';
const SERIAL = 'MWK-LOCK-HOLD';
let k: DevicesKit;
let telemetry: Telemetry;
let stopAlarms: () => void;
let device: number;
let template: { id: number; rules: { id: string; forSeconds?: number }[] };

/** One reading of the lock, `secondsAgo` before now (POST /api/telemetry: answered once evaluated). */
async function door(open: 0 | 1, secondsAgo: number) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: { authorization: `Basic ${Buffer.from(`${SERIAL}:${DEVICE_PASSWORD}`).toString('base64')}` },
    body: { ts: Date.now() - secondsAgo * 1000, values: { door: open } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const db = () => k.t.deps.database.db;
const holds = () => db().select().from(alarmHolds).where(eq(alarmHolds.deviceId, device));
const doorAlarms = () => db().select().from(alarms).where(eq(alarms.deviceId, device));
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '20' });
  await db().delete(alarmTemplates);
  stopAlarms = startAlarms(k.t.deps, k.t.app.log);
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  device = await registerDevice(k, 'Customer', { serial: SERIAL, hardwareId: 401, solutionId: 30 });
  const created = await k.call('Customer', 'POST', `${MW}/template`, {
    name: 'Door left open',
    rules: [{ kind: 'above', key: 'door', value: 0, forSeconds: 60, severity: 'warning' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  template = created.json().data;
});
afterAll(async () => {
  stopAlarms?.();
  await telemetry?.stop();
  await k?.t.close();
});
beforeEach(async () => {
  await db().delete(alarms).where(eq(alarms.deviceId, device));
  await db().delete(alarmHolds);
});

describe('[ALARMS][HOLD] rules with forSeconds', () => {
  test('the template keeps forSeconds; outside 0-86400 or on a no-data rule it is a 418 on the field', async () => {
    expect(template.rules[0]?.forSeconds).toBe(60);
    const bad = await k.call('Customer', 'POST', `${MW}/template`, {
      name: 'Too long',
      rules: [
        { kind: 'above', key: 'door', value: 0, forSeconds: 86_401, severity: 'warning' },
        { kind: 'below', key: 'battery', value: 10, forSeconds: 2.5, severity: 'warning' },
      ],
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual([
      'rules.0.forSeconds: Must be between 0 and 86400',
      'rules.1.forSeconds: Must be a whole number',
    ]);
  });

  test('a door still open 60 s after it opened raises, at the moment it had held, in words with its duration', async () => {
    await door(1, 100);
    expect(await doorAlarms()).toEqual([]);
    expect((await holds()).map((h) => h.value)).toEqual([1]);
    await door(1, 70);
    expect(await doorAlarms()).toEqual([]);
    await door(1, 30);
    const [raised, ...more] = await doorAlarms();
    expect(more).toEqual([]);
    expect(raised).toMatchObject({ status: 'active', message: 'door above 0 for 60 s', value: 1 });
    // Held from 100 s ago: complete 40 s ago.
    expect(Math.abs((raised?.raisedAt.getTime() ?? 0) - (Date.now() - 40_000))).toBeLessThan(5_000);
    expect(await holds()).toEqual([]);
    const listed = await k.call('Customer', 'GET', `${MW}/alarms/operational?deviceId=${device}`);
    expect(listed.json().data).toEqual([expect.objectContaining({ message: 'door above 0 for 60 s' })]);

    await door(0, 0);
    expect((await doorAlarms()).map((a) => a.status)).toEqual(['cleared']);
  });

  test('with no reading after the door opened, the hold scan raises it once it has held 60 s, once', async () => {
    await door(1, 10);
    expect(await scanHolds(k.t.deps.database, inSeconds(30))).toBe(0);
    expect(await doorAlarms()).toEqual([]);
    expect(await scanHolds(k.t.deps.database, inSeconds(55))).toBe(1);
    expect(await scanHolds(k.t.deps.database, inSeconds(120))).toBe(0);
    expect((await doorAlarms()).map((a) => [a.status, a.message])).toEqual([
      ['active', 'door above 0 for 60 s'],
    ]);
    expect(await holds()).toEqual([]);
    // Closed again: the rule clears it.
    await door(0, 0);
    expect((await doorAlarms()).map((a) => a.status)).toEqual(['cleared']);
  });

  test('a door closed before 60 s cancels the hold: nothing is raised, by readings or by the scan', async () => {
    await door(1, 50);
    await door(0, 20);
    expect(await holds()).toEqual([]);
    expect(await scanHolds(k.t.deps.database, inSeconds(600))).toBe(0);
    // Opened again 10 s ago: a new hold from then, not from the first opening.
    await door(1, 10);
    expect(await scanHolds(k.t.deps.database, inSeconds(30))).toBe(0);
    expect(await doorAlarms()).toEqual([]);
  });

  test('a rule without forSeconds still raises on the first crossing reading', async () => {
    const now = await k.call('Customer', 'POST', `${MW}/template`, {
      name: 'Door opened',
      rules: [{ kind: 'above', key: 'door', value: 0, severity: 'minor' }],
    });
    expect(now.statusCode, now.body).toBe(201);
    try {
      await door(1, 5);
      expect((await doorAlarms()).map((a) => [a.templateId, a.message])).toEqual([
        [now.json().data.id, 'door above 0'],
      ]);
    } finally {
      await k.call('Customer', 'DELETE', `${MW}/template/${now.json().data.id}`);
    }
  });

  test('the scan drops the hold of a template disabled meanwhile, raising nothing', async () => {
    await door(1, 10);
    const url = `${MW}/template/${template.id}`;
    const off = await k.call('Customer', 'PUT', url, {
      name: 'Door left open',
      enabled: false,
      rules: template.rules,
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect(await scanHolds(k.t.deps.database, inSeconds(120))).toBe(0);
      expect(await holds()).toEqual([]);
      expect(await doorAlarms()).toEqual([]);
    } finally {
      await k.call('Customer', 'PUT', url, { name: 'Door left open', rules: template.rules });
    }
  });
});
