import { anpr } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../kernel/db/client.ts';
import { anprAccesses, anprBoxLinks, anprResidents, anprVehicles } from '../../anpr/anpr.schema.ts';
import { devices } from '../../devices/devices.schema.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';

/** A gate of the tests: an edge box with a camera (Frigate name `gate_cam`, direction in) and a barrier. */
export interface TestGate {
  companyId: number;
  box: { id: number; serial: string };
  camera: { id: number; serial: string };
  barrier: { id: number; serial: string };
}

const idOf = async (db: DbOrTx, serial: string) => {
  const [row] = await db
    .select({ id: devices.id, companyId: devices.companyId })
    .from(devices)
    .where(eq(devices.serial, serial));
  if (!row) throw new Error(`no device ${serial}`);
  return row;
};

/** Registers the gate's devices (demo credential) for `company` ('Demo Customer', ...) and links them. */
export async function createGate(
  db: DbOrTx,
  prefix: string,
  company = 'Demo Customer',
  name = `${prefix} gate`,
) {
  const serials = { box: `${prefix}-BOX`, camera: `${prefix}-CAM`, barrier: `${prefix}-BAR` };
  await insertDemoDevices(db, [
    { serial: serials.box, name, hardwareId: 801, solutionId: 95, company },
    { serial: serials.camera, name: `${name} camera`, hardwareId: 802, solutionId: 95, company },
    { serial: serials.barrier, name: `${name} barrier`, hardwareId: 803, solutionId: 95, company },
  ]);
  const box = await idOf(db, serials.box);
  const camera = await idOf(db, serials.camera);
  const barrier = await idOf(db, serials.barrier);
  await db.insert(anprBoxLinks).values([
    { deviceId: camera.id, boxDeviceId: box.id, role: 'camera', cameraName: 'gate_cam', direction: 'in' },
    { deviceId: barrier.id, boxDeviceId: box.id, role: 'barrier' },
  ]);
  return {
    companyId: box.companyId,
    box: { id: box.id, serial: serials.box },
    camera: { id: camera.id, serial: serials.camera },
    barrier: { id: barrier.id, serial: serials.barrier },
  } satisfies TestGate;
}

/** A resident with one vehicle of `plate`. */
export async function createResidentVehicle(db: DbOrTx, companyId: number, name: string, plate: string) {
  const [resident] = await db
    .insert(anprResidents)
    .values({ companyId, name })
    .returning({ id: anprResidents.id });
  if (!resident) throw new Error('no resident');
  const [vehicle] = await db
    .insert(anprVehicles)
    .values({
      companyId,
      residentId: resident.id,
      plate,
      plateNorm: anpr.normalisePlate(plate),
      make: 'Toyota',
    })
    .returning({ id: anprVehicles.id });
  if (!vehicle) throw new Error('no vehicle');
  return { residentId: resident.id, vehicleId: vehicle.id };
}

/** An access at the gate: for a vehicle, or for a visitor's plate, between `from` and `until`. */
export async function createAccess(
  db: DbOrTx,
  gate: TestGate,
  access: { name: string; vehicleId?: number; plate?: string; from?: Date; until?: Date },
) {
  const [row] = await db
    .insert(anprAccesses)
    .values({
      companyId: gate.companyId,
      boxDeviceId: gate.box.id,
      name: access.name,
      vehicleId: access.vehicleId ?? null,
      plate: access.plate ?? null,
      plateNorm: access.plate ? anpr.normalisePlate(access.plate) : null,
      type: access.from || access.until ? 'temporary' : 'fulltime',
      validFrom: access.from ?? null,
      validUntil: access.until ?? null,
      source: access.plate ? 'visitor' : 'manual',
    })
    .returning({ id: anprAccesses.id });
  if (!row) throw new Error('no access');
  return row.id;
}
