import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { startFleetSimulator } from '../../../simulator/fleet.ts';
import { FLEET_DEMO_TRACKERS, FLEET_DEMO_VEHICLES } from '../fleet.seed.ts';
import { startOsmand } from '../osmand/start.ts';
import { closePositions } from '../positions.runtime.ts';
import { type FleetKit, fleetKit } from './kit.ts';

/** The demo fleet: seeded for the demo Customer, and driven by the simulator through the OsmAnd receiver. */

let k: FleetKit;
let osmand: Awaited<ReturnType<typeof startOsmand>>;

beforeAll(async () => {
  k = await fleetKit({ HOST: '127.0.0.1' });
  osmand = await startOsmand(k.t.deps, k.t.app.log);
});
afterAll(async () => {
  await osmand.stop();
  await closePositions(k.t.deps);
  await k.t.close();
});

test('the demo Customer has its vehicles, drivers, groups and a day of positions per tracked vehicle', async () => {
  const vehicles = (await k.call('Customer', 'GET', '/api/fleet/vehicle?limit=100')).json();
  expect(vehicles.totalRecords).toBe(FLEET_DEMO_VEHICLES.length);
  expect(vehicles.data.filter((v: { suspended: boolean }) => v.suspended)).toHaveLength(1);
  expect((await k.call('Customer', 'GET', '/api/fleet/vehicle-group')).json().totalRecords).toBe(3);
  const drivers = (await k.call('Customer', 'GET', '/api/fleet/driver?limit=100')).json();
  expect(drivers.data.every((d: { licenceNumber: string }) => d.licenceNumber.startsWith('DXB-'))).toBe(true);
  const history = rowsOf<{ n: number; first: string; last: string }>(
    await k.t.deps.database.db.execute(sql`
      select count(*)::int as n, min(ts)::text as first, max(ts)::text as last from fleet_positions
      where company_id = ${k.ids.Customer}`),
  )[0];
  expect(history?.n).toBeGreaterThan(FLEET_DEMO_TRACKERS.length * 100);
  const hours = (Date.parse(history?.last ?? '') - Date.parse(history?.first ?? '')) / 3_600_000;
  expect(hours).toBeGreaterThan(23);
  // Around Dubai.
  const live = (await k.call('Customer', 'GET', '/api/fleet/vehicle/live')).json().data;
  for (const v of live.filter((x: { lat: number | null }) => x.lat !== null)) {
    expect(v.lat).toBeGreaterThan(24.9);
    expect(v.lat).toBeLessThan(25.4);
    expect(v.lon).toBeGreaterThan(55);
    expect(v.lon).toBeLessThan(55.5);
  }
});

test('the simulator moves every demo tracker through the receiver, in both forms', async () => {
  const simulator = startFleetSimulator({
    url: `http://127.0.0.1:${osmand.receiver.port}`,
    intervalMs: 0,
    random: () => 0.5,
  });
  const before = Date.now();
  await simulator.tick();
  await simulator.tick();
  await simulator.stop();
  expect(simulator.stats()).toMatchObject({
    sent: FLEET_DEMO_TRACKERS.length * 2,
    stored: FLEET_DEMO_TRACKERS.length * 2,
  });
  const moved = rowsOf<{ device_id: number }>(
    await k.t.deps.database.db.execute(sql`
      select distinct device_id from fleet_positions
      where company_id = ${k.ids.Customer} and ts >= ${new Date(before - 1000).toISOString()}::timestamptz`),
  );
  expect(moved).toHaveLength(FLEET_DEMO_TRACKERS.length);
  const live = (await k.call('Customer', 'GET', '/api/fleet/vehicle/live')).json().data;
  const tracked = live.filter((v: { state: string }) => v.state === 'moving');
  expect(tracked).toHaveLength(FLEET_DEMO_TRACKERS.length);
});
