CREATE TABLE "alarm_holds" (
	"device_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"rule_id" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"value" double precision,
	CONSTRAINT "alarm_holds_device_id_template_id_rule_id_pk" PRIMARY KEY("device_id","template_id","rule_id")
);
--> statement-breakpoint
ALTER TABLE "alarm_holds" ADD CONSTRAINT "alarm_holds_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_holds" ADD CONSTRAINT "alarm_holds_template_id_alarm_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."alarm_templates"("id") ON DELETE cascade ON UPDATE no action;