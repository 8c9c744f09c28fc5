CREATE TABLE "fm_buildings" (
	"structure_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"time_zone" text DEFAULT 'Asia/Dubai' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fm_calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"space_id" integer,
	"secret_hash" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fm_reservation_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"until" date NOT NULL,
	"exceptions" date[] DEFAULT '{}'::date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fm_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"attendees" integer,
	"booked_by" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"series_id" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fm_space_group_members" (
	"group_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	CONSTRAINT "fm_space_group_members_group_id_space_id_pk" PRIMARY KEY("group_id","space_id")
);
--> statement-breakpoint
CREATE TABLE "fm_space_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fm_spaces" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"capacity" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"bookable" boolean DEFAULT false NOT NULL,
	"opening_hours" jsonb,
	"layout_x" double precision,
	"layout_y" double precision,
	"min_minutes" integer DEFAULT 15 NOT NULL,
	"max_minutes" integer DEFAULT 480 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fm_buildings" ADD CONSTRAINT "fm_buildings_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_buildings" ADD CONSTRAINT "fm_buildings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_calendar_feeds" ADD CONSTRAINT "fm_calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_calendar_feeds" ADD CONSTRAINT "fm_calendar_feeds_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_calendar_feeds" ADD CONSTRAINT "fm_calendar_feeds_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_calendar_feeds" ADD CONSTRAINT "fm_calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_reservation_series" ADD CONSTRAINT "fm_reservation_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_series_id_fm_reservation_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."fm_reservation_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_space_group_members" ADD CONSTRAINT "fm_space_group_members_group_id_fm_space_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fm_space_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_space_group_members" ADD CONSTRAINT "fm_space_group_members_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_space_groups" ADD CONSTRAINT "fm_space_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_space_groups" ADD CONSTRAINT "fm_space_groups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_spaces" ADD CONSTRAINT "fm_spaces_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_spaces" ADD CONSTRAINT "fm_spaces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_spaces" ADD CONSTRAINT "fm_spaces_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fm_calendar_feeds_secret_uq" ON "fm_calendar_feeds" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "fm_calendar_feeds_company_idx" ON "fm_calendar_feeds" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fm_reservations_uid_uq" ON "fm_reservations" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "fm_reservations_company_starts_idx" ON "fm_reservations" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "fm_reservations_structure_starts_idx" ON "fm_reservations" USING btree ("structure_id","starts_at");--> statement-breakpoint
CREATE INDEX "fm_reservations_series_idx" ON "fm_reservations" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "fm_space_group_members_space_idx" ON "fm_space_group_members" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fm_space_groups_structure_name_uq" ON "fm_space_groups" USING btree ("structure_id","name");--> statement-breakpoint
CREATE INDEX "fm_spaces_company_idx" ON "fm_spaces" USING btree ("company_id","structure_id");--> statement-breakpoint
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_ends_after_starts" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_status_check" CHECK ("status" IN ('confirmed', 'cancelled'));--> statement-breakpoint
-- No two confirmed bookings of one space overlap, whatever commits first (back-to-back allowed by '[)').
-- Range types have GiST operator classes built in: no btree_gist extension needed (PGlite has none).
ALTER TABLE "fm_reservations" ADD CONSTRAINT "fm_reservations_no_overlap" EXCLUDE USING gist (int4range("space_id", "space_id", '[]') WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'confirmed');
