CREATE TABLE "reading_rollups" (
	"device_id" integer NOT NULL,
	"level" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision,
	"min" double precision,
	"max" double precision,
	"last" double precision,
	"last_ts" timestamp with time zone NOT NULL,
	CONSTRAINT "reading_rollups_device_id_level_bucket_key_pk" PRIMARY KEY("device_id","level","bucket","key")
);
--> statement-breakpoint
ALTER TABLE "reading_rollups" ADD CONSTRAINT "reading_rollups_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the rollups are kept by a statement trigger, one INSERT ... ON CONFLICT per inserted batch, in
-- the same transaction as the readings (only the rows really inserted: a skipped redelivery adds nothing).
-- Rows are upserted in key order, so two batches written side by side lock shared rollup rows in the same
-- order and never deadlock. Buckets are UTC-aligned (date_bin from a UTC midnight); a day is a UTC day.
CREATE FUNCTION "readings_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reading_rollups AS r (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
  SELECT n.device_id, l.level, date_bin(l.stride, n.ts, timestamptz '2000-01-01 00:00:00+00'), kv.key,
    count(*), sum(kv.v), min(kv.v), max(kv.v), (array_agg(kv.v ORDER BY n.ts DESC))[1], max(n.ts)
  FROM new_readings n
  CROSS JOIN LATERAL (
    SELECT e.key, (e.value)::float8 AS v FROM jsonb_each(n.values) e WHERE jsonb_typeof(e.value) = 'number'
    UNION ALL SELECT '', NULL::float8
  ) kv
  CROSS JOIN (VALUES ('minute', interval '1 minute'), ('hour', interval '1 hour'), ('day', interval '1 day'))
    AS l(level, stride)
  GROUP BY 1, 2, 3, 4
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
--> statement-breakpoint
CREATE TRIGGER "readings_roll_up" AFTER INSERT ON "readings"
  REFERENCING NEW TABLE AS new_readings FOR EACH STATEMENT EXECUTE FUNCTION "readings_roll_up"();
--> statement-breakpoint
-- Existing readings: minutes from the raw rows, then hours and days from the minutes.
INSERT INTO reading_rollups (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
SELECT n.device_id, 'minute', date_bin(interval '1 minute', n.ts, timestamptz '2000-01-01 00:00:00+00'), kv.key,
  count(*), sum(kv.v), min(kv.v), max(kv.v), (array_agg(kv.v ORDER BY n.ts DESC))[1], max(n.ts)
FROM readings n
CROSS JOIN LATERAL (
  SELECT e.key, (e.value)::float8 AS v FROM jsonb_each(n.values) e WHERE jsonb_typeof(e.value) = 'number'
  UNION ALL SELECT '', NULL::float8
) kv
GROUP BY 1, 3, 4;
--> statement-breakpoint
INSERT INTO reading_rollups (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
SELECT device_id, l.level, date_bin(l.stride, bucket, timestamptz '2000-01-01 00:00:00+00'), key,
  sum(count), sum(sum), min(min), max(max), (array_agg(last ORDER BY last_ts DESC))[1], max(last_ts)
FROM reading_rollups
CROSS JOIN (VALUES ('hour', interval '1 hour'), ('day', interval '1 day')) AS l(level, stride)
WHERE reading_rollups.level = 'minute'
GROUP BY 1, 2, 3, 4;
