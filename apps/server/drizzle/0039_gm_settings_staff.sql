CREATE TABLE "gm_escalations" (
	"alarm_id" integer NOT NULL,
	"setting_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gm_notification_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"alarm_types" text[] NOT NULL,
	"channels" text[] NOT NULL,
	"escalation_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gm_setting_groups" (
	"setting_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "gm_setting_groups_setting_id_group_id_pk" PRIMARY KEY("setting_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "gm_setting_users" (
	"setting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"escalation" boolean NOT NULL,
	CONSTRAINT "gm_setting_users_setting_id_escalation_user_id_pk" PRIMARY KEY("setting_id","escalation","user_id")
);
--> statement-breakpoint
CREATE TABLE "gm_staff" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"on_duty" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gm_staff_devices" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gm_escalations" ADD CONSTRAINT "gm_escalations_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_escalations" ADD CONSTRAINT "gm_escalations_setting_id_gm_notification_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."gm_notification_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_notification_settings" ADD CONSTRAINT "gm_notification_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_setting_groups" ADD CONSTRAINT "gm_setting_groups_setting_id_gm_notification_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."gm_notification_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_setting_groups" ADD CONSTRAINT "gm_setting_groups_group_id_notification_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notification_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_setting_users" ADD CONSTRAINT "gm_setting_users_setting_id_gm_notification_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."gm_notification_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_setting_users" ADD CONSTRAINT "gm_setting_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_staff" ADD CONSTRAINT "gm_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_staff" ADD CONSTRAINT "gm_staff_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_staff_devices" ADD CONSTRAINT "gm_staff_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_staff_devices" ADD CONSTRAINT "gm_staff_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gm_escalations_alarm_setting_uq" ON "gm_escalations" USING btree ("alarm_id","setting_id");--> statement-breakpoint
CREATE INDEX "gm_notification_settings_company_idx" ON "gm_notification_settings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "gm_staff_devices_user_idx" ON "gm_staff_devices" USING btree ("user_id");