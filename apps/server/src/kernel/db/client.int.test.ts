import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from './client.ts';
import { rowsOf } from './sql.ts';
import { createTestDatabase } from './test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Issue 16: a chart's statements ran 5-20× slower when PostgreSQL started parallel workers for them.
test.skipIf(!process.env.DATABASE_URL)('the app queries PostgreSQL without parallel workers', async () => {
  const settings = await Promise.all(
    [1, 2, 3].map(async () =>
      rowsOf<{ max_parallel_workers_per_gather: string }>(
        await database.db.execute(sql`show max_parallel_workers_per_gather`),
      ),
    ),
  );
  expect(settings.flat().map((r) => r.max_parallel_workers_per_gather)).toEqual(['0', '0', '0']);
});
