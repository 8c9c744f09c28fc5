CREATE TABLE "defcon_alarms" (
	"alarm_id" integer PRIMARY KEY NOT NULL,
	"panel_device_id" integer NOT NULL,
	"detector_device_id" integer,
	"code" text NOT NULL,
	"code_family" text NOT NULL,
	"zone" integer,
	"security_company_id" integer,
	"locality_id" integer,
	"police_hq_id" integer,
	"police_station_id" integer,
	"responder_user_id" integer,
	"stage" text NOT NULL,
	"restored_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"police_escalated_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"false_alarm" boolean DEFAULT false NOT NULL,
	"reject_reason" text
);
--> statement-breakpoint
CREATE TABLE "defcon_customer_sites" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"locality_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defcon_escalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"alarm_id" integer NOT NULL,
	"level" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"target_company_id" integer,
	"target_user_id" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "defcon_intrusion_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"entry_delay_seconds" integer NOT NULL,
	"exit_delay_seconds" integer NOT NULL,
	"acknowledge_seconds" integer NOT NULL,
	"dispatch_seconds" integer NOT NULL,
	"police_hand_over_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defcon_localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hq_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defcon_station_localities" (
	"station_company_id" integer NOT NULL,
	"locality_id" integer NOT NULL,
	CONSTRAINT "defcon_station_localities_station_company_id_locality_id_pk" PRIMARY KEY("station_company_id","locality_id")
);
--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_panel_device_id_devices_id_fk" FOREIGN KEY ("panel_device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_detector_device_id_devices_id_fk" FOREIGN KEY ("detector_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_security_company_id_companies_id_fk" FOREIGN KEY ("security_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_locality_id_defcon_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."defcon_localities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_police_hq_id_companies_id_fk" FOREIGN KEY ("police_hq_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_police_station_id_companies_id_fk" FOREIGN KEY ("police_station_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_alarms" ADD CONSTRAINT "defcon_alarms_responder_user_id_users_id_fk" FOREIGN KEY ("responder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_customer_sites" ADD CONSTRAINT "defcon_customer_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_customer_sites" ADD CONSTRAINT "defcon_customer_sites_locality_id_defcon_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."defcon_localities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_escalations" ADD CONSTRAINT "defcon_escalations_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_escalations" ADD CONSTRAINT "defcon_escalations_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_escalations" ADD CONSTRAINT "defcon_escalations_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_escalations" ADD CONSTRAINT "defcon_escalations_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_intrusion_settings" ADD CONSTRAINT "defcon_intrusion_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_localities" ADD CONSTRAINT "defcon_localities_hq_company_id_companies_id_fk" FOREIGN KEY ("hq_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_station_localities" ADD CONSTRAINT "defcon_station_localities_station_company_id_companies_id_fk" FOREIGN KEY ("station_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defcon_station_localities" ADD CONSTRAINT "defcon_station_localities_locality_id_defcon_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."defcon_localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "defcon_alarms_security_idx" ON "defcon_alarms" USING btree ("security_company_id");--> statement-breakpoint
CREATE INDEX "defcon_alarms_hq_idx" ON "defcon_alarms" USING btree ("police_hq_id");--> statement-breakpoint
CREATE INDEX "defcon_alarms_station_idx" ON "defcon_alarms" USING btree ("police_station_id");--> statement-breakpoint
CREATE INDEX "defcon_alarms_panel_idx" ON "defcon_alarms" USING btree ("panel_device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "defcon_escalations_pending_uq" ON "defcon_escalations" USING btree ("alarm_id") WHERE "defcon_escalations"."outcome" = 'pending';--> statement-breakpoint
CREATE INDEX "defcon_escalations_due_idx" ON "defcon_escalations" USING btree ("deadline") WHERE "defcon_escalations"."outcome" = 'pending';--> statement-breakpoint
CREATE INDEX "defcon_escalations_alarm_idx" ON "defcon_escalations" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE INDEX "defcon_escalations_target_idx" ON "defcon_escalations" USING btree ("target_company_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "defcon_localities_name_uq" ON "defcon_localities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "defcon_localities_hq_idx" ON "defcon_localities" USING btree ("hq_company_id");--> statement-breakpoint
CREATE INDEX "defcon_station_localities_locality_idx" ON "defcon_station_localities" USING btree ("locality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_device_rule_untemplated_uq" ON "alarms" USING btree ("device_id","rule_id") WHERE "alarms"."closed_at" is null and "alarms"."template_id" is null;