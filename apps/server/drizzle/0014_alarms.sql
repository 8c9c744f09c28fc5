CREATE TABLE "alarm_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"user_id" integer,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "alarm_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"solution_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"template_id" integer,
	"rule_id" text NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"message" text NOT NULL,
	"key" text,
	"value" double precision,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alarm_history" ADD CONSTRAINT "alarm_history_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_history" ADD CONSTRAINT "alarm_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_templates" ADD CONSTRAINT "alarm_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_templates" ADD CONSTRAINT "alarm_templates_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_template_id_alarm_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."alarm_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_history_alarm_idx" ON "alarm_history" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE INDEX "alarm_history_user_idx" ON "alarm_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alarm_templates_company_idx" ON "alarm_templates" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_device_rule_uq" ON "alarms" USING btree ("device_id","template_id","rule_id") WHERE "alarms"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "alarms_company_idx" ON "alarms" USING btree ("company_id","category","raised_at");--> statement-breakpoint
CREATE INDEX "alarms_device_idx" ON "alarms" USING btree ("device_id");