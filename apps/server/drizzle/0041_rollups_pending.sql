-- Issue 16: the ingest's batch write no longer upserts its rollups; it leaves the batch's minute rollups here
-- (one row per batch, array literals kept as text) and foldRollups (batch-rollups.ts) adds them into
-- reading_rollups at most a second later and before any read of them: many batches' upserts of a bucket become one.
CREATE TABLE "reading_rollups_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reading_rollups_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"devices" integer[] NOT NULL,
	"device" text NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"count" text NOT NULL,
	"sum" text NOT NULL,
	"min" text NOT NULL,
	"max" text NOT NULL,
	"last" text NOT NULL,
	"last_ts" text NOT NULL
);
