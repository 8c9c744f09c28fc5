import type { sparking } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoDeviceIds, insertDemoDevices } from '../devices/devices.seed.ts';
import { structures } from '../places/places.schema.ts';
import { spLocations, spSpotEvents, spSpots } from './sparking.schema.ts';

/**
 * The demo Customer's smart parking (issue 21): the Headquarters car park and the Jebel Ali warehouse yard,
 * ten spots each in a row, each with an in-ground sensor (PS-1, hardware 1701; the LoRaWAN seed gives them
 * DevEUIs), and five days of made-up history ending in each spot's state now. One spot is closed.
 */

const COMPANY = 'Demo Customer';
const HARDWARE = 1701;
const SOLUTION = 55;
const HISTORY_DAYS = 5;
const MINUTE = 60_000;

interface DemoLocation {
  name: string;
  address: string;
  structure: string;
  prefix: string;
  outline: { lat: number; lng: number }[];
  /** The first spot's position and the step between spots (along the longitude). */
  row: { lat: number; lng: number; step: number };
}

const LOCATIONS: DemoLocation[] = [
  {
    name: 'Headquarters car park',
    address: 'Sheikh Zayed Road, Dubai',
    structure: 'Headquarters',
    prefix: 'P',
    outline: [
      { lat: 25.2045, lng: 55.2704 },
      { lat: 25.2045, lng: 55.2718 },
      { lat: 25.2039, lng: 55.2718 },
      { lat: 25.2039, lng: 55.2704 },
    ],
    row: { lat: 25.2042, lng: 55.27065, step: 0.0001 },
  },
  {
    name: 'Jebel Ali warehouse yard',
    address: 'Jebel Ali Free Zone, Dubai',
    structure: 'Jebel Ali warehouse',
    prefix: 'Y',
    outline: [
      { lat: 25.0115, lng: 55.1323 },
      { lat: 25.0116, lng: 55.1339 },
      { lat: 25.0108, lng: 55.134 },
      { lat: 25.0107, lng: 55.1324 },
    ],
    row: { lat: 25.0112, lng: 55.13265, step: 0.00012 },
  },
];
const SPOTS_PER_LOCATION = 10;

/** The serial of demo parking sensor `n` (1-based), as the LoRaWAN seed and simulator find them. */
export const parkingSensorSerial = (n: number) => `PS1-${String(n).padStart(4, '0')}`;

/** A small deterministic generator, so the demo history is the same on every seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Alternating free and occupied periods over the last HISTORY_DAYS, the last one open. */
function history(seed: number, now: number) {
  const next = random(seed);
  const periods: { state: sparking.SensedState; from: Date; to: Date | null }[] = [];
  let at = now - HISTORY_DAYS * 24 * 60 * MINUTE;
  let state: sparking.SensedState = next() < 0.5 ? 'free' : 'occupied';
  while (at < now) {
    const minutes = state === 'occupied' ? 20 + next() * 160 : 30 + next() * 240;
    const end = Math.min(at + minutes * MINUTE, now);
    periods.push({ state, from: new Date(at), to: end >= now ? null : new Date(end) });
    at = end;
    state = state === 'free' ? 'occupied' : 'free';
  }
  return periods;
}

export async function seedSmartParking({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY));
  if (!company) return;
  const [done] = await db
    .select({ id: spLocations.id })
    .from(spLocations)
    .where(and(eq(spLocations.companyId, company.id), eq(spLocations.name, LOCATIONS[0]?.name ?? '')));
  if (done) return;
  const serials = LOCATIONS.flatMap((_, l) =>
    Array.from({ length: SPOTS_PER_LOCATION }, (_, i) => parkingSensorSerial(l * SPOTS_PER_LOCATION + i + 1)),
  );
  await insertDemoDevices(
    db,
    LOCATIONS.flatMap((location, l) =>
      Array.from({ length: SPOTS_PER_LOCATION }, (_, i) => ({
        serial: parkingSensorSerial(l * SPOTS_PER_LOCATION + i + 1),
        name: `${location.prefix}-${String(i + 1).padStart(2, '0')} parking sensor`,
        hardwareId: HARDWARE,
        solutionId: SOLUTION,
        company: COMPANY,
        place: [location.structure] as [string],
      })),
    ),
  );
  const sensorOf = await demoDeviceIds(db, serials);
  const structureOf = new Map(
    (
      await db
        .select({ id: structures.id, name: structures.name })
        .from(structures)
        .where(eq(structures.companyId, company.id))
    ).map((s) => [s.name, s.id]),
  );
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [l, demo] of LOCATIONS.entries()) {
      const [location] = await tx
        .insert(spLocations)
        .values({
          companyId: company.id,
          name: demo.name,
          address: demo.address,
          outline: demo.outline,
          structureId: structureOf.get(demo.structure) ?? null,
        })
        .returning({ id: spLocations.id });
      if (!location) continue;
      for (let i = 0; i < SPOTS_PER_LOCATION; i++) {
        const n = l * SPOTS_PER_LOCATION + i + 1;
        const periods = history(n, now);
        const last = periods.at(-1);
        const closed = l === 0 && i === SPOTS_PER_LOCATION - 1;
        const since = closed ? new Date(now - 24 * 60 * MINUTE) : (last?.from ?? new Date(now));
        const [spot] = await tx
          .insert(spSpots)
          .values({
            companyId: company.id,
            locationId: location.id,
            code: `${demo.prefix}-${String(i + 1).padStart(2, '0')}`,
            lat: demo.row.lat,
            lng: demo.row.lng + i * demo.row.step,
            deviceId: sensorOf.get(parkingSensorSerial(n)) ?? null,
            state: closed ? 'closed' : (last?.state ?? 'unknown'),
            since,
            sensed: last?.state ?? null,
            sensedAt: new Date(now - 2 * MINUTE),
          })
          .returning({ id: spSpots.id });
        if (!spot) continue;
        const kept = closed ? periods.filter((p) => p.from < since) : periods;
        const rows: (typeof spSpotEvents.$inferInsert)[] = kept.map((p) => ({
          spotId: spot.id,
          locationId: location.id,
          state: p.state,
          from: p.from,
          to: closed && (p.to === null || p.to > since) ? since : p.to,
        }));
        if (closed)
          rows.push({ spotId: spot.id, locationId: location.id, state: 'closed', from: since, to: null });
        await tx.insert(spSpotEvents).values(rows);
      }
    }
  });
}
