CREATE TABLE "sp_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"outline" jsonb NOT NULL,
	"structure_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sp_spot_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"spot_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"state" text NOT NULL,
	"from_ts" timestamp with time zone NOT NULL,
	"to_ts" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sp_spots" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"device_id" integer,
	"state" text DEFAULT 'unknown' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"sensed" text,
	"sensed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sp_spots_state_ck" CHECK ("sp_spots"."state" in ('free', 'occupied', 'closed', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "sp_locations" ADD CONSTRAINT "sp_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sp_locations" ADD CONSTRAINT "sp_locations_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sp_spot_events" ADD CONSTRAINT "sp_spot_events_spot_id_sp_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."sp_spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sp_spot_events" ADD CONSTRAINT "sp_spot_events_location_id_sp_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."sp_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sp_spots" ADD CONSTRAINT "sp_spots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sp_spots" ADD CONSTRAINT "sp_spots_location_id_sp_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."sp_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sp_spots" ADD CONSTRAINT "sp_spots_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sp_locations_company_idx" ON "sp_locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sp_spot_events_spot_idx" ON "sp_spot_events" USING btree ("spot_id","from_ts");--> statement-breakpoint
CREATE INDEX "sp_spot_events_location_idx" ON "sp_spot_events" USING btree ("location_id","from_ts");--> statement-breakpoint
CREATE UNIQUE INDEX "sp_spot_events_open_uq" ON "sp_spot_events" USING btree ("spot_id") WHERE "sp_spot_events"."to_ts" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sp_spots_code_uq" ON "sp_spots" USING btree ("location_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "sp_spots_device_uq" ON "sp_spots" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "sp_spots_company_idx" ON "sp_spots" USING btree ("company_id");