CREATE TABLE "meter_tariffs" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"price_per_unit" double precision NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_tariffs_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "meter_tariffs" ADD CONSTRAINT "meter_tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;