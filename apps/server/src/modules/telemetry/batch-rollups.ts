import { type SQL, sql } from 'drizzle-orm';
import { jsonRows } from '../../kernel/db/sql.ts';
import type { RollupLevel } from './telemetry.schema.ts';

const STRIDE_MS: Record<RollupLevel, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** A reading as the rollups see it: its device, time (epoch ms) and values. */
export interface RollupInput {
  deviceId: number;
  ts: number;
  values: Record<string, unknown>;
}

/** One rollup row of a batch, as sent to `upsertBatchRollupsSql` (short names: it travels as JSON). */
interface BatchRollup {
  d: number;
  l: RollupLevel;
  b: number;
  k: string;
  c: number;
  s: number | null;
  mn: number | null;
  mx: number | null;
  la: number | null;
  lt: number;
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

function slot(buckets: Buckets, deviceId: number, bucket: number, key: string): Agg {
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

/**
 * The batch's minute, hour and day rollups, per device, bucket and key (key '' counts the readings; only finite
 * numbers are values, as `jsonb_typeof = 'number'` keeps in SQL): what the `readings_roll_up` trigger computes
 * from the same rows, the last value by ts (a tie keeps the larger value, as the trigger's max of (ts, value)).
 * Minutes from the readings, hours and days from the minutes.
 */
export function rollUpBatch(rows: readonly RollupInput[]): BatchRollup[] {
  const minute = STRIDE_MS.minute;
  const minutes: Buckets = new Map();
  for (const r of rows) {
    const bucket = Math.floor(r.ts / minute) * minute;
    add(slot(minutes, r.deviceId, bucket, ''), null, r.ts);
    for (const key in r.values) {
      const v = r.values[key];
      if (typeof v === 'number' && Number.isFinite(v)) add(slot(minutes, r.deviceId, bucket, key), v, r.ts);
    }
  }
  const out: BatchRollup[] = [];
  const emit = (l: RollupLevel, buckets: Buckets) => {
    for (const [d, byBucket] of buckets)
      for (const [b, byKey] of byBucket) for (const [k, a] of byKey) out.push({ d, l, b, k, ...a });
  };
  emit('minute', minutes);
  for (const level of ['hour', 'day'] as const) {
    const stride = STRIDE_MS[level];
    const coarser: Buckets = new Map();
    for (const [d, byBucket] of minutes)
      for (const [b, byKey] of byBucket)
        for (const [k, a] of byKey) {
          fold(slot(coarser, d, Math.floor(b / stride) * stride, k), a);
        }
    emit(level, coarser);
  }
  return out;
}

/**
 * The batch's rollups added to `reading_rollups` (counts and sums added, min and max widened, the last value
 * kept by ts), only for devices still active (the readings' insert joins the same devices, so in one statement
 * both see the same ones). Ordered by the table's key: two batches updating the same buckets wait for each
 * other, never deadlock, and neither loses the other's counts.
 */
export function upsertBatchRollupsSql(rollups: readonly BatchRollup[]): SQL {
  return sql`
    insert into reading_rollups as r (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
    select x.d, x.l, to_timestamp(x.b / 1000.0), x.k, x.c, x.s, x.mn, x.mx, x.la, to_timestamp(x.lt / 1000.0)
    from json_to_recordset(${jsonRows(rollups)}) as x(d int, l text, b float8, k text, c int, s float8,
      mn float8, mx float8, la float8, lt float8)
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
