import type { sparking } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spSpotEvents } from '../sparking.schema.ts';
import { API, inside, type ParkingKit, parkingKit, SQUARE } from './kit.ts';

/**
 * The dashboard on a known history: two spots on 10 January 2026, A occupied 10:00-11:00, B 10:30-12:30,
 * free otherwise from 09:00; the period 09:00-13:00 UTC, hourly.
 */

let k: ParkingKit;
let location: sparking.LocationDetails;
const at = (time: string) => new Date(`2026-01-10T${time}:00.000Z`);
const PERIOD = `from=${at('09:00').toISOString()}&to=${at('13:00').toISOString()}`;

beforeAll(async () => {
  k = await parkingKit();
  location = k.data<sparking.LocationDetails>(
    await k.create('Customer', {
      name: 'Dashboard car park',
      outline: SQUARE,
      spots: [
        { code: 'A', ...inside(0) },
        { code: 'B', ...inside(1) },
      ],
    }),
  );
  const [a, b] = location.spots as [sparking.Spot, sparking.Spot];
  const { db } = k.t.deps.database;
  await db.delete(spSpotEvents).where(eq(spSpotEvents.locationId, location.id));
  const period = (spotId: number, state: sparking.SpotState, from: string, to: string | null) => ({
    spotId,
    locationId: location.id,
    state,
    from: at(from),
    to: to === null ? null : at(to),
  });
  await db
    .insert(spSpotEvents)
    .values([
      period(a.id, 'free', '09:00', '10:00'),
      period(a.id, 'occupied', '10:00', '11:00'),
      period(a.id, 'free', '11:00', null),
      period(b.id, 'free', '09:00', '10:30'),
      period(b.id, 'occupied', '10:30', '12:30'),
      period(b.id, 'free', '12:30', null),
    ]);
});
afterAll(async () => {
  await k?.t.close();
});

describe('smart parking dashboard', () => {
  test('occupancy over time, average stay and turnover of one location', async () => {
    const res = await k.call(
      'Customer',
      'GET',
      `${API}/analysis/dashboard?${PERIOD}&locationId=${location.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const d = k.data<sparking.Dashboard>(res);
    expect(d.bucket).toBe('hour');
    expect(d.locations.map((l) => l.name)).toEqual(['Dashboard car park']);
    expect(d.totals).toMatchObject({
      capacity: 2,
      now: { unknown: 2, free: 0, occupied: 0, closed: 0 },
      stays: 2,
      averageStayMinutes: 90,
      // 2 stays / 2 spots / (4 h = 1/6 day)
      turnover: 6,
    });
    expect(d.occupancy.map((p) => [p.at.slice(11, 16), p.occupied, p.free])).toEqual([
      ['09:00', 0, 2],
      ['10:00', 1, 1],
      ['11:00', 1, 1],
      ['12:00', 1, 1],
      ['13:00', 0, 2],
    ]);
  });

  test('every location of the company by default; daily buckets past 3 days', async () => {
    const res = await k.call('Customer', 'GET', `${API}/analysis/dashboard`);
    const d = k.data<sparking.Dashboard>(res);
    expect(d.bucket).toBe('day');
    expect(d.locations.map((l) => l.name)).toEqual([
      'Dashboard car park',
      'Headquarters car park',
      'Jebel Ali warehouse yard',
    ]);
    const hq = d.locations.find((l) => l.name === 'Headquarters car park');
    expect(hq?.capacity).toBe(10);
    expect(hq?.stays).toBeGreaterThan(0);
    expect(d.occupancy.length).toBeGreaterThanOrEqual(7);
  });

  test("bad periods and another company's location are 418s", async () => {
    const reversed = await k.call(
      'Customer',
      'GET',
      `${API}/analysis/dashboard?from=${at('13:00').toISOString()}&to=${at('09:00').toISOString()}`,
    );
    expect(k.fields(reversed)).toEqual(['to: Must be after From']);
    const notDate = await k.call('Customer', 'GET', `${API}/analysis/dashboard?from=yesterday`);
    expect(notDate.statusCode).toBe(418);
    const theirs = await k.call('School', 'GET', `${API}/analysis/dashboard?locationId=${location.id}`);
    expect(k.fields(theirs)).toEqual(['locationId: Not found in your companies']);
  });
});
