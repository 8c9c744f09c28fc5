import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrationsFolder } from '../../../kernel/db/client.ts';

/**
 * Issue 16: migration 0034 turns a database's unpartitioned `readings` into the partitioned table without
 * losing a reading: every row kept, each in its month's partition, the rollups neither lost nor counted twice,
 * and the rollup trigger working on the new table. Run on PGlite from migration 0000 (its own database).
 */
const PARTITIONING = '0034_readings_partitions';
let client: PGlite;
let before: string;

async function migrateUpTo(tag: string | undefined, folder: string) {
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const last = tag
    ? journal.entries.findIndex((e: { tag: string }) => e.tag === tag)
    : journal.entries.length;
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last) }));
  await migrate(drizzle(client) as never, { migrationsFolder: folder });
}

const rollups = async () =>
  JSON.stringify(
    (
      await client.query(
        `select device_id, level, bucket, key, count, sum, min, max, last, last_ts from reading_rollups
         order by device_id, level, bucket, key`,
      )
    ).rows,
  );

beforeAll(async () => {
  client = await PGlite.create();
  before = await mkdtemp(path.join(tmpdir(), 'atrium-0034-'));
  await cp(migrationsFolder, before, { recursive: true });
  await migrateUpTo(PARTITIONING, before);
  await client.exec(`
    -- The devices' own references (company, hardware) are not what is tested here.
    set session_replication_role = replica;
    insert into devices (id, serial, hardware_id, company_id, reporting_interval_seconds)
      values (9001, 'OLD-1', 9001, 9001, 60), (9002, 'OLD-2', 9002, 9001, 60);
    set session_replication_role = origin;
    insert into readings (device_id, ts, received_at, values)
    select 9001 + (n % 2), timestamptz '2024-11-20 00:00:00+00' + n * interval '7 hours', now(),
      jsonb_build_object('temperature', n % 37, 'humidity', n % 11)
    from generate_series(0, 999) as n;
    insert into readings (device_id, ts, received_at, values)
      values (9001, '1999-12-31 23:59:59.999+00', now(), '{"temperature": 1}');`);
}, 120_000);
afterAll(async () => {
  await client?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

test('every reading is kept, in its month, with the same rollups, and new readings roll up', async () => {
  const rows = (await client.query(`select device_id, ts, values from readings order by ts, device_id`)).rows;
  const rolled = await rollups();
  expect(rows).toHaveLength(1001);

  await migrateUpTo(undefined, before);

  expect(
    (await client.query(`select device_id, ts, values from readings order by ts, device_id`)).rows,
  ).toEqual(rows);
  expect(await rollups()).toBe(rolled);
  const where = (
    await client.query<{ partition: string; n: number }>(
      `select tableoid::regclass::text as partition, count(*)::int as n from readings group by 1 order by 1`,
    )
  ).rows;
  expect(where[0]).toEqual({ partition: 'readings_p1999_12', n: 1 });
  expect(where.map((w) => w.partition)).toContain('readings_p2024_11');
  expect(where.map((w) => w.partition)).not.toContain('readings_default');
  expect(where.reduce((n, w) => n + w.n, 0)).toBe(1001);
  const kind = await client.query<{ relkind: string }>(
    `select relkind from pg_class where relname = 'readings'`,
  );
  expect(kind.rows[0]?.relkind).toBe('p');

  await client.exec(
    `insert into readings (device_id, ts, received_at, values) values (9001, '2035-06-01 12:00:00+00', now(), '{"temperature": 5}')`,
  );
  const after = await client.query<{ partition: string; count: number }>(
    `select r.tableoid::regclass::text as partition,
       (select count from reading_rollups where device_id = 9001 and level = 'day' and key = 'temperature'
          and bucket = '2035-06-01 00:00:00+00') as count
     from readings r where r.ts = '2035-06-01 12:00:00+00'`,
  );
  expect(after.rows).toEqual([{ partition: 'readings_default', count: 1 }]);
}, 120_000);
