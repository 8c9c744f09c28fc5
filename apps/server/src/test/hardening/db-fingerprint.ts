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

/** Tables holding more rows than this when the fingerprinter is made are summed by row version, not content. */
const CONTENT_HASH_MAX_ROWS = 2_000;

/**
 * One statement for all tables: row counts plus the sum of every row's hash, so an UPDATE is seen as
 * well as an INSERT or DELETE. The large tables of the demo data (readings, rollups, positions) would cost
 * most of the time of hashing every row's text; theirs is the sum of the rows' `xmin` (every INSERT or
 * UPDATE writes a row version with a new one), which sees the same writes for a fraction of the cost.
 */
export async function fingerprinter(database: Database, tables: string[]) {
  const counted = await database.executeSql(
    tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all '),
  );
  const large = new Set(
    (counted.rows as { t: string; n: number }[]).filter((r) => r.n > CONTENT_HASH_MAX_ROWS).map((r) => r.t),
  );
  const query = tables
    .map((t) => {
      const rowHash = large.has(t) ? 'x.xmin::text::bigint' : 'hashtext(x::text)::bigint';
      return `select '${t}' as t, count(*)::int as n, coalesce(sum(${rowHash}), 0)::text as h from "${t}" x`;
    })
    .join(' union all ');
  return async (): Promise<Fingerprint> => {
    const { rows } = await database.executeSql(query);
    return Object.fromEntries(
      (rows as { t: string; n: number; h: string }[]).map((r) => [r.t, { rows: r.n, hash: r.h }]),
    );
  };
}

/**
 * A count of writing statements in this database: a statement-level trigger on every product table takes the
 * next value of a sequence (outside any transaction, so it takes no lock and a rolled-back write still counts).
 * An unchanged count proves nothing was written without hashing every table; unlike a transaction id it does
 * not move when another test file writes to another database of the same server.
 */
export async function writeCounter(database: Database, tables: string[]): Promise<() => Promise<string>> {
  await database.executeSql(`
    create sequence if not exists hardening_writes;
    create or replace function hardening_count_write() returns trigger language plpgsql as $$
      begin perform nextval('hardening_writes'); return null; end $$;
    ${tables
      .map(
        (t) => `create or replace trigger hardening_count_write after insert or update or delete or truncate
          on "${t}" for each statement execute function hardening_count_write();`,
      )
      .join('\n')}
  `);
  return async () => {
    const { rows } = await database.executeSql('select last_value::text as n from hardening_writes');
    return (rows as { n: string }[])[0]?.n ?? '';
  };
}

/**
 * The tables' fingerprint now, hashed again only when the write counter moved since the last one: the
 * state before and after a request that wrote nothing costs two counter reads.
 */
export async function tableStates(database: Database) {
  const tables = await productTables(database);
  const fingerprint = await fingerprinter(database, tables);
  const writes = await writeCounter(database, tables);
  let marker = await writes();
  let current = await fingerprint();
  return async (): Promise<Fingerprint> => {
    const now = await writes();
    if (now !== marker) {
      marker = now;
      current = await fingerprint();
    }
    return current;
  };
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
