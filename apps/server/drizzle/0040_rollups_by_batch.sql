-- The ingest's batch write (storeReadings) adds its rollups up from the batch in memory and upserts them in the
-- readings' own statement; it sets atrium.readings_rolled_up (transaction-local) in that statement, and the
-- trigger, fired at the statement's end, stands by and clears it: the setting covers that one statement only.
-- Every other writer (seeds, imports, plain SQL) is still rolled up by the trigger, as in 0018.
CREATE OR REPLACE FUNCTION "readings_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atrium.readings_rolled_up', true) = 'on' THEN
    PERFORM set_config('atrium.readings_rolled_up', 'off', true);
    RETURN NULL;
  END IF;
  INSERT INTO reading_rollups AS r (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
  WITH m AS (
    SELECT n.device_id, date_bin(interval '1 minute', n.ts, timestamptz '2000-01-01 00:00:00+00') AS bucket,
      kv.key, count(*) AS count, sum(kv.v) AS sum, min(kv.v) AS min, max(kv.v) AS max,
      max(array[extract(epoch from n.ts)::float8, kv.v]) AS last_of, max(n.ts) AS last_ts
    FROM new_readings n
    CROSS JOIN LATERAL (
      SELECT e.key, (e.value)::float8 AS v FROM jsonb_each(n.values) e WHERE jsonb_typeof(e.value) = 'number'
      UNION ALL SELECT '', NULL::float8
    ) kv
    GROUP BY 1, 2, 3
  ), levels AS (
    SELECT device_id, 'minute' AS level, bucket, key, count, sum, min, max, last_of, last_ts FROM m
    UNION ALL
    SELECT m.device_id, l.level, date_bin(l.stride, m.bucket, timestamptz '2000-01-01 00:00:00+00'), m.key,
      sum(m.count), sum(m.sum), min(m.min), max(m.max), max(m.last_of), max(m.last_ts)
    FROM m CROSS JOIN (VALUES ('hour', interval '1 hour'), ('day', interval '1 day')) AS l(level, stride)
    GROUP BY 1, 2, 3, 4
  )
  SELECT device_id, level, bucket, key, count, sum, min, max, last_of[2], last_ts FROM levels
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (device_id, level, bucket, key) DO UPDATE SET
    count = r.count + excluded.count,
    sum = r.sum + excluded.sum,
    min = least(r.min, excluded.min),
    max = greatest(r.max, excluded.max),
    last = CASE WHEN excluded.last_ts >= r.last_ts THEN excluded.last ELSE r.last END,
    last_ts = greatest(r.last_ts, excluded.last_ts);
  RETURN NULL;
END
$$;
