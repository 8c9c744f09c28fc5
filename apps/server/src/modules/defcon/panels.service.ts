import type { defcon as contract, ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { requestScope, type Tenancy } from '../devices/scope.ts';
import { listCommands } from '../metrowatch/commands.service.ts';
import { deviceCommands } from '../metrowatch/metrowatch.schema.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import { defconPanelEvents, defconPanels, defconZones } from './panels.schema.ts';
import { isPanel, panelOwners, visiblePanels } from './panels.scope.ts';

/** Panels: list, details and groups (issue 18); their registration, zones and owner: panel-admin.service.ts. */

type PanelSort = (typeof contract.PANEL_SORTS)[number];
const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);
export const DEFAULT_SUPERVISION_SECONDS = 900;

const securityCompanies = alias(companies, 'security_company');
const armedBy = alias(users, 'armed_by');

/** A panel's link, as the contract's `link`: never, offline (silent past its interval or flagged), online. */
export const linkSql = sql<contract.PanelLink>`case
  when ${defconPanels.lastHeartbeatAt} is null then 'never'
  when ${defconPanels.offlineSince} is not null
    or ${defconPanels.lastHeartbeatAt} < now() - make_interval(secs => coalesce(${defconPanels.supervisionSeconds}, ${DEFAULT_SUPERVISION_SECONDS})) then 'offline'
  else 'online' end`;
const armStateSql = sql<contract.ArmState>`coalesce(${defconPanels.armState}, 'unknown')`;

/** Open alarms of the panel or of its zones' devices. */
export const openAlarmsSql = sql<number>`(select count(*)::int from ${alarms} a where a.closed_at is null
  and (a.device_id = ${devices.id} or a.device_id in (select z.device_id from ${defconZones} z where z.panel_id = ${devices.id})))`;
/**
 * An open intrusion alarm on the zone: Defcon alarms are the panel's (`device_id`), their rule id
 * `intrusion:<code family>:<zone>` (defcon/alarms.service.ts).
 */
export const zoneAlarmedSql = sql<boolean>`exists (select 1 from ${alarms} a where a.closed_at is null
  and a.device_id = ${defconZones.panelId} and a.rule_id like 'intrusion:%:' || ${defconZones.zone})`;
const zoneCountSql = sql<number>`(select count(*)::int from ${defconZones} z where z.panel_id = ${devices.id})`;

const listColumns = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  hardwareId: hardware.id,
  hardwareName: hardware.name,
  companyId: companies.id,
  companyName: companies.name,
  securityCompanyId: securityCompanies.id,
  securityCompanyName: securityCompanies.name,
  structureId: structures.id,
  structureName: structures.name,
  state: devices.state,
  accountNumber: defconPanels.accountNumber,
  armState: armStateSql,
  armedAt: defconPanels.armedAt,
  armedPanelUser: defconPanels.armedPanelUser,
  armedById: armedBy.id,
  armedByName: sql<string | null>`${armedBy.firstName} || ' ' || ${armedBy.lastName}`,
  link: linkSql,
  lastHeartbeatAt: defconPanels.lastHeartbeatAt,
  supervisionSeconds: sql<number>`coalesce(${defconPanels.supervisionSeconds}, ${DEFAULT_SUPERVISION_SECONDS})`,
  lastValues: devices.lastValues,
  // The network of the latest acknowledged network-switch, else the registered one.
  network: sql<contract.PanelNetwork>`coalesce((select c.params->>'network' from ${deviceCommands} c
    where c.device_id = ${devices.id} and c.command = 'network-switch' and c.state = 'acknowledged'
    order by c.acked_at desc limit 1), ${defconPanels.network}, 'ethernet')`,
  zoneCount: zoneCountSql,
  openAlarms: openAlarmsSql,
};
type ListRow = {
  [K in keyof typeof listColumns]: unknown;
} & Record<string, unknown>;

const panelRows = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(defconPanels, eq(defconPanels.deviceId, devices.id))
    .leftJoin(securityCompanies, eq(securityCompanies.id, defconPanels.securityCompanyId))
    .leftJoin(armedBy, eq(armedBy.id, defconPanels.armedByUserId))
    .leftJoin(structures, eq(structures.id, devices.structureId));

const ref = (id: unknown, name: unknown) => (id === null ? null : { id: id as number, name: name as string });

function toListItem(r: ListRow): contract.PanelListItem {
  const signal = (r.lastValues as Record<string, number> | null)?.signal;
  return {
    id: r.id as number,
    serial: r.serial as string,
    name: r.name as string,
    hardware: { id: r.hardwareId as number, name: r.hardwareName as string },
    company: { id: r.companyId as number, name: r.companyName as string },
    securityCompany: ref(r.securityCompanyId, r.securityCompanyName),
    structure: ref(r.structureId, r.structureName),
    state: r.state as contract.PanelListItem['state'],
    accountNumber: (r.accountNumber as string | null) ?? null,
    armState: r.armState as contract.ArmState,
    armedAt: iso(r.armedAt as Date | null),
    armedBy:
      r.armedAt === null
        ? null
        : {
            panelUser: (r.armedPanelUser as number | null) ?? null,
            user: ref(r.armedById, r.armedByName),
          },
    link: r.link as contract.PanelLink,
    lastHeartbeatAt: iso(r.lastHeartbeatAt as Date | null),
    supervisionSeconds: Number(r.supervisionSeconds),
    signal: typeof signal === 'number' ? signal : null,
    network: r.network as contract.PanelNetwork,
    zoneCount: Number(r.zoneCount),
    openAlarms: Number(r.openAlarms),
  };
}

export interface PanelFilters extends Tenancy {
  name?: string;
  structureId?: number;
  armState?: contract.ArmState;
  link?: contract.PanelLink;
  alarmed?: 'true' | 'false';
}

const SORT_COLUMNS: Record<PanelSort, Parameters<typeof asc>[0]> = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  lastHeartbeatAt: defconPanels.lastHeartbeatAt,
  accountNumber: defconPanels.accountNumber,
  armState: armStateSql,
};

/** A structure filter: one of a company the caller sees, or the place of a panel it monitors (418 otherwise). */
async function reachableStructure(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(
      and(
        eq(structures.id, id),
        or(
          await requestScope(db, ctx).structures(),
          sql`${structures.id} in (select d.structure_id from ${devices} d join ${defconPanels} p
            on p.device_id = d.id where p.security_company_id = ${ctx.user?.companyId ?? -1})`,
        ),
      ),
    );
  if (!row) throw new ValidationError([{ param: 'structureId', msg: 'Choose One of Your Structures' }]);
}

async function listWhere(db: DbOrTx, ctx: RequestContext, filters: PanelFilters) {
  if (filters.structureId !== undefined) await reachableStructure(db, ctx, filters.structureId);
  const search = filters.name && filters.name.trim().length >= 2 ? `%${filters.name.trim()}%` : undefined;
  return and(
    await visiblePanels(db, ctx, 'p_defcon_panels_view'),
    await panelOwners(db, ctx, filters),
    filters.structureId === undefined ? undefined : eq(devices.structureId, filters.structureId),
    filters.armState === undefined ? undefined : sql`${armStateSql} = ${filters.armState}`,
    filters.link === undefined ? undefined : sql`${linkSql} = ${filters.link}`,
    filters.alarmed === undefined
      ? undefined
      : filters.alarmed === 'true'
        ? sql`${openAlarmsSql} > 0`
        : sql`${openAlarmsSql} = 0`,
    search
      ? or(
          ilike(devices.serial, search),
          ilike(devices.name, search),
          ilike(defconPanels.accountNumber, search),
        )
      : undefined,
  );
}

export async function listPanels(
  db: DbOrTx,
  ctx: RequestContext,
  filters: PanelFilters,
  page: ListQuery<PanelSort>,
) {
  const where = await listWhere(db, ctx, filters);
  const order = page.sort.map((s) => (s.direction === 'desc' ? desc : asc)(SORT_COLUMNS[s.field]));
  const rows = await panelRows(db)
    .where(where)
    .orderBy(...order, asc(devices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(defconPanels, eq(defconPanels.deviceId, devices.id))
    .where(where);
  return { data: rows.map(toListItem), totalRecords: total?.n ?? 0 };
}

/** The panel's zones with their devices, alarm flags and last events. */
async function zonesOf(db: DbOrTx, panelId: number): Promise<contract.PanelZone[]> {
  const rows = await db
    .select({
      zone: defconZones.zone,
      name: defconZones.name,
      deviceId: devices.id,
      serial: devices.serial,
      deviceName: devices.name,
      type: hardware.type,
      hardwareId: hardware.id,
      hardwareName: hardware.name,
      state: devices.state,
      battery: devices.battery,
      lastSeenAt: devices.lastSeenAt,
      alarmed: zoneAlarmedSql,
    })
    .from(defconZones)
    .leftJoin(devices, eq(devices.id, defconZones.deviceId))
    .leftJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(eq(defconZones.panelId, panelId))
    .orderBy(asc(defconZones.zone));
  const last = await lastEvents(db, panelId);
  return rows.map((r) => ({
    zone: r.zone,
    name: r.name,
    device:
      r.deviceId === null
        ? null
        : {
            id: r.deviceId,
            serial: r.serial ?? '',
            name: r.deviceName ?? '',
            type: r.type as contract.PanelDevice['type'],
            hardware: { id: r.hardwareId ?? 0, name: r.hardwareName ?? '' },
            state: r.state as contract.PanelDevice['state'],
            battery: r.battery,
            lastSeenAt: iso(r.lastSeenAt),
          },
    alarmed: r.alarmed === true,
    lastEvent: last.get(r.zone) ?? null,
  }));
}

/** The last event of each zone of a panel. */
export async function lastEvents(db: DbOrTx, panelId: number, zones?: number[]) {
  const rows = await db
    .selectDistinctOn([defconPanelEvents.zone], {
      zone: defconPanelEvents.zone,
      kind: defconPanelEvents.kind,
      code: defconPanelEvents.code,
      restore: defconPanelEvents.restore,
      at: defconPanelEvents.at,
    })
    .from(defconPanelEvents)
    .where(
      and(
        eq(defconPanelEvents.panelId, panelId),
        zones ? inArray(defconPanelEvents.zone, zones.length ? zones : [-1]) : undefined,
        sql`${defconPanelEvents.zone} is not null`,
      ),
    )
    .orderBy(defconPanelEvents.zone, desc(defconPanelEvents.at), desc(defconPanelEvents.id));
  return new Map(
    rows.map((r) => [
      r.zone as number,
      { kind: r.kind, code: r.code, restore: r.restore, at: r.at.toISOString() },
    ]),
  );
}

const COMMAND_NAMES = new Set<string>([
  'arm',
  'disarm',
  'panic',
  'wifi-scan',
  'wifi-join',
  'network-switch',
  'siren-on',
  'siren-off',
  'bypass-zone',
  'unbypass-zone',
  'reboot',
]);

/** The panel's latest commands (the device command log), as panel commands. */
export async function lastPanelCommands(deps: AppDeps, panelId: number, limit = 5) {
  const { data } = await listCommands(deps, panelId, {}, { limit, offset: 0, sort: [] });
  return data
    .filter((c) => COMMAND_NAMES.has(c.command))
    .map(({ source: _source, ...c }) => c as unknown as contract.PanelCommand);
}

/** A panel's details; the caller has reached it. */
export async function panelDetails(deps: AppDeps, id: number): Promise<contract.PanelDetails> {
  const { db } = deps.database;
  const [row] = await db
    .select({
      ...listColumns,
      floorId: floors.id,
      floorName: floors.name,
      spaceId: spaces.id,
      spaceName: spaces.name,
      lastSeenAt: devices.lastSeenAt,
      battery: devices.battery,
      hasKey: sql<boolean>`${defconPanels.siaKey} is not null`,
      rejected: defconPanels.rejected,
      rejectedTotal: defconPanels.rejectedTotal,
      lastRejectedAt: defconPanels.lastRejectedAt,
      lastRejectedReason: defconPanels.lastRejectedReason,
      framesAccepted: defconPanels.framesAccepted,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(defconPanels, eq(defconPanels.deviceId, devices.id))
    .leftJoin(securityCompanies, eq(securityCompanies.id, defconPanels.securityCompanyId))
    .leftJoin(armedBy, eq(armedBy.id, defconPanels.armedByUserId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .leftJoin(floors, eq(floors.id, devices.floorId))
    .leftJoin(spaces, eq(spaces.id, devices.spaceId))
    .where(and(eq(devices.id, id), isPanel));
  if (!row) throw notFound('Panel');
  return {
    ...toListItem(row),
    zones: await zonesOf(db, id),
    hasKey: row.hasKey === true,
    floor: ref(row.floorId, row.floorName),
    space: ref(row.spaceId, row.spaceName),
    lastSeenAt: iso(row.lastSeenAt),
    battery: row.battery,
    log: {
      rejected: row.rejected ?? {},
      rejectedTotal: row.rejectedTotal ?? 0,
      lastRejectedAt: iso(row.lastRejectedAt),
      lastRejectedReason: row.lastRejectedReason ?? null,
      accepted: row.framesAccepted ?? 0,
    },
    lastCommands: await lastPanelCommands(deps, id),
  };
}

/** A panel's name, arm state and link (a zone device's page shows its panel by these); null when none. */
export async function panelSummary(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: devices.name, armState: armStateSql, link: linkSql })
    .from(devices)
    .leftJoin(defconPanels, eq(defconPanels.deviceId, devices.id))
    .where(eq(devices.id, id));
  return row ?? null;
}

/** Panel groups: the panels the caller sees, by customer then structure; paged by customer. */
export async function listPanelGroups(
  db: DbOrTx,
  ctx: RequestContext,
  filters: Tenancy & { name?: string },
  page: Pick<ListQuery, 'limit' | 'offset' | 'sort'>,
) {
  const rows = (
    await panelRows(db)
      .where(await listWhere(db, ctx, filters))
      .orderBy(asc(devices.id))
  ).map(toListItem);
  const byCustomer = new Map<number, contract.PanelGroup>();
  for (const p of rows) {
    let group = byCustomer.get(p.company.id);
    if (!group) {
      group = {
        customer: p.company,
        securityCompany: p.securityCompany,
        panels: 0,
        armed: 0,
        disarmed: 0,
        online: 0,
        offline: 0,
        openAlarms: 0,
        structures: [],
      };
      byCustomer.set(p.company.id, group);
    }
    group.panels += 1;
    if (p.armState === 'armed') group.armed += 1;
    if (p.armState === 'disarmed') group.disarmed += 1;
    if (p.link === 'online') group.online += 1;
    if (p.link === 'offline') group.offline += 1;
    group.openAlarms += p.openAlarms;
    if (!group.securityCompany && p.securityCompany) group.securityCompany = p.securityCompany;
    let place = group.structures.find((s) => (s.structure?.id ?? null) === (p.structure?.id ?? null));
    if (!place) {
      place = { structure: p.structure, panels: [] };
      group.structures.push(place);
    }
    place.panels.push({ id: p.id, name: p.name || p.serial, armState: p.armState });
  }
  const direction = page.sort[0]?.direction === 'desc' ? -1 : 1;
  const groups = [...byCustomer.values()].sort(
    (a, b) => direction * a.customer.name.localeCompare(b.customer.name) || a.customer.id - b.customer.id,
  );
  return { data: groups.slice(page.offset, page.offset + page.limit), totalRecords: groups.length };
}
