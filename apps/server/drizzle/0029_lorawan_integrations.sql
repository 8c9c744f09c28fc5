CREATE TABLE "lorawan_devices" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"dev_eui" text NOT NULL,
	"last_f_cnt" bigint,
	"last_dedup_ids" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lorawan_devices_dev_eui_uq" UNIQUE("dev_eui")
);
--> statement-breakpoint
CREATE TABLE "lorawan_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret_hash" text NOT NULL,
	"accepted" bigint DEFAULT 0 NOT NULL,
	"duplicates" bigint DEFAULT 0 NOT NULL,
	"unknown_dev_eui" bigint DEFAULT 0 NOT NULL,
	"refused" bigint DEFAULT 0 NOT NULL,
	"rate_limited" bigint DEFAULT 0 NOT NULL,
	"last_uplink_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lorawan_integrations_secret_uq" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "lorawan_gateways" ADD COLUMN "last_rssi" double precision;--> statement-breakpoint
ALTER TABLE "lorawan_gateways" ADD COLUMN "last_snr" double precision;--> statement-breakpoint
ALTER TABLE "lorawan_devices" ADD CONSTRAINT "lorawan_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lorawan_integrations" ADD CONSTRAINT "lorawan_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lorawan_integrations_company_idx" ON "lorawan_integrations" USING btree ("company_id","name");