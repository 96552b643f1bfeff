ALTER TABLE "assets" DROP CONSTRAINT "assets_status_check";--> statement-breakpoint
DROP INDEX "assets_tenant_idx";--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "asset_tag" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "model_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "status_label_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "assigned_person_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "assigned_location_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "expected_checkin" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "purchase_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "supplier" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Data: the free-text model, status and "assigned to" of the first register become rows.
-- Every workspace has settings, so existing assets take consecutive tags from its counter.
INSERT INTO "workspace_settings" ("tenant_id", "updated_at")
SELECT w."id", now() FROM "workspaces" w
ON CONFLICT ("tenant_id") DO NOTHING;--> statement-breakpoint
WITH numbered AS (
  SELECT a."id", a."tenant_id", row_number() OVER (PARTITION BY a."tenant_id" ORDER BY a."created_at", a."id") AS n
  FROM "assets" a
)
UPDATE "assets" SET "asset_tag" = s."asset_tag_prefix" || lpad((s."next_asset_number" + numbered.n - 1)::text, 5, '0')
FROM numbered JOIN "workspace_settings" s ON s."tenant_id" = numbered."tenant_id"
WHERE "assets"."id" = numbered."id";--> statement-breakpoint
UPDATE "workspace_settings" s SET "next_asset_number" = s."next_asset_number" + c.n
FROM (SELECT "tenant_id", count(*)::int AS n FROM "assets" GROUP BY "tenant_id") c
WHERE c."tenant_id" = s."tenant_id";--> statement-breakpoint
INSERT INTO "asset_models" ("tenant_id", "name", "category_id", "created_at", "updated_at")
SELECT DISTINCT ON (a."tenant_id", a."model") a."tenant_id", a."model", a."category_id", now(), now()
FROM "assets" a WHERE a."model" IS NOT NULL
ORDER BY a."tenant_id", a."model", a."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "assets" a SET "model_id" = m."id"
FROM "asset_models" m
WHERE m."tenant_id" = a."tenant_id" AND m."manufacturer_id" IS NULL AND m."name" = a."model";--> statement-breakpoint
UPDATE "assets" a SET "status_label_id" = (
  SELECT l."id" FROM "status_labels" l
  WHERE l."tenant_id" = a."tenant_id" AND l."kind" = CASE a."status"
    WHEN 'in_repair' THEN 'undeployable' WHEN 'retired' THEN 'archived' ELSE 'deployable' END
  ORDER BY l."is_default" DESC, (l."name" = 'In repair') DESC, l."created_at", l."id"
  LIMIT 1
);--> statement-breakpoint
UPDATE "assets" SET "notes" = concat_ws(E'\n', "notes", 'Was assigned to: ' || "assigned_to")
WHERE "assigned_to" IS NOT NULL AND "retired_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "people" ("tenant_id", "name", "created_at", "updated_at")
SELECT DISTINCT a."tenant_id", a."assigned_to", now(), now()
FROM "assets" a WHERE a."assigned_to" IS NOT NULL AND a."retired_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "people" p WHERE p."tenant_id" = a."tenant_id" AND p."name" = a."assigned_to");--> statement-breakpoint
UPDATE "assets" a SET "assigned_person_id" = (
  SELECT p."id" FROM "people" p
  WHERE p."tenant_id" = a."tenant_id" AND p."name" = a."assigned_to"
  ORDER BY p."created_at" DESC LIMIT 1
), "checked_out_at" = a."updated_at"
WHERE a."assigned_to" IS NOT NULL AND a."retired_at" IS NULL;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "asset_tag" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "status_label_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(asset_tag || ' ' || name || ' ' || coalesce(serial_number, '') || ' ' || coalesce(order_number, '') || ' ' || coalesce(supplier, '') || ' ' || custom_values::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_model_id_asset_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."asset_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_status_label_id_status_labels_id_fk" FOREIGN KEY ("status_label_id") REFERENCES "public"."status_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_assigned_person_id_people_id_fk" FOREIGN KEY ("assigned_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_assigned_location_id_asset_locations_id_fk" FOREIGN KEY ("assigned_location_id") REFERENCES "public"."asset_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_tenant_tag_unique" ON "assets" USING btree ("tenant_id","asset_tag");--> statement-breakpoint
CREATE INDEX "assets_tenant_name_idx" ON "assets" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_updated_idx" ON "assets" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "assets_status_label_idx" ON "assets" USING btree ("status_label_id");--> statement-breakpoint
CREATE INDEX "assets_model_idx" ON "assets" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "assets_location_idx" ON "assets" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "assets_person_idx" ON "assets" USING btree ("assigned_person_id");--> statement-breakpoint
CREATE INDEX "assets_assigned_location_idx" ON "assets" USING btree ("assigned_location_id");--> statement-breakpoint
CREATE INDEX "assets_overdue_idx" ON "assets" USING btree ("tenant_id","expected_checkin") WHERE expected_checkin is not null;--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_custom_values_idx" ON "assets" USING gin ("custom_values" jsonb_path_ops);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_one_holder" CHECK (assigned_person_id is null or assigned_location_id is null);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_checked_out_at" CHECK ((checked_out_at is null) = (assigned_person_id is null and assigned_location_id is null));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_currency_check" CHECK (currency ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_purchase_cost_check" CHECK (purchase_cost >= 0);