ALTER TABLE "users" ADD COLUMN "tfa_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tfa_enabled" boolean DEFAULT false NOT NULL;