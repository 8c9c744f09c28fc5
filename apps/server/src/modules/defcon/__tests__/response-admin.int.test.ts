import type { defcon } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { onAlarmChanged } from '../../alarms/alarm-events.ts';
import { raiseDefconAlarm } from '../alarms.service.ts';

/**
 * Defcon's response side on the demo data (issue 18): police HQs, stations and localities, the security
 * company's customers and staff (R118), the analysis dashboard over the seeded history, and the realtime push
 * reaching the security company; with isolation and bad input.
 */

let k: DemoKit;
type Page<T> = { data: T[]; totalRecords: number };

beforeAll(async () => {
  k = await demoKit();
});
afterAll(async () => {
  await k.t.close();
});

describe('[DEFCON][POLICE] headquarters, stations and localities', () => {
  test('the demo HQ covers four localities with two stations; a station sees itself, not the HQ list', async () => {
    const res = await k.call('HQ Police Station', 'GET', '/api/defcon/police/hq');
    expect(res.statusCode, res.body).toBe(200);
    const [hq] = (res.json() as Page<defcon.PoliceHq>).data;
    expect(hq?.localities.map((l) => l.name).sort()).toEqual([
      'Deira',
      'Downtown Dubai',
      'Dubai Marina',
      'Jebel Ali',
    ]);
    expect(hq?.stations.map((s) => s.name).sort()).toEqual([
      'Demo Local Police Station',
      'Jebel Ali Police Station',
    ]);
    const stations = await k.call('HQ Police Station', 'GET', `/api/defcon/police/station?hqId=${hq?.id}`);
    expect((stations.json() as Page<defcon.PoliceStation>).totalRecords).toBe(2);
    const own = await k.call('Local Police Station', 'GET', '/api/defcon/police/station');
    expect((own.json() as Page<defcon.PoliceStation>).data.map((s) => s.name)).toEqual([
      'Demo Local Police Station',
    ]);
    expect((await k.call('Local Police Station', 'GET', `/api/defcon/police/hq/${hq?.id}`)).statusCode).toBe(
      404,
    );
  });

  test('localities filter by name and HQ; a security company may read them for its customers', async () => {
    const res = await k.call('Security Company', 'GET', '/api/defcon/police/locality?name=jebel');
    expect(res.statusCode, res.body).toBe(200);
    const [jebel] = (res.json() as Page<defcon.Locality>).data;
    expect(jebel).toMatchObject({
      name: 'Jebel Ali',
      hq: { name: 'Demo HQ Police Station' },
      stations: [{ name: 'Jebel Ali Police Station' }],
    });
    expect((await k.call('Customer', 'GET', '/api/defcon/police/locality')).statusCode).toBe(200);
  });

  test('only an admin creates an HQ; a locality of another HQ is a 418; an HQ creates its own stations only', async () => {
    expect(
      (
        await k.call('HQ Police Station', 'POST', '/api/defcon/police/hq', {
          name: 'Rogue HQ',
          email: 'rogue@hq.test',
          localities: ['Nowhere'],
        })
      ).statusCode,
    ).toBe(403);
    const taken = await k.call('admin', 'POST', '/api/defcon/police/hq', {
      name: 'Sharjah HQ',
      email: 'hq@sharjah.test',
      localities: ['Al Nahda', 'Deira'],
    });
    expect(taken.statusCode).toBe(418);
    expect(k.fields(taken)).toEqual(['localities.1: Covered by Demo HQ Police Station']);
    const created = await k.call('admin', 'POST', '/api/defcon/police/hq', {
      name: 'Sharjah HQ',
      email: 'hq@sharjah.test',
      localities: ['Al Nahda'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sharjah = (created.json() as { data: defcon.PoliceHq }).data;
    const other = await k.call('HQ Police Station', 'POST', `/api/defcon/police/hq/${sharjah.id}/station`, {
      name: 'X Station',
      email: 'x@x.test',
      localityIds: [sharjah.localities[0]?.id],
    });
    expect(other.statusCode, other.body).toBe(404);
    const own = (
      await k.call('HQ Police Station', 'GET', '/api/defcon/police/hq')
    ).json() as Page<defcon.PoliceHq>;
    const bad = await k.call(
      'HQ Police Station',
      'POST',
      `/api/defcon/police/hq/${own.data[0]?.id}/station`,
      { name: 'Y Station', email: 'y@police.test', localityIds: [sharjah.localities[0]?.id] },
    );
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)[0]).toMatch(/^localityIds\.0: /);
    const empty = await k.call('admin', 'POST', '/api/defcon/police/hq', {
      name: 'E',
      email: 'nope',
      localities: [],
    });
    expect(
      k
        .fields(empty)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['email', 'localities', 'name']);
  });
});

describe('[DEFCON][POLICE] one HQ and one station', () => {
  test('the HQ reads and edits its station; the station reads itself; another HQ’s station is a 404', async () => {
    const hqs = (
      await k.call('HQ Police Station', 'GET', '/api/defcon/police/hq')
    ).json() as Page<defcon.PoliceHq>;
    const hq = hqs.data[0];
    const one = await k.call('HQ Police Station', 'GET', `/api/defcon/police/hq/${hq?.id}`);
    expect((one.json() as { data: defcon.PoliceHq }).data.name).toBe('Demo HQ Police Station');
    const station = hq?.stations.find((s) => s.name === 'Demo Local Police Station');
    const deira = hq?.localities.find((l) => l.name === 'Deira');
    const edit = await k.call('HQ Police Station', 'PUT', `/api/defcon/police/station/${station?.id}`, {
      name: 'Deira Police Station',
      localityIds: [deira?.id],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((edit.json() as { data: defcon.PoliceStation }).data).toMatchObject({
      name: 'Deira Police Station',
      localities: [{ name: 'Deira' }],
      hq: { id: hq?.id },
    });
    const self = await k.call('Local Police Station', 'GET', `/api/defcon/police/station/${station?.id}`);
    expect(self.statusCode).toBe(200);
    expect(
      (
        await k.call('Local Police Station', 'PUT', `/api/defcon/police/station/${station?.id}`, {
          name: 'Mine now',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await k.call('Security Company', 'GET', `/api/defcon/police/station/${station?.id}`)).statusCode,
    ).toBe(404);
    expect((await k.call('Security Company', 'GET', '/api/defcon/police/hq')).json()).toMatchObject({
      totalRecords: 0,
    });
  });
});

describe('[DEFCON][CUSTOMERS] a security company’s customers and staff (R118)', () => {
  test('it lists the customer it serves and the one it manages, with locality and panels', async () => {
    const res = await k.call('Security Company', 'GET', '/api/defcon/security-company/customer');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page<defcon.DefconCustomer>;
    expect(page.data.map((c) => [c.name, c.relation, c.locality?.name]).sort()).toEqual([
      ['Al Barsha Villa', 'managed', 'Jebel Ali'],
      ['Demo Customer', 'served', 'Downtown Dubai'],
    ]);
    expect(page.data.find((c) => c.name === 'Demo Customer')?.panels).toBe(2);
    expect((await k.call('Customer', 'GET', '/api/defcon/security-company/customer')).statusCode).toBe(403);
  });

  test('adding a customer makes a managed Customer company with a site; editing a served one’s name is a 418', async () => {
    const locs = (
      await k.call('Security Company', 'GET', '/api/defcon/police/locality?name=deira')
    ).json() as Page<defcon.Locality>;
    const add = await k.call('Security Company', 'POST', '/api/defcon/security-company/customer', {
      name: 'Deira Jewellers',
      email: 'shop@deira.test',
      firstName: 'Sara',
      lastName: 'Shop',
      localityId: locs.data[0]?.id,
      phone: '+971 50 111 2222',
    });
    expect(add.statusCode, add.body).toBe(201);
    const shop = (add.json() as { data: defcon.DefconCustomer }).data;
    expect(shop).toMatchObject({ relation: 'managed', locality: { name: 'Deira' }, phone: '+971501112222' });
    const read = await k.call('Security Company', 'GET', `/api/defcon/security-company/customer/${shop.id}`);
    expect((read.json() as { data: defcon.DefconCustomer }).data.name).toBe('Deira Jewellers');
    const edit = await k.call('Security Company', 'PUT', `/api/defcon/security-company/customer/${shop.id}`, {
      address: 'Gold Souk',
    });
    expect((edit.json() as { data: defcon.DefconCustomer }).data.address).toBe('Gold Souk');
    const served = await k.call(
      'Security Company',
      'PUT',
      `/api/defcon/security-company/customer/${k.ids.Customer}`,
      { name: 'Renamed' },
    );
    expect(served.statusCode).toBe(418);
    const bad = await k.call('Security Company', 'POST', '/api/defcon/security-company/customer', {
      name: 'Z',
      email: 'z',
      firstName: '',
      lastName: 'L',
      localityId: 999999,
    });
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['email', 'firstName', 'name']);
    const unknown = await k.call(
      'Security Company',
      'GET',
      `/api/defcon/security-company/customer/${k.ids['Building Owner']}`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  test('staff by role: two operators and a responder; the owner answers as admin', async () => {
    const ops = await k.call('Security Company', 'GET', '/api/defcon/security-company/staff?role=operator');
    expect(ops.statusCode, ops.body).toBe(200);
    expect((ops.json() as Page<defcon.StaffMember>).data.map((s) => s.email).sort()).toEqual([
      'operator1@security-company.demo',
      'operator2@security-company.demo',
    ]);
    const all = (
      await k.call('Security Company', 'GET', '/api/defcon/security-company/staff')
    ).json() as Page<defcon.StaffMember>;
    expect(all.data.find((s) => s.owner)?.email, JSON.stringify(all)).toBe('owner@security-company.demo');
    expect(all.data.find((s) => s.email.startsWith('responder'))?.role).toBe('responder');
    expect(
      (await k.call('Security Company', 'GET', '/api/defcon/security-company/staff?role=chief')).statusCode,
    ).toBe(418);
  });
});

describe('[DEFCON][ANALYSIS] the dashboard over the seeded history', () => {
  test('alarms per day and customer, false-alarm rate, times by operator and station', async () => {
    const res = await k.call('Security Company', 'GET', '/api/defcon/analysis');
    expect(res.statusCode, res.body).toBe(200);
    const a = (res.json() as { data: defcon.DefconAnalysis }).data;
    expect(a.totals.alarms).toBeGreaterThanOrEqual(20);
    expect(a.totals.falseAlarms).toBeGreaterThan(0);
    expect(a.totals.falseAlarmRate).toBeGreaterThan(0);
    expect(a.totals.falseAlarmRate).toBeLessThan(1);
    expect(a.perDay.length).toBeGreaterThanOrEqual(30);
    expect(a.perDay.reduce((n, d) => n + d.intrusion + d.status, 0)).toBe(a.totals.alarms);
    expect(a.perCustomer[0]?.customer.name).toBe('Demo Customer');
    expect(a.times.acknowledge.median).toBeGreaterThan(0);
    expect(a.times.acknowledge.p90 ?? 0).toBeGreaterThanOrEqual(a.times.acknowledge.median ?? 0);
    expect(a.byOperator.map((o) => o.user.name).sort()).toEqual(['Olivia Operator', 'Omar Operator']);
    expect(a.byStation[0]).toMatchObject({ station: { id: k.ids['Local Police Station'] } });
    // The station sees only what was handed to it; another customer nothing.
    const station = (await k.call('Local Police Station', 'GET', '/api/defcon/analysis')).json() as {
      data: defcon.DefconAnalysis;
    };
    expect(station.data.totals.alarms).toBe(a.byStation[0]?.handled);
    const other = (await k.call('Building Owner', 'GET', '/api/defcon/analysis')).json() as {
      data: defcon.DefconAnalysis;
    };
    expect(other.data.totals.alarms).toBe(0);
  });

  test('a period ending before it starts is a 418 on to; an unserved customer a 418', async () => {
    const bad = await k.call(
      'Security Company',
      'GET',
      '/api/defcon/analysis?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z',
    );
    expect(k.fields(bad)).toEqual(['to: Must be after From']);
    const other = await k.call(
      'Security Company',
      'GET',
      `/api/defcon/analysis?customerId=${k.ids['Building Owner']}`,
    );
    expect(other.statusCode).toBe(418);
  });
});

describe('[DEFCON][REALTIME] a raised intrusion alarm reaches the customer and its security company', () => {
  test('the event names the security company among the companies whose rooms get it', async () => {
    const heard: { alarmId: number; companies: number[] | undefined; category: string }[] = [];
    const stop = onAlarmChanged(k.t.deps, (e) =>
      heard.push({ alarmId: e.alarm.id, companies: e.companies, category: e.alarm.category }),
    );
    try {
      const [panel] = (await k.call('Customer', 'GET', '/api/defcon/panel?name=1001').then((r) => r.json()))
        .data as { id: number }[];
      const raised = await raiseDefconAlarm(k.t.deps, {
        panelDeviceId: panel?.id ?? 0,
        kind: 'intrusion',
        code: 'BA',
        zone: 4,
        message: 'Back door',
      });
      const event = heard.find((h) => h.alarmId === raised?.id);
      expect(event).toMatchObject({ category: 'intrusion', companies: [k.ids['Security Company']] });
    } finally {
      stop();
    }
  });
});
