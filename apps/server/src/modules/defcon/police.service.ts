import type { defcon as contract, ListQuery } from '@atrium/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { createCompany } from '../companies/companies.service.ts';
import { requestScope, userOf } from '../scope/index.ts';
import { defconAlarms, defconLocalities, defconStationLocalities } from './response.schema.ts';

/**
 * Police (issue 18): headquarters and local stations are companies (types 'HQ Police Station' and 'Local
 * Police Station'; a station is managed by its HQ, `parent_company_id`), created through the companies
 * module; localities are Defcon's. A locality is covered by one HQ; a station covers some of its HQ's.
 */

type CompanyRow = typeof companies.$inferSelect;
const named = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });

async function localitiesOfHqs(db: DbOrTx, hqIds: number[]) {
  if (hqIds.length === 0) return [];
  return db
    .select({ id: defconLocalities.id, name: defconLocalities.name, hq: defconLocalities.hqCompanyId })
    .from(defconLocalities)
    .where(inArray(defconLocalities.hqCompanyId, hqIds))
    .orderBy(asc(defconLocalities.name));
}

async function localitiesOfStations(db: DbOrTx, stationIds: number[]) {
  if (stationIds.length === 0) return [];
  return db
    .select({
      id: defconLocalities.id,
      name: defconLocalities.name,
      station: defconStationLocalities.stationCompanyId,
    })
    .from(defconStationLocalities)
    .innerJoin(defconLocalities, eq(defconLocalities.id, defconStationLocalities.localityId))
    .where(inArray(defconStationLocalities.stationCompanyId, stationIds))
    .orderBy(asc(defconLocalities.name));
}

async function toHqs(db: DbOrTx, rows: CompanyRow[]): Promise<contract.PoliceHq[]> {
  const ids = rows.map((r) => r.id);
  const localities = await localitiesOfHqs(db, ids);
  const stations = ids.length
    ? await db
        .select({ id: companies.id, name: companies.name, hq: companies.parentCompanyId })
        .from(companies)
        .where(and(eq(companies.type, 'Local Police Station'), inArray(companies.parentCompanyId, ids)))
        .orderBy(asc(companies.name))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    localities: localities.filter((l) => l.hq === r.id).map(named),
    stations: stations.filter((s) => s.hq === r.id).map(named),
    createdAt: r.createdAt.toISOString(),
  }));
}

async function toStations(db: DbOrTx, rows: CompanyRow[]): Promise<contract.PoliceStation[]> {
  const ids = rows.map((r) => r.id);
  const localities = await localitiesOfStations(db, ids);
  const hqIds = [...new Set(rows.flatMap((r) => (r.parentCompanyId === null ? [] : [r.parentCompanyId])))];
  const hqs = hqIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, hqIds))
    : [];
  const open = ids.length
    ? await db
        .select({ station: defconAlarms.policeStationId, n: count() })
        .from(defconAlarms)
        .innerJoin(alarms, eq(alarms.id, defconAlarms.alarmId))
        .where(and(inArray(defconAlarms.policeStationId, ids), isNull(alarms.closedAt)))
        .groupBy(defconAlarms.policeStationId)
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    hq: named(hqs.find((h) => h.id === r.parentCompanyId) ?? { id: r.parentCompanyId ?? 0, name: '' }),
    localities: localities.filter((l) => l.station === r.id).map(named),
    openAlarms: open.find((o) => o.station === r.id)?.n ?? 0,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A police company of `type` the caller sees, else 404. */
async function findPolice(db: DbOrTx, ctx: RequestContext, id: number, type: CompanyRow['type']) {
  const [row] = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.id, id),
        eq(companies.type, type),
        await requestScope(db, ctx).companies(companies.id),
      ),
    );
  if (!row) throw notFound(type === 'HQ Police Station' ? 'Police headquarters' : 'Police station');
  return row;
}

const sortable = { id: companies.id, name: companies.name, createdAt: companies.createdAt };

async function policeList(
  db: DbOrTx,
  ctx: RequestContext,
  type: CompanyRow['type'],
  extra: SQL | undefined,
  name: string | undefined,
  page: ListQuery,
) {
  const pattern = containsPattern(name);
  const where = and(
    eq(companies.type, type),
    await requestScope(db, ctx).companies(companies.id),
    extra,
    pattern ? ilike(companies.name, pattern) : undefined,
  );
  return listPage(db, companies, where, page as ListQuery<keyof typeof sortable>, sortable);
}

export async function listHqs(db: DbOrTx, ctx: RequestContext, name: string | undefined, page: ListQuery) {
  const { data, totalRecords } = await policeList(db, ctx, 'HQ Police Station', undefined, name, page);
  return { data: await toHqs(db, data), totalRecords };
}

export async function getHq(db: DbOrTx, ctx: RequestContext, id: number) {
  const [hq] = await toHqs(db, [await findPolice(db, ctx, id, 'HQ Police Station')]);
  return { data: hq as contract.PoliceHq };
}

/** The HQ covers exactly `names` (new names become localities); a locality of another HQ is a 418. */
async function coverLocalities(db: DbOrTx, hqId: number, names: string[]) {
  const existing = await db
    .select({
      id: defconLocalities.id,
      name: defconLocalities.name,
      hq: defconLocalities.hqCompanyId,
      hqName: companies.name,
    })
    .from(defconLocalities)
    .leftJoin(companies, eq(companies.id, defconLocalities.hqCompanyId))
    .where(
      inArray(
        sql`lower(${defconLocalities.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  const errors = names.flatMap((n, i) => {
    const row = existing.find((e) => e.name.toLowerCase() === n.toLowerCase());
    return row && row.hq !== null && row.hq !== hqId
      ? [{ param: `localities.${i}`, msg: `Covered by ${row.hqName ?? 'another headquarters'}` }]
      : [];
  });
  if (errors.length) throw new ValidationError(errors);
  const ids: number[] = [];
  for (const n of names) {
    const row = existing.find((e) => e.name.toLowerCase() === n.toLowerCase());
    if (row) ids.push(row.id);
    else {
      const [created] = await db
        .insert(defconLocalities)
        .values({ name: n, hqCompanyId: hqId })
        .returning({ id: defconLocalities.id });
      if (created) ids.push(created.id);
    }
  }
  if (ids.length)
    await db.update(defconLocalities).set({ hqCompanyId: hqId }).where(inArray(defconLocalities.id, ids));
  // Localities it no longer covers leave it, and its stations stop covering them.
  const dropped = await db
    .update(defconLocalities)
    .set({ hqCompanyId: null })
    .where(
      and(
        eq(defconLocalities.hqCompanyId, hqId),
        ids.length ? notInArray(defconLocalities.id, ids) : undefined,
      ),
    )
    .returning({ id: defconLocalities.id });
  if (dropped.length)
    await db.delete(defconStationLocalities).where(
      and(
        inArray(
          defconStationLocalities.localityId,
          dropped.map((d) => d.id),
        ),
        sql`${defconStationLocalities.stationCompanyId} in (select id from companies where parent_company_id = ${hqId})`,
      ),
    );
}

export async function createHq(db: DbOrTx, ctx: RequestContext, input: contract.PoliceHqInput) {
  if (!userOf(ctx).isAdmin)
    throw forbidden('Only system administrators create police headquarters', 'ADMINS_ONLY');
  const id = await db.transaction(async (tx) => {
    const company = await createCompany(tx, ctx, {
      name: input.name,
      email: input.email,
      type: 'HQ Police Station',
    });
    await coverLocalities(tx, company.id, input.localities);
    return company.id;
  });
  return getHq(db, ctx, id);
}

export async function updateHq(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: Partial<contract.PoliceHqInput>,
) {
  await findPolice(db, ctx, id, 'HQ Police Station');
  await db.transaction(async (tx) => {
    const changes = { ...(input.name && { name: input.name }), ...(input.email && { email: input.email }) };
    if (Object.keys(changes).length) await tx.update(companies).set(changes).where(eq(companies.id, id));
    if (input.localities) await coverLocalities(tx, id, input.localities);
  });
  return getHq(db, ctx, id);
}

export async function listStations(
  db: DbOrTx,
  ctx: RequestContext,
  filter: { hqId?: number; name?: string },
  page: ListQuery,
) {
  const { data, totalRecords } = await policeList(
    db,
    ctx,
    'Local Police Station',
    filter.hqId !== undefined ? eq(companies.parentCompanyId, filter.hqId) : undefined,
    filter.name,
    page,
  );
  return { data: await toStations(db, data), totalRecords };
}

export async function getStation(db: DbOrTx, ctx: RequestContext, id: number) {
  const [station] = await toStations(db, [await findPolice(db, ctx, id, 'Local Police Station')]);
  return { data: station as contract.PoliceStation };
}

/** The station covers `localityIds`, each one of its HQ's (418 on `localityIds.N` otherwise). */
async function coverStation(db: DbOrTx, stationId: number, hqId: number, localityIds: number[]) {
  const own = await db
    .select({ id: defconLocalities.id })
    .from(defconLocalities)
    .where(and(eq(defconLocalities.hqCompanyId, hqId), inArray(defconLocalities.id, localityIds)));
  const errors = localityIds.flatMap((l, i) =>
    own.some((o) => o.id === l)
      ? []
      : [{ param: `localityIds.${i}`, msg: "Not a locality of the station's headquarters" }],
  );
  if (errors.length) throw new ValidationError(errors);
  await db.delete(defconStationLocalities).where(eq(defconStationLocalities.stationCompanyId, stationId));
  await db
    .insert(defconStationLocalities)
    .values(localityIds.map((localityId) => ({ stationCompanyId: stationId, localityId })));
}

/** An HQ's own (or a system admin) may manage its stations. */
function managesHq(ctx: RequestContext, hqId: number) {
  const user = userOf(ctx);
  if (!user.isAdmin && user.companyId !== hqId)
    throw forbidden('Only the headquarters manages its stations', 'NOT_THE_HQ');
}

export async function createStation(
  db: DbOrTx,
  ctx: RequestContext,
  hqId: number,
  input: contract.PoliceStationInput,
) {
  await findPolice(db, ctx, hqId, 'HQ Police Station');
  managesHq(ctx, hqId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ name: input.name, email: input.email, type: 'Local Police Station', parentCompanyId: hqId })
      .returning({ id: companies.id });
    if (!row) throw new Error('station insert returned nothing');
    await coverStation(tx, row.id, hqId, input.localityIds);
    return row.id;
  });
  // The request's scope was read before the station existed: answer it from its row.
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  const [station] = await toStations(db, row ? [row] : []);
  return { data: station as contract.PoliceStation };
}

export async function updateStation(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: Partial<contract.PoliceStationInput>,
) {
  const station = await findPolice(db, ctx, id, 'Local Police Station');
  managesHq(ctx, station.parentCompanyId ?? 0);
  await db.transaction(async (tx) => {
    const changes = { ...(input.name && { name: input.name }), ...(input.email && { email: input.email }) };
    if (Object.keys(changes).length) await tx.update(companies).set(changes).where(eq(companies.id, id));
    if (input.localityIds) await coverStation(tx, id, station.parentCompanyId ?? 0, input.localityIds);
  });
  return getStation(db, ctx, id);
}

/** Localities with the HQ and stations covering each: reference data for pickers, filtered. */
export async function listLocalities(
  db: DbOrTx,
  filter: { name?: string; hqId?: number; stationId?: number; uncovered?: 'true' | 'false' },
  page: ListQuery,
) {
  const pattern = containsPattern(filter.name);
  const where = and(
    pattern ? ilike(defconLocalities.name, pattern) : undefined,
    filter.hqId !== undefined ? eq(defconLocalities.hqCompanyId, filter.hqId) : undefined,
    filter.stationId !== undefined
      ? sql`${defconLocalities.id} in (select locality_id from defcon_station_localities where station_company_id = ${filter.stationId})`
      : undefined,
    filter.uncovered === 'true' ? isNull(defconLocalities.hqCompanyId) : undefined,
  );
  const sorts = { id: defconLocalities.id, name: defconLocalities.name };
  const { data, totalRecords } = await listPage(
    db,
    defconLocalities,
    where,
    page as ListQuery<keyof typeof sorts>,
    sorts,
  );
  const hqIds = [...new Set(data.flatMap((d) => (d.hqCompanyId === null ? [] : [d.hqCompanyId])))];
  const hqs = hqIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, hqIds))
    : [];
  const ids = data.map((d) => d.id);
  const stations = ids.length
    ? await db
        .select({ locality: defconStationLocalities.localityId, id: companies.id, name: companies.name })
        .from(defconStationLocalities)
        .innerJoin(companies, eq(companies.id, defconStationLocalities.stationCompanyId))
        .where(inArray(defconStationLocalities.localityId, ids))
        .orderBy(asc(companies.name))
    : [];
  return {
    data: data.map((d) => ({
      id: d.id,
      name: d.name,
      hq:
        d.hqCompanyId === null
          ? null
          : named(hqs.find((h) => h.id === d.hqCompanyId) ?? { id: d.hqCompanyId, name: '' }),
      stations: stations.filter((s) => s.locality === d.id).map(named),
    })),
    totalRecords,
  };
}
