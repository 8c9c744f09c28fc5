import type { anpr } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ValidationError } from '../../../kernel/http/errors.ts';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { anprVehicleLogs } from '../../anpr-frigate/vehicle-logs.schema.ts';
import { devices } from '../../devices/devices.schema.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';
import { structures } from '../../places/places.schema.ts';
import { anprAccesses } from '../anpr.schema.ts';
import { grantVisitorPlates, moveVisitorPlates, revokeVisitorPlates } from '../visitor-plates.ts';

/** Issue 20: the owner's dashboard over the vehicle logs, and the visitor plates facility booking grants. */

let k: DemoKit;
const ids: Record<string, number> = {};

beforeAll(async () => {
  k = await demoKit();
  const { db } = k.t.deps.database;
  await insertDemoDevices(db, [
    {
      serial: 'NX1-S001',
      name: 'School gate',
      hardwareId: 801,
      solutionId: 95,
      company: 'Demo School',
      place: ['Main campus'],
    },
  ]);
  const rows = await db
    .select({ id: devices.id, serial: devices.serial, companyId: devices.companyId })
    .from(devices)
    .where(inArray(devices.serial, ['NX1-0001', 'NX1-0002', 'NX1-S001']));
  for (const row of rows) ids[row.serial] = row.id;
  const places = await db.select({ id: structures.id, name: structures.name }).from(structures);
  for (const place of places) ids[place.name] = place.id;
});
afterAll(() => k?.t.close());

describe('[ANPR][DASHBOARD] entries, exits, unknown plates, busiest hours, per gate', () => {
  const period = 'from=2025-03-01T00:00:00%2B04:00&to=2025-03-04T00:00:00%2B04:00&timeZone=Asia/Dubai';

  beforeAll(async () => {
    const { db } = k.t.deps.database;
    const log = (
      n: number,
      box: string,
      seenAt: string,
      plate: string,
      direction: 'in' | 'out',
      code: anpr.GateDecisionCode,
    ) => ({
      companyId: k.ids.Customer,
      boxDeviceId: ids[box] ?? 0,
      cameraName: direction === 'in' ? 'gate_cam' : 'gate_exit_cam',
      frigateId: `dash-${n}`,
      plate,
      plateNorm: plate.replace(/ /g, '').toUpperCase(),
      direction,
      seenAt: new Date(seenAt),
      decision: code === 'access' ? ('allowed' as const) : ('denied' as const),
      code,
      reason: code,
    });
    // 2025-03-01 is a Saturday; Dubai is UTC+4.
    await db
      .insert(anprVehicleLogs)
      .values([
        log(1, 'NX1-0001', '2025-03-01T04:30:00Z', 'A 1234', 'in', 'access'),
        log(2, 'NX1-0001', '2025-03-01T05:10:00Z', 'A 1234', 'out', 'access'),
        log(3, 'NX1-0001', '2025-03-02T19:30:00Z', 'K 1', 'in', 'unknown-plate'),
        log(4, 'NX1-0001', '2025-03-02T20:00:00Z', 'K 1', 'in', 'unknown-plate'),
        log(5, 'NX1-0002', '2025-03-03T06:00:00Z', 'K 2468', 'in', 'no-access'),
      ]);
  });

  test('totals, local days (empty ones too), the Saturday-first week, unknown plates and gates', async () => {
    const res = await k.call('Customer', 'GET', `/api/anpr/dashboard?${period}`);
    expect(res.statusCode).toBe(200);
    const d = (res.json() as { data: anpr.Dashboard }).data;
    expect(d.totals).toEqual({
      reads: 5,
      entries: 4,
      exits: 1,
      denied: 3,
      unknown: 2,
      allowed: 2,
      plates: 3,
    });
    expect(d.perDay).toEqual([
      { date: '2025-03-01', entries: 1, exits: 1, denied: 0, unknown: 0 },
      { date: '2025-03-02', entries: 1, exits: 0, denied: 1, unknown: 1 },
      { date: '2025-03-03', entries: 2, exits: 0, denied: 2, unknown: 1 },
    ]);
    expect(d.busiestHours).toHaveLength(7 * 24);
    expect(d.busiestHours[0]).toEqual({ day: 'sat', hour: 0, reads: 0 });
    const busy = d.busiestHours.filter((c) => c.reads > 0).map((c) => `${c.day} ${c.hour}`);
    expect(busy).toEqual(['sat 8', 'sat 9', 'sun 23', 'mon 0', 'mon 10']);
    expect(d.unknownPlates).toEqual([
      { plate: 'K 1', plateNorm: 'K1', reads: 2, lastSeenAt: '2025-03-02T20:00:00.000Z' },
    ]);
    expect(d.perGate.map((g) => [g.box.gateName, g.reads, g.entries, g.exits])).toEqual([
      ['Main gate', 4, 3, 1],
      ['Warehouse gate', 1, 1, 0],
    ]);
  });

  test('one gate; another company sees none of it; bad input is a 418', async () => {
    const one = await k.call('Customer', 'GET', `/api/anpr/dashboard?${period}&boxId=${ids['NX1-0002']}`);
    expect((one.json() as { data: anpr.Dashboard }).data.totals.reads).toBe(1);
    const school = await k.call('School', 'GET', `/api/anpr/dashboard?${period}`);
    expect((school.json() as { data: anpr.Dashboard }).data.totals.reads).toBe(0);
    const foreign = await k.call('Customer', 'GET', `/api/anpr/dashboard?${period}&boxId=${ids['NX1-S001']}`);
    expect(foreign.statusCode).toBe(418);
    const long = await k.call(
      'Customer',
      'GET',
      '/api/anpr/dashboard?from=2025-01-01T00:00:00Z&to=2025-06-01T00:00:00Z',
    );
    expect(k.fields(long)).toEqual(['to: At Most 92 Days']);
    expect((await k.call('Customer', 'GET', '/api/anpr/dashboard?timeZone=Moon/Base')).statusCode).toBe(418);
    const recent = await k.call('Customer', 'GET', '/api/anpr/dashboard');
    expect((recent.json() as { data: anpr.Dashboard }).data.perDay.length).toBeGreaterThanOrEqual(30);
  });
});

describe('[ANPR][VISITORS] visitor plates for facility booking passes', () => {
  test('one access per gate of the building, moved and revoked with the reservation', async () => {
    const { db } = k.t.deps.database;
    const validFrom = new Date(Date.now() + 3_600_000);
    const validUntil = new Date(Date.now() + 2 * 3_600_000);
    const granted = await grantVisitorPlates(db, {
      companyId: k.ids.Customer,
      structureId: ids.Headquarters ?? 0,
      plate: 'Dubai V 7070',
      validFrom,
      validUntil,
      name: 'Visitor Jane: Review',
    });
    expect(granted).toHaveLength(1);
    const [row] = await db
      .select()
      .from(anprAccesses)
      .where(eq(anprAccesses.id, granted[0] ?? 0));
    expect(row).toMatchObject({
      boxDeviceId: ids['NX1-0001'],
      plate: 'Dubai V 7070',
      plateNorm: 'V7070',
      type: 'temporary',
      source: 'visitor',
      validFrom,
      validUntil,
    });
    expect(
      await grantVisitorPlates(db, {
        companyId: k.ids.Customer,
        structureId: ids.Annex ?? 0,
        plate: 'Dubai V 7070',
        validFrom,
        validUntil,
        name: 'No gate here',
      }),
    ).toEqual([]);
    // A visitor invited twice at once is not the same access twice.
    const second = await grantVisitorPlates(db, {
      companyId: k.ids.Customer,
      structureId: ids.Headquarters ?? 0,
      plate: 'dubai v 7070',
      validFrom,
      validUntil,
      name: 'Visitor Jane: Lunch',
    });
    expect(second).toHaveLength(1);

    const listed = await k.call('Customer', 'GET', '/api/anpr/accesses?source=visitor&name=Jane');
    expect((listed.json() as { totalRecords: number }).totalRecords).toBe(2);
    const edit = await k.call('Customer', 'PATCH', `/api/anpr/accesses/${granted[0]}`, { name: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'VISITOR_ACCESS' });

    const movedFrom = new Date(validFrom.getTime() + 86_400_000);
    const movedUntil = new Date(validUntil.getTime() + 86_400_000);
    await moveVisitorPlates(db, granted, movedFrom, movedUntil);
    const [moved] = await db
      .select()
      .from(anprAccesses)
      .where(eq(anprAccesses.id, granted[0] ?? 0));
    expect(moved).toMatchObject({ validFrom: movedFrom, validUntil: movedUntil, revokedAt: null });

    await revokeVisitorPlates(db, granted);
    const [revoked] = await db
      .select()
      .from(anprAccesses)
      .where(eq(anprAccesses.id, granted[0] ?? 0));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    await moveVisitorPlates(db, granted, validFrom, validUntil);
    const [still] = await db
      .select()
      .from(anprAccesses)
      .where(and(eq(anprAccesses.id, granted[0] ?? 0)));
    expect(still?.validFrom).toEqual(movedFrom);

    await expect(
      grantVisitorPlates(db, {
        companyId: k.ids.Customer,
        structureId: ids.Headquarters ?? 0,
        plate: '--',
        validFrom,
        validUntil,
        name: 'x',
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
