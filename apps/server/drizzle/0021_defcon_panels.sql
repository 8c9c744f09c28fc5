CREATE TABLE "defcon_device_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"customer_company_id" integer NOT NULL,
	"security_company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"reason" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"unassigned_by" integer,
	"unassigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "defcon_panel_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"panel_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"event_class" text NOT NULL,
	"code" text NOT NULL,
	"restore" boolean DEFAULT false NOT NULL,
	"zone" integer,
	"panel_user" integer,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defcon_panels" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"account_number" text,
	"sia_key" text,
	"supervision_seconds" integer DEFAULT 900 NOT NULL,
	"arm_state" text DEFAULT 'unknown' NOT NULL,
	"armed_at" timestamp with time zone,
	"armed_panel_user" integer,
	"armed_by_user_id" integer,
	"last_heartbeat_at" timestamp with time zone,
	"offline_since" timestamp with time zone,
	"network" text DEFAULT 'ethernet' NOT NULL,
	"security_company_id" integer,
	"frames_accepted" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rejected_total" integer DEFAULT 0 NOT NULL,
	"last_rejected_at" timestamp with time zone,
	"last_rejected_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defcon_zones" (
	"panel_id" integer NOT NULL,
	"zone" integer NOT NULL,
	"name" text NOT NULL,
	"device_id" integer,
	CONSTRAINT "defcon_zones_panel_id_zone_pk" PRIMARY KEY("panel_id","zone")
);
--> statement-breakpoint
ALTER TABLE "defcon_device_assignments" ADD CONSTRAINT "defcon_device_assignments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_device_assignments" ADD CONSTRAINT "defcon_device_assignments_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_device_assignments" ADD CONSTRAINT "defcon_device_assignments_security_company_id_companies_id_fk" FOREIGN KEY ("security_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_device_assignments" ADD CONSTRAINT "defcon_device_assignments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_device_assignments" ADD CONSTRAINT "defcon_device_assignments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_device_assignments" ADD CONSTRAINT "defcon_device_assignments_unassigned_by_users_id_fk" FOREIGN KEY ("unassigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_panel_events" ADD CONSTRAINT "defcon_panel_events_panel_id_devices_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_panels" ADD CONSTRAINT "defcon_panels_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_panels" ADD CONSTRAINT "defcon_panels_armed_by_user_id_users_id_fk" FOREIGN KEY ("armed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_panels" ADD CONSTRAINT "defcon_panels_security_company_id_companies_id_fk" FOREIGN KEY ("security_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_zones" ADD CONSTRAINT "defcon_zones_panel_id_devices_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_zones" ADD CONSTRAINT "defcon_zones_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "defcon_device_assignments_open_uq" ON "defcon_device_assignments" USING btree ("device_id") WHERE "defcon_device_assignments"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "defcon_device_assignments_security_idx" ON "defcon_device_assignments" USING btree ("security_company_id");--> statement-breakpoint
CREATE INDEX "defcon_device_assignments_customer_idx" ON "defcon_device_assignments" USING btree ("customer_company_id");--> statement-breakpoint
CREATE INDEX "defcon_panel_events_panel_idx" ON "defcon_panel_events" USING btree ("panel_id","zone","at");--> statement-breakpoint
CREATE UNIQUE INDEX "defcon_panels_account_uq" ON "defcon_panels" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "defcon_panels_security_company_idx" ON "defcon_panels" USING btree ("security_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "defcon_zones_device_uq" ON "defcon_zones" USING btree ("device_id");