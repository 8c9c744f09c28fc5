CREATE TABLE "company_com_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_com_packages_quantity_check" CHECK ("company_com_packages"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "area_structures" (
	"area_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	CONSTRAINT "area_structures_area_id_structure_id_pk" PRIMARY KEY("area_id","structure_id")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"serial" text,
	"device_ref" text,
	"structure_id" integer,
	"floor_id" integer,
	"space_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"structure_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofence_group_members" (
	"group_id" integer NOT NULL,
	"geofence_id" integer NOT NULL,
	CONSTRAINT "geofence_group_members_group_id_geofence_id_pk" PRIMARY KEY("group_id","geofence_id")
);
--> statement-breakpoint
CREATE TABLE "geofence_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"shape_type" text NOT NULL,
	"shape" jsonb NOT NULL,
	"south" double precision NOT NULL,
	"north" double precision NOT NULL,
	"west" double precision NOT NULL,
	"east" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"layout_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"device_ref" text NOT NULL,
	"space_id" integer,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_images" (
	"layout_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"etag" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"floor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layouts_floor_uq" UNIQUE("floor_id")
);
--> statement-breakpoint
CREATE TABLE "lorawan_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"eui" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"frequency_plan" text,
	"structure_id" integer,
	"lat" double precision,
	"lng" double precision,
	"location_address" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lorawan_gateways_eui_uq" UNIQUE("eui")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"floor_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"area_sqm" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"location_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_requests" ADD COLUMN "contract_status" text DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_requests" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "company_com_packages" ADD CONSTRAINT "company_com_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_structures" ADD CONSTRAINT "area_structures_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_structures" ADD CONSTRAINT "area_structures_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_group_members" ADD CONSTRAINT "geofence_group_members_group_id_geofence_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."geofence_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_group_members" ADD CONSTRAINT "geofence_group_members_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_groups" ADD CONSTRAINT "geofence_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_devices" ADD CONSTRAINT "layout_devices_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_devices" ADD CONSTRAINT "layout_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_devices" ADD CONSTRAINT "layout_devices_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_images" ADD CONSTRAINT "layout_images_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lorawan_gateways" ADD CONSTRAINT "lorawan_gateways_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lorawan_gateways" ADD CONSTRAINT "lorawan_gateways_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_parent_id_structures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."structures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_com_packages_key" ON "company_com_packages" USING btree ("company_id","kind","name");--> statement-breakpoint
CREATE INDEX "area_structures_structure_idx" ON "area_structures" USING btree ("structure_id");--> statement-breakpoint
CREATE INDEX "areas_company_idx" ON "areas" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "assets_company_idx" ON "assets" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "assets_structure_idx" ON "assets" USING btree ("structure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "floors_structure_level_uq" ON "floors" USING btree ("structure_id","level");--> statement-breakpoint
CREATE INDEX "geofence_group_members_geofence_idx" ON "geofence_group_members" USING btree ("geofence_id");--> statement-breakpoint
CREATE INDEX "geofence_groups_company_idx" ON "geofence_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "geofences_company_idx" ON "geofences" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "geofences_bbox_idx" ON "geofences" USING btree ("south","north");--> statement-breakpoint
CREATE UNIQUE INDEX "layout_devices_company_device_uq" ON "layout_devices" USING btree ("company_id","device_ref");--> statement-breakpoint
CREATE INDEX "layout_devices_layout_idx" ON "layout_devices" USING btree ("layout_id");--> statement-breakpoint
CREATE INDEX "lorawan_gateways_company_idx" ON "lorawan_gateways" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "spaces_floor_idx" ON "spaces" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "structures_company_idx" ON "structures" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "structures_parent_idx" ON "structures" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_invitation_token_hash_unique" UNIQUE("invitation_token_hash");