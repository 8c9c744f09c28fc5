CREATE TABLE "aw_report_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"type_id" integer,
	"group_id" integer,
	"state" text,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aw_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"row_count" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"error" text,
	"file" "bytea",
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aw_report_templates" ADD CONSTRAINT "aw_report_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_report_templates" ADD CONSTRAINT "aw_report_templates_type_id_aw_asset_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."aw_asset_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_report_templates" ADD CONSTRAINT "aw_report_templates_group_id_aw_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."aw_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_reports" ADD CONSTRAINT "aw_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_reports" ADD CONSTRAINT "aw_reports_template_id_aw_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."aw_report_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aw_reports" ADD CONSTRAINT "aw_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aw_report_templates_company_name_uq" ON "aw_report_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "aw_reports_company_created_idx" ON "aw_reports" USING btree ("company_id","created_at");