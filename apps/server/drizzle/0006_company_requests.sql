CREATE TABLE "company_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_company_id" integer NOT NULL,
	"destination_type" text NOT NULL,
	"destination_email" text NOT NULL,
	"destination_company_id" integer,
	"type" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_sender_company_id_companies_id_fk" FOREIGN KEY ("sender_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_destination_company_id_companies_id_fk" FOREIGN KEY ("destination_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_requests_sender_idx" ON "company_requests" USING btree ("sender_company_id");--> statement-breakpoint
CREATE INDEX "company_requests_destination_idx" ON "company_requests" USING btree ("destination_company_id","status");