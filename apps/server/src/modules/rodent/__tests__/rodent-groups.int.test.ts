import type { rodent } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { devices } from '../../devices/devices.schema.ts';

/**
 * Spec §3 "permission group": a user whose cloud orbit keys come only from a permission group sees the
 * stations its resources name, in every list (devices, events, visits, alarms, dashboard) and by id; the
 * company owner (keys from a role) sees every station.
 */
let k: DemoKit;
let member: { id: number; token: string };
const ids: Record<string, number> = {};
// The demo places every station in Headquarters; the group names two of them. RB1-0002 has an open
// low-battery alarm in the demo, ST2-0003 an open trap alarm.
const INSIDE = ['RB1-0002', 'ST2-0001'];
const OUTSIDE = 'ST2-0003';

const as = (url: string) => k.t.as(member.token, { method: 'GET', url });
const serialsOf = (rows: { device: { serial: string } }[]) =>
  [...new Set(rows.map((r) => r.device.serial))].sort();

beforeAll(async () => {
  k = await demoKit();
  for (const row of await k.t.deps.database.db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices))
    ids[row.serial] = row.id;
  member = await addCompanyUser(k.t, k.ids.Customer, 'technician@rodent-group.test', 'company_member');
  const created = await k.call('Customer', 'POST', '/api/rodent/permissions-group', {
    name: 'Ground floor technicians',
    users: [member.id],
    resources: INSIDE.map((serial) => ({ type: 'device', id: ids[serial] })),
    permissions: {
      rodent: ['view'],
      rodent_devices: ['view'],
      rodent_alarms: ['view'],
      rodent_operational_alarms: ['view'],
      rodent_analysis: ['view'],
      rodent_visits: ['view'],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
}, 120_000);
afterAll(() => k?.t.close());

describe("cloud orbit: a permission group's user sees its group's stations only", () => {
  it('devices, events and visits list the group’s stations', async () => {
    const list = await as('/api/rodent/device?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { serial: string }[]).map((d) => d.serial).sort()).toEqual(INSIDE);
    const events = await as('/api/rodent/event?limit=100');
    expect(events.statusCode, events.body).toBe(200);
    expect(serialsOf(events.json().data as rodent.StationEvent[])).toEqual(INSIDE);
    const visits = await as('/api/rodent/visit?limit=100');
    expect(visits.statusCode, visits.body).toBe(200);
    expect(serialsOf(visits.json().data as rodent.Visit[])).toEqual(INSIDE);
    const owners = await k.call('Customer', 'GET', '/api/rodent/event?limit=100');
    expect(serialsOf(owners.json().data as rodent.StationEvent[])).toContain(OUTSIDE);
  });

  it('a station outside the group, its events and visits are not found', async () => {
    const outside = ids[OUTSIDE] as number;
    expect((await as(`/api/rodent/station/${ids[INSIDE[0] as string]}`)).statusCode).toBe(200);
    expect((await as(`/api/rodent/station/${outside}`)).statusCode).toBe(404);
    expect((await as(`/api/rodent/event?deviceId=${outside}`)).statusCode).toBe(404);
    const theirs = await k.call('Customer', 'GET', `/api/rodent/visit?deviceId=${outside}`);
    const visitId = (theirs.json().data as rodent.Visit[])[0]?.id;
    expect(visitId).toBeDefined();
    expect((await as(`/api/rodent/visit/${visitId}`)).statusCode).toBe(404);
  });

  it('the alarms lists show the group’s stations’ alarms only', async () => {
    const status = await as('/api/rodent/alarms/status?limit=100');
    expect(status.statusCode, status.body).toBe(200);
    expect(serialsOf(status.json().data)).toEqual(['RB1-0002']);
    const operational = await as('/api/rodent/alarms/operational?limit=100');
    expect(operational.statusCode, operational.body).toBe(200);
    expect(serialsOf(operational.json().data)).not.toContain(OUTSIDE);
    const owners = await k.call('Customer', 'GET', '/api/rodent/alarms/operational?limit=100');
    expect(serialsOf(owners.json().data)).toContain(OUTSIDE);
  });

  it('the dashboard counts the group’s stations; the owner’s counts every station', async () => {
    const mine = await as('/api/rodent/analysis/dashboard');
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json().data as rodent.Dashboard).stations).toBe(INSIDE.length);
    const owners = await k.call('Customer', 'GET', '/api/rodent/analysis/dashboard');
    expect((owners.json().data as rodent.Dashboard).stations).toBe(8);
  });
});
