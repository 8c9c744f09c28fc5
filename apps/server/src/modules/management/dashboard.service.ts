import { type auth, management as contract, type devices as deviceContract } from '@atrium/contracts';
import { and, between, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, deviceTokens, hardware } from '../devices/devices.schema.ts';
import { countOpenTickets } from '../support/tickets.stats.ts';
import { customersOf, ownCompanyOf } from './customers.ts';
import { deviceRequests, tokenAllocations } from './management.schema.ts';
import { liveAllocation, spareToken } from './quota.ts';

const DAY_MS = 86_400_000;

const keyed = <K extends string>(rows: { key: K; count: number }[]) =>
  rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

/** The integrator's figures over the customers it manages; each one is the count of a list the desk shows. */
export async function dashboard(db: DbOrTx, ctx: RequestContext): Promise<contract.Dashboard> {
  const own = ownCompanyOf(ctx);
  const now = new Date();
  const customerRows = await db
    .select({ id: companies.id, type: companies.type, contract: companies.contractStatus })
    .from(companies)
    .where(customersOf(own));
  const ids = customerRows.map((c) => c.id);
  const tally = <K extends string>(keys: K[]) => {
    const counts = new Map<K, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return keyed([...counts].map(([key, n]) => ({ key, count: n })));
  };
  const ofCustomers = ids.length > 0 ? inArray(devices.companyId, ids) : sql`false`;
  const byApp = await db
    .select({ key: hardware.app, count: count() })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(ofCustomers)
    .groupBy(hardware.app);
  const [states] = await db
    .select({
      total: count(),
      blocked: sql<number>`count(*) filter (where ${devices.state} = 'blocked')::int`,
      installed: sql<number>`count(*) filter (where ${devices.state} <> 'blocked' and ${isNotNull(devices.structureId)})::int`,
      notInstalled: sql<number>`count(*) filter (where ${devices.state} <> 'blocked' and ${isNull(devices.structureId)})::int`,
    })
    .from(devices)
    .where(ofCustomers);
  const [owned] = await db
    .select({ n: count() })
    .from(deviceTokens)
    .where(spareToken(own, undefined, now));
  const [quotas] = await db
    .select({
      allocated: sql<number>`coalesce(sum(${tokenAllocations.quota} - ${tokenAllocations.used}) filter (where ${liveAllocation(now)}), 0)::int`,
      used: sql<number>`coalesce(sum(${tokenAllocations.used}), 0)::int`,
    })
    .from(tokenAllocations)
    .where(eq(tokenAllocations.integratorId, own));
  const [expiring] = await db
    .select({ n: count() })
    .from(deviceTokens)
    .where(
      and(
        inArray(deviceTokens.companyId, [own, ...ids]),
        between(deviceTokens.expirationAt, now, new Date(now.getTime() + contract.EXPIRING_DAYS * DAY_MS)),
      ),
    );
  const [open] = await db
    .select({ n: count() })
    .from(deviceRequests)
    .where(and(eq(deviceRequests.integratorId, own), eq(deviceRequests.state, 'sent')));
  const [recent] = await db
    .select({ n: count() })
    .from(alarms)
    .where(
      and(
        ids.length > 0 ? inArray(alarms.companyId, ids) : sql`false`,
        gt(alarms.raisedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return {
    customers: {
      total: ids.length,
      byType: tally(customerRows.map((c) => c.type as auth.CompanyType)),
      byContract: tally(customerRows.map((c) => c.contract)),
    },
    devices: {
      total: states?.total ?? 0,
      byApp: keyed(byApp.map((r) => ({ key: r.key as deviceContract.DeviceApp, count: r.count }))),
      byState: keyed([
        { key: 'installed' as const, count: states?.installed ?? 0 },
        { key: 'not-installed' as const, count: states?.notInstalled ?? 0 },
        { key: 'blocked' as const, count: states?.blocked ?? 0 },
      ]),
    },
    tokens: {
      owned: owned?.n ?? 0,
      allocated: quotas?.allocated ?? 0,
      used: quotas?.used ?? 0,
      expiring: expiring?.n ?? 0,
    },
    openRequests: open?.n ?? 0,
    openTickets: await countOpenTickets(db, ids.map(String)),
    alarmsLast24h: recent?.n ?? 0,
  };
}
