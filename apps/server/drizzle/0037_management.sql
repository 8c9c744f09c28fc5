CREATE TABLE "device_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"integrator_id" integer NOT NULL,
	"hardware_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"structure_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"handled_as" text,
	"order_id" integer,
	"device_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by" integer,
	"acted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "token_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"integrator_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"app" text NOT NULL,
	"quota" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_allocations_used_check" CHECK ("token_allocations"."used" >= 0 and "token_allocations"."used" <= "token_allocations"."quota")
);
--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_integrator_id_companies_id_fk" FOREIGN KEY ("integrator_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_hardware_id_hardware_id_fk" FOREIGN KEY ("hardware_id") REFERENCES "public"."hardware"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_allocations" ADD CONSTRAINT "token_allocations_integrator_id_companies_id_fk" FOREIGN KEY ("integrator_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_allocations" ADD CONSTRAINT "token_allocations_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_requests_customer_idx" ON "device_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "device_requests_integrator_idx" ON "device_requests" USING btree ("integrator_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "token_allocations_customer_app_uq" ON "token_allocations" USING btree ("customer_id","app");--> statement-breakpoint
CREATE INDEX "token_allocations_integrator_idx" ON "token_allocations" USING btree ("integrator_id","app");