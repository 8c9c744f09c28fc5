CREATE TABLE "reading_rollups_pending" (
	"device_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "reading_rollups_pending_device_id_hour_pk" PRIMARY KEY("device_id","hour")
);
--> statement-breakpoint
ALTER TABLE "reading_rollups_pending" ADD CONSTRAINT "reading_rollups_pending_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 16: writers keep only the MINUTE rollups and mark the (device, hour) pairs they touched as pending; the
-- job rollUpPending (telemetry/hour-rollups.ts) recomputes those hours from their minutes and their days from
-- their hours. The mark is an upsert that changes nothing but locks an existing mark (DO UPDATE ... WHERE false
-- locks the row), so the job, which picks marks with FOR UPDATE SKIP LOCKED, never clears the mark of a write
-- that has not committed yet; a mark the job has picked makes the write wait for the job's commit, then it is
-- inserted again. Marks come after the minute rows, each in key order, so writers side by side never deadlock.
-- The ingest's batch write does the same in its own statement, and this trigger stands by for it (0040).
CREATE OR REPLACE FUNCTION "readings_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atrium.readings_rolled_up', true) = 'on' THEN
    PERFORM set_config('atrium.readings_rolled_up', 'off', true);
    RETURN NULL;
  END IF;
  INSERT INTO reading_rollups AS r (device_id, level, bucket, key, count, sum, min, max, last, last_ts)
  SELECT n.device_id, 'minute', date_bin(interval '1 minute', n.ts, timestamptz '2000-01-01 00:00:00+00'),
    kv.key, count(*), sum(kv.v), min(kv.v), max(kv.v), (max(array[extract(epoch from n.ts)::float8, kv.v]))[2],
    max(n.ts)
  FROM new_readings n
  CROSS JOIN LATERAL (
    SELECT e.key, (e.value)::float8 AS v FROM jsonb_each(n.values) e WHERE jsonb_typeof(e.value) = 'number'
    UNION ALL SELECT '', NULL::float8
  ) kv
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (device_id, level, bucket, key) DO UPDATE SET
    count = r.count + excluded.count,
    sum = r.sum + excluded.sum,
    min = least(r.min, excluded.min),
    max = greatest(r.max, excluded.max),
    last = CASE WHEN excluded.last_ts >= r.last_ts THEN excluded.last ELSE r.last END,
    last_ts = greatest(r.last_ts, excluded.last_ts);
  INSERT INTO reading_rollups_pending AS p (device_id, hour)
  SELECT DISTINCT n.device_id, date_bin(interval '1 hour', n.ts, timestamptz '2000-01-01 00:00:00+00')
  FROM new_readings n
  ORDER BY 1, 2
  ON CONFLICT (device_id, hour) DO UPDATE SET hour = excluded.hour WHERE false;
  RETURN NULL;
END
$$;
