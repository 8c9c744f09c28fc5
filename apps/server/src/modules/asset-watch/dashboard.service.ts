import type { assetwatch, ListQuery, Paged } from '@atrium/contracts';
import { and, asc, count, eq, gte, ilike, inArray, isNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { assets, floors, structures } from '../places/places.schema.ts';
import { awAssets, awAssetTypes, awPositions, awZones } from './asset-watch.schema.ts';
import { stateOf } from './assets.views.ts';
import { awCompanyOf } from './company.ts';
import { totalOf, totalOver } from './paging.ts';
import { settingsOf } from './settings.service.ts';

const DAY = 86_400_000;

export async function dashboard(
  db: DbOrTx,
  ctx: RequestContext,
  q: { companyId?: number; days: number },
  now = new Date(),
): Promise<assetwatch.AwDashboard> {
  const companyId = await awCompanyOf(db, ctx, q.companyId);
  const settings = await settingsOf(db, companyId);
  const since = new Date(Math.floor(now.getTime() / DAY) * DAY - (q.days - 1) * DAY);
  const [rows, types, zones, open, moves] = await Promise.all([
    db
      .select({ aw: awAssets })
      .from(assets)
      .leftJoin(awAssets, eq(awAssets.assetId, assets.id))
      .where(eq(assets.companyId, companyId)),
    db
      .select({ id: awAssetTypes.id, name: awAssetTypes.name })
      .from(awAssetTypes)
      .where(eq(awAssetTypes.companyId, companyId)),
    db.select({ id: awZones.id, name: awZones.name }).from(awZones).where(eq(awZones.companyId, companyId)),
    db
      .select({ rule: alarms.key, n: count() })
      .from(alarms)
      .where(and(eq(alarms.companyId, companyId), like(alarms.ruleId, 'aw:%'), isNull(alarms.closedAt)))
      .groupBy(alarms.key),
    db
      .select({ day: sql<string>`to_char(${awPositions.at} at time zone 'UTC', 'YYYY-MM-DD')`, n: count() })
      .from(awPositions)
      .where(and(eq(awPositions.companyId, companyId), gte(awPositions.at, since)))
      .groupBy(sql`1`),
  ]);
  const tally = <K>(keys: (K | null)[]) => {
    const m = new Map<K | null, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  const byType = tally(rows.map((r) => r.aw?.typeId ?? null));
  const byZone = tally(rows.map((r) => r.aw?.zoneId ?? null).filter((z) => z !== null));
  const byState = tally(rows.map((r) => stateOf(r.aw)));
  const fresh = now.getTime() - settings.notSeenMinutes * 60_000;
  const seen = rows.filter((r) => r.aw?.seenAt && r.aw.seenAt.getTime() >= fresh).length;
  const perDay = new Map(moves.map((m) => [m.day, m.n]));
  return {
    assets: rows.length,
    locked: rows.filter((r) => r.aw?.lockedAt).length,
    byType: [
      ...types.map((t) => ({ id: t.id, name: t.name, count: byType.get(t.id) ?? 0 })),
      ...(byType.has(null) ? [{ id: null, name: '', count: byType.get(null) ?? 0 }] : []),
    ],
    byState: (['indoor', 'outdoor', 'unseen'] as const).map((state) => ({
      state,
      count: byState.get(state) ?? 0,
    })),
    byZone: zones.map((z) => ({ id: z.id, name: z.name, count: byZone.get(z.id) ?? 0 })),
    seen,
    unseen: rows.length - seen,
    openAlarms: open.map((o) => ({ rule: o.rule ?? '', count: o.n })),
    movements: Array.from({ length: q.days }, (_, i) => {
      const day = new Date(since.getTime() + i * DAY).toISOString().slice(0, 10);
      return { day, count: perDay.get(day) ?? 0 };
    }),
  };
}

const FACILITY_SORTS = { id: structures.id, name: structures.name };

/** The company's structures with their floors, zones and the assets in those zones or placed in them. */
export async function listFacilities(
  db: DbOrTx,
  ctx: RequestContext,
  q: { companyId?: number; name?: string },
  page: ListQuery<keyof typeof FACILITY_SORTS>,
): Promise<Paged<assetwatch.Facility>> {
  const companyId = await awCompanyOf(db, ctx, q.companyId);
  const pattern = containsPattern(q.name);
  const where = and(
    eq(structures.companyId, companyId),
    pattern ? ilike(structures.name, pattern) : undefined,
  );
  const rows = await db
    .select({
      id: structures.id,
      name: structures.name,
      type: structures.type,
      address: structures.address,
      total: totalOver(),
    })
    .from(structures)
    .where(where)
    .orderBy(...orderByTerms(page.sort, FACILITY_SORTS), asc(structures.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((r) => r.id);
  const [floorCounts, zoneCounts, assetCounts] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({ id: floors.structureId, n: count() })
            .from(floors)
            .where(inArray(floors.structureId, ids))
            .groupBy(floors.structureId),
          db
            .select({ id: floors.structureId, n: count() })
            .from(awZones)
            .innerJoin(floors, eq(floors.id, awZones.floorId))
            .where(inArray(floors.structureId, ids))
            .groupBy(floors.structureId),
          db
            .select({ id: assets.structureId, n: count() })
            .from(assets)
            .where(inArray(assets.structureId, ids))
            .groupBy(assets.structureId),
        ]);
  const of = (list: { id: number | null; n: number }[]) => new Map(list.map((c) => [c.id, c.n]));
  const [f, z, a] = [of(floorCounts), of(zoneCounts), of(assetCounts)];
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      address: r.address,
      floors: f.get(r.id) ?? 0,
      zones: z.get(r.id) ?? 0,
      assets: a.get(r.id) ?? 0,
    })),
    totalRecords: await totalOf(db, rows, page.offset, structures, where),
  };
}
