import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';
import { recordInfo, recordUserAction } from '../devices/device-logs.service.ts';
import { devices, deviceTokens, hardware } from '../devices/devices.schema.ts';
import { visibleCustomer } from '../devices/scope.ts';
import { layoutDevices } from '../places/places.schema.ts';
import { defconDeviceAssignments, defconPanels, defconZones } from './panels.schema.ts';

/** A panel's registration with the receiver, its zones and its owner (issue 18). */

/** Ensures the panel's settings row (a panel made through the device registry has none yet). */
export async function ensurePanelRow(db: DbOrTx, panelId: number) {
  await db.insert(defconPanels).values({ deviceId: panelId }).onConflictDoNothing();
}

/** SIA registration: account (unique), key (write-only), supervision interval. */
export async function setPanelSia(
  db: DbOrTx,
  panelId: number,
  body: { accountNumber: string; key?: string | null; supervisionSeconds?: number },
) {
  const [taken] = await db
    .select({ id: defconPanels.deviceId })
    .from(defconPanels)
    .where(
      and(eq(defconPanels.accountNumber, body.accountNumber), sql`${defconPanels.deviceId} <> ${panelId}`),
    );
  if (taken) throw new ValidationError([{ param: 'accountNumber', msg: 'This Account Number Is Taken' }]);
  await ensurePanelRow(db, panelId);
  await db
    .update(defconPanels)
    .set({
      accountNumber: body.accountNumber,
      ...(body.key !== undefined && { siaKey: body.key }),
      ...(body.supervisionSeconds !== undefined && { supervisionSeconds: body.supervisionSeconds }),
      updatedAt: new Date(),
    })
    .where(eq(defconPanels.deviceId, panelId));
}

const ZONE_TYPES = ['motion-detector', 'door-contact', 'siren'];

/** Names a zone and puts one of the owner's detectors, contacts or sirens on it (418 on deviceId otherwise). */
export async function setPanelZone(
  db: DbOrTx,
  panel: { id: number; companyId: number },
  zone: number,
  body: { name: string; deviceId: number | null },
) {
  if (body.deviceId !== null) {
    const [device] = await db
      .select({ id: devices.id, type: hardware.type })
      .from(devices)
      .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
      .where(and(eq(devices.id, body.deviceId), eq(devices.companyId, panel.companyId)));
    if (!device || !ZONE_TYPES.includes(device.type)) {
      throw new ValidationError([
        { param: 'deviceId', msg: "Choose a Detector, Contact or Siren of the Panel's Owner" },
      ]);
    }
    const [elsewhere] = await db
      .select({ panelId: defconZones.panelId, zone: defconZones.zone })
      .from(defconZones)
      .where(eq(defconZones.deviceId, body.deviceId));
    if (elsewhere && (elsewhere.panelId !== panel.id || elsewhere.zone !== zone)) {
      throw new HttpError(409, `This device is on zone ${elsewhere.zone} of a panel`, 'DEVICE_IN_ZONE');
    }
  }
  await db
    .insert(defconZones)
    .values({ panelId: panel.id, zone, name: body.name, deviceId: body.deviceId })
    .onConflictDoUpdate({
      target: [defconZones.panelId, defconZones.zone],
      set: { name: body.name, deviceId: body.deviceId },
    });
}

/**
 * Ownership change: the panel and its zones' devices go to another customer the caller sees (418 on
 * customerId otherwise), unplaced; the panel's monitoring ends (open assignments unassigned).
 */
export async function changePanelOwner(
  db: DbOrTx,
  ctx: RequestContext,
  panel: { id: number; serial: string; companyId: number },
  customerId: number,
) {
  const owner = await visibleCustomer(db, ctx, customerId);
  if (owner.id === panel.companyId) return;
  const zoneDevices = await db
    .select({ id: devices.id, serial: devices.serial })
    .from(defconZones)
    .innerJoin(devices, eq(devices.id, defconZones.deviceId))
    .where(and(eq(defconZones.panelId, panel.id), eq(devices.companyId, panel.companyId)));
  const moved = [{ id: panel.id, serial: panel.serial }, ...zoneDevices];
  const ids = moved.map((d) => d.id);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({
        companyId: owner.id,
        structureId: null,
        floorId: null,
        spaceId: null,
        installedAt: null,
        updatedAt: now,
      })
      .where(inArray(devices.id, ids));
    await tx.update(deviceTokens).set({ companyId: owner.id }).where(inArray(deviceTokens.deviceId, ids));
    await tx.delete(layoutDevices).where(
      and(
        eq(layoutDevices.companyId, panel.companyId),
        inArray(
          layoutDevices.deviceRef,
          moved.flatMap((d) => [String(d.id), d.serial]),
        ),
      ),
    );
    await tx
      .update(defconDeviceAssignments)
      .set({
        status: 'unassigned',
        unassignedAt: now,
        unassignedBy: ctx.user?.actorId ?? ctx.user?.id ?? null,
      })
      .where(
        and(
          inArray(defconDeviceAssignments.deviceId, ids),
          inArray(defconDeviceAssignments.status, ['pending', 'accepted']),
        ),
      );
    await tx
      .update(defconPanels)
      .set({ securityCompanyId: null, updatedAt: now })
      .where(eq(defconPanels.deviceId, panel.id));
    for (const id of ids) {
      await recordInfo(tx, id, 'info', 'OWNER_CHANGED', `Given to ${owner.name}`);
      await recordUserAction(tx, ctx, id, 'owner');
    }
  });
}
