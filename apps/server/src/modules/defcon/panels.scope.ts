import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { customerOf, requestScope, type Tenancy, userOf } from '../scope/index.ts';
import { defconDeviceAssignments, defconPanels, defconZones } from './panels.schema.ts';

/**
 * Who reaches which panel (issue 18). A panel is seen when its owner is one of the companies the caller sees
 * (the request's scope: its own, those it manages, the customers it serves) or when the caller's company
 * monitors it (an accepted device assignment: `defcon_panels.security_company_id`); within that, a key held
 * only through permission groups reaches the panels their resources name (the scope's `reach`). A device of a
 * panel's zone is seen the same way, through its own owner or its panel's monitoring company. Anything else
 * is a 404; a seen panel the caller's key does not reach is a 403.
 */

/** Panel rows: the device of a Defcon intrusion panel. */
export const isPanel = and(eq(hardware.app, 'defcon'), eq(hardware.type, 'alarm-panel'));

/** The caller's company monitors the panel (accepted assignment). Needs `defcon_panels` joined. */
const monitoredByCaller = (ctx: RequestContext): SQL => {
  const own = userOf(ctx).companyId;
  return own === null ? sql`false` : eq(defconPanels.securityCompanyId, own);
};

/** Tenancy of a panel row (devices + hardware + defcon_panels left-joined). */
export async function panelTenancy(db: DbOrTx, ctx: RequestContext): Promise<SQL | undefined> {
  if (userOf(ctx).isAdmin) return undefined;
  const scope = requestScope(db, ctx);
  return or(await scope.companies(devices.companyId), monitoredByCaller(ctx));
}

/** Panels the caller sees and its `key` reaches. */
export async function visiblePanels(db: DbOrTx, ctx: RequestContext, key: string) {
  const reach = (await requestScope(db, ctx).reach(key))(devices);
  return and(isPanel, await panelTenancy(db, ctx), reach);
}

/**
 * The owners a list means: `customerId`, else on-behalf-of, else every company seen (Defcon's callers are
 * security companies and police serving many customers; `:me` narrows to the caller's own). A named company
 * must be one the caller sees or whose panel its company monitors, else 404.
 */
export async function panelOwners(
  db: DbOrTx,
  ctx: RequestContext,
  tenancy: Tenancy,
): Promise<SQL | undefined> {
  const customer = customerOf(tenancy);
  if (customer === undefined || customer === ':none') return undefined;
  const user = userOf(ctx);
  if (customer === ':me') return user.companyId === null ? sql`false` : eq(devices.companyId, user.companyId);
  const [known] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.id, customer),
        user.isAdmin
          ? undefined
          : or(
              await requestScope(db, ctx).companies(companies.id),
              user.companyId === null
                ? sql`false`
                : sql`${companies.id} in (select d.company_id from ${devices} d join ${defconPanels} p
                    on p.device_id = d.id where p.security_company_id = ${user.companyId})`,
            ),
      ),
    );
  if (!known) throw notFound('Company');
  return eq(devices.companyId, customer);
}

/** A panel the caller sees (404 otherwise) that its `key` reaches (403 otherwise). */
export async function findPanel(db: DbOrTx, ctx: RequestContext, id: number, key: string) {
  const reach = (await requestScope(db, ctx).reach(key))(devices);
  const [found] = await db
    .select({
      id: devices.id,
      serial: devices.serial,
      companyId: devices.companyId,
      state: devices.state,
      reached: sql<boolean>`coalesce(${reach ?? sql`true`}, false)`,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(defconPanels, eq(defconPanels.deviceId, devices.id))
    .where(and(eq(devices.id, id), isPanel, await panelTenancy(db, ctx)));
  if (!found) throw notFound('Panel');
  if (!found.reached || !ctx.permissions.has(key)) throw forbidden();
  return found;
}

/** Devices on the zones of panels `companyId` monitors (an accepted device assignment). */
const zoneDevicesMonitoredBy = (companyId: number) =>
  sql`${devices.id} in (select ${defconZones.deviceId} from ${defconZones}
      join ${defconPanels} on ${defconPanels.deviceId} = ${defconZones.panelId}
      where ${defconPanels.securityCompanyId} = ${companyId})`;

/**
 * The devices `companyId` monitors: its panels and their zones' devices, and any device whose owner accepted
 * its device assignment (still the owner: a device given to another company leaves it). Registered with the
 * scope (`registerAppDeviceReach`), so the kit's calls of app defcon (device and token lists, counts, alarm
 * lists and infos, statistics, a device's details) show a security company its monitored devices.
 */
export const devicesMonitoredBy = (companyId: number): SQL =>
  sql`(${devices.id} in (select ${defconPanels.deviceId} from ${defconPanels}
      where ${defconPanels.securityCompanyId} = ${companyId}) or ${zoneDevicesMonitoredBy(companyId)}
    or ${devices.id} in (select a.device_id from ${defconDeviceAssignments} a
      where a.security_company_id = ${companyId} and a.status = 'accepted'
        and a.customer_company_id = ${devices.companyId}))`;

/**
 * A Defcon device (zone device) the caller sees: its owner is seen, or the panel whose zone it is on is
 * monitored by the caller's company.
 */
export async function zoneDeviceTenancy(db: DbOrTx, ctx: RequestContext): Promise<SQL | undefined> {
  const user = userOf(ctx);
  if (user.isAdmin) return undefined;
  const seen = await requestScope(db, ctx).companies(devices.companyId);
  if (user.companyId === null) return seen;
  return or(seen, zoneDevicesMonitoredBy(user.companyId));
}
