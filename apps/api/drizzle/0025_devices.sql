CREATE TABLE "device_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"log_type" text NOT NULL,
	"name" text,
	"severity" smallint,
	"message" text,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_logs_type" CHECK (log_type in ('result', 'status'))
);
--> statement-breakpoint
CREATE TABLE "device_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"online_minutes" integer NOT NULL,
	"missing_days" integer NOT NULL,
	"log_retention_days" integer NOT NULL,
	"detail_interval_minutes" integer NOT NULL,
	"distributed_interval_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_settings_positive" CHECK (online_minutes > 0 and missing_days > 0),
	CONSTRAINT "device_settings_retention" CHECK (log_retention_days between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "device_software" (
	"tenant_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "device_software_device_id_name_version_source_pk" PRIMARY KEY("device_id","name","version","source")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"node_key_hash" text,
	"enroll_secret_id" uuid,
	"host_identifier" text NOT NULL,
	"hostname" text NOT NULL,
	"platform" text NOT NULL,
	"os_name" text,
	"os_version" text,
	"os_build" text,
	"kernel_version" text,
	"hardware_vendor" text,
	"hardware_model" text,
	"hardware_serial" text,
	"hardware_uuid" text,
	"cpu_brand" text,
	"cpu_cores" integer,
	"memory_bytes" bigint,
	"disk_total_bytes" bigint,
	"disk_free_bytes" bigint,
	"uptime_seconds" bigint,
	"primary_ip" text,
	"primary_mac" text,
	"logged_in_users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"osquery_version" text,
	"asset_id" uuid,
	"failing_policies" integer DEFAULT 0 NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	"details_updated_at" timestamp with time zone,
	"details_due_at" timestamp with time zone,
	"software_updated_at" timestamp with time zone,
	"offline_since" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(hostname || ' ' || coalesce(hardware_serial, '') || ' ' || coalesce(hardware_model, '') || ' ' || coalesce(primary_ip, '') || ' ' || coalesce(os_name, '') || ' ' || coalesce(os_version, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "devices_platform" CHECK (platform in ('windows', 'macos', 'linux', 'other'))
);
--> statement-breakpoint
CREATE TABLE "enroll_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_logs" ADD CONSTRAINT "device_logs_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_logs" ADD CONSTRAINT "device_logs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_settings" ADD CONSTRAINT "device_settings_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_software" ADD CONSTRAINT "device_software_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_software" ADD CONSTRAINT "device_software_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_enroll_secret_id_enroll_secrets_id_fk" FOREIGN KEY ("enroll_secret_id") REFERENCES "public"."enroll_secrets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_secrets" ADD CONSTRAINT "enroll_secrets_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_logs_device_idx" ON "device_logs" USING btree ("tenant_id","device_id","received_at");--> statement-breakpoint
CREATE INDEX "device_logs_received_idx" ON "device_logs" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "device_software_tenant_name_idx" ON "device_software" USING btree ("tenant_id","name","version");--> statement-breakpoint
CREATE INDEX "device_software_name_search_idx" ON "device_software" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "devices_node_key_unique" ON "devices" USING btree ("node_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_tenant_uuid_unique" ON "devices" USING btree ("tenant_id","hardware_uuid") WHERE hardware_uuid is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_tenant_asset_unique" ON "devices" USING btree ("tenant_id","asset_id") WHERE asset_id is not null;--> statement-breakpoint
CREATE INDEX "devices_tenant_hostname_idx" ON "devices" USING btree ("tenant_id",lower("hostname") collate "C","id");--> statement-breakpoint
CREATE INDEX "devices_tenant_serial_idx" ON "devices" USING btree ("tenant_id","hardware_serial");--> statement-breakpoint
CREATE INDEX "devices_last_seen_idx" ON "devices" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "enroll_secrets_hash_unique" ON "enroll_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "enroll_secrets_tenant_idx" ON "enroll_secrets" USING btree ("tenant_id","created_at");