CREATE TABLE "access_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_credentials_code_uq" UNIQUE("company_id","kind","code_hash")
);
--> statement-breakpoint
CREATE TABLE "access_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"windows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"door_id" integer NOT NULL,
	"user_id" integer,
	"credential_id" integer,
	"schedule_id" integer,
	"windows" jsonb,
	"time_zone" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "door_accesses_token_uq" UNIQUE("token_hash"),
	CONSTRAINT "door_accesses_uses_ck" CHECK ("door_accesses"."max_uses" is null or "door_accesses"."uses" <= "door_accesses"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"command" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"message" text,
	"source" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"acked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "alarm_templates_company_idx";--> statement-breakpoint
ALTER TABLE "alarm_templates" ADD COLUMN "app" text DEFAULT 'swam' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_access_logs" ADD COLUMN "credential_id" integer;--> statement-breakpoint
ALTER TABLE "device_access_logs" ADD COLUMN "credential_label" text;--> statement-breakpoint
ALTER TABLE "notification_groups" ADD COLUMN "app" text DEFAULT 'swam' NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_groups" ADD COLUMN "app" text DEFAULT 'swam' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_credentials" ADD CONSTRAINT "access_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_credentials" ADD CONSTRAINT "access_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_schedules" ADD CONSTRAINT "access_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_accesses" ADD CONSTRAINT "door_accesses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_accesses" ADD CONSTRAINT "door_accesses_door_id_devices_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_accesses" ADD CONSTRAINT "door_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_accesses" ADD CONSTRAINT "door_accesses_credential_id_access_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."access_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_accesses" ADD CONSTRAINT "door_accesses_schedule_id_access_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."access_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_accesses" ADD CONSTRAINT "door_accesses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_credentials_company_idx" ON "access_credentials" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "access_credentials_user_idx" ON "access_credentials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_schedules_company_idx" ON "access_schedules" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "door_accesses_company_idx" ON "door_accesses" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "door_accesses_door_idx" ON "door_accesses" USING btree ("door_id");--> statement-breakpoint
CREATE INDEX "door_accesses_user_idx" ON "door_accesses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "door_accesses_credential_idx" ON "door_accesses" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_commands_open_idx" ON "device_commands" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "alarm_templates_company_idx" ON "alarm_templates" USING btree ("company_id","app","id");