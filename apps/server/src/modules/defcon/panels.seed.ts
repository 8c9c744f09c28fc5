import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { type DemoDevice, demoDeviceIds, insertDemoDevices } from '../devices/devices.seed.ts';
import { defconDeviceAssignments, defconPanels, defconZones } from './panels.schema.ts';

/**
 * Defcon's demo panels (issue 18): intrusion panels with SIA accounts and keys, each with zones holding
 * detectors, door contacts and a siren, for the demo Customer and the demo Building Owner. The demo Security
 * Company monitors the Customer's panels (accepted assignments) and has asked to monitor the Building
 * Owner's (pending). The simulator's panels (`simulator/defcon.ts`) speak DC-09 with these accounts and keys.
 */

export interface DemoPanel {
  serial: string;
  name: string;
  company: string;
  place: DemoDevice['place'];
  account: string;
  /** AES key as the receiver takes it; null: the panel sends clear frames. */
  key: string | null;
  supervisionSeconds: number;
  zones: { zone: number; name: string; serial: string; hardwareId: 502 | 503 | 504 }[];
  /** The demo Security Company monitors it (accepted) or has asked (pending). */
  monitoring: 'accepted' | 'pending' | null;
}

/** Zone devices' hardware: door contact, motion detector, siren. */
const ZONE_HARDWARE = { door: 503, motion: 502, siren: 504 } as const;
type ZoneRow = [zone: number, kind: keyof typeof ZONE_HARDWARE, name: string, serial: string];
const zones = (...rows: ZoneRow[]): DemoPanel['zones'] =>
  rows.map(([zone, kind, name, serial]) => ({ zone, name, serial, hardwareId: ZONE_HARDWARE[kind] }));

const C = 'Demo Customer';
const B = 'Demo Building Owner';
export const DEMO_SECURITY_COMPANY = 'Demo Security Company';

export const DEFCON_DEMO_PANELS: readonly DemoPanel[] = [
  {
    serial: 'IP8-0001',
    name: 'Headquarters intrusion panel',
    company: C,
    place: ['Headquarters', 'Ground'],
    account: '1001',
    // 16 characters: AES-128 (the receiver also takes 32/48/64 hex digits).
    key: 'DemoKeyHQ-128bit',
    supervisionSeconds: 300,
    monitoring: 'accepted',
    zones: zones(
      [1, 'door', 'Main entrance door', 'DC1-0001'],
      [2, 'motion', 'Reception motion', 'MD2-0001'],
      [3, 'motion', 'Server room motion', 'MD2-0002'],
      [4, 'door', 'Back door', 'DC1-0002'],
      [9, 'siren', 'Lobby siren', 'SR1-0001'],
    ),
  },
  {
    serial: 'IP8-0002',
    name: 'Warehouse intrusion panel',
    company: C,
    place: ['Jebel Ali warehouse', 'Ground'],
    account: '1002',
    // 32 hex digits: AES-128 given as hex.
    key: '00112233445566778899AABBCCDDEEFF',
    supervisionSeconds: 300,
    monitoring: 'accepted',
    zones: zones(
      [1, 'door', 'Loading dock shutter', 'DC1-0003'],
      [2, 'motion', 'Bay 1 motion', 'MD2-0003'],
      [3, 'motion', 'Bay 2 motion', 'MD2-0004'],
      [9, 'siren', 'Yard siren', 'SR1-0002'],
    ),
  },
  {
    serial: 'IP8-0003',
    name: 'Marina Tower intrusion panel',
    company: B,
    place: ['Marina Tower'],
    account: '2001',
    key: null,
    supervisionSeconds: 600,
    monitoring: 'pending',
    zones: zones(
      [1, 'door', 'Lobby door', 'DC1-0004'],
      [2, 'motion', 'Lobby motion', 'MD2-0005'],
      [9, 'siren', 'Lobby siren', 'SR1-0003'],
    ),
  },
];

const SOLUTION = 70;

export async function seedDefconPanels({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const list: DemoDevice[] = DEFCON_DEMO_PANELS.flatMap((p) =>
    [{ serial: p.serial, name: p.name, hardwareId: 501 }, ...p.zones].map((d) => ({
      serial: d.serial,
      name: d.name,
      hardwareId: d.hardwareId,
      solutionId: SOLUTION,
      company: p.company,
      place: p.place,
    })),
  );
  await insertDemoDevices(db, list);
  const ids = await demoDeviceIds(
    db,
    list.map((d) => d.serial),
  );
  const [security] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_SECURITY_COMPANY));
  const owners = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.name, c.id]),
  );
  for (const panel of DEFCON_DEMO_PANELS) {
    const panelId = ids.get(panel.serial);
    const ownerId = owners.get(panel.company);
    if (panelId === undefined || ownerId === undefined) continue;
    await db.insert(defconPanels).values({
      deviceId: panelId,
      accountNumber: panel.account,
      siaKey: panel.key,
      supervisionSeconds: panel.supervisionSeconds,
      armState: 'disarmed',
      armedAt: new Date(Date.now() - 3_600_000),
      securityCompanyId: panel.monitoring === 'accepted' && security ? security.id : null,
    });
    await db.insert(defconZones).values(
      panel.zones.map((z) => ({
        panelId,
        zone: z.zone,
        name: z.name,
        deviceId: ids.get(z.serial) ?? null,
      })),
    );
    if (panel.monitoring && security) {
      await db.insert(defconDeviceAssignments).values({
        deviceId: panelId,
        customerCompanyId: ownerId,
        securityCompanyId: security.id,
        status: panel.monitoring,
        note: 'Round-the-clock monitoring and response',
        ...(panel.monitoring === 'accepted' && { answeredAt: new Date(Date.now() - 7 * 86_400_000) }),
        requestedAt: new Date(Date.now() - 8 * 86_400_000),
      });
    }
  }
}
