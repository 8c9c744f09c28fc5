import { anpr } from '@atrium/contracts';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { devices } from '../devices/devices.schema.ts';
import { type DemoDevice, insertDemoDevices } from '../devices/devices.seed.ts';
import { fmReservations } from '../facmgmt/facmgmt.schema.ts';
import { structures } from '../places/places.schema.ts';
import { readings } from '../telemetry/telemetry.schema.ts';
import { users } from '../users/users.schema.ts';
import { useLinkKey } from './link-secrets.ts';
import { alignPasses } from './passes.service.ts';
import { fmVisitors } from './visitors.schema.ts';
import { scanFacilityAlarms } from './watch.service.ts';

/**
 * Demo data of facility booking's visitors and sensors (development and demo installs only): occupancy sensors
 * in Headquarters' bookable rooms and door controllers at its entrances, with 30 days of readings that follow
 * the bookings (about one in six a no-show, some walk-ins without a booking), an entrance door held open now,
 * and visitors (some by car) with their passes on the first coming bookings. Runs after facmgmt's seed.
 */

const C = 'Demo Customer';
const HQ = 'Headquarters';
const SOLUTION = 90;

export const FB_DEMO_DEVICES: readonly DemoDevice[] = [
  sensor('OS1-0001', 'Meeting room A occupancy', ['First', 'Meeting room A']),
  sensor('OS1-0002', 'Office 101 occupancy', ['First', 'Office 101']),
  sensor('OS1-0003', 'Open office occupancy', ['Second', 'Open office']),
  controller('DCU-0001', 'Main entrance door', ['Ground', 'Lobby']),
  controller('DCU-0002', 'Fire exit door', ['Second', 'Kitchen']),
];

function sensor(serial: string, name: string, [floor, space]: [string, string]): DemoDevice {
  return { serial, name, hardwareId: 701, solutionId: SOLUTION, company: C, place: [HQ, floor, space] };
}
function controller(serial: string, name: string, [floor, space]: [string, string]): DemoDevice {
  return { serial, name, hardwareId: 702, solutionId: SOLUTION, company: C, place: [HQ, floor, space] };
}

const DEMO_VISITORS = [
  { name: 'Layla Haddad', email: 'layla.haddad@example.com', plate: 'D 48213' },
  { name: 'Tom Becker', email: 'tom.becker@example.com', plate: null },
  { name: 'Priya Nair', email: 'priya.nair@example.com', plate: 'A 7315' },
  { name: 'Omar Farouk', email: 'omar.farouk@example.com', plate: null },
] as const;

const MINUTE = 60_000;
const STEP = 15 * MINUTE;
const HISTORY = 30 * 86_400_000;

/** A small deterministic generator, so every demo install shows the same history. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

type Booking = { startsAt: Date; endsAt: Date };

/** Readings of an occupancy sensor: someone in during most bookings, a few walk-ins, nobody otherwise. */
function occupancyReadings(deviceId: number, bookings: readonly Booking[], seed: number, now: number) {
  const rand = random(seed);
  const noShows = new Set(bookings.filter(() => rand() < 0.17));
  const rows: (typeof readings.$inferInsert)[] = [];
  for (let t = now - HISTORY; t <= now; t += STEP) {
    const booking = bookings.find((b) => b.startsAt.getTime() <= t && t < b.endsAt.getTime());
    const occupied = booking ? !noShows.has(booking) && rand() < 0.92 : rand() < 0.03;
    const ts = new Date(t);
    rows.push({
      deviceId,
      ts,
      receivedAt: ts,
      values: { occupancy: occupied ? 1 : 0, people: occupied ? 1 + Math.floor(rand() * 5) : 0, battery: 96 },
    });
  }
  return rows;
}

/** A door controller's day: opened and closed through the day; the main entrance propped open for 12 minutes now. */
function doorReadings(deviceId: number, propped: boolean, now: number) {
  const rows: (typeof readings.$inferInsert)[] = [];
  for (let t = now - 3 * 86_400_000; t < now - 20 * MINUTE; t += 30 * MINUTE) {
    rows.push({ deviceId, ts: new Date(t), receivedAt: new Date(t), values: { door: 1 } });
    rows.push({ deviceId, ts: new Date(t + MINUTE), receivedAt: new Date(t + MINUTE), values: { door: 0 } });
  }
  if (propped) {
    const at = new Date(now - 12 * MINUTE);
    rows.push({ deviceId, ts: at, receivedAt: at, values: { door: 1 } });
  }
  return rows;
}

async function insertReadings(db: DbOrTx, rows: (typeof readings.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 2000) await db.insert(readings).values(rows.slice(i, i + 2000));
}

async function seedSensors(db: DbOrTx, customerId: number) {
  const serials = FB_DEMO_DEVICES.map((d) => d.serial);
  const known = await db.select({ id: devices.id }).from(devices).where(inArray(devices.serial, serials));
  if (known.length > 0) return;
  await insertDemoDevices(db, FB_DEMO_DEVICES);
  const placed = await db
    .select({
      id: devices.id,
      serial: devices.serial,
      spaceId: devices.spaceId,
      hardwareId: devices.hardwareId,
    })
    .from(devices)
    .where(and(inArray(devices.serial, serials), eq(devices.companyId, customerId)));
  // The last readings a few minutes old, like the other demo devices' histories: offline until they report.
  const now = Date.now() - 5 * MINUTE;
  for (const [index, device] of placed.entries()) {
    let rows: (typeof readings.$inferInsert)[];
    if (device.hardwareId === 701) {
      const bookings =
        device.spaceId === null
          ? []
          : await db
              .select({ startsAt: fmReservations.startsAt, endsAt: fmReservations.endsAt })
              .from(fmReservations)
              .where(
                and(
                  eq(fmReservations.spaceId, device.spaceId),
                  eq(fmReservations.status, 'confirmed'),
                  gt(fmReservations.endsAt, new Date(now - HISTORY)),
                  lt(fmReservations.startsAt, new Date(now)),
                ),
              );
      rows = occupancyReadings(device.id, bookings, 701 + index, now);
    } else {
      rows = doorReadings(device.id, device.serial === 'DCU-0001', now);
    }
    await insertReadings(db, rows);
    const last = Object.assign({}, ...rows.map((r) => r.values)) as Record<string, number>;
    const lastAt = rows.at(-1)?.ts ?? new Date(now);
    await db
      .update(devices)
      .set({ lastSeenAt: lastAt, lastValues: last, battery: last.battery ?? null })
      .where(eq(devices.id, device.id));
  }
}

async function seedVisitors(db: DbOrTx, customerId: number) {
  const [hq] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.companyId, customerId), eq(structures.name, HQ)));
  if (!hq) return;
  const coming = await db
    .select()
    .from(fmReservations)
    .where(
      and(
        eq(fmReservations.structureId, hq.id),
        eq(fmReservations.status, 'confirmed'),
        gt(fmReservations.startsAt, new Date()),
      ),
    )
    .orderBy(asc(fmReservations.startsAt), asc(fmReservations.id))
    .limit(3);
  if (coming.length === 0) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOwnerEmail('Customer')));
  for (const [index, demo] of DEMO_VISITORS.entries()) {
    const reservation = coming[index % coming.length];
    if (!reservation) continue;
    const [visitor] = await db
      .insert(fmVisitors)
      .values({
        companyId: customerId,
        reservationId: reservation.id,
        name: demo.name,
        email: demo.email,
        plate: demo.plate,
        plateNorm: demo.plate === null ? null : anpr.normalisePlate(demo.plate),
        invitedBy: owner?.id ?? null,
      })
      .returning();
    if (visitor) await alignPasses(db, visitor, reservation, owner?.id ?? null);
  }
}

export async function seedFacilityVisitors(deps: AppDeps) {
  useLinkKey(deps.config);
  const { config, database } = deps;
  if (!config.SEED_DEMO) return;
  const { db } = database;
  const [customer] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, C));
  if (!customer) return;
  await seedSensors(db, customer.id);
  const [seeded] = await db
    .select({ id: fmVisitors.id })
    .from(fmVisitors)
    .where(eq(fmVisitors.companyId, customer.id))
    .limit(1);
  if (!seeded) await db.transaction((tx) => seedVisitors(tx, customer.id));
  await scanFacilityAlarms(database);
}
