CREATE TABLE "user_abilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"app" text NOT NULL,
	"entity_id" text NOT NULL,
	"module" text NOT NULL,
	"actions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_abilities" ADD CONSTRAINT "user_abilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_abilities_key" ON "user_abilities" USING btree ("user_id","app","entity_id","module");