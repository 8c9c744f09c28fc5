CREATE TABLE "fleet_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text,
	"licence_number" text NOT NULL,
	"licence_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_positions" (
	"device_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed_kmh" real,
	"heading" real,
	"altitude" real,
	"accuracy" real,
	"battery" real,
	"ignition" boolean,
	"odometer_km" double precision,
	"attributes" jsonb,
	CONSTRAINT "fleet_positions_device_id_ts_pk" PRIMARY KEY("device_id","ts")
);
--> statement-breakpoint
CREATE TABLE "fleet_vehicle_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"plate" text NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"device_id" integer,
	"driver_id" integer,
	"group_id" integer,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet_drivers" ADD CONSTRAINT "fleet_drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_drivers" ADD CONSTRAINT "fleet_drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_positions" ADD CONSTRAINT "fleet_positions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vehicle_groups" ADD CONSTRAINT "fleet_vehicle_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_driver_id_fleet_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."fleet_drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_group_id_fleet_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fleet_vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_drivers_company_idx" ON "fleet_drivers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_drivers_user_uq" ON "fleet_drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fleet_positions_ts_brin" ON "fleet_positions" USING brin ("ts");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_vehicle_groups_company_name_uq" ON "fleet_vehicle_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_vehicles_device_uq" ON "fleet_vehicles" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_vehicles_driver_uq" ON "fleet_vehicles" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_vehicles_company_plate_uq" ON "fleet_vehicles" USING btree ("company_id","plate");--> statement-breakpoint
CREATE INDEX "fleet_vehicles_group_idx" ON "fleet_vehicles" USING btree ("group_id");