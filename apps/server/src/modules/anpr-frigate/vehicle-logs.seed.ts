import { anpr } from '@atrium/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { anprAccesses, anprBoxLinks, anprResidents, anprVehicles } from '../anpr/anpr.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { type AccessRow, decideFrom, type KnownVehicle } from './gate-decision.ts';
import { anprVehicleLogs } from './vehicle-logs.schema.ts';

/**
 * Demo vehicle logs (issue 20): 30 days of reads at every demo gate (the edge boxes with a linked camera
 * that the anpr module seeded): residents' cars, visitors' plates, unknown plates and a few low-score reads,
 * mostly in the daytime (Dubai), each decided as the ingest would at that moment (`decideFrom`). Reproducible.
 */

const DAYS = 30;
const LOGS_PER_GATE = 160;
const UNKNOWN_PLATES = [
  'K 48213',
  'M 90117',
  'P 33652',
  'B 11274',
  'R 70581',
  'Z 64420',
  'G 20973',
  'L 58014',
];

/** A small deterministic generator: the same history on every fresh installation. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedVehicleLogs({ database: { db } }: AppDeps) {
  const boxes = await db
    .select({ id: devices.id, name: devices.name, serial: devices.serial, companyId: devices.companyId })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(eq(hardware.type, 'edge-box'))
    .orderBy(devices.id);
  if (boxes.length === 0) return;
  const cameras = await db
    .select({
      boxId: anprBoxLinks.boxDeviceId,
      deviceId: anprBoxLinks.deviceId,
      name: anprBoxLinks.cameraName,
      direction: anprBoxLinks.direction,
    })
    .from(anprBoxLinks)
    .where(
      and(
        inArray(
          anprBoxLinks.boxDeviceId,
          boxes.map((b) => b.id),
        ),
        isNotNull(anprBoxLinks.cameraName),
      ),
    );
  const rows: (typeof anprVehicleLogs.$inferInsert)[] = [];
  const now = Date.now();
  for (const box of boxes) {
    const gateCameras = cameras.filter((c) => c.boxId === box.id);
    if (gateCameras.length === 0) continue;
    const vehicles = await db
      .select({
        id: anprVehicles.id,
        plate: anprVehicles.plate,
        plateNorm: anprVehicles.plateNorm,
        residentId: anprVehicles.residentId,
        residentName: anprResidents.name,
      })
      .from(anprVehicles)
      .leftJoin(anprResidents, eq(anprResidents.id, anprVehicles.residentId))
      .where(eq(anprVehicles.companyId, box.companyId));
    const accesses = await db
      .select()
      .from(anprAccesses)
      .where(and(eq(anprAccesses.companyId, box.companyId), eq(anprAccesses.boxDeviceId, box.id)));
    const visitorPlates = accesses.filter((a) => a.plate !== null).map((a) => a.plate as string);
    const next = random(box.id * 7919);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    for (let i = 0; i < LOGS_PER_GATE; i++) {
      // Mostly 06:00-22:00 in Dubai (UTC+4): 02:00-18:00 UTC.
      const day = Math.floor(next() * DAYS);
      const hour = next() < 0.9 ? 2 + next() * 16 : next() * 24;
      const seenAt = new Date(now - (day + 1) * 86_400_000 + hour * 3_600_000);
      if (seenAt.getTime() > now) continue;
      const roll = next();
      const vehicle = roll < 0.62 && vehicles.length > 0 ? pick(vehicles) : null;
      const plate =
        vehicle?.plate ??
        (roll < 0.75 && visitorPlates.length > 0 ? pick(visitorPlates) : pick(UNKNOWN_PLATES));
      const plateNorm = anpr.normalisePlate(plate);
      const camera = pick(gateCameras);
      const score = next() < 0.07 ? 0.55 + next() * 0.2 : 0.82 + next() * 0.17;
      const known: KnownVehicle | null = vehicle
        ? { id: vehicle.id, residentId: vehicle.residentId, residentName: vehicle.residentName }
        : null;
      const matching: AccessRow[] = accesses.filter(
        (a) =>
          a.plateNorm === plateNorm ||
          (known && a.vehicleId === known.id) ||
          (known?.residentId && a.residentId === known.residentId),
      );
      const decision =
        score < 0.8
          ? { ...anpr.lowScoreDecision(score, 0.8), vehicleId: null, residentId: null }
          : decideFrom(
              box.name || box.serial,
              { plate, at: seenAt },
              known,
              matching,
              visitorPlates.includes(plate),
            );
      rows.push({
        companyId: box.companyId,
        boxDeviceId: box.id,
        cameraDeviceId: camera.deviceId,
        cameraName: camera.name ?? 'gate_cam',
        frigateId: `${(seenAt.getTime() / 1000).toFixed(6)}-${box.id.toString(16)}${i.toString(16).padStart(3, '0')}`,
        plate,
        plateNorm,
        score: Math.round(score * 100) / 100,
        knownName: null,
        direction: camera.direction ?? null,
        seenAt,
        decision: decision.decision,
        code: decision.code,
        reason: decision.reason,
        vehicleId: decision.vehicleId,
        residentId: decision.residentId,
        accessId: decision.accessId,
        createdAt: seenAt,
        updatedAt: seenAt,
      });
    }
  }
  if (rows.length > 0) await db.insert(anprVehicleLogs).values(rows);
}
