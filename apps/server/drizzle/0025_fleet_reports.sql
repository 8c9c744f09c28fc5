CREATE TABLE "fleet_report_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"vehicle_ids" integer[] DEFAULT '{}' NOT NULL,
	"group_id" integer,
	"default_period" text NOT NULL,
	"speed_limit_kmh" integer NOT NULL,
	"min_stop_minutes" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"vehicle_ids" integer[] DEFAULT '{}' NOT NULL,
	"speed_limit_kmh" integer NOT NULL,
	"min_stop_minutes" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"error" text,
	"file" "bytea",
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet_report_templates" ADD CONSTRAINT "fleet_report_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_report_templates" ADD CONSTRAINT "fleet_report_templates_group_id_fleet_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fleet_vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_report_templates" ADD CONSTRAINT "fleet_report_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_reports" ADD CONSTRAINT "fleet_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_reports" ADD CONSTRAINT "fleet_reports_template_id_fleet_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."fleet_report_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_reports" ADD CONSTRAINT "fleet_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_report_templates_company_idx" ON "fleet_report_templates" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "fleet_reports_company_idx" ON "fleet_reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_reports_template_idx" ON "fleet_reports" USING btree ("template_id");