CREATE TABLE "fleet_alarm_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"speed_limit_kmh" integer,
	"idle_minutes" integer,
	"geofence_enter" boolean NOT NULL,
	"geofence_exit" boolean NOT NULL,
	"out_of_route_m" integer NOT NULL,
	"late_tolerance_minutes" integer NOT NULL,
	"harsh_events" boolean NOT NULL,
	"low_battery_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_dispatch_watch" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"last_ts" timestamp with time zone,
	"last_speed_kmh" double precision,
	"idle_since" timestamp with time zone,
	"inside_geofences" jsonb
);
--> statement-breakpoint
CREATE TABLE "fleet_job_card_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_card_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "fleet_job_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"vehicle_id" integer,
	"driver_id" integer,
	"route_id" integer,
	"planned_start" timestamp with time zone,
	"planned_end" timestamp with time zone,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_job_stop_visits" (
	"job_card_id" integer NOT NULL,
	"position" integer NOT NULL,
	"arrived_at" timestamp with time zone,
	"late_alarmed_at" timestamp with time zone,
	CONSTRAINT "fleet_job_stop_visits_job_card_id_position_pk" PRIMARY KEY("job_card_id","position")
);
--> statement-breakpoint
CREATE TABLE "fleet_pois" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_m" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_route_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"position" integer NOT NULL,
	"poi_id" integer,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_m" integer NOT NULL,
	"planned_offset_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"distance_m" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet_alarm_settings" ADD CONSTRAINT "fleet_alarm_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_dispatch_watch" ADD CONSTRAINT "fleet_dispatch_watch_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_card_history" ADD CONSTRAINT "fleet_job_card_history_job_card_id_fleet_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."fleet_job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_card_history" ADD CONSTRAINT "fleet_job_card_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_cards" ADD CONSTRAINT "fleet_job_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_cards" ADD CONSTRAINT "fleet_job_cards_vehicle_id_fleet_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_cards" ADD CONSTRAINT "fleet_job_cards_driver_id_fleet_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."fleet_drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_cards" ADD CONSTRAINT "fleet_job_cards_route_id_fleet_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."fleet_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_cards" ADD CONSTRAINT "fleet_job_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_job_stop_visits" ADD CONSTRAINT "fleet_job_stop_visits_job_card_id_fleet_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."fleet_job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_pois" ADD CONSTRAINT "fleet_pois_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_route_stops" ADD CONSTRAINT "fleet_route_stops_route_id_fleet_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."fleet_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_route_stops" ADD CONSTRAINT "fleet_route_stops_poi_id_fleet_pois_id_fk" FOREIGN KEY ("poi_id") REFERENCES "public"."fleet_pois"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_routes" ADD CONSTRAINT "fleet_routes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_job_card_history_card_idx" ON "fleet_job_card_history" USING btree ("job_card_id","id");--> statement-breakpoint
CREATE INDEX "fleet_job_card_history_user_idx" ON "fleet_job_card_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fleet_job_cards_company_idx" ON "fleet_job_cards" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "fleet_job_cards_vehicle_idx" ON "fleet_job_cards" USING btree ("vehicle_id","state");--> statement-breakpoint
CREATE INDEX "fleet_job_cards_route_idx" ON "fleet_job_cards" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "fleet_job_cards_driver_idx" ON "fleet_job_cards" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "fleet_pois_company_idx" ON "fleet_pois" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_route_stops_route_position_uq" ON "fleet_route_stops" USING btree ("route_id","position");--> statement-breakpoint
CREATE INDEX "fleet_route_stops_poi_idx" ON "fleet_route_stops" USING btree ("poi_id");--> statement-breakpoint
CREATE INDEX "fleet_routes_company_idx" ON "fleet_routes" USING btree ("company_id","name");