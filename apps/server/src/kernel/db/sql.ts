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

/** A PostgreSQL array literal of numbers (`String` gives each float8 back exactly, as JSON did), null as NULL. */
export function numberArray(xs: readonly (number | null)[]): string {
  let out = '{';
  for (let i = 0; i < xs.length; i += 1) out += `${i === 0 ? '' : ','}${xs[i] ?? 'NULL'}`;
  return `${out}}`;
}

/** A PostgreSQL array literal of strings, each quoted (so '', 'NULL', commas and braces stay text). */
export function textArray(xs: readonly string[]): string {
  const quoted = new Map<string, string>();
  let out = '{';
  for (let i = 0; i < xs.length; i += 1) {
    const x = xs[i] ?? '';
    let q = quoted.get(x);
    if (q === undefined) {
      q = `"${x.replace(/["\\]/g, '\\$&')}"`;
      quoted.set(x, q);
    }
    out += i === 0 ? q : `,${q}`;
  }
  return `${out}}`;
}
