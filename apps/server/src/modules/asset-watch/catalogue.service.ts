import { assetwatch, type ListQuery, type Paged } from '@atrium/contracts';
import { and, count, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound } from '../../kernel/http/errors.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { awAssets, awAssetTypes, awGroups } from './asset-watch.schema.ts';
import { awCompanyOf, ownedBy } from './company.ts';
import { leaveGroup } from './group-history.ts';

/**
 * Asset types and asset groups are the same kind of list: named rows of a company counting their assets.
 * One service serves both; a group's deletion also records its assets leaving it.
 */

type Row = typeof awAssetTypes.$inferSelect;
interface Named {
  id: number;
  companyId: number;
  name: string;
  description: string;
  assets: number;
  createdAt: string;
  updatedAt: string;
}

const nameTaken = (what: string) =>
  new HttpError(409, `Another ${what} of the company has this name`, assetwatch.AW_ERROR_CODES.nameTaken);

export function catalogueOf(kind: 'type' | 'group') {
  // Both tables have the same columns: one typing serves both.
  const table = (kind === 'type' ? awAssetTypes : awGroups) as typeof awAssetTypes;
  const column = kind === 'type' ? awAssets.typeId : awAssets.groupId;
  const what = kind === 'type' ? 'asset type' : 'asset group';
  const label = kind === 'type' ? 'Asset type' : 'Asset group';

  async function views(db: DbOrTx, rows: Row[]): Promise<Named[]> {
    if (rows.length === 0) return [];
    const counts = await db
      .select({ id: column, n: count() })
      .from(awAssets)
      .where(
        inArray(
          column,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(column);
    const countOf = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map((r) => ({
      id: r.id,
      companyId: r.companyId,
      name: r.name,
      description: r.description,
      assets: countOf.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }
  const view = async (db: DbOrTx, row: Row) => (await views(db, [row]))[0] as Named;

  async function find(db: DbOrTx, ctx: RequestContext, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), ownedBy(ctx, table.companyId)));
    if (!row) throw notFound(label);
    return row;
  }

  async function guarded(work: () => Promise<Row | undefined>): Promise<Row> {
    try {
      const row = await work();
      if (!row) throw notFound(label);
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(what);
      throw error;
    }
  }

  const SORTS = { id: table.id, name: table.name, createdAt: table.createdAt };

  return {
    async list(
      db: DbOrTx,
      ctx: RequestContext,
      filters: { companyId?: number; name?: string },
      page: ListQuery<keyof typeof SORTS>,
    ): Promise<Paged<Named>> {
      const companyId = await awCompanyOf(db, ctx, filters.companyId);
      const pattern = containsPattern(filters.name);
      const where = and(eq(table.companyId, companyId), pattern ? ilike(table.name, pattern) : undefined);
      const found = await listPage(db, table, where, page, SORTS);
      return { data: await views(db, found.data), totalRecords: found.totalRecords };
    },
    get: async (db: DbOrTx, ctx: RequestContext, id: number) => view(db, await find(db, ctx, id)),
    async create(
      db: DbOrTx,
      ctx: RequestContext,
      companyIdGiven: number | undefined,
      input: { name: string; description: string },
    ) {
      const companyId = await awCompanyOf(db, ctx, companyIdGiven);
      const row = await guarded(async () => {
        const [created] = await db
          .insert(table)
          .values({ companyId, ...input })
          .returning();
        return created;
      });
      return view(db, row);
    },
    async update(
      db: DbOrTx,
      ctx: RequestContext,
      id: number,
      input: { name?: string; description?: string },
    ) {
      await find(db, ctx, id);
      const row = await guarded(async () => {
        const [updated] = await db
          .update(table)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(table.id, id))
          .returning();
        return updated;
      });
      return view(db, row);
    },
    async remove(db: DbOrTx, ctx: RequestContext, id: number) {
      const row = await find(db, ctx, id);
      await db.transaction(async (tx) => {
        if (kind === 'group') {
          const members = await tx
            .select({ assetId: awAssets.assetId })
            .from(awAssets)
            .where(eq(awAssets.groupId, id));
          for (const m of members) await leaveGroup(tx, ctx, row.companyId, m.assetId, id);
        }
        await tx.delete(table).where(eq(table.id, id));
      });
    },
  };
}

export const assetTypes = catalogueOf('type');
export const assetGroups = catalogueOf('group');
