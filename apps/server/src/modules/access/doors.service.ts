import type { access as contract, ListQuery, places, SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { reachablePlaces } from '../places/scope.ts';
import { requestScope } from '../scope/index.ts';
import { isDoor } from './access-scope.ts';

/** The doors an access can name: Metro Watch locks of the companies the caller sees. */
export async function listDoors(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { name?: string; customerId?: places.CustomerId; structureId?: number },
  page: ListQuery,
) {
  await reachablePlaces(db, ctx, { structureId: filters.structureId });
  const pattern = containsPattern(filters.name);
  const where: SQL | undefined = and(
    isDoor,
    await requestScope(db, ctx).customer(devices.companyId, filters.customerId),
    pattern ? or(ilike(devices.name, pattern), ilike(devices.serial, pattern)) : undefined,
    filters.structureId !== undefined ? eq(devices.structureId, filters.structureId) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof contract.DOOR_SORTS)[number]>[], {
    id: devices.id,
    name: devices.name,
    serial: devices.serial,
  });
  const rows = await db
    .select({
      id: devices.id,
      name: devices.name,
      serial: devices.serial,
      state: devices.state,
      companyId: devices.companyId,
      companyName: companies.name,
      structureId: structures.id,
      structureName: structures.name,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .where(where)
    .orderBy(...order, asc(devices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(where);
  const data: contract.Door[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    serial: r.serial,
    state: r.state,
    company: { id: r.companyId, name: r.companyName },
    structure: r.structureId === null ? null : { id: r.structureId, name: r.structureName ?? '' },
  }));
  return { data, totalRecords: total?.n ?? 0 };
}
