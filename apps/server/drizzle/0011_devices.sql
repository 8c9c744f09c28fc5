CREATE TABLE "device_access_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"remote_address" text
);
--> statement-breakpoint
CREATE TABLE "device_info_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"msg" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"app" text NOT NULL,
	"device_id" integer,
	"validity_months" integer NOT NULL,
	"activation_at" timestamp with time zone,
	"expiration_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_tokens_device_uq" UNIQUE("device_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"hardware_id" integer NOT NULL,
	"solution_id" integer,
	"company_id" integer NOT NULL,
	"structure_id" integer,
	"floor_id" integer,
	"space_id" integer,
	"installed_at" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"reporting_interval_seconds" integer NOT NULL,
	"pending_reporting_interval_seconds" integer,
	"last_seen_at" timestamp with time zone,
	"last_values" jsonb,
	"battery" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_serial_uq" UNIQUE("serial")
);
--> statement-breakpoint
CREATE TABLE "hardware" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"app" text NOT NULL,
	"solution_ids" integer[] NOT NULL,
	"sensor_type_ids" integer[] NOT NULL,
	"communication_type" text NOT NULL,
	"battery_life_months" integer,
	"warranty_months" integer NOT NULL,
	"free_token_validity_months" integer NOT NULL,
	"default_reporting_interval_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"unit" text NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"solution_ids" integer[] NOT NULL,
	CONSTRAINT "sensor_types_key_uq" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"app" text NOT NULL,
	"group" text
);
--> statement-breakpoint
ALTER TABLE "device_access_logs" ADD CONSTRAINT "device_access_logs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_access_logs" ADD CONSTRAINT "device_access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_info_logs" ADD CONSTRAINT "device_info_logs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_hardware_id_hardware_id_fk" FOREIGN KEY ("hardware_id") REFERENCES "public"."hardware"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_access_logs_device_idx" ON "device_access_logs" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "device_info_logs_device_idx" ON "device_info_logs" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "device_tokens_company_idx" ON "device_tokens" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "devices_structure_idx" ON "devices" USING btree ("structure_id");--> statement-breakpoint
CREATE INDEX "devices_hardware_idx" ON "devices" USING btree ("hardware_id");