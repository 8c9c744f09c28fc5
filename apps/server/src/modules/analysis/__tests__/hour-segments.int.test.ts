import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { readings } from '../../telemetry/telemetry.schema.ts';
import { HourSegments } from '../hour-segments.ts';
import { seriesRows } from '../series-rows.ts';

/**
 * Closed days' hourly points kept in memory (issue 16): a chart answers what the database alone answers, first
 * and again, after a late reading into a kept day, and a kept day that still holds is really taken from memory.
 */
let k: DevicesKit;
let device = 0;
let other = 0;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Sunday 1 February 2026, 00:00 UTC. */
const D1 = Date.UTC(2026, 1, 1);
const NOW = new Date(D1 + 10 * DAY);
/** Four UTC+3 days: 31 January 21:00 UTC to 4 February 21:00 UTC; 1-3 February are whole UTC days. */
const period = {
  from: new Date(D1 - 3 * HOUR),
  to: new Date(D1 + 4 * DAY - 3 * HOUR),
  bucket: 'hour' as const,
};
const MEMORY = 1024 * 1024;

const write = (deviceId: number, ts: number, values: Record<string, number>) =>
  k.t.deps.database.db
    .insert(readings)
    .values({ deviceId, ts: new Date(ts), receivedAt: new Date(ts), values });
const fromDatabase = () =>
  seriesRows(k.t.deps.database.db, 'device', [device, other], period, undefined, undefined, NOW);
const withKept = (segments: HourSegments, sensors?: string[]) =>
  seriesRows(k.t.deps.database.db, 'device', [device, other], period, sensors, segments, NOW);
const pointsOf = (
  rows: { target: number; sensor: string; points: string }[],
  target: number,
  sensor: string,
) =>
  JSON.parse(`[${rows.find((r) => Number(r.target) === target && r.sensor === sensor)?.points ?? ''}]`) as {
    t: string;
    avg: number;
  }[];

beforeAll(async () => {
  k = await devicesKit();
  device = await k.deviceId('AQ5-0001');
  other = await k.deviceId('AQ5-0002');
  // Every 40 minutes from 31 January 18:00 to 5 February: both edges and the three whole days in between.
  for (let ts = D1 - 6 * HOUR; ts < D1 + 5 * DAY; ts += 40 * 60_000) {
    await write(device, ts, { temperature: 20 + ((ts / HOUR) % 7), co2: 400 + ((ts / 60_000) % 300) });
    if (ts % (3 * HOUR) === 0) await write(other, ts, { temperature: 10 + ((ts / HOUR) % 5) });
  }
});
afterAll(async () => {
  await k?.t.close();
});

describe('hourly points of closed days kept in memory', () => {
  test("first and again, the answer is the database's; the whole days are kept, not the edges", async () => {
    const expected = await fromDatabase();
    expect(expected.length).toBe(3);
    expect(pointsOf(expected, device, 'temperature')).toHaveLength(4 * 24);
    const segments = new HourSegments(MEMORY, { hour: 0, day: 0 });
    expect(await withKept(segments)).toEqual(expected);
    for (const day of [D1, D1 + DAY, D1 + 2 * DAY]) {
      expect([...(segments.of(device, day)?.keys() ?? [])].sort()).toEqual(['co2', 'temperature']);
      expect([...(segments.of(other, day)?.keys() ?? [])]).toEqual(['temperature']);
    }
    expect(segments.of(device, D1 - DAY)).toBeUndefined();
    expect(segments.of(device, D1 + 3 * DAY)).toBeUndefined();
    expect(await withKept(segments)).toEqual(expected);
    expect(await withKept(segments, ['co2'])).toEqual(expected.filter((r) => r.sensor === 'co2'));
  });

  test('a kept day that still matches its day rollup is taken from memory; a late reading replaces it', async () => {
    const segments = new HourSegments(MEMORY, { hour: 0, day: 0 });
    await withKept(segments);
    const day = D1 + DAY;
    const kept = segments.of(device, day)?.get('temperature');
    if (!kept) throw new Error('2 February was not kept');
    // Same signature, other text: only an answer read from memory shows it.
    const marker = '{"t":"2026-02-02T00:00:00.000Z","min":-1,"max":-1,"avg":-1,"count":1}';
    segments.keep(device, day, 'temperature', { signature: kept.signature, points: marker });
    const served = pointsOf(await withKept(segments), device, 'temperature');
    expect(served.filter((p) => p.avg === -1)).toHaveLength(1);
    expect(served).toHaveLength(3 * 24 + 1);

    const fiveOClock = (rows: Awaited<ReturnType<typeof fromDatabase>>) =>
      pointsOf(rows, device, 'temperature').find((p) => p.t === '2026-02-02T05:00:00.000Z')?.avg;
    const before = fiveOClock(await fromDatabase());
    await write(device, day + 5 * HOUR + 17_000, { temperature: 99 });
    const expected = await fromDatabase();
    const after = await withKept(segments);
    expect(after).toEqual(expected);
    expect(fiveOClock(after)).not.toBe(before);
    expect(segments.of(device, day)?.get('temperature')?.signature).not.toBe(kept.signature);
  });
});

describe('the days a chart may take from memory', () => {
  const segments = (hour: number, day: number) => new HourSegments(MEMORY, { hour, day });
  test('whole UTC days of the period, before today', () => {
    expect(segments(0, 0).coveredDays(period.from.getTime(), period.to.getTime(), NOW.getTime())).toEqual({
      from: D1,
      to: D1 + 3 * DAY,
    });
    // Today (2 February from 10:00) is still being written: not kept.
    expect(
      segments(0, 0).coveredDays(period.from.getTime(), period.to.getTime(), D1 + DAY + 10 * HOUR),
    ).toEqual({
      from: D1,
      to: D1 + DAY,
    });
    expect(segments(0, 0).coveredDays(D1 + 3 * HOUR, D1 + DAY + 5 * HOUR, NOW.getTime())).toBeUndefined();
  });
  test("inside the hour and day rollups' retention, with a day to spare", () => {
    // Hours kept 9 days at 11 February 00:00: 2 February is the oldest, 3 February the first taken from memory.
    expect(segments(9, 0).coveredDays(period.from.getTime(), period.to.getTime(), NOW.getTime())).toEqual({
      from: D1 + 2 * DAY,
      to: D1 + 3 * DAY,
    });
    expect(
      segments(0, 8).coveredDays(period.from.getTime(), period.to.getTime(), NOW.getTime()),
    ).toBeUndefined();
  });
});
