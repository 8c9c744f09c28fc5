CREATE TABLE "market_customizations" (
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" integer,
	"is_available" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_customizations_company_id_item_id_pk" PRIMARY KEY("company_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "market_item_options" (
	"product_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"default_qty" integer DEFAULT 1 NOT NULL,
	"max_qty" integer DEFAULT 1 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_item_options_product_id_item_id_pk" PRIMARY KEY("product_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "market_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"group_id" integer,
	"dependency_id" integer,
	"default_qty" integer DEFAULT 1 NOT NULL,
	"solution_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"details" jsonb NOT NULL,
	"hardware_id" integer,
	"featured_rank" integer,
	"sold_units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_items_price_ck" CHECK ("market_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"model_id" integer NOT NULL,
	"merchant_company_id" integer,
	"owner_company_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deployed_at" timestamp with time zone,
	CONSTRAINT "market_packages_code_uq" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "market_solutions" (
	"id" integer PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_discounts" (
	"company_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"used_by_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_discounts_company_id_code_id_pk" PRIMARY KEY("company_id","code_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent_off_bps" integer,
	"amount_off_cents" integer,
	"company_id" integer,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_uq" UNIQUE("code"),
	CONSTRAINT "discount_codes_terms_ck" CHECK (("discount_codes"."percent_off_bps" is null) <> ("discount_codes"."amount_off_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "discount_rates" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"rate_bps" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"address" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"part_index" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering_intentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"parts" jsonb NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'awaiting-payment' NOT NULL,
	"parts" jsonb NOT NULL,
	"types" text[] NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"devices_count" integer DEFAULT 0 NOT NULL,
	"discount_rate_bps" integer DEFAULT 0 NOT NULL,
	"discount_rate_cents" bigint DEFAULT 0 NOT NULL,
	"discount_code" text,
	"discount_code_cents" bigint DEFAULT 0 NOT NULL,
	"shipping_method" text,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"voucher_id" integer,
	"voucher_code" text,
	"voucher_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"address" jsonb,
	"payment_method" text,
	"fulfilment" text DEFAULT 'not-required' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"paid_at" timestamp with time zone,
	"deployed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"client_secret" text,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"card_last4" text,
	"failure_message" text,
	"charged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_secret_uq" UNIQUE("client_secret"),
	CONSTRAINT "payment_sandbox_idempotency_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_uq" UNIQUE("code"),
	CONSTRAINT "vouchers_used_by_order_uq" UNIQUE("used_by_order_id")
);
--> statement-breakpoint
ALTER TABLE "market_customizations" ADD CONSTRAINT "market_customizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_customizations" ADD CONSTRAINT "market_customizations_item_id_market_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item_options" ADD CONSTRAINT "market_item_options_product_id_market_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."market_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item_options" ADD CONSTRAINT "market_item_options_item_id_market_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_items" ADD CONSTRAINT "market_items_hardware_id_hardware_id_fk" FOREIGN KEY ("hardware_id") REFERENCES "public"."hardware"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_packages" ADD CONSTRAINT "market_packages_model_id_market_items_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."market_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_packages" ADD CONSTRAINT "market_packages_merchant_company_id_companies_id_fk" FOREIGN KEY ("merchant_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_packages" ADD CONSTRAINT "market_packages_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_discounts" ADD CONSTRAINT "company_discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_discounts" ADD CONSTRAINT "company_discounts_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_discounts" ADD CONSTRAINT "company_discounts_used_by_order_id_orders_id_fk" FOREIGN KEY ("used_by_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rates" ADD CONSTRAINT "discount_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_id_market_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_intentions" ADD CONSTRAINT "ordering_intentions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_intentions" ADD CONSTRAINT "ordering_intentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_used_by_order_id_orders_id_fk" FOREIGN KEY ("used_by_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_items_app_type_idx" ON "market_items" USING btree ("app","type");--> statement-breakpoint
CREATE INDEX "market_packages_merchant_idx" ON "market_packages" USING btree ("merchant_company_id","id");--> statement-breakpoint
CREATE INDEX "market_packages_owner_idx" ON "market_packages" USING btree ("owner_company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_uq" ON "order_addresses" USING btree ("company_id","fingerprint");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_uq" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","id");