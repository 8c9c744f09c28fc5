import { readFile } from 'node:fs/promises';
import type { analysis } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { foldRollups } from '../batch-rollups.ts';
import { type ReadingRow, storeReadings } from '../readings.store.ts';
import { piecesOf } from '../rollups.ts';
import { ROLLUP_LEVELS, type RollupLevel, readings } from '../telemetry.schema.ts';

/**
 * Issue 16: the rollups the readings trigger keeps equal the aggregates of the raw readings, whatever the order
 * and batching the readings arrive in (late, out of order, redelivered), at every level; statistics read from
 * them answer what aggregating the raw readings answers, for periods cut at any time zone's midnight or
 * Saturday week; a readings list's total from the rollups is the raw count.
 */
let k: DevicesKit;
const devices: { id: number; companyId: number; serial: string }[] = [];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STRIDE: Record<RollupLevel, number> = { minute: 60_000, hour: HOUR, day: DAY };
/** Friday 6 March 2026, 00:00 UTC: the readings span ten days around it. */
const T0 = Date.UTC(2026, 2, 6);
/** UTC offsets whose midnights are on, off the hour and off the half hour. */
const OFFSETS = [0, 3 * HOUR, -5 * HOUR, 5.5 * HOUR, 5.75 * HOUR, -3.5 * HOUR, 14 * HOUR];

beforeAll(async () => {
  k = await devicesKit();
  for (const serial of ['AQ5-0001', 'AQ5-0002']) {
    const id = await k.deviceId(serial);
    const [row] = rowsOf<{ company_id: number }>(
      await k.t.deps.database.db.execute(sql`select company_id from devices where id = ${id}`),
    );
    devices.push({ id, companyId: row?.company_id ?? 0, serial });
  }
});
afterAll(async () => {
  await k?.t.close();
});

interface Raw {
  device: number;
  ts: number;
  values: Record<string, number>;
}

/** Anywhere in the ten days, or a few milliseconds from an hour's or a day's edge. */
const tsArb = fc.oneof(
  fc.integer({ min: T0 - DAY, max: T0 + 9 * DAY }),
  fc
    .tuple(fc.integer({ min: -24, max: 9 * 24 }), fc.integer({ min: -1500, max: 1500 }))
    .map(([h, ms]) => T0 + h * HOUR + ms),
);
/** Integers: sums are exact, so averages compare exactly. */
const valuesArb = fc
  .record(
    { temperature: fc.integer({ min: -20, max: 50 }), co2: fc.integer({ min: 400, max: 2000 }) },
    { requiredKeys: [] },
  )
  .filter((v) => Object.keys(v).length > 0)
  // A plain object: fast-check may make one without a prototype, which drizzle's insert does not take.
  .map((v) => ({ ...v }));
const readingsArb = fc.uniqueArray(
  fc.record({ device: fc.integer({ min: 0, max: 1 }), ts: tsArb, values: valuesArb }),
  { minLength: 1, maxLength: 60, selector: (r) => `${r.device}:${r.ts}` },
);

/** Readings written in random batches, in random order, some redelivered twice, some inserted directly. */
async function write(all: Raw[], batchSizes: number[], redeliver: boolean[]) {
  const { db } = k.t.deps.database;
  let at = 0;
  for (const [i, size] of batchSizes.entries()) {
    const batch = all.slice(at, at + size);
    at += size;
    if (batch.length === 0) continue;
    if (i % 3 === 2) {
      await db.insert(readings).values(
        batch.map((r) => ({
          deviceId: devices[r.device]?.id ?? 0,
          ts: new Date(r.ts),
          receivedAt: new Date(),
          values: r.values,
        })),
      );
      continue;
    }
    const rows = batch.map(
      (r, j): ReadingRow => ({
        ...toRow(r),
        ...(redeliver[j % redeliver.length] && { redelivered: true }),
      }),
    );
    await storeReadings(db, rows);
    // The broker delivers some again: the duplicates are skipped and counted nowhere.
    const again = rows.filter((r) => r.redelivered);
    if (again.length > 0) await storeReadings(db, again);
  }
  if (at < all.length)
    await storeReadings(
      db,
      all.slice(at).map((r) => toRow(r)),
    );
}
const toRow = (r: Raw): ReadingRow => ({
  deviceId: devices[r.device]?.id ?? 0,
  companyId: devices[r.device]?.companyId ?? 0,
  serial: devices[r.device]?.serial ?? '',
  ts: new Date(r.ts),
  receivedAt: new Date(),
  values: r.values,
});

async function reset() {
  const ids = `{${devices.map((d) => d.id).join(',')}}`;
  const { db } = k.t.deps.database;
  await foldRollups(db);
  await db.execute(sql`delete from readings where device_id = any(${ids}::int[])`);
  await db.execute(sql`delete from reading_rollups where device_id = any(${ids}::int[])`);
}

/** The raw readings as stored (one per written reading: the redelivered copies were skipped). */
async function stored(): Promise<Raw[]> {
  const ids = `{${devices.map((d) => d.id).join(',')}}`;
  const rows = rowsOf<{ device_id: number; ts: number; values: Record<string, number> }>(
    await k.t.deps.database.db.execute(
      sql`select device_id, (extract(epoch from ts) * 1000)::float8 as ts, values from readings
        where device_id = any(${ids}::int[])`,
    ),
  );
  return rows.map((r) => ({
    device: devices.findIndex((d) => d.id === r.device_id),
    ts: Number(r.ts),
    values: r.values,
  }));
}

interface Agg {
  count: number;
  sum: number;
  min: number;
  max: number;
  last: number;
  lastTs: number;
}
/** Per device, bucket (of `stride`, UTC) and key: what the raw readings add up to; key '' counts readings. */
function aggregate(raw: Raw[], stride: number, from = -Infinity, to = Infinity) {
  const out = new Map<string, Agg>();
  const add = (key: string, v: number | null, r: Raw) => {
    const id = `${devices[r.device]?.id}|${Math.floor(r.ts / stride) * stride}|${key}`;
    const a = out.get(id);
    const value = v ?? 0;
    if (!a) out.set(id, { count: 1, sum: value, min: value, max: value, last: value, lastTs: r.ts });
    else {
      a.count += 1;
      a.sum += value;
      a.min = Math.min(a.min, value);
      a.max = Math.max(a.max, value);
      if (r.ts >= a.lastTs) [a.last, a.lastTs] = [value, r.ts];
    }
  };
  for (const r of raw) {
    if (r.ts < from || r.ts >= to) continue;
    add('', null, r);
    for (const [key, v] of Object.entries(r.values)) add(key, v, r);
  }
  return out;
}

async function rollupsOf(level: RollupLevel) {
  await foldRollups(k.t.deps.database.db);
  const ids = `{${devices.map((d) => d.id).join(',')}}`;
  const rows = rowsOf<{
    device_id: number;
    bucket: number;
    key: string;
    count: number;
    sum: number | null;
    min: number | null;
    max: number | null;
    last: number | null;
    last_ts: number;
  }>(
    await k.t.deps.database.db.execute(
      sql`select device_id, (extract(epoch from bucket) * 1000)::float8 as bucket, key, count, sum, min, max,
          last, (extract(epoch from last_ts) * 1000)::float8 as last_ts
        from reading_rollups where level = ${level} and device_id = any(${ids}::int[])`,
    ),
  );
  return new Map(
    rows.map((r) => [
      `${r.device_id}|${Number(r.bucket)}|${r.key}`,
      {
        count: r.count,
        sum: r.sum ?? 0,
        min: r.min ?? 0,
        max: r.max ?? 0,
        last: r.last ?? 0,
        lastTs: Number(r.last_ts),
      },
    ]),
  );
}

/** A period cut where a user in a time zone would cut it: its midnight, its Saturday week, or anywhere. */
const periodArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(...OFFSETS), fc.integer({ min: -1, max: 8 }), fc.integer({ min: 1, max: 3 }))
    .map(([offset, day, days]) => ({ from: T0 + day * DAY - offset, to: T0 + (day + days) * DAY - offset })),
  // Saturday 7 March to the last millisecond before the next Saturday, local time (as periodRange's lastWeek).
  fc.constantFrom(...OFFSETS).map((offset) => ({ from: T0 + DAY - offset, to: T0 + 8 * DAY - offset - 1 })),
  fc
    .tuple(fc.integer({ min: T0 - DAY, max: T0 + 9 * DAY }), fc.integer({ min: 1, max: 4 * DAY }))
    .map(([from, span]) => ({ from, to: from + span })),
);

/** What the statistics answered before the rollups: the raw readings in [from, to) per UTC bucket. */
function expectedSeries(raw: Raw[], deviceIndex: number, bucket: analysis.Bucket, from: number, to: number) {
  const byKey = new Map<string, analysis.AggregatePoint[]>();
  const mine = raw.filter((r) => r.device === deviceIndex);
  const agg = aggregate(mine, bucket === 'hour' ? HOUR : DAY, from, to);
  const sorted = [...agg.entries()]
    .map(([id, a]) => {
      const [, t, key] = id.split('|');
      return { t: Number(t), key: key ?? '', a };
    })
    .filter((e) => e.key !== '')
    .sort((x, y) => x.key.localeCompare(y.key) || x.t - y.t);
  for (const { t, key, a } of sorted) {
    const points = byKey.get(key) ?? [];
    points.push({
      t: new Date(t).toISOString(),
      min: a.min,
      max: a.max,
      avg: Math.round((a.sum / a.count) * 1000) / 1000,
      count: a.count,
    });
    byKey.set(key, points);
  }
  return byKey;
}

describe('[TELEMETRY] rollups', () => {
  test("a device's readings page by cursor, ties on ts included, both ways, as offsets would page them", async () => {
    await reset();
    const device = devices[0];
    if (!device) throw new Error('no device');
    const times = [0, 1000, 1000, 1000, 2000, 3000, 3000, 4000, 5000, 5000, 5000, 5000, 6000];
    await storeReadings(
      k.t.deps.database.db,
      times.map((dt, i) => toRow({ device: 0, ts: T0 + dt, values: { temperature: i } })),
    );
    for (const sortType of ['desc', 'asc']) {
      const url = `/api/device/${device.id}/readings?sortBy=ts&sortType=${sortType}&total=true`;
      const first = await k.call('Customer', 'GET', `${url}&limit=100`);
      expect(first.statusCode, first.body).toBe(200);
      const all = first.json();
      expect(all.totalRecords).toBe(times.length);
      const paged: unknown[] = [];
      let cursor: string | null | undefined;
      for (let n = 0; n < 10; n += 1) {
        const res = await k.call('Customer', 'GET', `${url}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.totalRecords).toBe(times.length);
        paged.push(...body.data);
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      expect(paged).toEqual(all.data);
      // Offsets still page the same list.
      const third = (await k.call('Customer', 'GET', `${url}&limit=3&offset=6`)).json();
      expect(third.data).toEqual(all.data.slice(6, 9));
    }
    const bad = await k.call('Customer', 'GET', `/api/device/${device.id}/readings?cursor=yesterday`);
    expect(bad.statusCode).toBe(418);
    const impossible = await k.call(
      'Customer',
      'GET',
      `/api/device/${device.id}/readings?cursor=2026-13-45T00:00:00.000Z_1`,
    );
    expect(impossible.statusCode).toBe(418);
    const yearZero = await k.call(
      'Customer',
      'GET',
      `/api/device/${device.id}/readings?cursor=0000-01-01T00:00:00.000Z_0`,
    );
    expect(yearZero.statusCode).toBe(418);
  });

  test('the migration rolls up the readings stored before it as the trigger does', async () => {
    await fc.assert(
      fc.asyncProperty(readingsArb, async (all) => {
        await reset();
        await storeReadings(k.t.deps.database.db, all.map(toRow));
        const kept = await Promise.all(ROLLUP_LEVELS.map(rollupsOf));
        const { db } = k.t.deps.database;
        // As before the migration: no rollups at all (the demo's readings are rolled up again too).
        await db.execute(sql`delete from reading_rollups`);
        // Its last two statements: minutes from the raw readings, hours and days from the minutes.
        const migration = await readFile(
          new URL('../../../../drizzle/0017_rollups.sql', import.meta.url),
          'utf8',
        );
        for (const statement of migration.split('--> statement-breakpoint').slice(-2)) {
          await db.execute(sql.raw(statement));
        }
        expect(await Promise.all(ROLLUP_LEVELS.map(rollupsOf))).toEqual(kept);
      }),
      { numRuns: 10, endOnFailure: true },
    );
  }, 60_000);

  test('the pieces of a period cover it exactly, whole buckets of each level aligned on UTC', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 * DAY }),
        fc.integer({ min: 0, max: 40 * DAY }),
        fc.constantFrom(...ROLLUP_LEVELS),
        (a, span, coarsest) => {
          const pieces = piecesOf(T0 + a, T0 + a + span, coarsest);
          let at = T0 + a;
          for (const p of pieces) {
            expect(p.from).toBe(at);
            if (p.source !== 'raw') {
              expect(p.from % STRIDE[p.source]).toBe(0);
              expect(p.to % STRIDE[p.source]).toBe(0);
            }
            at = p.to;
          }
          expect(at).toBe(T0 + a + Math.max(span, 0));
          expect(pieces.length).toBeLessThanOrEqual(7);
        },
      ),
    );
  });

  test('rollups equal the raw aggregates at every level, and statistics and list totals read from them answer what the raw readings do', async () => {
    await fc.assert(
      fc.asyncProperty(
        readingsArb,
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.array(fc.tuple(periodArb, fc.constantFrom<analysis.Bucket>('hour', 'day')), {
          minLength: 1,
          maxLength: 3,
        }),
        async (all, batchSizes, redeliver, periods) => {
          await reset();
          await write(all, batchSizes, redeliver);
          const raw = await stored();
          expect(raw.length).toBe(all.length);
          // The reads first: each folds what the ingest left pending (rollupsOf folds too).
          for (const [{ from, to }, bucket] of periods) {
            const ids = devices.map((d) => d.id).join(',');
            const res = await k.call(
              'Customer',
              'GET',
              `/api/swam/statistics?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}&bucket=${bucket}&deviceIds=${ids}`,
            );
            expect(res.statusCode, res.body).toBe(200);
            const series: analysis.ReadingSeries[] = res.json().data.series;
            for (const [index, device] of devices.entries()) {
              const got = new Map(
                series.filter((s) => s.target.id === device.id).map((s) => [s.sensor, s.points]),
              );
              expect(got).toEqual(expectedSeries(raw, index, bucket, from, to));
              // The readings list's total (from/to inclusive), all readings and those with a value.
              const span = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
              for (const sensor of [undefined, 'co2']) {
                const list = await k.call(
                  'Customer',
                  'GET',
                  `/api/device/${device.id}/readings?${span}&limit=1&total=true${sensor ? `&sensor=${sensor}` : ''}`,
                );
                expect(list.statusCode, list.body).toBe(200);
                const expected = raw.filter(
                  (r) => r.device === index && r.ts >= from && r.ts <= to && (!sensor || sensor in r.values),
                ).length;
                expect(list.json().totalRecords).toBe(expected);
              }
            }
          }
          for (const level of ROLLUP_LEVELS) {
            expect(await rollupsOf(level)).toEqual(aggregate(raw, STRIDE[level]));
          }
        },
      ),
      // Each run writes and reads the database: shrinking would outlast the timeout, the first failure is shown.
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);
});
