import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../db/test-db.ts';
import { type Jobs, startJobs } from './jobs.ts';

let database: Database;
let jobs: Jobs;
const received: { n: number }[] = [];
let notify: () => void = () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs(
    database,
    [
      {
        name: 'test.collect',
        handler: async (data) => {
          received.push(data as { n: number });
          if (received.length === 3) notify();
        },
      },
    ],
    { info: () => {}, warn: () => {}, error: () => {} },
    { pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

test(`[KERNEL][JOBS] pg-boss runs on the product database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const done = new Promise<void>((resolve) => {
    notify = resolve;
  });
  for (const n of [1, 2, 3]) expect(await jobs.send('test.collect', { n })).toMatch(/^[0-9a-f-]{36}$/);
  await done;
  expect(received.map((r) => r.n).sort()).toEqual([1, 2, 3]);
}, 30_000);
