import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { anprBoxLinks } from '../anpr/anpr.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';

/** An edge box as the ingest needs it: the gate, its cameras by Frigate name, its barriers. */
export interface Gate {
  boxId: number;
  serial: string;
  companyId: number;
  gateName: string;
  blocked: boolean;
  cameras: Map<string, { deviceId: number; direction: 'in' | 'out' | null }>;
  /** Linked barriers that are not blocked. */
  barriers: { id: number; serial: string; name: string }[];
}

/** A device by serial: an edge box, another device (not a gate), or none. */
export type GateLookup =
  | { kind: 'gate'; gate: Gate }
  | { kind: 'not-a-box'; deviceId: number }
  | { kind: 'unknown' };

async function load(db: DbOrTx, serial: string): Promise<GateLookup> {
  const [box] = await db
    .select({
      id: devices.id,
      serial: devices.serial,
      companyId: devices.companyId,
      name: devices.name,
      state: devices.state,
      type: hardware.type,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(eq(devices.serial, serial));
  if (!box) return { kind: 'unknown' };
  if (box.type !== 'edge-box') return { kind: 'not-a-box', deviceId: box.id };
  const links = await db
    .select({
      deviceId: anprBoxLinks.deviceId,
      role: anprBoxLinks.role,
      cameraName: anprBoxLinks.cameraName,
      direction: anprBoxLinks.direction,
      serial: devices.serial,
      name: devices.name,
      state: devices.state,
    })
    .from(anprBoxLinks)
    .innerJoin(devices, eq(devices.id, anprBoxLinks.deviceId))
    .where(and(eq(anprBoxLinks.boxDeviceId, box.id), eq(devices.companyId, box.companyId)));
  const gate: Gate = {
    boxId: box.id,
    serial: box.serial,
    companyId: box.companyId,
    gateName: box.name || box.serial,
    blocked: box.state === 'blocked',
    cameras: new Map(),
    barriers: [],
  };
  for (const link of links) {
    if (link.role === 'camera' && link.cameraName) {
      gate.cameras.set(link.cameraName, { deviceId: link.deviceId, direction: link.direction ?? null });
    } else if (link.role === 'barrier' && link.state !== 'blocked') {
      gate.barriers.push({ id: link.deviceId, serial: link.serial, name: link.name || link.serial });
    }
  }
  gate.barriers.sort((a, b) => a.id - b.id);
  return { kind: 'gate', gate };
}

const MAX_ENTRIES = 10_000;

/**
 * Gates by box serial, each kept `ttlMs` (a link, a block or a rename applies within that time): a plate
 * event costs no lookup of its box while the car waits at the barrier.
 */
export class GateDirectory {
  private readonly known = new Map<string, { lookup: Promise<GateLookup>; until: number }>();

  constructor(
    private readonly db: DbOrTx,
    private readonly ttlMs = 5000,
  ) {}

  bySerial(serial: string): Promise<GateLookup> {
    const cached = this.known.get(serial);
    if (cached && cached.until > Date.now()) return cached.lookup;
    if (this.known.size >= MAX_ENTRIES) this.known.clear();
    const lookup = load(this.db, serial);
    this.known.set(serial, { lookup, until: Date.now() + this.ttlMs });
    lookup.catch(() => this.known.delete(serial));
    return lookup;
  }
}
