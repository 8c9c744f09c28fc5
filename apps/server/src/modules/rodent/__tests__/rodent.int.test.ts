import type { alarms as alarmContract, rodent } from '@atrium/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { alarms } from '../../alarms/alarms.schema.ts';
import { companies } from '../../companies/companies.schema.ts';
import { devices } from '../../devices/devices.schema.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { startRodentWatcher } from '../index.ts';
import { rodentEvents } from '../rodent.schema.ts';
import { scanSilentStations } from '../watch.service.ts';

let k: DemoKit;
let stopWatcher: () => void;
const ids: Record<string, number> = {};
let other: { token: string };

const db = () => k.t.deps.database.db;

/** One reading posted as the station (POST /api/telemetry, device basic auth): answered once stored and handled. */
async function post(serial: string, values: Record<string, number>, ts?: number) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: {
      authorization: `Basic ${Buffer.from(`${serial}:${DEMO_DEVICE_PASSWORD}`).toString('base64')}`,
    },
    body: { values, ...(ts !== undefined && { ts }) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const openAlarm = async (deviceId: number, ruleId: string) =>
  (
    await db()
      .select()
      .from(alarms)
      .where(and(eq(alarms.deviceId, deviceId), eq(alarms.ruleId, ruleId), isNull(alarms.closedAt)))
  )[0];

const asOther = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  k.t.as(other.token, { method, url, ...(body !== undefined && { body }) } as never);

beforeAll(async () => {
  k = await demoKit();
  stopWatcher = startRodentWatcher(k.t.deps, k.t.app.log);
  for (const row of await db().select({ id: devices.id, serial: devices.serial }).from(devices))
    ids[row.serial] = row.id;
  const [company] = await db()
    .insert(companies)
    .values({ name: 'Other Pest Co', email: 'contact@other-pest.test', type: 'Customer' })
    .returning({ id: companies.id });
  other = await addCompanyUser(k.t, company?.id ?? 0, 'owner@other-pest.test', 'company_owner');
}, 120_000);

afterAll(async () => {
  stopWatcher?.();
  await k?.t.close();
});

describe('cloud orbit: a trap reading, its alarm and the visit that clears it', () => {
  it('a trapTriggered 1 posted over HTTP raises the operational alarm and an open event', async () => {
    const id = ids['ST2-0001'] as number;
    await post('ST2-0001', { trapTriggered: 1, moved: 0, opened: 0, battery: 80 });
    const alarm = await openAlarm(id, 'ro:trap-triggered');
    expect(alarm).toMatchObject({ kind: 'rodent', category: 'operational', key: 'trap-triggered' });
    const events = await k.call('Customer', 'GET', `/api/rodent/event?deviceId=${id}&open=true`);
    expect(events.statusCode, events.body).toBe(200);
    const open = events.json().data as rodent.StationEvent[];
    expect(open.map((e) => e.kind)).toEqual(['trap-triggered']);
    expect(open[0]?.device).toMatchObject({ serial: 'ST2-0001', floor: { name: 'Ground' } });
    const list = await k.call('Customer', 'GET', '/api/rodent/alarms/operational?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as alarmContract.Alarm[]).some((a) => a.id === alarm?.id)).toBe(true);
  });

  it('a visit clears the open events and alarms and is listed with the station', async () => {
    const id = ids['ST2-0001'] as number;
    const res = await k.call('Customer', 'POST', '/api/rodent/visit', { deviceId: id, notes: 'Trap reset' });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json().data as rodent.Visit;
    expect(visit).toMatchObject({ notes: 'Trap reset', clearedEvents: 1, clearedAlarms: 1 });
    expect(visit.technician?.name).toBeTruthy();
    expect(await openAlarm(id, 'ro:trap-triggered')).toBeUndefined();
    const open = await k.call('Customer', 'GET', `/api/rodent/event?deviceId=${id}&open=true`);
    expect(open.json().totalRecords).toBe(0);
    const station = await k.call('Customer', 'GET', `/api/rodent/station/${id}`);
    expect(station.statusCode, station.body).toBe(200);
    const details = station.json().data as rodent.StationDetails;
    expect(details).toMatchObject({ openEvents: 0, openAlarms: 0, lastVisit: { id: visit.id } });
    expect(details.recentEvents[0]?.clearedByVisit).toBe(visit.id);
    expect(details.position).not.toBeNull();
    const visits = await k.call('Customer', 'GET', `/api/rodent/visit?deviceId=${id}`);
    expect((visits.json().data as rodent.Visit[])[0]?.id).toBe(visit.id);
  });

  it('a bait drop beyond the threshold is a bait consumed event; a small one is not', async () => {
    const id = ids['RB1-0001'] as number;
    const t = Date.now() - 60_000;
    await post('RB1-0001', { bait: 90, battery: 70, moved: 0, opened: 0 }, t);
    await post('RB1-0001', { bait: 85, battery: 70, moved: 0, opened: 0 }, t + 10_000);
    expect(await openAlarm(id, 'ro:bait-consumed')).toBeUndefined();
    await post('RB1-0001', { bait: 40, battery: 70, moved: 0, opened: 0 }, t + 20_000);
    expect(await openAlarm(id, 'ro:bait-consumed')).toMatchObject({ value: 40 });
  });

  it('a low battery raises one status alarm and one event, cleared when fine again', async () => {
    const id = ids['ST2-0002'] as number;
    await post('ST2-0002', { trapTriggered: 0, battery: 8 });
    await post('ST2-0002', { trapTriggered: 0, battery: 7 });
    expect(await openAlarm(id, 'ro:battery-low')).toMatchObject({ category: 'status' });
    const events = await db()
      .select()
      .from(rodentEvents)
      .where(and(eq(rodentEvents.deviceId, id), eq(rodentEvents.kind, 'battery-low')));
    expect(events).toHaveLength(1);
    await post('ST2-0002', { trapTriggered: 0, battery: 95 });
    expect(await openAlarm(id, 'ro:battery-low')).toBeUndefined();
  });

  it('a station not heard for the silent time raises its silent status alarm; a reading clears it', async () => {
    const id = ids['ST2-0004'] as number;
    const later = new Date(Date.now() + 7 * 3_600_000);
    await scanSilentStations(k.t.deps.database, later);
    expect(await openAlarm(id, 'ro:silent')).toMatchObject({ category: 'status', kind: 'rodent' });
    await post('ST2-0004', { trapTriggered: 0, battery: 90 });
    expect(await openAlarm(id, 'ro:silent')).toBeUndefined();
  });
});

describe('cloud orbit: dashboard and heat map', () => {
  const period = 'from=2020-01-01T00:00:00.000Z&to=2020-01-08T00:00:00.000Z';
  beforeAll(async () => {
    const [company] = await db()
      .select({ id: devices.companyId })
      .from(devices)
      .where(eq(devices.id, ids['ST2-0001'] as number));
    const companyId = company?.id ?? 0;
    const at = (day: number) => new Date(Date.UTC(2020, 0, day, 9));
    await db()
      .insert(rodentEvents)
      .values([
        { companyId, deviceId: ids['ST2-0001'] as number, kind: 'trap-triggered', at: at(2), value: 1 },
        { companyId, deviceId: ids['ST2-0001'] as number, kind: 'trap-triggered', at: at(2), value: 1 },
        { companyId, deviceId: ids['ST2-0001'] as number, kind: 'trap-triggered', at: at(3), value: 1 },
        { companyId, deviceId: ids['RB1-0003'] as number, kind: 'moved', at: at(4), value: 1 },
      ]);
  });

  it('counts the known events per structure and floor per day', async () => {
    const res = await k.call('Customer', 'GET', `/api/rodent/analysis/dashboard?${period}&bucket=day`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as rodent.Dashboard;
    expect(d.buckets).toHaveLength(7);
    expect(d.totals).toMatchObject({ 'trap-triggered': 3, moved: 1, 'bait-consumed': 0 });
    const hq = d.structures.find((s) => s.name === 'Headquarters');
    const ground = hq?.floors.find((f) => f.name === 'Ground');
    const second = hq?.floors.find((f) => f.name === 'Second');
    expect(ground?.series.map((c) => c['trap-triggered'])).toEqual([0, 2, 1, 0, 0, 0, 0]);
    expect(second?.series[3]?.moved).toBe(1);
    expect(ground?.stations).toBe(4);
  });

  it("puts a floor's stations at their layout places with their events", async () => {
    const [row] = await db()
      .select({ floorId: devices.floorId })
      .from(devices)
      .where(eq(devices.id, ids['ST2-0001'] as number));
    const res = await k.call(
      'Customer',
      'GET',
      `/api/rodent/analysis/heatmap?floorId=${row?.floorId}&${period}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const h = res.json().data as rodent.Heatmap;
    expect(h.max).toBe(3);
    expect(h.placed.find((s) => s.serial === 'ST2-0001')).toMatchObject({ events: 3, x: 0.82, y: 0.7 });
    expect(h.placed).toHaveLength(4);
    expect(h.floor.structure.name).toBe('Headquarters');
  });
});

describe('cloud orbit: isolation and bad input', () => {
  it("another company's station, visit, events and floor are refused", async () => {
    const id = ids['ST2-0001'] as number;
    expect((await asOther('GET', `/api/rodent/station/${id}`)).statusCode).toBe(404);
    expect((await asOther('GET', `/api/rodent/event?deviceId=${id}`)).statusCode).toBe(404);
    expect((await asOther('POST', '/api/rodent/visit', { deviceId: id })).statusCode).toBe(404);
    const visits = await k.call('Customer', 'GET', `/api/rodent/visit?deviceId=${id}`);
    const visitId = (visits.json().data as rodent.Visit[])[0]?.id;
    expect((await asOther('GET', `/api/rodent/visit/${visitId}`)).statusCode).toBe(404);
    const [row] = await db().select({ floorId: devices.floorId }).from(devices).where(eq(devices.id, id));
    const heat = await asOther('GET', `/api/rodent/analysis/heatmap?floorId=${row?.floorId}`);
    expect(heat.statusCode).toBe(418);
    const theirs = await asOther('GET', '/api/rodent/event');
    expect(theirs.json().totalRecords).toBe(0);
    const dash = await asOther('GET', '/api/rodent/analysis/dashboard');
    expect((dash.json().data as rodent.Dashboard).stations).toBe(0);
  });

  it('bad input is a 418 naming each field', async () => {
    const visit = await k.call('Customer', 'POST', '/api/rodent/visit', {
      deviceId: 'x',
      at: new Date(Date.now() + 86_400_000).toISOString(),
      notes: 'n'.repeat(1001),
    });
    expect(visit.statusCode).toBe(418);
    expect(
      k
        .fields(visit)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['at', 'deviceId', 'notes']);
    const events = await k.call('Customer', 'GET', '/api/rodent/event?kind=rat&open=maybe');
    expect(events.statusCode).toBe(418);
    const dash = await k.call(
      'Customer',
      'GET',
      '/api/rodent/analysis/dashboard?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    );
    expect(k.fields(dash)).toEqual(['to: Must be after From']);
    expect((await k.call('Customer', 'GET', '/api/rodent/station/999999')).statusCode).toBe(404);
  });
});

describe('A40: operational alarms need their own key', () => {
  async function userWith(key: string, permissions: string[]) {
    await db().insert(roles).values({ key, name: key, app: null, permissions, system: false });
    const customer = k.ids.Customer;
    return addCompanyUser(k.t, customer, `${key}@rodent.test`, key);
  }

  it('without p_rodent_operational_alarms_view the operational list is a 403, status is not', async () => {
    const base = ['p_rodent_view', 'p_rodent_alarms_view', 'p_rodent_devices_view'];
    const plain = await userWith('rodent_plain', base);
    const as = (token: string, url: string) => k.t.as(token, { method: 'GET', url });
    expect((await as(plain.token, '/api/rodent/alarms/operational')).statusCode).toBe(403);
    expect((await as(plain.token, '/api/rodent/alarms/operational/history')).statusCode).toBe(403);
    expect((await as(plain.token, '/api/rodent/alarms/status')).statusCode).toBe(200);
    const full = await userWith('rodent_full', [...base, 'p_rodent_operational_alarms_view']);
    expect((await as(full.token, '/api/rodent/alarms/operational')).statusCode).toBe(200);
  });
});
