import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';

/** Rows deleted per statement: short transactions, so the ingest is never held up for long. */
export const RETENTION_BATCH = 10_000;

/**
 * Deletes positions older than `days` (FLEET_POSITIONS_RETENTION_DAYS; 0 keeps everything) in batches of
 * `batch` rows, each its own statement (the BRIN index on ts finds them); returns how many went.
 */
export async function deleteOldPositions(
  db: DbOrTx,
  days: number,
  { batch = RETENTION_BATCH, now = new Date() }: { batch?: number; now?: Date } = {},
): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`
        with gone as (
          delete from fleet_positions where ctid = any(array(
            select ctid from fleet_positions where ts < ${cutoff}::timestamptz limit ${batch}))
          returning 1)
        select count(*)::int as n from gone`),
    );
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}
