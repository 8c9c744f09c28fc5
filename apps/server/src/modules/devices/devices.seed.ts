import { devices as contract } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { recordInfo } from './device-logs.service.ts';
import { devices, deviceTokens } from './devices.schema.ts';

/** The credential every demo device signs in with (the simulator uses it); never seeded in production. */
export const DEMO_DEVICE_PASSWORD = 'Device#12345';

export interface DemoDevice {
  serial: string;
  name: string;
  hardwareId: number;
  solutionId: number;
  company: string;
  /** Structure, floor and space names; none: in stock, not installed. */
  place?: [string, string?, string?];
  /** A token activated this many months ago (default: on install, today). */
  tokenMonthsAgo?: number;
}

const C = 'Demo Customer';
const HQ = 'Headquarters';
const WAREHOUSE = 'Jebel Ali warehouse';

/** The demo devices; `npm run simulate` publishes for these serials. */
export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    serial: 'AQ5-0001',
    name: 'Lobby air',
    hardwareId: 201,
    solutionId: 17,
    company: C,
    place: [HQ, 'Ground', 'Lobby'],
  },
  {
    serial: 'AQ5-0002',
    name: 'Meeting room air',
    hardwareId: 201,
    solutionId: 17,
    company: C,
    place: [HQ, 'First', 'Meeting room A'],
  },
  {
    serial: 'AQ5-0003',
    name: 'Open office air',
    hardwareId: 201,
    solutionId: 17,
    company: C,
    place: [HQ, 'Second', 'Open office'],
  },
  {
    serial: 'CC3-0001',
    name: 'Bay 1 cold chain',
    hardwareId: 202,
    solutionId: 18,
    company: C,
    place: [WAREHOUSE, 'Ground', 'Bay 1'],
  },
  {
    serial: 'CC3-0002',
    name: 'Bay 2 cold chain',
    hardwareId: 202,
    solutionId: 18,
    company: C,
    place: [WAREHOUSE, 'Ground', 'Bay 2'],
  },
  {
    serial: 'LS1-0001',
    name: 'Server room leak',
    hardwareId: 101,
    solutionId: 10,
    company: C,
    place: [HQ, 'Ground', 'Server room'],
  },
  {
    serial: 'LS1-0002',
    name: 'Kitchen leak',
    hardwareId: 101,
    solutionId: 10,
    company: C,
    place: [HQ, 'Second', 'Kitchen'],
    tokenMonthsAgo: 14,
  },
  { serial: 'TL1-0001', name: 'Roof tank', hardwareId: 103, solutionId: 24, company: C, place: [WAREHOUSE] },
  {
    serial: 'FM1-0001',
    name: 'Main water meter',
    hardwareId: 104,
    solutionId: 25,
    company: C,
    place: [HQ, 'Ground'],
  },
  {
    serial: 'EM1-0001',
    name: 'Main switchboard',
    hardwareId: 203,
    solutionId: 12,
    company: C,
    place: [HQ, 'Ground', 'Server room'],
  },
  {
    serial: 'CU304-0001',
    name: 'Office control unit',
    hardwareId: 304,
    solutionId: 17,
    company: C,
    place: [HQ, 'First', 'Office 101'],
  },
  {
    serial: 'DL1-0001',
    name: 'Reception door',
    hardwareId: 401,
    solutionId: 30,
    company: C,
    place: [HQ, 'Ground', 'Reception'],
  },
  { serial: 'AQ5-0004', name: '', hardwareId: 201, solutionId: 17, company: C },
  { serial: 'LS1-0003', name: '', hardwareId: 101, solutionId: 10, company: C },
  {
    serial: 'AQ5-1001',
    name: 'Unit 101 air',
    hardwareId: 201,
    solutionId: 17,
    company: 'Demo Building Owner',
    place: ['Marina Tower', 'Floor 1', 'Unit 101'],
  },
  {
    serial: 'EM1-1001',
    name: 'Tower meter',
    hardwareId: 203,
    solutionId: 12,
    company: 'Demo Building Owner',
    place: ['Marina Tower', 'Ground'],
  },
  {
    serial: 'AQ5-2001',
    name: 'Class 1A air',
    hardwareId: 201,
    solutionId: 17,
    company: 'Demo School',
    place: ['Main campus', 'Ground', 'Class 1A'],
  },
  {
    serial: 'LS1-2001',
    name: 'Hall leak',
    hardwareId: 101,
    solutionId: 10,
    company: 'Demo School',
    place: ['Main campus', 'Ground', 'Hall'],
  },
  // The chillers of spec §7 `/swam/chiller`; the analysis module seeds a week of their history.
  {
    serial: 'CH1-0001',
    name: 'Chiller 1',
    hardwareId: 205,
    solutionId: 12,
    company: C,
    place: [WAREHOUSE, 'Ground'],
  },
  {
    serial: 'CH1-0002',
    name: 'Chiller 2',
    hardwareId: 205,
    solutionId: 12,
    company: C,
    place: [WAREHOUSE, 'Ground'],
  },
];

/** Spare tokens a demo company holds for the devices it will buy. */
const SPARE_TOKENS: [string, contract.DeviceApp, number][] = [
  [C, 'swam', 3],
  [C, 'metrowatch', 1],
];

async function placeOf(db: DbOrTx, companyId: number, place: DemoDevice['place']) {
  if (!place) return { structureId: null, floorId: null, spaceId: null };
  const [structureName, floorName, spaceName] = place;
  const [structure] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.companyId, companyId), eq(structures.name, structureName)));
  if (!structure) return { structureId: null, floorId: null, spaceId: null };
  const [floor] = floorName
    ? await db
        .select({ id: floors.id })
        .from(floors)
        .where(and(eq(floors.structureId, structure.id), eq(floors.name, floorName)))
    : [];
  const [space] =
    floor && spaceName
      ? await db
          .select({ id: spaces.id })
          .from(spaces)
          .where(and(eq(spaces.floorId, floor.id), eq(spaces.name, spaceName)))
      : [];
  return { structureId: structure.id, floorId: floor?.id ?? null, spaceId: space?.id ?? null };
}

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/** The demo devices on the demo structures, each with a token; the simulator signs in as them. */
export async function seedDemoDevices({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const companyIds = await insertDemoDevices(db, DEMO_DEVICES);
  for (const [company, app, n] of SPARE_TOKENS) {
    const companyId = companyIds.get(company);
    if (companyId === undefined) continue;
    await db
      .insert(deviceTokens)
      .values(Array.from({ length: n }, () => ({ companyId, app, validityMonths: 12 })));
  }
}

let demoHash: Promise<string> | undefined;

/**
 * Registers demo devices in their places with a token each (activated when installed) and the demo
 * credential; other modules seed their apps' devices with it. Answers the demo companies' ids by name.
 */
/** The ids of demo devices by serial (after `insertDemoDevices`): what the apps' seeds link their rows to. */
export async function demoDeviceIds(db: DbOrTx, serials: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(inArray(devices.serial, [...serials]));
  return new Map(rows.map((d) => [d.serial, d.id]));
}

export async function insertDemoDevices(db: DbOrTx, list: readonly DemoDevice[]) {
  // One Argon2 hash for every app's demo devices (it costs about a second on a busy machine).
  demoHash ??= hashPassword(DEMO_DEVICE_PASSWORD);
  const passwordHash = await demoHash;
  const companyIds = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.name, c.id]),
  );
  for (const demo of list) {
    const companyId = companyIds.get(demo.company);
    const model = contract.hardwareById(demo.hardwareId);
    if (companyId === undefined || !model) continue;
    const place = await placeOf(db, companyId, demo.place);
    const installed = place.structureId !== null;
    const [row] = await db
      .insert(devices)
      .values({
        serial: demo.serial,
        name: demo.name,
        hardwareId: model.id,
        solutionId: demo.solutionId,
        companyId,
        ...place,
        installedAt: installed ? new Date() : null,
        passwordHash,
        reportingIntervalSeconds: Math.min(model.defaultReportingIntervalSeconds, 60),
      })
      .returning({ id: devices.id });
    if (!row) continue;
    const activationAt =
      demo.tokenMonthsAgo !== undefined ? monthsAgo(demo.tokenMonthsAgo) : installed ? new Date() : null;
    await db.insert(deviceTokens).values({
      companyId,
      app: model.app,
      deviceId: row.id,
      validityMonths: model.freeTokenValidityMonths,
      activationAt,
      expirationAt: activationAt && contract.tokenExpiration(activationAt, model.freeTokenValidityMonths),
    });
    await recordInfo(db, row.id, 'info', 'REGISTERED', `Registered for ${demo.company}`);
  }
  return companyIds;
}
