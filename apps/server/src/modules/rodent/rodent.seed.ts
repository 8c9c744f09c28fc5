import { rodent } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { noAlarmsApplied, raiseAppAlarm } from '../alarms/app-alarms.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { insertDemoDevices } from '../devices/devices.seed.ts';
import { layoutDevices, layouts } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import { rodentEvents, rodentVisits } from './rodent.schema.ts';

/**
 * The demo Customer's rodent control (issue 21): bait stations and snap traps on the ground and second floors
 * of Headquarters, placed on the floors' layouts, four weeks of events cleared by weekly technician visits,
 * and two open alarms (a trap triggered in the kitchen, a bait station's low battery). The LoRaWAN seed gives
 * them DevEUIs afterwards; its simulator sends their uplinks.
 */

const COMPANY = 'Demo Customer';
const HQ = 'Headquarters';
const BAIT = { hardwareId: 1601, solutionId: 50 };
const TRAP = { hardwareId: 1602, solutionId: 51 };

/** Serial, name, kind, floor, space, position on the plan. */
const STATIONS: [string, string, typeof BAIT, string, string, number, number][] = [
  ['RB1-0001', 'Lobby bait station', BAIT, 'Ground', 'Lobby', 0.18, 0.3],
  ['RB1-0002', 'Reception bait station', BAIT, 'Ground', 'Reception', 0.62, 0.25],
  ['ST2-0001', 'Server room trap', TRAP, 'Ground', 'Server room', 0.82, 0.7],
  ['ST2-0002', 'Lobby trap', TRAP, 'Ground', 'Lobby', 0.3, 0.72],
  ['RB1-0003', 'Kitchen bait station', BAIT, 'Second', 'Kitchen', 0.2, 0.2],
  ['RB1-0004', 'Kitchen store bait station', BAIT, 'Second', 'Kitchen', 0.35, 0.4],
  ['ST2-0003', 'Kitchen trap', TRAP, 'Second', 'Kitchen', 0.15, 0.65],
  ['ST2-0004', 'Open office trap', TRAP, 'Second', 'Open office', 0.75, 0.5],
];
export const RODENT_DEMO_SERIALS = STATIONS.map((s) => s[0]);

const DAY = 86_400_000;
const HISTORY_DAYS = 28;
/** Visits every week, the last yesterday: what happened since is still open. */
const VISIT_DAYS_AGO = [21, 14, 7, 1];

/** Deterministic, so every demo has the same history. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const KINDS_OF = (trap: boolean): rodent.EventKind[] =>
  trap
    ? ['trap-triggered', 'trap-triggered', 'moved', 'opened']
    : ['bait-consumed', 'bait-consumed', 'moved', 'opened'];

/** Markers name their station by serial, as on the other demo layouts (a serial outlives re-seeded ids). */
async function placeOnLayouts(
  db: DbOrTx,
  companyId: number,
  placed: { serial: string; floorId: number; x: number; y: number }[],
) {
  const floorIds = [...new Set(placed.map((p) => p.floorId))];
  await db
    .insert(layouts)
    .values(floorIds.map((floorId) => ({ floorId })))
    .onConflictDoNothing();
  const byFloor = new Map(
    (
      await db
        .select({ id: layouts.id, floorId: layouts.floorId })
        .from(layouts)
        .where(inArray(layouts.floorId, floorIds))
    ).map((l) => [l.floorId, l.id]),
  );
  await db
    .insert(layoutDevices)
    .values(
      placed.map((p) => ({
        layoutId: byFloor.get(p.floorId) as number,
        companyId,
        deviceRef: p.serial,
        x: p.x,
        y: p.y,
      })),
    )
    .onConflictDoNothing();
}

async function seedHistory(db: DbOrTx, companyId: number, technicianId: number | null, stations: Station[]) {
  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  const next = random(21);
  for (const station of stations) {
    const visits = [];
    for (const daysAgo of VISIT_DAYS_AGO) {
      const [visit] = await db
        .insert(rodentVisits)
        .values({
          companyId,
          deviceId: station.id,
          at: new Date(today - daysAgo * DAY + 10 * 3_600_000),
          notes: station.trap ? 'Trap checked and reset' : 'Bait topped up, station checked',
          technicianId,
        })
        .returning({ id: rodentVisits.id, at: rodentVisits.at });
      if (visit) visits.push(visit);
    }
    const kinds = KINDS_OF(station.trap);
    const rows = [];
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 2; daysAgo--) {
      // The kitchen sees the most activity, offices the least.
      const chance = station.name.startsWith('Kitchen')
        ? 0.55
        : station.name.includes('office')
          ? 0.12
          : 0.25;
      if (next() > chance) continue;
      const at = new Date(today - daysAgo * DAY + Math.floor(next() * 20) * 3_600_000);
      const kind = kinds[Math.floor(next() * kinds.length)] as rodent.EventKind;
      const visit = visits.find((v) => v.at.getTime() >= at.getTime());
      rows.push({
        companyId,
        deviceId: station.id,
        kind,
        at,
        value: kind === 'bait-consumed' ? Math.floor(next() * 15) : 1,
        clearedByVisit: visit?.id ?? null,
      });
    }
    if (rows.length > 0) await db.insert(rodentEvents).values(rows);
    for (const visit of visits)
      await db
        .update(rodentVisits)
        .set({ clearedEvents: rows.filter((r) => r.clearedByVisit === visit.id).length })
        .where(eq(rodentVisits.id, visit.id));
  }
}

interface Station {
  id: number;
  name: string;
  trap: boolean;
}

/** The two open alarms of the demo, each with its event. */
async function openAlarms(db: DbOrTx, companyId: number, bySerial: Map<string, number>) {
  const applied = noAlarmsApplied();
  const open: [string, rodent.EventKind, number, number][] = [
    ['ST2-0003', 'trap-triggered', 1, 2 * 3_600_000],
    ['RB1-0002', 'battery-low', 9, 5 * 3_600_000],
  ];
  for (const [serial, kind, value, ago] of open) {
    const deviceId = bySerial.get(serial);
    if (deviceId === undefined) continue;
    const at = new Date(Date.now() - ago);
    const name = STATIONS.find((s) => s[0] === serial)?.[1] ?? serial;
    await db.insert(rodentEvents).values({ companyId, deviceId, kind, at, value });
    await raiseAppAlarm(
      db,
      {
        companyId,
        deviceId,
        ruleId: rodent.roRuleId(kind),
        category: rodent.isOperational(kind) ? 'operational' : 'status',
        kind: rodent.RODENT_ALARM_KIND,
        severity: rodent.EVENT_SEVERITY[kind],
        message: `${rodent.EVENT_LABELS[kind]}: ${name}`,
        key: kind,
        value,
        at,
      },
      applied,
    );
  }
}

export async function seedRodent({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY));
  if (!company) return;
  const [done] = await db.select({ id: devices.id }).from(devices).where(eq(devices.serial, 'RB1-0001'));
  if (done) return;
  await insertDemoDevices(
    db,
    STATIONS.map(([serial, name, kind, floor, space]) => ({
      serial,
      name,
      ...kind,
      company: COMPANY,
      place: [HQ, floor, space],
    })),
  );
  const rows = await db
    .select({ id: devices.id, serial: devices.serial, floorId: devices.floorId })
    .from(devices)
    .where(and(eq(devices.companyId, company.id), inArray(devices.serial, RODENT_DEMO_SERIALS)));
  const bySerial = new Map(rows.map((r) => [r.serial, r.id]));
  const now = Date.now();
  for (const [serial, , kind] of STATIONS) {
    const id = bySerial.get(serial);
    if (id === undefined) continue;
    const trap = kind === TRAP;
    const lastValues: Record<string, number> = trap
      ? { trapTriggered: serial === 'ST2-0003' ? 1 : 0, moved: 0, opened: 0, battery: 78 }
      : { moved: 0, opened: 0, bait: 64, battery: serial === 'RB1-0002' ? 9 : 71 };
    await db
      .update(devices)
      .set({ lastValues, battery: lastValues.battery ?? null, lastSeenAt: new Date(now - 10 * 60_000) })
      .where(eq(devices.id, id));
  }
  await placeOnLayouts(
    db,
    company.id,
    STATIONS.flatMap(([serial, , , , , x, y]) => {
      const row = rows.find((r) => r.serial === serial);
      return row?.floorId ? [{ serial, floorId: row.floorId, x, y }] : [];
    }),
  );
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@customer.demo'));
  await seedHistory(
    db,
    company.id,
    owner?.id ?? null,
    STATIONS.flatMap(([serial, name, kind]) => {
      const id = bySerial.get(serial);
      return id === undefined ? [] : [{ id, name, trap: kind === TRAP }];
    }),
  );
  await openAlarms(db, company.id, bySerial);
}
