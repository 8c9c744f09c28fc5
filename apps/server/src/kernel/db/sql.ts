import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any(ids)` with the ids as one array parameter. drizzle's `inArray` builds a parameter and a
 * query chunk per id, a cost that shows on hot paths (the ingest evaluates alarms for every batch).
 */
export const idIn = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** Rows as one JSON parameter, for `json_to_recordset`: one chunk however many rows. */
export const jsonRows = (rows: readonly object[]): SQL => sql`${JSON.stringify(rows)}::json`;

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
