import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../modules/schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: data-access helpers accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What pg-boss needs from a database (its `db.executeSql` option). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Connection string for libraries that open their own pool (only for PostgreSQL). */
  connectionString?: string;
  executeSql: ExecuteSql;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a `dumpDataDir()` tarball of the data directory (the test runs' seeded snapshot). */
  dumpDataDir?(): Promise<Blob>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/**
 * Opens PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory when omitted).
 * `pgliteSnapshot` (a `dumpDataDir()` tarball) starts an in-memory PGlite from that data directory instead
 * of an empty one: the tests start from a migrated snapshot rather than running initdb and every migration.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  pgliteSnapshot?: Blob;
}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.pgliteSnapshot);
}

async function openPostgres(url: string): Promise<Database> {
  // No parallel workers for the app's queries: they are short, and starting workers cost more than they saved
  // (a 10-device daily chart took 130-280 ms with two workers against 6-26 ms without on the 2-core server,
  // docs/performance.md). `options` in the URL replaces this.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle client cut off by the server (restart, dropped database) must not crash the process: the pool
  // drops it and the next query opens a fresh connection.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return {
    db,
    driver: 'postgres',
    connectionString: url,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = snapshot ? await PGlite.create({ loadDataDir: snapshot }) : await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    executeSql: async (text, values) => {
      // PGlite's `query` takes one statement; pg-boss also sends multi-statement scripts without parameters.
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.findLast((r) => r.fields.length > 0)?.rows ?? [] };
    },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}
