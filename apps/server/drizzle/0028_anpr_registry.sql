CREATE TABLE "anpr_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"box_device_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"vehicle_id" integer,
	"resident_id" integer,
	"plate" text,
	"plate_norm" text,
	"type" text NOT NULL,
	"windows" jsonb,
	"time_zone" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "anpr_accesses_subject_ck" CHECK (num_nonnulls("anpr_accesses"."vehicle_id", "anpr_accesses"."resident_id", "anpr_accesses"."plate_norm") = 1),
	CONSTRAINT "anpr_accesses_plate_ck" CHECK (("anpr_accesses"."plate" is null) = ("anpr_accesses"."plate_norm" is null)),
	CONSTRAINT "anpr_accesses_period_ck" CHECK ("anpr_accesses"."valid_from" is null or "anpr_accesses"."valid_until" is null or "anpr_accesses"."valid_until" > "anpr_accesses"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "anpr_box_links" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"box_device_id" integer NOT NULL,
	"role" text NOT NULL,
	"camera_name" text,
	"direction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anpr_box_links_camera_ck" CHECK (("anpr_box_links"."role" = 'camera') = ("anpr_box_links"."camera_name" is not null) and ("anpr_box_links"."role" = 'camera' or "anpr_box_links"."direction" is null))
);
--> statement-breakpoint
CREATE TABLE "anpr_resident_structures" (
	"resident_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	CONSTRAINT "anpr_resident_structures_resident_id_structure_id_pk" PRIMARY KEY("resident_id","structure_id")
);
--> statement-breakpoint
CREATE TABLE "anpr_residents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anpr_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"resident_id" integer,
	"plate" text NOT NULL,
	"plate_norm" text NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anpr_vehicle_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"box_device_id" integer NOT NULL,
	"camera_device_id" integer,
	"camera_name" text NOT NULL,
	"frigate_id" text NOT NULL,
	"plate" text NOT NULL,
	"plate_norm" text NOT NULL,
	"score" double precision,
	"known_name" text,
	"direction" text,
	"seen_at" timestamp with time zone NOT NULL,
	"decision" text NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"vehicle_id" integer,
	"resident_id" integer,
	"access_id" integer,
	"command_id" uuid,
	"barrier_device_id" integer,
	"snapshot" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fm_visitor_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"device_id" integer NOT NULL,
	"door_access_id" integer,
	"link_token" text,
	"plate_access_id" integer,
	"plate" text,
	"state" text DEFAULT 'active' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fm_visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"plate" text,
	"plate_norm" text,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "anpr_accesses" ADD CONSTRAINT "anpr_accesses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_accesses" ADD CONSTRAINT "anpr_accesses_box_device_id_devices_id_fk" FOREIGN KEY ("box_device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_accesses" ADD CONSTRAINT "anpr_accesses_vehicle_id_anpr_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."anpr_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_accesses" ADD CONSTRAINT "anpr_accesses_resident_id_anpr_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."anpr_residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_accesses" ADD CONSTRAINT "anpr_accesses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_box_links" ADD CONSTRAINT "anpr_box_links_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_box_links" ADD CONSTRAINT "anpr_box_links_box_device_id_devices_id_fk" FOREIGN KEY ("box_device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_resident_structures" ADD CONSTRAINT "anpr_resident_structures_resident_id_anpr_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."anpr_residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_resident_structures" ADD CONSTRAINT "anpr_resident_structures_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_residents" ADD CONSTRAINT "anpr_residents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_residents" ADD CONSTRAINT "anpr_residents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicles" ADD CONSTRAINT "anpr_vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicles" ADD CONSTRAINT "anpr_vehicles_resident_id_anpr_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."anpr_residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_box_device_id_devices_id_fk" FOREIGN KEY ("box_device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_camera_device_id_devices_id_fk" FOREIGN KEY ("camera_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_vehicle_id_anpr_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."anpr_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_resident_id_anpr_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."anpr_residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_access_id_anpr_accesses_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."anpr_accesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_command_id_device_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."device_commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anpr_vehicle_logs" ADD CONSTRAINT "anpr_vehicle_logs_barrier_device_id_devices_id_fk" FOREIGN KEY ("barrier_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_visitor_passes" ADD CONSTRAINT "fm_visitor_passes_visitor_id_fm_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."fm_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_visitor_passes" ADD CONSTRAINT "fm_visitor_passes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_visitor_passes" ADD CONSTRAINT "fm_visitor_passes_door_access_id_door_accesses_id_fk" FOREIGN KEY ("door_access_id") REFERENCES "public"."door_accesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_visitor_passes" ADD CONSTRAINT "fm_visitor_passes_plate_access_id_anpr_accesses_id_fk" FOREIGN KEY ("plate_access_id") REFERENCES "public"."anpr_accesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_visitors" ADD CONSTRAINT "fm_visitors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_visitors" ADD CONSTRAINT "fm_visitors_reservation_id_fm_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."fm_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_visitors" ADD CONSTRAINT "fm_visitors_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anpr_accesses_company_idx" ON "anpr_accesses" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "anpr_accesses_box_plate_idx" ON "anpr_accesses" USING btree ("box_device_id","plate_norm");--> statement-breakpoint
CREATE INDEX "anpr_accesses_vehicle_idx" ON "anpr_accesses" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "anpr_accesses_resident_idx" ON "anpr_accesses" USING btree ("resident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anpr_box_links_camera_name_uq" ON "anpr_box_links" USING btree ("box_device_id","camera_name");--> statement-breakpoint
CREATE INDEX "anpr_resident_structures_structure_idx" ON "anpr_resident_structures" USING btree ("structure_id");--> statement-breakpoint
CREATE INDEX "anpr_residents_company_idx" ON "anpr_residents" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "anpr_residents_user_uq" ON "anpr_residents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anpr_vehicles_company_plate_uq" ON "anpr_vehicles" USING btree ("company_id","plate_norm");--> statement-breakpoint
CREATE INDEX "anpr_vehicles_resident_idx" ON "anpr_vehicles" USING btree ("resident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anpr_vehicle_logs_box_frigate_uq" ON "anpr_vehicle_logs" USING btree ("box_device_id","frigate_id");--> statement-breakpoint
CREATE INDEX "anpr_vehicle_logs_company_seen_idx" ON "anpr_vehicle_logs" USING btree ("company_id","seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "anpr_vehicle_logs_box_seen_idx" ON "anpr_vehicle_logs" USING btree ("box_device_id","seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "anpr_vehicle_logs_resident_idx" ON "anpr_vehicle_logs" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "fm_visitor_passes_visitor_idx" ON "fm_visitor_passes" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "fm_visitors_company_idx" ON "fm_visitors" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "fm_visitors_reservation_idx" ON "fm_visitors" USING btree ("reservation_id");