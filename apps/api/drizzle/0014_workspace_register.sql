-- Trigram indexes serve the workspace searches (PGlite loads it as an extension, see db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "asset_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"model_number" text,
	"manufacturer_id" uuid,
	"category_id" uuid,
	"eol_months" integer,
	"image_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "asset_models_tenant_manufacturer_name_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","manufacturer_id","name"),
	CONSTRAINT "asset_models_eol_months_check" CHECK (eol_months between 0 and 1200),
	CONSTRAINT "asset_models_image_url_https" CHECK (image_url like 'https://%')
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"support_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"colour" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "status_labels_kind_check" CHECK (kind in ('deployable', 'pending', 'undeployable', 'archived')),
	CONSTRAINT "status_labels_colour_check" CHECK (colour ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"employee_number" text,
	"department" text,
	"location_id" uuid,
	"manager_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(employee_number, '') || ' ' || coalesce(department, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "people_status_check" CHECK (status in ('active', 'left')),
	CONSTRAINT "people_email_lower_case" CHECK (email = lower(email))
);
--> statement-breakpoint
CREATE TABLE "history_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"old_value" text,
	"new_value" text,
	"note" text,
	CONSTRAINT "history_events_subject_type_check" CHECK (subject_type in ('asset', 'person', 'license')),
	CONSTRAINT "history_events_action_check" CHECK (action in ('created', 'updated', 'checked_out', 'checked_in', 'retired', 'offboarded'))
);
--> statement-breakpoint
CREATE TABLE "workspace_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"asset_tag_prefix" text DEFAULT 'FW-' NOT NULL,
	"next_asset_number" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workspace_settings_next_asset_number_check" CHECK (next_asset_number > 0)
);
--> statement-breakpoint
DROP INDEX "asset_locations_tenant_name_unique";--> statement-breakpoint
ALTER TABLE "asset_locations" ADD COLUMN "kind" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_locations" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "asset_models" ADD CONSTRAINT "asset_models_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_models" ADD CONSTRAINT "asset_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_models" ADD CONSTRAINT "asset_models_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_labels" ADD CONSTRAINT "status_labels_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_location_id_asset_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."asset_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_manager_id_people_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_tenant_name_unique" ON "manufacturers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "status_labels_tenant_name_unique" ON "status_labels" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "people_tenant_email_unique" ON "people" USING btree ("tenant_id","email") WHERE email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_tenant_employee_number_unique" ON "people" USING btree ("tenant_id","employee_number") WHERE employee_number is not null;--> statement-breakpoint
CREATE INDEX "people_tenant_name_idx" ON "people" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "history_events_subject_idx" ON "history_events" USING btree ("tenant_id","subject_type","subject_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "asset_locations" ADD CONSTRAINT "asset_locations_parent_id_asset_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."asset_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_locations_parent_idx" ON "asset_locations" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "asset_locations" ADD CONSTRAINT "asset_locations_tenant_parent_name_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","parent_id","name");--> statement-breakpoint
ALTER TABLE "asset_locations" ADD CONSTRAINT "asset_locations_kind_check" CHECK (kind in ('site', 'building', 'room'));--> statement-breakpoint
-- Workspaces provisioned before status labels existed get the defaults (provisioning adds them to new ones).
INSERT INTO "status_labels" ("tenant_id", "name", "kind", "colour", "is_default", "created_at", "updated_at")
SELECT w."id", d."name", d."kind", d."colour", true, now(), now()
FROM "workspaces" w
CROSS JOIN (VALUES
  ('Ready to deploy', 'deployable', '#2f855a'),
  ('Pending', 'pending', '#b7791f'),
  ('In repair', 'undeployable', '#c05621'),
  ('Broken', 'undeployable', '#c53030'),
  ('Archived', 'archived', '#718096')
) AS d("name", "kind", "colour");