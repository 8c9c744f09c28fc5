import type { ListQuery, Paged, SortTerm } from '@atrium/contracts';
import { type AnyColumn, asc, count, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** ORDER BY terms for a parsed list query, the fields mapped to their columns. */
export const orderByTerms = <F extends string>(sort: SortTerm<F>[], columns: Record<F, AnyColumn | SQL>) =>
  sort.map((term) => (term.direction === 'desc' ? desc : asc)(columns[term.field]));

/**
 * One page of a table's rows matching `where`, in the client's sort order (the fields mapped to their
 * columns) and then by id so that pages never overlap, with the count of all matching rows. One statement:
 * the count rides along as a window over the matching rows; only a page past the end asks for it apart.
 */
export async function listPage<
  T extends PgTable & { id: AnyPgColumn },
  F extends string,
  X extends Record<string, SQL.Aliased | SQL> = Record<never, never>,
>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  page: ListQuery<F>,
  sortable: Record<NoInfer<F>, AnyColumn | SQL>,
  /** More values per row, computed in the same statement (e.g. a correlated subquery). */
  extra?: X,
): Promise<Paged<T['$inferSelect'] & { [K in keyof X]: X[K] extends SQL<infer V> ? V : unknown }>> {
  const from = table as PgTable;
  const found = await db
    .select({
      row: getTableColumns(from),
      ...(extra && { extra }),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(from)
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortable), asc(table.id))
    .limit(page.limit)
    .offset(page.offset);
  const data = found.map((f) => ({ ...f.row, ...('extra' in f ? f.extra : {}) })) as never[];
  if (found[0]) return { data, totalRecords: found[0].total };
  if (page.offset === 0) return { data, totalRecords: 0 };
  const [total] = await db.select({ n: count() }).from(from).where(where);
  return { data, totalRecords: total?.n ?? 0 };
}

/**
 * One page of a select with joins (made `$dynamic()`): its rows matching `where`, in the client's sort order
 * and then by `table`'s id so that pages never overlap, with the count of `table`'s rows matching `where`.
 * So `where` names `table`'s columns only, and the joins neither drop nor repeat its rows.
 */
export async function joinedPage<Q extends PgSelect, F extends string>(
  db: DbOrTx,
  select: Q,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  page: ListQuery<F>,
  sortable: Record<NoInfer<F>, AnyColumn | SQL>,
): Promise<Paged<Awaited<Q>[number]>> {
  const data = await select
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortable), asc(table.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return { data, totalRecords: total?.n ?? 0 };
}

/**
 * An ILIKE pattern for "contains", with the user's % and _ taken literally; undefined for a search of
 * fewer than two characters, which is not applied (spec §7).
 */
export function containsPattern(text: string | undefined): string | undefined {
  const term = text?.trim();
  return term && term.length > 1 ? `%${term.replace(/[%_\\]/g, '\\$&')}%` : undefined;
}

/** The sort columns of a list of named rows: id, name, and when they were created and updated. */
export const namedSorts = <
  T extends { id: AnyPgColumn; name: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn },
>(
  table: T,
) => ({ id: table.id, name: table.name, createdAt: table.createdAt, updatedAt: table.updatedAt });
