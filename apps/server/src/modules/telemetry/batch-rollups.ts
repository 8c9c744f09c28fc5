import { type SQL, sql } from 'drizzle-orm';
import { numberArray, textArray } from '../../kernel/db/sql.ts';
import type { RollupLevel } from './telemetry.schema.ts';

const STRIDE_MS: Record<RollupLevel, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** A reading as the rollups see it (a `ReadingRow` as it is: no copy per reading). */
export interface RollupInput {
  deviceId: number;
  ts: Date;
  values: Record<string, unknown>;
}

interface Agg {
  c: number;
  s: number | null;
  mn: number | null;
  mx: number | null;
  la: number | null;
  lt: number;
}

/** `into` widened by `a` (counts and sums added, min and max widened, the last value by ts; a tie keeps the larger). */
function fold(into: Agg, a: Agg) {
  into.c += a.c;
  if (a.lt > into.lt || (a.lt === into.lt && (a.la ?? -Infinity) > (into.la ?? -Infinity))) {
    into.la = a.la;
    into.lt = a.lt;
  }
  if (a.s === null) return;
  into.s = (into.s ?? 0) + a.s;
  into.mn = into.mn === null ? a.mn : Math.min(into.mn, a.mn ?? into.mn);
  into.mx = into.mx === null ? a.mx : Math.max(into.mx, a.mx ?? into.mx);
}

/** Per device, bucket and key (nested maps: no composite string key per value, the batch's hot loop). */
type Buckets = Map<number, Map<number, Map<string, Agg>>>;

/** The aggregates of `deviceId`'s `bucket`, by key (looked up once per reading, not once per value). */
function keysAt(buckets: Buckets, deviceId: number, bucket: number): Map<string, Agg> {
  let byBucket = buckets.get(deviceId);
  if (!byBucket) {
    byBucket = new Map();
    buckets.set(deviceId, byBucket);
  }
  let byKey = byBucket.get(bucket);
  if (!byKey) {
    byKey = new Map();
    byBucket.set(bucket, byKey);
  }
  return byKey;
}

function aggAt(byKey: Map<string, Agg>, key: string): Agg {
  let a = byKey.get(key);
  if (!a) {
    a = { c: 0, s: null, mn: null, mx: null, la: null, lt: -Infinity };
    byKey.set(key, a);
  }
  return a;
}

/** One reading's value `v` (null: the reading itself, key '') at `ts` added to `a`; as `fold`, no allocation. */
function add(a: Agg, v: number | null, ts: number) {
  a.c += 1;
  if (v === null) {
    if (ts > a.lt) a.lt = ts;
    return;
  }
  a.s = (a.s ?? 0) + v;
  a.mn = a.mn === null || v < a.mn ? v : a.mn;
  a.mx = a.mx === null || v > a.mx ? v : a.mx;
  if (ts > a.lt || (ts === a.lt && v > (a.la ?? -Infinity))) {
    a.la = v;
    a.lt = ts;
  }
}

/** The batch's rollup rows, one array per column (as `upsertBatchRollupsSql` sends them); times in epoch ms. */
export interface BatchRollups {
  device: number[];
  level: RollupLevel[];
  bucket: number[];
  key: string[];
  count: number[];
  sum: (number | null)[];
  min: (number | null)[];
  max: (number | null)[];
  last: (number | null)[];
  lastTs: number[];
}

/**
 * The batch's minute, hour and day rollups, per device, bucket and key (key '' counts the readings; only finite
 * numbers are values, as `jsonb_typeof = 'number'` keeps in SQL): what the `readings_roll_up` trigger computes
 * from the same rows, the last value by ts (a tie keeps the larger value, as the trigger's max of (ts, value)).
 * Minutes from the readings, hours and days from the minutes.
 */
export function rollUpBatch(rows: readonly RollupInput[]): BatchRollups {
  const minute = STRIDE_MS.minute;
  const minutes: Buckets = new Map();
  for (const r of rows) {
    const ts = r.ts.getTime();
    const byKey = keysAt(minutes, r.deviceId, Math.floor(ts / minute) * minute);
    add(aggAt(byKey, ''), null, ts);
    for (const key in r.values) {
      const v = r.values[key];
      if (typeof v === 'number' && Number.isFinite(v)) add(aggAt(byKey, key), v, ts);
    }
  }
  const out: BatchRollups = {
    device: [],
    level: [],
    bucket: [],
    key: [],
    count: [],
    sum: [],
    min: [],
    max: [],
    last: [],
    lastTs: [],
  };
  const emit = (level: RollupLevel, buckets: Buckets) => {
    for (const [device, byBucket] of buckets)
      for (const [bucket, byKey] of byBucket)
        for (const [key, a] of byKey) {
          out.device.push(device);
          out.level.push(level);
          out.bucket.push(bucket);
          out.key.push(key);
          out.count.push(a.c);
          out.sum.push(a.s);
          out.min.push(a.mn);
          out.max.push(a.mx);
          out.last.push(a.la);
          out.lastTs.push(a.lt);
        }
  };
  emit('minute', minutes);
  for (const level of ['hour', 'day'] as const) {
    const stride = STRIDE_MS[level];
    const coarser: Buckets = new Map();
    for (const [device, byBucket] of minutes)
      for (const [bucket, byKey] of byBucket) {
        const into = keysAt(coarser, device, Math.floor(bucket / stride) * stride);
        for (const [key, a] of byKey) fold(aggAt(into, key), a);
      }
    emit(level, coarser);
  }
  return out;
}

/**
 * The batch's rollups added to `reading_rollups` (counts and sums added, min and max widened, the last value
 * kept by ts), only for devices still active (the readings' insert joins the same devices, so in one statement
 * both see the same ones). The rows travel as one typed array per column (`unnest`), which PostgreSQL reads
 * in about 60 % of the time it takes for the same rows as a JSON document (0.40 against 0.68 ms for 240 rows).
 * Ordered by the table's key: two batches updating the same buckets wait for each other, never deadlock, and
 * neither loses the other's counts.
 */
export function upsertBatchRollupsSql(rollups: BatchRollups): SQL {
  const { device, level, bucket, key, count, sum, min, max, last, lastTs } = rollups;
  return sql`
    insert into reading_rollups as r (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
    select x.d, x.l, to_timestamp(x.b / 1000.0), x.k, x.c, x.s, x.mn, x.mx, x.la, to_timestamp(x.lt / 1000.0)
    from unnest(${numberArray(device)}::int[], ${textArray(level)}::text[], ${numberArray(bucket)}::float8[],
      ${textArray(key)}::text[], ${numberArray(count)}::int[], ${numberArray(sum)}::float8[], ${numberArray(min)}::float8[],
      ${numberArray(max)}::float8[], ${numberArray(last)}::float8[], ${numberArray(lastTs)}::float8[])
      as x(d, l, b, k, c, s, mn, mx, la, lt)
    join devices on devices.id = x.d and devices.state = 'active'
    order by x.d, x.l, x.b, x.k
    on conflict (device_id, level, bucket, key) do update set
      count = r.count + excluded.count,
      sum = r.sum + excluded.sum,
      min = least(r.min, excluded.min),
      max = greatest(r.max, excluded.max),
      last = case when excluded.last_ts >= r.last_ts then excluded.last else r.last end,
      last_ts = greatest(r.last_ts, excluded.last_ts)`;
}
