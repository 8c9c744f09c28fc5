CREATE TABLE "rodent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"value" double precision,
	"cleared_by_visit" integer
);
--> statement-breakpoint
CREATE TABLE "rodent_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"technician_id" integer,
	"cleared_events" integer DEFAULT 0 NOT NULL,
	"cleared_alarms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rodent_events" ADD CONSTRAINT "rodent_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodent_events" ADD CONSTRAINT "rodent_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodent_events" ADD CONSTRAINT "rodent_events_cleared_by_visit_rodent_visits_id_fk" FOREIGN KEY ("cleared_by_visit") REFERENCES "public"."rodent_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodent_visits" ADD CONSTRAINT "rodent_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodent_visits" ADD CONSTRAINT "rodent_visits_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodent_visits" ADD CONSTRAINT "rodent_visits_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rodent_events_company_at_idx" ON "rodent_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "rodent_events_device_at_idx" ON "rodent_events" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "rodent_events_open_idx" ON "rodent_events" USING btree ("device_id") WHERE "rodent_events"."cleared_by_visit" is null;--> statement-breakpoint
CREATE INDEX "rodent_visits_device_idx" ON "rodent_visits" USING btree ("device_id","at");