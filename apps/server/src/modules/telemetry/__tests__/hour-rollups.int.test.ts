import type { reports } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { rollUpAllPending } from '../hour-rollups.ts';
import { type ReadingRow, storeReadings } from '../readings.store.ts';
import { maintainReadings } from '../retention.ts';
import { deviceReadingsReportSource } from '../telemetry.report-source.ts';
import { activeCompanyDevices } from './active-devices.ts';

/**
 * Issue 16 (minute-only ingest): the saved reports' device-readings source answers the raw aggregates by hour
 * and by day right after the ingest, before `rollUpPending` has derived the hours (and the same after it);
 * retention derives the pending hours before it deletes minute rollups past their age, so no hour or day row
 * loses what its minutes held.
 */
let t: TestApp;
let all: Awaited<ReturnType<typeof activeCompanyDevices>> = [];
beforeAll(async () => {
  t = await createTestApp();
  all = await activeCompanyDevices(t, 2);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Readings over three hours across a UTC midnight. */
const T0 = Date.UTC(2026, 6, 14, 22, 10);

async function clear(ids: number[]) {
  const { db } = t.deps.database;
  const list = `{${ids.join(',')}}`;
  await db.execute(sql`delete from readings where device_id = any(${list}::int[])`);
  await db.execute(sql`delete from reading_rollups where device_id = any(${list}::int[])`);
  await db.execute(sql`delete from reading_rollups_pending where device_id = any(${list}::int[])`);
}

/** The raw readings' min, max, average and count of `key` per device and UTC bucket, as the report writes them. */
async function rawRows(ids: number[], key: string, bucket: 'hour' | 'day', from: Date, to: Date) {
  const rows = rowsOf<{ device_id: number; t: string; min: number; max: number; avg: number; count: number }>(
    await t.deps.database.db.execute(sql`
      select r.device_id, to_char(date_trunc(${bucket}, r.ts, 'UTC'), 'YYYY-MM-DD"T"HH24:MI') as t,
        min((r.values ->> ${key})::float8) as min, max((r.values ->> ${key})::float8) as max,
        avg((r.values ->> ${key})::float8) as avg, count(*)::int as count
      from readings r
      where r.device_id = any(${`{${ids.join(',')}}`}::int[]) and r.values ? ${key}
        and date_trunc(${bucket}, r.ts, 'UTC') between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((r) => ({
    device: Number(r.device_id),
    bucket: r.t,
    min: Math.round(Number(r.min) * 1000) / 1000,
    max: Math.round(Number(r.max) * 1000) / 1000,
    avg: Math.round(Number(r.avg) * 1000) / 1000,
    count: Number(r.count),
  }));
}

async function reportRows(ids: number[], key: string, bucket: 'hour' | 'day', from: Date, to: Date) {
  const [first] = all;
  const filters: reports.ReportFilters = {
    period: { key: 'custom', from: from.toISOString(), to: to.toISOString() },
    deviceIds: ids,
    structureIds: [],
    valueKey: key,
    bucket,
  };
  const out: Record<string, unknown>[] = [];
  for await (const batch of deviceReadingsReportSource.rows({
    db: t.deps.database.db,
    companyId: first?.companyId ?? 0,
    filters,
    from,
    to,
    language: 'en',
    limit: 10_000,
  }))
    out.push(...batch);
  const names = new Map(
    rowsOf<{ id: number; name: string }>(
      await t.deps.database.db.execute(
        sql`select id, coalesce(nullif(name, ''), serial) as name from devices where id = any(${`{${ids.join(',')}}`}::int[])`,
      ),
    ).map((d) => [d.name, Number(d.id)]),
  );
  return out
    .map((r) => ({
      device: names.get(String(r.device)) ?? 0,
      bucket: String(r.bucket).slice(0, 16),
      min: r.min,
      max: r.max,
      avg: r.avg,
      count: r.count,
    }))
    .sort((a, b) => a.device - b.device || a.bucket.localeCompare(b.bucket));
}

test('issue 16: the device-readings report answers the raw aggregates by hour and by day before the hour job runs, and after it', async () => {
  const { db } = t.deps.database;
  const devices = all.filter((d) => d.companyId === all[0]?.companyId);
  const ids = devices.map((d) => d.id);
  expect(ids.length).toBeGreaterThan(0);
  await clear(ids);
  const batch = (from: number, n: number, salt: number): ReadingRow[] =>
    Array.from({ length: n }, (_, i) => {
      const d = devices[i % devices.length] ?? { id: 0, companyId: 0, serial: '' };
      return {
        deviceId: d.id,
        companyId: d.companyId,
        serial: d.serial,
        ts: new Date(from + i * 97_000 + salt),
        receivedAt: new Date(),
        values: { temperature: ((i * 7 + salt) % 31) + 0.25 },
      };
    });
  // A first part derived by the job, then late readings into its hours and new ones after them.
  await storeReadings(db, batch(T0, 80, 1));
  await rollUpAllPending(db);
  await storeReadings(db, batch(T0 + 5 * 60_000, 60, 3));
  const from = new Date(T0 - DAY);
  const to = new Date(T0 + DAY);
  for (const bucket of ['hour', 'day'] as const) {
    const raw = await rawRows(ids, 'temperature', bucket, from, to);
    expect(raw.length).toBeGreaterThan(bucket === 'hour' ? 3 : 1);
    expect(await reportRows(ids, 'temperature', bucket, from, to)).toEqual(raw);
  }
  await rollUpAllPending(db);
  for (const bucket of ['hour', 'day'] as const) {
    expect(await reportRows(ids, 'temperature', bucket, from, to)).toEqual(
      await rawRows(ids, 'temperature', bucket, from, to),
    );
  }
});

test('issue 16: retention derives the pending hours before it deletes the minute rollups past their age', async () => {
  const { db } = t.deps.database;
  const [one] = all;
  if (!one) throw new Error('no device');
  await clear([one.id]);
  const now = new Date(Date.UTC(2026, 10, 27, 12));
  const old = Date.UTC(2025, 5, 1, 8, 30);
  // A plain INSERT (the trigger: minutes and the mark) of readings 18 months old.
  await db.execute(sql`
    insert into readings (device_id, ts, received_at, values)
    select ${one.id}, ${new Date(old).toISOString()}::timestamptz + g * interval '50 seconds', now(),
      jsonb_build_object('temperature', g % 13)
    from generate_series(0, 99) as g`);
  const counts = async () =>
    rowsOf<{ level: string; n: number; c: number }>(
      await db.execute(sql`
        select level, count(*)::int as n, sum(count)::int as c from reading_rollups
        where device_id = ${one.id} and key = '' group by level order by level`),
    ).map((r) => [r.level, Number(r.n), Number(r.c)]);
  expect(await counts()).toEqual([['minute', 83, 100]]);
  await maintainReadings(db, now, { raw: 0, minute: 365, hour: 0, day: 0, monthsAhead: 1 });
  // The minutes are gone; the hours (8:30-8:59, 9:00-9:52) and the day hold every reading.
  expect(await counts()).toEqual([
    ['day', 1, 100],
    ['hour', 2, 100],
  ]);
  const [pending] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from reading_rollups_pending where device_id = ${one.id}`),
  );
  expect(pending?.n).toBe(0);
});
