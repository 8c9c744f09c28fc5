-- Hand-written (issue 16): `readings` becomes a table partitioned by range of ts, one partition per UTC month
-- (readings_pYYYY_MM) and a DEFAULT partition (readings_default) that takes a reading whose month has no
-- partition yet, so no insert is ever refused; the job `telemetry.partitions` creates months ahead and moves
-- such rows out of the default into their month (readings_ensure_partition). Retention drops whole months.
-- The existing rows are copied into the partitioned table before the rollup trigger is created on it, so the
-- rollups are not counted twice; the copy is checked row for row and the migration fails (rolled back) if a
-- row is missing. No key is needed: the table has none (rows are read by device and time).
CREATE FUNCTION "readings_ensure_partition"("month" timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  lo timestamptz := date_trunc('month', "month", 'UTC');
  hi timestamptz := date_trunc('month', "month", 'UTC') + interval '1 month';
  part text := 'readings_p' || to_char(lo AT TIME ZONE 'UTC', 'YYYY_MM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN RETURN false; END IF;
  -- Inserts routed to the default wait for this transaction; other months' inserts go on.
  LOCK TABLE readings_default IN ACCESS EXCLUSIVE MODE;
  EXECUTE format('CREATE TABLE %I (LIKE readings INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
  -- Straight from partition to table: the rollup trigger (on the parent) does not fire, they are counted already.
  EXECUTE format(
    'WITH moved AS (DELETE FROM readings_default WHERE ts >= $1 AND ts < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
    part) USING lo, hi;
  EXECUTE format('ALTER TABLE readings ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  RETURN true;
END
$$;
--> statement-breakpoint
ALTER TABLE "readings" RENAME TO "readings_unpartitioned";
--> statement-breakpoint
ALTER INDEX "readings_device_ts_idx" RENAME TO "readings_unpartitioned_device_ts_idx";
--> statement-breakpoint
ALTER TABLE "readings_unpartitioned" RENAME CONSTRAINT "readings_device_id_devices_id_fk" TO "readings_unpartitioned_device_id_fk";
--> statement-breakpoint
CREATE TABLE "readings" (
	"device_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"values" jsonb NOT NULL
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "readings_device_ts_idx" ON "readings" USING btree ("device_id","ts");
--> statement-breakpoint
CREATE TABLE "readings_default" PARTITION OF "readings" DEFAULT;
--> statement-breakpoint
-- A partition for every month that has readings, this month and the next two (the job keeps months ahead).
SELECT readings_ensure_partition(m) FROM (
  SELECT DISTINCT date_trunc('month', ts, 'UTC') AS m FROM readings_unpartitioned
  UNION SELECT date_trunc('month', now(), 'UTC') + n * interval '1 month' FROM generate_series(0, 2) AS n
) AS months ORDER BY m;
--> statement-breakpoint
INSERT INTO "readings" ("device_id", "ts", "received_at", "values")
SELECT "device_id", "ts", "received_at", "values" FROM "readings_unpartitioned";
--> statement-breakpoint
DO $$
DECLARE before bigint; after bigint;
BEGIN
  SELECT count(*) INTO before FROM readings_unpartitioned;
  SELECT count(*) INTO after FROM readings;
  IF before <> after THEN
    RAISE EXCEPTION 'readings partitioning: % rows before, % after', before, after;
  END IF;
END
$$;
--> statement-breakpoint
DROP TABLE "readings_unpartitioned";
--> statement-breakpoint
CREATE TRIGGER "readings_roll_up" AFTER INSERT ON "readings"
  REFERENCING NEW TABLE AS new_readings FOR EACH STATEMENT EXECUTE FUNCTION "readings_roll_up"();
