import type { defcon as contract, ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { defconPanelEvents, defconZones } from './panels.schema.ts';
import { zoneDeviceTenancy } from './panels.scope.ts';
import { lastEvents, panelSummary, zoneAlarmedSql } from './panels.service.ts';

/** The devices on a panel's zones (detectors, contacts, sirens): list and details (issue 18). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const columns = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  type: hardware.type,
  hardwareId: hardware.id,
  hardwareName: hardware.name,
  state: devices.state,
  battery: devices.battery,
  lastSeenAt: devices.lastSeenAt,
  zone: defconZones.zone,
  zoneName: defconZones.name,
  alarmed: zoneAlarmedSql,
};

const SORTS = {
  zone: defconZones.zone,
  serial: devices.serial,
  name: devices.name,
  lastSeenAt: devices.lastSeenAt,
} as const;

/** A zone's device and its hardware, joined to a select from `defcon_zones` (list, count and details). */
const withZoneDevices = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(devices, eq(devices.id, defconZones.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId));

type Row = { [K in keyof typeof columns]: unknown };
const toItem = (
  r: Row,
  last: Map<number, contract.PanelDeviceItem['lastEvent']>,
): contract.PanelDeviceItem => ({
  id: r.id as number,
  serial: r.serial as string,
  name: r.name as string,
  type: r.type as contract.PanelDeviceItem['type'],
  hardware: { id: r.hardwareId as number, name: r.hardwareName as string },
  state: r.state as contract.PanelDeviceItem['state'],
  battery: r.battery as number | null,
  lastSeenAt: iso(r.lastSeenAt as Date | null),
  zone: r.zone as number,
  zoneName: r.zoneName as string,
  alarmed: r.alarmed === true,
  lastEvent: last.get(r.zone as number) ?? null,
});

/** The panel's zones' devices the caller sees (the panel itself was reached by the route). */
export async function listPanelDevices(
  db: DbOrTx,
  ctx: RequestContext,
  panelId: number,
  filters: { name?: string; type?: string },
  page: ListQuery<(typeof contract.PANEL_DEVICE_SORTS)[number]>,
) {
  const search = filters.name && filters.name.trim().length >= 2 ? `%${filters.name.trim()}%` : undefined;
  const where = and(
    eq(defconZones.panelId, panelId),
    await zoneDeviceTenancy(db, ctx),
    filters.type ? eq(hardware.type, filters.type as never) : undefined,
    search ? or(ilike(devices.serial, search), ilike(devices.name, search)) : undefined,
  );
  const order = page.sort.map((s) => (s.direction === 'desc' ? desc : asc)(SORTS[s.field]));
  const rows = await withZoneDevices(db.select(columns).from(defconZones).$dynamic())
    .where(where)
    .orderBy(...order, asc(defconZones.zone))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await withZoneDevices(db.select({ n: count() }).from(defconZones).$dynamic()).where(where);
  const last = await lastEvents(
    db,
    panelId,
    rows.map((r) => r.zone),
  );
  return { data: rows.map((r) => toItem(r, last)), totalRecords: total?.n ?? 0 };
}

/** `panel/:panelId/details/:id`: a device on one of the panel's zones (404 when not on that panel or unseen). */
export async function panelDeviceDetails(
  db: DbOrTx,
  ctx: RequestContext,
  panel: { id: number; serial: string },
  id: number,
): Promise<contract.PanelDeviceDetails> {
  const details = db
    .select({
      ...columns,
      companyId: companies.id,
      companyName: companies.name,
      structureId: structures.id,
      structureName: structures.name,
      lastValues: devices.lastValues,
    })
    .from(defconZones)
    .$dynamic();
  const [row] = await withZoneDevices(details)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .where(and(eq(defconZones.panelId, panel.id), eq(devices.id, id), await zoneDeviceTenancy(db, ctx)));
  if (!row) throw notFound('Device');
  const panelRow = await panelSummary(db, panel.id);
  const events = await db
    .select({
      kind: defconPanelEvents.kind,
      code: defconPanelEvents.code,
      restore: defconPanelEvents.restore,
      at: defconPanelEvents.at,
    })
    .from(defconPanelEvents)
    .where(and(eq(defconPanelEvents.panelId, panel.id), eq(defconPanelEvents.zone, row.zone)))
    .orderBy(desc(defconPanelEvents.at), desc(defconPanelEvents.id))
    .limit(20);
  const zoneEvents = events.map((e) => ({ ...e, at: e.at.toISOString() }));
  return {
    ...toItem(row, new Map(zoneEvents[0] ? [[row.zone, zoneEvents[0]]] : [])),
    panel: {
      id: panel.id,
      serial: panel.serial,
      name: panelRow?.name ?? '',
      armState: panelRow?.armState ?? 'unknown',
      link: panelRow?.link ?? 'never',
    },
    company: { id: row.companyId, name: row.companyName },
    structure: row.structureId === null ? null : { id: row.structureId, name: row.structureName ?? '' },
    lastValues: row.lastValues,
    events: zoneEvents,
  };
}
