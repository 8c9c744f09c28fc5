import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when `DATABASE_URL` is set,
 * a new PostgreSQL database created on that server and dropped by `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `atrium_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
