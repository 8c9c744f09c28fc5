import { facmgmt } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import {
  createVisitorLinks,
  locksOf,
  moveVisitorLinks,
  revokeVisitorLinks,
  type VisitorLink,
} from '../access/visitor-links.ts';
import { anprAccesses } from '../anpr/anpr.schema.ts';
import { grantVisitorPlates, moveVisitorPlates, revokeVisitorPlates } from '../anpr/visitor-plates.ts';
import { devices } from '../devices/devices.schema.ts';
import type { fmReservations } from '../facmgmt/facmgmt.schema.ts';
import { sealLink } from './link-secrets.ts';
import { fmVisitorPasses, type fmVisitors } from './visitors.schema.ts';

/**
 * "One booking, every door": a visitor's passes follow the reservation. `alignPasses` brings them to what the
 * reservation is now, in the caller's transaction: a cancelled (or removed) booking revokes them all; a live
 * one has a door link per lock of its building and a plate access per gate for the visitor's plate, in its
 * window (passes.ts `passWindow`). Passes of doors or gates no longer in the building, or of an old plate,
 * are revoked and the missing ones issued; the others are moved.
 */

type Reservation = typeof fmReservations.$inferSelect;
type VisitorRow = typeof fmVisitors.$inferSelect;
type PassRow = typeof fmVisitorPasses.$inferSelect;

export interface Aligned {
  /** Something changed: a pass issued, moved or revoked. */
  changed: boolean;
  /** The door links issued now (their secrets are kept with the passes too, sealed: link-secrets.ts). */
  links: VisitorLink[];
}

const sameWindow = (pass: PassRow, window: { validFrom: Date; validUntil: Date }) =>
  pass.validFrom.getTime() === window.validFrom.getTime() &&
  pass.validUntil.getTime() === window.validUntil.getTime();

/** Revokes passes (door links and plate accesses with them). */
export async function revokePasses(tx: DbOrTx, passes: readonly PassRow[], at = new Date()) {
  if (passes.length === 0) return;
  await revokeVisitorLinks(
    tx,
    passes.flatMap((p) => (p.doorAccessId === null ? [] : [p.doorAccessId])),
    at,
  );
  await revokeVisitorPlates(
    tx,
    passes.flatMap((p) => (p.plateAccessId === null ? [] : [p.plateAccessId])),
    at,
  );
  await tx
    .update(fmVisitorPasses)
    .set({ state: 'revoked', revokedAt: at })
    .where(
      inArray(
        fmVisitorPasses.id,
        passes.map((p) => p.id),
      ),
    );
}

async function movePasses(
  tx: DbOrTx,
  passes: readonly PassRow[],
  window: { validFrom: Date; validUntil: Date },
) {
  if (passes.length === 0) return;
  const { validFrom, validUntil } = window;
  await moveVisitorLinks(
    tx,
    passes.flatMap((p) => (p.doorAccessId === null ? [] : [p.doorAccessId])),
    validFrom,
    validUntil,
  );
  await moveVisitorPlates(
    tx,
    passes.flatMap((p) => (p.plateAccessId === null ? [] : [p.plateAccessId])),
    validFrom,
    validUntil,
  );
  await tx
    .update(fmVisitorPasses)
    .set({ validFrom, validUntil })
    .where(
      inArray(
        fmVisitorPasses.id,
        passes.map((p) => p.id),
      ),
    );
}

const activePassesOf = (tx: DbOrTx, visitorId: number) =>
  tx
    .select()
    .from(fmVisitorPasses)
    .where(and(eq(fmVisitorPasses.visitorId, visitorId), eq(fmVisitorPasses.state, 'active')));

/** Plate accesses for the visitor's plate at every gate of the building, recorded as passes. */
async function grantPlates(
  tx: DbOrTx,
  visitor: VisitorRow,
  reservation: Reservation,
  window: { validFrom: Date; validUntil: Date },
) {
  if (visitor.plate === null) return 0;
  const ids = await grantVisitorPlates(tx, {
    companyId: reservation.companyId,
    structureId: reservation.structureId,
    plate: visitor.plate,
    validFrom: window.validFrom,
    validUntil: window.validUntil,
    name: `Visitor ${visitor.name}: ${reservation.title}`,
  });
  if (ids.length === 0) return 0;
  const gates = await tx
    .select({ id: anprAccesses.id, gateId: anprAccesses.boxDeviceId })
    .from(anprAccesses)
    .where(inArray(anprAccesses.id, ids));
  await tx.insert(fmVisitorPasses).values(
    gates.map((g) => ({
      visitorId: visitor.id,
      kind: 'plate' as const,
      deviceId: g.gateId,
      plateAccessId: g.id,
      plate: visitor.plate,
      ...window,
    })),
  );
  return gates.length;
}

/** Brings one visitor's passes to the reservation's current state (see above). */
export async function alignPasses(
  tx: DbOrTx,
  visitor: VisitorRow,
  reservation: Reservation,
  createdBy: number | null,
): Promise<Aligned> {
  const active = await activePassesOf(tx, visitor.id);
  if (reservation.status !== 'confirmed') {
    await revokePasses(tx, active);
    return { changed: active.length > 0, links: [] };
  }
  const window = facmgmt.passWindow(reservation);
  const deviceIds = active.map((p) => p.deviceId);
  const placed = new Map(
    deviceIds.length === 0
      ? []
      : (
          await tx
            .select({ id: devices.id, structureId: devices.structureId })
            .from(devices)
            .where(inArray(devices.id, deviceIds))
        ).map((d) => [d.id, d.structureId]),
  );
  const inBuilding = (p: PassRow) => placed.get(p.deviceId) === reservation.structureId;

  const locks = await locksOf(tx, reservation.companyId, reservation.structureId);
  const lockIds = new Set(locks.map((l) => l.id));
  const doorPasses = active.filter((p) => p.kind === 'door');
  const staleDoors = doorPasses.filter((p) => !lockIds.has(p.deviceId));
  const keptDoors = doorPasses.filter((p) => lockIds.has(p.deviceId));

  // Plate passes are granted per building (every gate at once): any stale one renews them all.
  const platePasses = active.filter((p) => p.kind === 'plate');
  const platesStale = platePasses.some((p) => p.plate !== visitor.plate || !inBuilding(p));
  const stalePlates = platesStale || visitor.plate === null ? platePasses : [];
  const keptPlates = stalePlates.length > 0 ? [] : platePasses;

  await revokePasses(tx, [...staleDoors, ...stalePlates]);
  const moving = [...keptDoors, ...keptPlates].filter((p) => !sameWindow(p, window));
  await movePasses(tx, moving, window);

  const covered = new Set(keptDoors.map((p) => p.deviceId));
  const links = await createVisitorLinks(tx, {
    companyId: reservation.companyId,
    doors: locks.filter((l) => !covered.has(l.id)),
    ...window,
    note: `Visitor ${visitor.name}: ${reservation.title}`,
    createdBy,
  });
  if (links.length > 0)
    await tx.insert(fmVisitorPasses).values(
      links.map((l) => ({
        visitorId: visitor.id,
        kind: 'door' as const,
        deviceId: l.door.id,
        doorAccessId: l.accessId,
        linkToken: sealLink(l.token),
        ...window,
      })),
    );
  const granted = keptPlates.length === 0 ? await grantPlates(tx, visitor, reservation, window) : 0;
  return {
    changed: staleDoors.length + stalePlates.length + moving.length + links.length + granted > 0,
    links,
  };
}
