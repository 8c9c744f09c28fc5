import { anpr } from '@atrium/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { anprAccesses } from './anpr.schema.ts';

/**
 * Visitor plates for facility booking's passes (issue 20): a visitor's car may pass every gate of the
 * building of their reservation, for its window only. No request context: the caller (facmgmt-visitors) has
 * checked tenancy, and calls these inside its own transaction so the passes and the accesses move together.
 * A gate is an edge box (hardware type `edge-box`) of the company installed in the structure.
 */

export interface VisitorPlateGrant {
  companyId: number;
  /** The building: the structure whose gates the plate may pass. */
  structureId: number;
  /** As the visitor typed it. */
  plate: string;
  validFrom: Date;
  validUntil: Date;
  /** Shown in the access list, e.g. "Visitor Jane Doe: Quarterly review". */
  name: string;
}

/** The edge boxes of `companyId` installed in `structureId`. */
export async function gatesOf(tx: DbOrTx, companyId: number, structureId: number) {
  return tx
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(
      and(
        eq(hardware.type, 'edge-box'),
        eq(devices.companyId, companyId),
        eq(devices.structureId, structureId),
      ),
    )
    .orderBy(devices.id);
}

/**
 * One temporary access (source 'visitor') for the plate at every gate of the building; the access ids, none
 * when the building has no gate. Visitor accesses skip the overlap check of manual ones: a visitor may be
 * invited to two meetings that overlap.
 */
export async function grantVisitorPlates(tx: DbOrTx, grant: VisitorPlateGrant): Promise<number[]> {
  const plateNorm = anpr.normalisePlate(grant.plate);
  if (plateNorm.length < anpr.PLATE_MIN_LENGTH) {
    throw new ValidationError([{ param: 'plate', msg: 'Not a plate: too few letters and digits' }]);
  }
  if (grant.validUntil <= grant.validFrom) {
    throw new ValidationError([{ param: 'validUntil', msg: 'End Must Be After Start' }]);
  }
  const gates = await gatesOf(tx, grant.companyId, grant.structureId);
  if (gates.length === 0) return [];
  const rows = await tx
    .insert(anprAccesses)
    .values(
      gates.map((gate) => ({
        companyId: grant.companyId,
        boxDeviceId: gate.id,
        name: grant.name.slice(0, 120),
        plate: grant.plate.trim(),
        plateNorm,
        type: 'temporary' as const,
        validFrom: grant.validFrom,
        validUntil: grant.validUntil,
        source: 'visitor' as const,
      })),
    )
    .returning({ id: anprAccesses.id });
  return rows.map((r) => r.id);
}

/** Moves visitor accesses to a new window (the reservation moved or was resized); revoked ones stay revoked. */
export async function moveVisitorPlates(
  tx: DbOrTx,
  accessIds: readonly number[],
  validFrom: Date,
  validUntil: Date,
): Promise<void> {
  if (accessIds.length === 0) return;
  if (validUntil <= validFrom) {
    throw new ValidationError([{ param: 'validUntil', msg: 'End Must Be After Start' }]);
  }
  await tx
    .update(anprAccesses)
    .set({ validFrom, validUntil, updatedAt: new Date() })
    .where(
      and(
        inArray(anprAccesses.id, [...accessIds]),
        eq(anprAccesses.source, 'visitor'),
        isNull(anprAccesses.revokedAt),
      ),
    );
}

/** Revokes visitor accesses at once (the reservation or the visitor was cancelled); already revoked ones keep their time. */
export async function revokeVisitorPlates(
  tx: DbOrTx,
  accessIds: readonly number[],
  at: Date = new Date(),
): Promise<void> {
  if (accessIds.length === 0) return;
  await tx
    .update(anprAccesses)
    .set({ revokedAt: at, updatedAt: at })
    .where(
      and(
        inArray(anprAccesses.id, [...accessIds]),
        eq(anprAccesses.source, 'visitor'),
        isNull(anprAccesses.revokedAt),
      ),
    );
}
