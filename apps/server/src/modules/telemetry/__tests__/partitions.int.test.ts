import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { foldRollups } from '../batch-rollups.ts';
import { listReadingsPartitions } from '../partitions.ts';
import { type ReadingRow, storeReadings } from '../readings.store.ts';
import { maintainReadings } from '../retention.ts';

/**
 * Issue 16: `readings` is partitioned by month. A reading for a month without a partition is stored (in the
 * default partition) and rolled up, and the upkeep job moves it into its own month's partition without
 * counting it again; retention drops only the months wholly past their age and deletes only the rollup
 * buckets past theirs. Times are in 2001 (no demo reading there), "now" is 1 May 2001.
 */
let k: DevicesKit;
let device: { id: number; companyId: number; serial: string };
const NOW = new Date('2001-05-01T00:00:00Z');

beforeAll(async () => {
  k = await devicesKit();
  const id = await k.deviceId('AQ5-0001');
  const [row] = rowsOf<{ company_id: number }>(
    await k.t.deps.database.db.execute(sql`select company_id from devices where id = ${id}`),
  );
  device = { id, companyId: row?.company_id ?? 0, serial: 'AQ5-0001' };
}, 300_000);
afterAll(async () => {
  await k?.t.close();
});

const reading = (iso: string, temperature: number): ReadingRow => ({
  deviceId: device.id,
  companyId: device.companyId,
  serial: device.serial,
  ts: new Date(iso),
  receivedAt: new Date(),
  values: { temperature },
});

async function whereStored() {
  return rowsOf<{ ts: string; partition: string }>(
    await k.t.deps.database.db.execute(sql`
      select to_char(ts at time zone 'UTC', 'YYYY-MM-DD') as ts, tableoid::regclass::text as partition
      from readings where device_id = ${device.id} and ts < '2002-01-01' order by ts`),
  );
}

async function rollupCounts(level: string) {
  await foldRollups(k.t.deps.database.db);
  return rowsOf<{ bucket: string; count: number }>(
    await k.t.deps.database.db.execute(sql`
      select to_char(bucket at time zone 'UTC', 'YYYY-MM-DD') as bucket, count
      from reading_rollups
      where device_id = ${device.id} and level = ${level} and key = 'temperature' and bucket < '2002-01-01'
      order by bucket`),
  );
}

test('a reading for a month without a partition is stored, rolled up once, then moved into its month', async () => {
  const { db } = k.t.deps.database;
  await storeReadings(db, [
    reading('2000-12-15T10:00:00Z', 1),
    reading('2001-01-20T10:00:00Z', 2),
    reading('2001-04-20T10:00:00Z', 3),
  ]);
  expect(await whereStored()).toEqual([
    { ts: '2000-12-15', partition: 'readings_default' },
    { ts: '2001-01-20', partition: 'readings_default' },
    { ts: '2001-04-20', partition: 'readings_default' },
  ]);

  const result = await maintainReadings(db, NOW, { raw: 0, minute: 0, hour: 0, day: 0, monthsAhead: 2 });
  // (The demo history seeded before this month lands in the default partition too, and moves the same way.)
  expect(result.created.filter((m) => m < '2002')).toEqual([
    '2000-12',
    '2001-01',
    '2001-04',
    '2001-05',
    '2001-06',
    '2001-07',
  ]);
  expect(result.dropped).toEqual([]);
  expect(await whereStored()).toEqual([
    { ts: '2000-12-15', partition: 'readings_p2000_12' },
    { ts: '2001-01-20', partition: 'readings_p2001_01' },
    { ts: '2001-04-20', partition: 'readings_p2001_04' },
  ]);
  expect(await rollupCounts('day')).toEqual([
    { bucket: '2000-12-15', count: 1 },
    { bucket: '2001-01-20', count: 1 },
    { bucket: '2001-04-20', count: 1 },
  ]);
  // Once a month has its partition, new readings go straight into it.
  await storeReadings(db, [reading('2001-04-21T10:00:00Z', 4)]);
  expect((await whereStored()).at(-1)).toEqual({ ts: '2001-04-21', partition: 'readings_p2001_04' });
  // Nothing to do the second time.
  expect(
    (await maintainReadings(db, NOW, { raw: 0, minute: 0, hour: 0, day: 0, monthsAhead: 2 })).created,
  ).toEqual([]);
});

test('retention drops only the months wholly past their age and the rollup buckets past theirs', async () => {
  const { db } = k.t.deps.database;
  // 90 days before 1 May 2001 is 31 January: December ended before it, January's last day is after it.
  const result = await maintainReadings(db, NOW, { raw: 90, minute: 30, hour: 0, day: 0, monthsAhead: 2 });
  expect(result.dropped).toEqual(['readings_p2000_12']);
  expect(await whereStored()).toEqual([
    { ts: '2001-01-20', partition: 'readings_p2001_01' },
    { ts: '2001-04-20', partition: 'readings_p2001_04' },
    { ts: '2001-04-21', partition: 'readings_p2001_04' },
  ]);
  const names = (await listReadingsPartitions(db)).map((p) => p.name);
  expect(names).not.toContain('readings_p2000_12');
  // This month's demo readings are untouched.
  const thisMonth = new Date();
  const current = `readings_p${thisMonth.getUTCFullYear()}_${String(thisMonth.getUTCMonth() + 1).padStart(2, '0')}`;
  expect(names).toContain(current);
  // Minute buckets older than 30 days are gone; hours and days (kept for ever) all stay.
  expect((await rollupCounts('minute')).map((r) => r.bucket)).toEqual(['2001-04-20', '2001-04-21']);
  expect((await rollupCounts('hour')).map((r) => r.bucket)).toEqual([
    '2000-12-15',
    '2001-01-20',
    '2001-04-20',
    '2001-04-21',
  ]);
  expect(await rollupCounts('day')).toHaveLength(4);
});

test('the readings API lists the readings of a month the job created; its total leaves out dropped months', async () => {
  const span = 'from=2001-04-01T00:00:00.000Z&to=2001-04-30T23:59:59.999Z';
  const res = await k.call(
    'Customer',
    'GET',
    `/api/device/${device.id}/readings?${span}&limit=10&total=true`,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().totalRecords).toBe(2);
  expect(res.json().data).toHaveLength(2);
  // December 2000's day rollup is kept, its raw reading is gone: the list cannot show it, so it is not counted.
  const since = 'from=2000-12-01T00:00:00.000Z&to=2001-04-30T23:59:59.999Z';
  const all = await k.call(
    'Customer',
    'GET',
    `/api/device/${device.id}/readings?${since}&limit=10&total=true`,
  );
  expect(all.statusCode, all.body).toBe(200);
  expect(all.json().data).toHaveLength(3);
  expect(all.json().totalRecords).toBe(3);
});
