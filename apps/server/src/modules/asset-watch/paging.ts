import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';

/** The count of every matching row, riding along each row of a page (as listPage does for a plain table). */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The total of a page: from its rows, or counted apart for a page past the end. */
export async function totalOf(
  db: DbOrTx,
  rows: readonly { total: number }[],
  offset: number,
  table: PgTable,
  where: SQL | undefined,
) {
  if (rows[0]) return rows[0].total;
  if (offset === 0) return 0;
  const [n] = await db.select({ n: count() }).from(table).where(where);
  return n?.n ?? 0;
}
