import { anpr } from '@atrium/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { anprAccesses, anprResidents, anprVehicles } from '../anpr/anpr.schema.ts';
import type { Gate } from './gates.ts';

export interface PlateDecision extends anpr.GateDecision {
  vehicleId: number | null;
  residentId: number | null;
}

/** Who an access is for, in words. */
function subjectText(
  access: { vehicleId: number | null; residentId: number | null; source: string },
  residentName: string | null,
) {
  if (access.vehicleId === null && access.residentId === null) {
    return access.source === 'visitor' ? 'Visitor plate' : 'Plate';
  }
  return residentName ? `${residentName}'s vehicle` : 'Vehicle';
}

/**
 * The decision for a plate (normalised) read at a gate at `at`: the company's vehicle with that plate and
 * its resident, the gate's accesses for that vehicle, its resident or the plate itself (a visitor's), and
 * `anpr.decideGate` over them. Three indexed reads.
 */
export async function decidePlate(
  db: DbOrTx,
  gate: Gate,
  read: { plate: string; plateNorm: string; at: Date },
): Promise<PlateDecision> {
  const [vehicle] = await db
    .select({ id: anprVehicles.id, residentId: anprVehicles.residentId, residentName: anprResidents.name })
    .from(anprVehicles)
    .leftJoin(anprResidents, eq(anprResidents.id, anprVehicles.residentId))
    .where(and(eq(anprVehicles.companyId, gate.companyId), eq(anprVehicles.plateNorm, read.plateNorm)));
  const subjects: SQL[] = [eq(anprAccesses.plateNorm, read.plateNorm)];
  if (vehicle) subjects.push(eq(anprAccesses.vehicleId, vehicle.id));
  if (vehicle?.residentId) subjects.push(eq(anprAccesses.residentId, vehicle.residentId));
  const rows = await db
    .select({
      id: anprAccesses.id,
      name: anprAccesses.name,
      type: anprAccesses.type,
      windows: anprAccesses.windows,
      timeZone: anprAccesses.timeZone,
      validFrom: anprAccesses.validFrom,
      validUntil: anprAccesses.validUntil,
      revokedAt: anprAccesses.revokedAt,
      vehicleId: anprAccesses.vehicleId,
      residentId: anprAccesses.residentId,
      source: anprAccesses.source,
    })
    .from(anprAccesses)
    .where(
      and(
        eq(anprAccesses.boxDeviceId, gate.boxId),
        eq(anprAccesses.companyId, gate.companyId),
        or(...subjects),
      ),
    )
    .orderBy(anprAccesses.id);
  let visitorPlate = false;
  if (!vehicle && rows.length === 0) {
    const [any] = await db
      .select({ one: sql<number>`1` })
      .from(anprAccesses)
      .where(and(eq(anprAccesses.companyId, gate.companyId), eq(anprAccesses.plateNorm, read.plateNorm)))
      .limit(1);
    visitorPlate = any !== undefined;
  }
  return decideFrom(gate.gateName, read, vehicle ?? null, rows, visitorPlate);
}

export interface KnownVehicle {
  id: number;
  residentId: number | null;
  residentName: string | null;
}

export interface AccessRow extends Omit<anpr.GateAccessCandidate, 'subjectText'> {
  vehicleId: number | null;
  residentId: number | null;
  source: string;
}

/** The decision over what was found for the plate (the seed's history uses it without the database). */
export function decideFrom(
  gateName: string,
  read: { plate: string; at: Date },
  vehicle: KnownVehicle | null,
  accesses: readonly AccessRow[],
  visitorPlate: boolean,
): PlateDecision {
  const residentName = vehicle?.residentName ?? null;
  const decision = anpr.decideGate({
    plate: read.plate,
    gateName,
    vehicle: vehicle ? { id: vehicle.id, residentName } : null,
    visitorPlate,
    accesses: accesses.map((row) => ({
      ...row,
      name: row.name || `#${row.id}`,
      subjectText: subjectText(row, residentName),
    })),
    at: read.at,
  });
  return { ...decision, vehicleId: vehicle?.id ?? null, residentId: vehicle?.residentId ?? null };
}
