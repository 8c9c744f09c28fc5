import {
  anpr,
  devices as deviceContract,
  type ListQuery,
  type Paged,
  type SortTerm,
} from '@atrium/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { requestScope } from '../scope/index.ts';
import { anprBoxLinks } from './anpr.schema.ts';
import { listOwners, refused } from './tenancy.ts';

/** Edge boxes (gates) and the cameras and barriers linked to them. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isBox = eq(hardware.type, 'edge-box');
const ROLE_OF_TYPE: Record<string, anpr.LinkRole> = { 'lpr-camera': 'camera', barrier: 'barrier' };
const connectivityOf = (d: { lastSeenAt: Date | null; reportingIntervalSeconds: number }) =>
  deviceContract.connectivity(d.lastSeenAt, d.reportingIntervalSeconds);

const linkCount = (role: anpr.LinkRole) =>
  sql<number>`(select count(*) from ${anprBoxLinks} l where l.box_device_id = ${devices.id} and l.role = ${role})`.mapWith(
    Number,
  );

function selectBoxes(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: devices.id,
      serial: devices.serial,
      name: devices.name,
      state: devices.state,
      lastSeenAt: devices.lastSeenAt,
      reportingIntervalSeconds: devices.reportingIntervalSeconds,
      companyId: devices.companyId,
      companyName: companies.name,
      structureId: devices.structureId,
      structureName: structures.name,
      cameras: linkCount('camera'),
      barriers: linkCount('barrier'),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .where(and(isBox, where))
    .$dynamic();
}

type BoxSelection = Awaited<ReturnType<typeof selectBoxes>>[number];

const toBox = (r: BoxSelection): anpr.EdgeBox => ({
  id: r.id,
  serial: r.serial,
  gateName: r.name,
  company: { id: r.companyId, name: r.companyName },
  structure: r.structureId === null ? null : { id: r.structureId, name: r.structureName ?? '' },
  state: r.state,
  connectivity: connectivityOf(r),
  lastSeenAt: iso(r.lastSeenAt),
  cameras: r.cameras,
  barriers: r.barriers,
});

export interface BoxFilters {
  name?: string;
  customerId?: deviceContract.CustomerId;
  /** The `on-behalf-of` header (R130). */
  onBehalfOf?: deviceContract.CustomerId;
  structureId?: number;
}

export async function listBoxes(
  db: DbOrTx,
  ctx: RequestContext,
  filters: BoxFilters,
  page: ListQuery,
): Promise<Paged<anpr.EdgeBox>> {
  const scope = requestScope(db, ctx);
  if (filters.structureId !== undefined) {
    const [seen] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.id, filters.structureId), await scope.companies(structures.companyId)));
    if (!seen) throw refused('structureId', 'Not found in your companies');
  }
  const pattern = containsPattern(filters.name);
  const where = and(
    await scope.devices('view', 'cn'),
    await listOwners(db, ctx, devices.companyId, filters),
    filters.structureId !== undefined ? eq(devices.structureId, filters.structureId) : undefined,
    pattern ? or(ilike(devices.name, pattern), ilike(devices.serial, pattern)) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof anpr.BOX_SORTS)[number]>[], {
    id: devices.id,
    gateName: devices.name,
    serial: devices.serial,
    lastSeenAt: devices.lastSeenAt,
  });
  const rows = await selectBoxes(db, where)
    .orderBy(...order, asc(devices.id))
    .limit(page.limit)
    .offset(page.offset);
  const totalRecords = rows[0]?.total ?? (page.offset === 0 ? 0 : await countBoxes(db, where));
  return { data: rows.map(toBox), totalRecords };
}

async function countBoxes(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(isBox, where));
  return row?.n ?? 0;
}

/** A box the caller may do `action` on (its devices scope in app cn), else 404. */
export async function findBox(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  action: deviceContract.DeviceAction = 'view',
) {
  const [row] = await selectBoxes(
    db,
    and(eq(devices.id, id), await requestScope(db, ctx).devices(action, 'cn')),
  );
  if (!row) throw notFound('Edge box');
  return row;
}

export const getBox = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toBox(await findBox(db, ctx, id));

/** A box named in a body or filter (an access's gate): one the caller sees, else a 418 on `param`. */
export async function boxOf(db: DbOrTx, ctx: RequestContext, id: number, param = 'boxId') {
  const [row] = await selectBoxes(
    db,
    and(eq(devices.id, id), await requestScope(db, ctx).devices('view', 'cn')),
  );
  if (!row) throw refused(param, 'Choose an edge box of your companies');
  return row;
}

function selectLinked(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      link: anprBoxLinks,
      serial: devices.serial,
      name: devices.name,
      state: devices.state,
      lastSeenAt: devices.lastSeenAt,
      reportingIntervalSeconds: devices.reportingIntervalSeconds,
    })
    .from(anprBoxLinks)
    .innerJoin(devices, eq(devices.id, anprBoxLinks.deviceId))
    .where(where)
    .orderBy(asc(anprBoxLinks.role), asc(anprBoxLinks.cameraName), asc(devices.id));
}

const toBoxDevice = (r: Awaited<ReturnType<typeof selectLinked>>[number]): anpr.BoxDevice => ({
  deviceId: r.link.deviceId,
  serial: r.serial,
  name: r.name,
  role: r.link.role,
  cameraName: r.link.cameraName,
  direction: r.link.direction,
  state: r.state,
  connectivity: connectivityOf(r),
  lastSeenAt: iso(r.lastSeenAt),
  linkedAt: r.link.createdAt.toISOString(),
});

export async function boxDevices(db: DbOrTx, ctx: RequestContext, boxId: number) {
  const box = await findBox(db, ctx, boxId);
  return (await selectLinked(db, eq(anprBoxLinks.boxDeviceId, box.id))).map(toBoxDevice);
}

async function linkedDevice(db: DbOrTx, boxId: number, deviceId: number) {
  const [row] = await selectLinked(
    db,
    and(eq(anprBoxLinks.boxDeviceId, boxId), eq(anprBoxLinks.deviceId, deviceId)),
  );
  if (!row) throw notFound('Linked device');
  return toBoxDevice(row);
}

/** Two links racing to one camera name or one device meet the unique indexes: the same 418 as the checks. */
async function uniqueLink<T>(work: () => Promise<T>, camera: boolean): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '');
    throw constraint.includes('camera_name') && camera
      ? refused('cameraName', 'Another camera of this box has this name')
      : refused('deviceId', 'Already linked to a box');
  }
}

async function assertCameraNameFree(db: DbOrTx, boxId: number, cameraName: string, deviceId: number) {
  const [taken] = await db
    .select({ deviceId: anprBoxLinks.deviceId })
    .from(anprBoxLinks)
    .where(and(eq(anprBoxLinks.boxDeviceId, boxId), eq(anprBoxLinks.cameraName, cameraName)));
  if (taken && taken.deviceId !== deviceId) {
    throw refused('cameraName', 'Another camera of this box has this name');
  }
}

/**
 * Links a camera or a barrier to a box: a device of the box's company whose hardware is an LPR camera or a
 * barrier, linked to no box yet; a camera with its Frigate name (unique per box), a barrier with none.
 */
export async function linkDevice(db: DbOrTx, ctx: RequestContext, boxId: number, input: anpr.BoxLinkInput) {
  const box = await findBox(db, ctx, boxId, 'update');
  const gate = alias(devices, 'gate');
  const [device] = await db
    .select({ id: devices.id, type: hardware.type, linkedTo: anprBoxLinks.boxDeviceId, gateName: gate.name })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(anprBoxLinks, eq(anprBoxLinks.deviceId, devices.id))
    .leftJoin(gate, eq(gate.id, anprBoxLinks.boxDeviceId))
    .where(and(eq(devices.id, input.deviceId), eq(devices.companyId, box.companyId)));
  if (!device) throw refused('deviceId', "Choose a camera or barrier of the box's company");
  const role = ROLE_OF_TYPE[device.type];
  if (!role) throw refused('deviceId', 'Must be an LPR camera or a barrier');
  if (device.linkedTo !== null) {
    throw refused(
      'deviceId',
      device.linkedTo === box.id
        ? 'Already linked to this box'
        : `Linked to another box (${device.gateName})`,
    );
  }
  const errors: { param: string; msg: string }[] = [];
  if (role === 'camera' && input.cameraName === undefined)
    errors.push({ param: 'cameraName', msg: 'Required' });
  if (role === 'barrier' && input.cameraName !== undefined)
    errors.push({ param: 'cameraName', msg: 'Only a camera has a Frigate camera name' });
  if (role === 'barrier' && input.direction != null)
    errors.push({ param: 'direction', msg: 'Only a camera has a direction' });
  if (errors.length > 0) throw new ValidationError(errors);
  if (role === 'camera') await assertCameraNameFree(db, box.id, input.cameraName as string, device.id);
  await uniqueLink(
    () =>
      db.insert(anprBoxLinks).values({
        deviceId: device.id,
        boxDeviceId: box.id,
        role,
        cameraName: role === 'camera' ? (input.cameraName ?? null) : null,
        direction: role === 'camera' ? (input.direction ?? null) : null,
      }),
    role === 'camera',
  );
  return linkedDevice(db, box.id, device.id);
}

export async function updateLink(
  db: DbOrTx,
  ctx: RequestContext,
  boxId: number,
  deviceId: number,
  input: anpr.BoxLinkUpdate,
) {
  const box = await findBox(db, ctx, boxId, 'update');
  const link = await linkedDevice(db, box.id, deviceId);
  if (link.role === 'barrier') {
    if (input.cameraName !== undefined)
      throw refused('cameraName', 'Only a camera has a Frigate camera name');
    if (input.direction != null) throw refused('direction', 'Only a camera has a direction');
    return link;
  }
  if (input.cameraName !== undefined) await assertCameraNameFree(db, box.id, input.cameraName, deviceId);
  await uniqueLink(
    () =>
      db
        .update(anprBoxLinks)
        .set({
          ...(input.cameraName !== undefined && { cameraName: input.cameraName }),
          ...(input.direction !== undefined && { direction: input.direction }),
        })
        .where(eq(anprBoxLinks.deviceId, deviceId)),
    true,
  );
  return linkedDevice(db, box.id, deviceId);
}

export async function unlinkDevice(db: DbOrTx, ctx: RequestContext, boxId: number, deviceId: number) {
  const box = await findBox(db, ctx, boxId, 'update');
  const [gone] = await db
    .delete(anprBoxLinks)
    .where(and(eq(anprBoxLinks.boxDeviceId, box.id), eq(anprBoxLinks.deviceId, deviceId)))
    .returning({ deviceId: anprBoxLinks.deviceId });
  if (!gone) throw notFound('Linked device');
}

export interface GateDeviceFilters {
  name?: string;
  customerId?: deviceContract.CustomerId;
  /** The `on-behalf-of` header (R130). */
  onBehalfOf?: deviceContract.CustomerId;
  role?: anpr.LinkRole;
  boxId?: number;
  linked?: 'true' | 'false';
}

/** The cameras and barriers of the companies a list means, with the box each is linked to. */
export async function listGateDevices(
  db: DbOrTx,
  ctx: RequestContext,
  filters: GateDeviceFilters,
  page: ListQuery,
): Promise<Paged<anpr.GateDevice>> {
  if (filters.boxId !== undefined) await boxOf(db, ctx, filters.boxId);
  const box = alias(devices, 'box');
  const pattern = containsPattern(filters.name);
  const types = filters.role ? [anpr.ROLE_DEVICE_TYPES[filters.role]] : Object.values(anpr.ROLE_DEVICE_TYPES);
  const where = and(
    inArray(hardware.type, types),
    await requestScope(db, ctx).devices('view', 'cn'),
    await listOwners(db, ctx, devices.companyId, filters),
    filters.boxId !== undefined ? eq(anprBoxLinks.boxDeviceId, filters.boxId) : undefined,
    filters.linked === undefined
      ? undefined
      : filters.linked === 'true'
        ? isNotNull(anprBoxLinks.boxDeviceId)
        : isNull(anprBoxLinks.boxDeviceId),
    pattern ? or(ilike(devices.name, pattern), ilike(devices.serial, pattern)) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof anpr.GATE_DEVICE_SORTS)[number]>[], {
    id: devices.id,
    name: devices.name,
    serial: devices.serial,
  });
  const rows = await db
    .select({
      id: devices.id,
      serial: devices.serial,
      name: devices.name,
      type: hardware.type,
      state: devices.state,
      lastSeenAt: devices.lastSeenAt,
      reportingIntervalSeconds: devices.reportingIntervalSeconds,
      companyId: devices.companyId,
      companyName: companies.name,
      structureId: devices.structureId,
      structureName: structures.name,
      boxId: box.id,
      boxName: box.name,
      boxSerial: box.serial,
      cameraName: anprBoxLinks.cameraName,
      direction: anprBoxLinks.direction,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .leftJoin(anprBoxLinks, eq(anprBoxLinks.deviceId, devices.id))
    .leftJoin(box, eq(box.id, anprBoxLinks.boxDeviceId))
    .where(where)
    .orderBy(...order, asc(devices.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    data: rows.map((r) => ({
      id: r.id,
      serial: r.serial,
      name: r.name,
      role: ROLE_OF_TYPE[r.type] ?? 'camera',
      company: { id: r.companyId, name: r.companyName },
      structure: r.structureId === null ? null : { id: r.structureId, name: r.structureName ?? '' },
      state: r.state,
      connectivity: connectivityOf(r),
      lastSeenAt: iso(r.lastSeenAt),
      box: r.boxId === null ? null : { id: r.boxId, gateName: r.boxName ?? '', serial: r.boxSerial ?? '' },
      cameraName: r.cameraName,
      direction: r.direction,
    })),
    totalRecords: rows[0]?.total ?? 0,
  };
}
