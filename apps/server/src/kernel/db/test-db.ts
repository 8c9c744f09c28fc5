import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';

/**
 * Set by the server tests' global setup (apps/server/src/test/global-setup.ts) once per run: the path of a
 * `dumpDataDir()` tarball of a migrated PGlite, or the name of a migrated PostgreSQL template database; the
 * SEEDED ones also hold the first start's seed (demo data included) of the test harness's configuration.
 */
export const PGLITE_SNAPSHOT_ENV = 'ATRIUM_TEST_PGLITE_SNAPSHOT';
export const PG_TEMPLATE_ENV = 'ATRIUM_TEST_PG_TEMPLATE';
export const PGLITE_SEEDED_SNAPSHOT_ENV = 'ATRIUM_TEST_PGLITE_SEEDED_SNAPSHOT';
export const PG_SEEDED_TEMPLATE_ENV = 'ATRIUM_TEST_PG_SEEDED_TEMPLATE';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when `DATABASE_URL` is set,
 * a new PostgreSQL database created on that server and dropped by `close()`. Under the test runner each
 * starts from the run's migrated snapshot (PGlite) or template database (PostgreSQL) instead of an empty
 * one; migrations still run on open and find nothing left to apply. `seeded` starts from the seeded copy
 * when the run made one (the harness asks for it when its seed would be the same).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = (seeded && process.env[PGLITE_SEEDED_SNAPSHOT_ENV]) || process.env[PGLITE_SNAPSHOT_ENV];
    return openDatabase(snapshot ? { pgliteSnapshot: new Blob([await readFile(snapshot)]) } : {});
  }
  const name = uniqueDatabaseName('atrium_test');
  const template = (seeded && process.env[PG_SEEDED_TEMPLATE_ENV]) || process.env[PG_TEMPLATE_ENV];
  await withAdmin(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

/** `serverUrl` pointed at database `name` on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (serverUrl: string, name: string) =>
  withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));

export async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
