import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../kernel/db/client.ts';
import {
  databaseUrl,
  dropDatabase,
  PG_TEMPLATE_ENV,
  PGLITE_SNAPSHOT_ENV,
  uniqueDatabaseName,
  withAdmin,
} from '../kernel/db/test-db.ts';

/**
 * Vitest global setup of the server project: migrates one database per run, so that each test file's fresh
 * database (createTestDatabase) starts from a copy of it instead of running initdb and every migration
 * again. PGlite: a `dumpDataDir()` tarball in a temporary directory, loaded with `loadDataDir`.
 * PostgreSQL (DATABASE_URL): a migrated template database, copied by `create database ... template`.
 * Workers inherit the location through the environment; both are removed after the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDatabaseName('atrium_template');
    await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
    try {
      await (await openDatabase({ url: databaseUrl(serverUrl, name) })).close();
    } catch (error) {
      await dropDatabase(serverUrl, name);
      throw error;
    }
    process.env[PG_TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[PG_TEMPLATE_ENV];
      await dropDatabase(serverUrl, name);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-test-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return async () => {
    delete process.env[PGLITE_SNAPSHOT_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
