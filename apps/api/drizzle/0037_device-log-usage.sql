CREATE TABLE "device_log_usage" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"dropped_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "device_log_usage_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "device_log_usage" ADD CONSTRAINT "device_log_usage_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;