import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createDeps } from '../deps.ts';
import { type Database, migrationsFolder, openDatabase } from '../kernel/db/client.ts';
import {
  databaseUrl,
  dropDatabase,
  PG_SEEDED_TEMPLATE_ENV,
  PG_TEMPLATE_ENV,
  PGLITE_SEEDED_SNAPSHOT_ENV,
  PGLITE_SNAPSHOT_ENV,
  uniqueDatabaseName,
  withAdmin,
} from '../kernel/db/test-db.ts';
import { modules } from '../modules/index.ts';
import { seedOnce } from '../seed.ts';
import { testConfig } from './harness.ts';

/**
 * Vitest global setup of the server project: migrates one database per run, so that each test file's fresh
 * database (createTestDatabase) starts from a copy of it instead of running initdb and every migration
 * again. PGlite: a `dumpDataDir()` tarball in a temporary directory, loaded with `loadDataDir`.
 * PostgreSQL (DATABASE_URL): a migrated template database, copied by `create database ... template`.
 * Beside it, a seeded copy: the first start's seed of every module (demo data included) with the harness's
 * configuration, which most test files start from (createTestApp), sparing each the seconds of the seed.
 * Workers inherit the locations through the environment; all are removed after the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDatabaseName('atrium_template');
    const seededName = `${name}_seeded`;
    const drop = async () => {
      delete process.env[PG_TEMPLATE_ENV];
      delete process.env[PG_SEEDED_TEMPLATE_ENV];
      await dropDatabase(serverUrl, seededName);
      await dropDatabase(serverUrl, name);
    };
    try {
      await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
      await (await openDatabase({ url: databaseUrl(serverUrl, name) })).close();
      await withAdmin(serverUrl, (client) => client.query(`create database ${seededName} template ${name}`));
      const seeded = await openDatabase({ url: databaseUrl(serverUrl, seededName) });
      await seed(seeded).finally(() => seeded.close());
    } catch (error) {
      await drop();
      throw error;
    }
    process.env[PG_TEMPLATE_ENV] = name;
    process.env[PG_SEEDED_TEMPLATE_ENV] = seededName;
    return drop;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-test-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const seededFile = path.join(dir, 'seeded.tar');
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const migrated = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await migrated.arrayBuffer()));
    const seeded = await openDatabase({ pgliteSnapshot: migrated });
    try {
      await seed(seeded);
      const dump = await seeded.dumpDataDir?.();
      if (dump) writeFileSync(seededFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await seeded.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  process.env[PGLITE_SEEDED_SNAPSHOT_ENV] = seededFile;
  return async () => {
    delete process.env[PGLITE_SNAPSHOT_ENV];
    delete process.env[PGLITE_SEEDED_SNAPSHOT_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** The first start's seed, as createTestApp would run it with every module and the default settings. */
async function seed(database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-seed-'));
  try {
    const config = testConfig(dataDir);
    await seedOnce(createDeps({ ...config, REDIS_URL: undefined }, database), modules);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
