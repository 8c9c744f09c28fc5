CREATE TABLE "aw_asset_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aw_assets" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer,
	"group_id" integer,
	"device_id" integer,
	"home_zone_id" integer,
	"geofence_id" integer,
	"zone_id" integer,
	"lat" double precision,
	"lng" double precision,
	"seen_at" timestamp with time zone,
	"battery" double precision,
	"locked_at" timestamp with time zone,
	"locked_by" integer,
	"lock_zone_id" integer,
	"lock_lat" double precision,
	"lock_lng" double precision
);
--> statement-breakpoint
CREATE TABLE "aw_group_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"asset_id" integer NOT NULL,
	"asset_name" text NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user" integer
);
--> statement-breakpoint
CREATE TABLE "aw_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aw_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"zone_id" integer,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "aw_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aw_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"name" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"beacon" integer,
	"gateway_eui" text,
	"forbidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aw_asset_types" ADD CONSTRAINT "aw_asset_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_type_id_aw_asset_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."aw_asset_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_group_id_aw_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."aw_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_home_zone_id_aw_zones_id_fk" FOREIGN KEY ("home_zone_id") REFERENCES "public"."aw_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_zone_id_aw_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."aw_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_assets" ADD CONSTRAINT "aw_assets_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_group_history" ADD CONSTRAINT "aw_group_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_group_history" ADD CONSTRAINT "aw_group_history_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_groups" ADD CONSTRAINT "aw_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_positions" ADD CONSTRAINT "aw_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_positions" ADD CONSTRAINT "aw_positions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_positions" ADD CONSTRAINT "aw_positions_zone_id_aw_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."aw_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_settings" ADD CONSTRAINT "aw_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_zones" ADD CONSTRAINT "aw_zones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_zones" ADD CONSTRAINT "aw_zones_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aw_asset_types_company_name_uq" ON "aw_asset_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "aw_assets_device_uq" ON "aw_assets" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "aw_assets_company_idx" ON "aw_assets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "aw_group_history_company_at_idx" ON "aw_group_history" USING btree ("company_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "aw_groups_company_name_uq" ON "aw_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "aw_positions_asset_at_idx" ON "aw_positions" USING btree ("asset_id","at");--> statement-breakpoint
CREATE INDEX "aw_positions_company_at_idx" ON "aw_positions" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "aw_zones_floor_idx" ON "aw_zones" USING btree ("floor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aw_zones_company_beacon_uq" ON "aw_zones" USING btree ("company_id","beacon");--> statement-breakpoint
CREATE UNIQUE INDEX "aw_zones_company_gateway_uq" ON "aw_zones" USING btree ("company_id","gateway_eui");