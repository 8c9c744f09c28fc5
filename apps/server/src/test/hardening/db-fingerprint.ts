import type { Database } from '../../kernel/db/client.ts';

/** Row count and an order-independent content hash of one table. */
export type Fingerprint = Record<string, { rows: number; hash: string }>;

/** Every table of the product schema, read from the database itself so a new module's tables count too. */
export async function productTables(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

/**
 * One statement for all tables: row counts plus the sum of every row's hash, so an UPDATE is seen as
 * well as an INSERT or DELETE.
 */
export function fingerprinter(database: Database, tables: string[]) {
  const query = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${t}" x`,
    )
    .join(' union all ');
  return async (): Promise<Fingerprint> => {
    const { rows } = await database.executeSql(query);
    return Object.fromEntries(
      (rows as { t: string; n: number; h: string }[]).map((r) => [r.t, { rows: r.n, hash: r.h }]),
    );
  };
}

/**
 * The next transaction id to be assigned: it moves only when some statement wrote (or tried to), so an
 * unchanged value proves nothing was written without hashing every table.
 */
export async function writeMarker(database: Database): Promise<string> {
  const { rows } = await database.executeSql('select pg_snapshot_xmax(pg_current_snapshot())::text as x');
  return (rows as { x: string }[])[0]?.x ?? '';
}

/** Tables whose count or content differ, e.g. `users (+1 rows)` or `roles (changed)`. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).flatMap((table) => {
    const [b, a] = [before[table], after[table]];
    if (!b || !a) return [`${table} (new)`];
    if (a.rows !== b.rows) return [`${table} (${a.rows > b.rows ? '+' : ''}${a.rows - b.rows} rows)`];
    return a.hash === b.hash ? [] : [`${table} (changed)`];
  });
}
