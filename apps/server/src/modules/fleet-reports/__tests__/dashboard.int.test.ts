import type * as contract from '@atrium/contracts/fleet/reports';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarms } from '../../alarms/alarms.schema.ts';
import { fleetJobCards } from '../../fleet-dispatch/fleet-dispatch.schema.ts';
import { type FleetKit, fleetKit, MIN, parkDrivePark, T0, type VehicleRef } from './fleet-kit.ts';

let k: FleetKit;
let vanA: VehicleRef;
let customerGroup: number;

const FROM = new Date(T0 - 60 * MIN).toISOString();
const TO = new Date(T0 + 3 * 60 * MIN).toISOString();
const url = (extra = '') => `/api/fleet/analysis/dashboard?from=${FROM}&to=${TO}${extra}`;

beforeAll(async () => {
  k = await fleetKit();
  vanA = await k.vehicle(k.ids.Customer, 'Van A', 'DXB-A1');
  const vanB = await k.vehicle(k.ids.Customer, 'Van B', 'DXB-B2');
  customerGroup = await k.group(k.ids.Customer, 'Vans C');
  const vanC = await k.vehicle(k.ids.Customer, 'Van C', 'DXB-C3', customerGroup);
  const theirs = await k.vehicle(k.ids['Building Owner'], 'Their truck', 'BO-1');
  // Van A: 10 minutes idling, 10 km in 10 minutes, then parked with the engine off.
  await k.positions(vanA, parkDrivePark(10, 10, 20));
  // Van B: 7.5 km in 5 minutes, no ignition reading.
  await k.positions(
    vanB,
    [50, 90, 110, 95, 60, 40].map((speedKmh, i) => ({ minute: i, km: i * 1.5, speedKmh })),
  );
  await k.positions(vanC, parkDrivePark(0, 5, 0));
  await k.positions(theirs, parkDrivePark(5, 30, 10));
  const alarm = (ruleId: string, kind: 'no-data' | 'battery-low', device: VehicleRef, minute: number) => ({
    companyId: device.companyId,
    deviceId: device.deviceId,
    ruleId,
    category: 'status' as const,
    kind,
    severity: 'minor' as const,
    status: 'terminated' as const,
    message: kind,
    raisedAt: new Date(T0 + minute * MIN),
    closedAt: new Date(T0 + (minute + 1) * MIN),
  });
  await k.t.deps.database.db.insert(alarms).values([
    alarm('r1', 'battery-low', vanA, 5),
    alarm('r1', 'battery-low', vanA, 50),
    alarm('r2', 'no-data', vanA, 60),
    // Outside the period, and another company's.
    alarm('r1', 'battery-low', vanA, 600),
    alarm('r1', 'battery-low', theirs, 5),
  ]);
  const at = (minute: number) => new Date(T0 + minute * MIN);
  await k.t.deps.database.db.insert(fleetJobCards).values([
    {
      companyId: k.ids.Customer,
      title: 'On time',
      state: 'done',
      vehicleId: vanA.id,
      plannedEnd: at(30),
      actualEnd: at(20),
    },
    { companyId: k.ids.Customer, title: 'No deadline', state: 'done', vehicleId: vanC.id, actualEnd: at(25) },
    {
      companyId: k.ids.Customer,
      title: 'Late',
      state: 'done',
      vehicleId: vanB.id,
      plannedEnd: at(40),
      actualEnd: at(55),
    },
    {
      companyId: k.ids.Customer,
      title: 'Open',
      state: 'in-progress',
      vehicleId: vanA.id,
      plannedEnd: at(90),
    },
    { companyId: theirs.companyId, title: 'Theirs', state: 'done', vehicleId: theirs.id, actualEnd: at(20) },
  ]);
});
afterAll(() => k.t.close());

describe('[FLEET][ANALYSIS] GET /fleet/analysis/dashboard', () => {
  test("distance, driving and idle time per day and per vehicle, alarms by type, for the company's vehicles", async () => {
    const res = await k.call('Customer', 'GET', url());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as contract.FleetDashboard;
    expect(data.period).toEqual({ from: FROM, to: TO });
    expect(data.totals).toMatchObject({
      activeVehicles: 3,
      drivingSeconds: 600 + 300 + 300,
      idleSeconds: 600,
      alarms: 3,
      jobsDone: 3,
      jobsOnTime: 2,
    });
    expect(data.totals.onTimeRate).toBeCloseTo(2 / 3, 3);
    expect(data.totals.distanceKm).toBeCloseTo(10 + 7.5 + 5, 1);
    expect(data.totals.vehicles).toBeGreaterThanOrEqual(3);
    expect(data.perDay.map((d) => d.day)).toEqual(['2026-03-01']);
    expect(data.perDay[0]?.drivingSeconds).toBe(1200);
    expect(
      data.perVehicle.map((v) => [v.vehicle.name, Math.round(v.distanceKm * 10) / 10, v.idleSeconds]),
    ).toEqual([
      ['Van A', 10, 600],
      ['Van B', 7.5, 0],
      ['Van C', 5, 0],
    ]);
    expect(data.alarmsByType).toEqual([
      { type: 'low-battery', count: 2 },
      { type: 'offline', count: 1 },
    ]);
  });

  test('one vehicle group; every day of a longer period, days without data at zero', async () => {
    const group = (await k.call('Customer', 'GET', url(`&groupId=${customerGroup}`))).json().data;
    expect(group.perVehicle.map((v: { vehicle: { name: string } }) => v.vehicle.name)).toEqual(['Van C']);
    expect(group.totals).toMatchObject({
      vehicles: 1,
      drivingSeconds: 300,
      alarms: 0,
      jobsDone: 1,
      jobsOnTime: 1,
    });
    const week = await k.call(
      'Customer',
      'GET',
      '/api/fleet/analysis/dashboard?from=2026-02-26T00:00:00Z&to=2026-03-05T00:00:00Z',
    );
    const days = week.json().data.perDay as contract.FleetDashboard['perDay'];
    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.drivingSeconds > 0).map((d) => d.day)).toEqual(['2026-03-01']);
  });

  test("isolation: another company sees only its own; the Customer's group or company is a 418 to it", async () => {
    const theirs = (await k.call('Building Owner', 'GET', url())).json().data as contract.FleetDashboard;
    expect(theirs.perVehicle.map((v) => v.vehicle.name)).toEqual(['Their truck']);
    expect(theirs.totals.distanceKm).toBeCloseTo(30, 1);
    expect(theirs.alarmsByType).toEqual([{ type: 'low-battery', count: 1 }]);
    const group = await k.call('Building Owner', 'GET', url(`&groupId=${customerGroup}`));
    expect(group.statusCode).toBe(418);
    expect(k.fields(group)).toEqual(['groupId: Choose a Vehicle Group of This Company']);
    const company = await k.call('Building Owner', 'GET', url(`&customerId=${k.ids.Customer}`));
    expect(company.statusCode).toBe(418);
    expect(k.fields(company)).toEqual(['customerId: Choose One of Your Customers']);
  });

  test('418 for a bad period', async () => {
    const backwards = await k.call('Customer', 'GET', `/api/fleet/analysis/dashboard?from=${TO}&to=${FROM}`);
    expect(k.fields(backwards)).toEqual(['to: From Must Be Before To']);
    const bad = await k.call('Customer', 'GET', '/api/fleet/analysis/dashboard?from=yesterday&to=today');
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).sort()).toEqual([
      'from: Please Enter a Valid Date',
      'to: Please Enter a Valid Date',
    ]);
  });
});
