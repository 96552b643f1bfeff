DROP INDEX "assets_status_label_idx";--> statement-breakpoint
DROP INDEX "assets_model_idx";--> statement-breakpoint
DROP INDEX "assets_category_idx";--> statement-breakpoint
DROP INDEX "assets_location_idx";--> statement-breakpoint
DROP INDEX "assets_tenant_name_natural_idx";--> statement-breakpoint
DROP INDEX "assets_tenant_tag_natural_idx";--> statement-breakpoint
DROP INDEX "people_tenant_name_natural_idx";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "manufacturer_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "model_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "manufacturer_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "category_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "status_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "location_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "holder_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "tag_sort" text GENERATED ALWAYS AS (natural_sort_key(asset_tag)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "serial_sort" text GENERATED ALWAYS AS (coalesce(serial_number, '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "purchase_sort" date GENERATED ALWAYS AS (coalesce(purchase_date, '-infinity'::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "warranty_sort" date GENERATED ALWAYS AS (coalesce(warranty_end, '-infinity'::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "checkin_sort" date GENERATED ALWAYS AS (coalesce(expected_checkin, '-infinity'::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
-- Hand-written (docs/decisions/0047): the names an asset sorts by that live in other tables
-- (and its model's manufacturer, which the manufacturer filter reads), copied onto the asset so every register sort is a range of one index. A BEFORE trigger on
-- assets sets them from the ids (only the ones a write changes); AFTER triggers on the named
-- tables follow a rename. Invoker's rights: under row-level security a workspace's trigger
-- reads and writes only that workspace's rows, which are the only ones it refers to.
CREATE OR REPLACE FUNCTION assets_set_sort_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.model_id IS DISTINCT FROM OLD.model_id THEN
    SELECT m.manufacturer_id, coalesce(m.name, ''), coalesce(f.name, '')
      INTO NEW.manufacturer_id, NEW.model_sort, NEW.manufacturer_sort
      FROM (SELECT 1) AS one
      LEFT JOIN asset_models m ON m.id = NEW.model_id
      LEFT JOIN manufacturers f ON f.id = m.manufacturer_id;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    NEW.category_sort := coalesce((SELECT name FROM asset_categories WHERE id = NEW.category_id), '');
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status_label_id IS DISTINCT FROM OLD.status_label_id THEN
    NEW.status_sort := coalesce((SELECT name FROM status_labels WHERE id = NEW.status_label_id), '');
  END IF;
  IF TG_OP = 'INSERT' OR NEW.location_id IS DISTINCT FROM OLD.location_id THEN
    NEW.location_sort := coalesce((SELECT name FROM asset_locations WHERE id = NEW.location_id), '');
  END IF;
  IF TG_OP = 'INSERT' OR NEW.assigned_person_id IS DISTINCT FROM OLD.assigned_person_id
     OR NEW.assigned_location_id IS DISTINCT FROM OLD.assigned_location_id THEN
    NEW.holder_sort := coalesce((SELECT name FROM people WHERE id = NEW.assigned_person_id),
      (SELECT name FROM asset_locations WHERE id = NEW.assigned_location_id), '');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER assets_set_sort_keys
  BEFORE INSERT OR UPDATE OF model_id, category_id, status_label_id, location_id,
    assigned_person_id, assigned_location_id ON assets
  FOR EACH ROW EXECUTE FUNCTION assets_set_sort_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION assets_follow_renames() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'asset_models' THEN
    UPDATE assets SET manufacturer_id = NEW.manufacturer_id, model_sort = NEW.name,
      manufacturer_sort = coalesce((SELECT name FROM manufacturers WHERE id = NEW.manufacturer_id), '')
      WHERE tenant_id = NEW.tenant_id AND model_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'manufacturers' THEN
    UPDATE assets SET manufacturer_sort = NEW.name
      WHERE tenant_id = NEW.tenant_id
        AND model_id IN (SELECT id FROM asset_models WHERE manufacturer_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'asset_categories' THEN
    UPDATE assets SET category_sort = NEW.name WHERE tenant_id = NEW.tenant_id AND category_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'status_labels' THEN
    UPDATE assets SET status_sort = NEW.name WHERE tenant_id = NEW.tenant_id AND status_label_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'asset_locations' THEN
    UPDATE assets SET location_sort = NEW.name WHERE tenant_id = NEW.tenant_id AND location_id = NEW.id;
    UPDATE assets SET holder_sort = NEW.name
      WHERE tenant_id = NEW.tenant_id AND assigned_location_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'people' THEN
    UPDATE assets SET holder_sort = NEW.name
      WHERE tenant_id = NEW.tenant_id AND assigned_person_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER asset_models_follow_renames AFTER UPDATE OF name, manufacturer_id ON asset_models
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.manufacturer_id IS DISTINCT FROM NEW.manufacturer_id)
  EXECUTE FUNCTION assets_follow_renames();--> statement-breakpoint
CREATE TRIGGER manufacturers_follow_renames AFTER UPDATE OF name ON manufacturers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION assets_follow_renames();--> statement-breakpoint
CREATE TRIGGER asset_categories_follow_renames AFTER UPDATE OF name ON asset_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION assets_follow_renames();--> statement-breakpoint
CREATE TRIGGER status_labels_follow_renames AFTER UPDATE OF name ON status_labels
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION assets_follow_renames();--> statement-breakpoint
CREATE TRIGGER asset_locations_follow_renames AFTER UPDATE OF name ON asset_locations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION assets_follow_renames();--> statement-breakpoint
CREATE TRIGGER people_follow_renames AFTER UPDATE OF name ON people
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION assets_follow_renames();--> statement-breakpoint
-- Existing rows, as the migrating owner: FORCE ROW LEVEL SECURITY would hide them from an
-- owner that is not a superuser; the isolation statement forces it again after migrating.
ALTER TABLE assets NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE assets a SET
  manufacturer_id = m.manufacturer_id, model_sort = coalesce(m.name, ''), manufacturer_sort = coalesce(f.name, ''),
  category_sort = coalesce(c.name, ''), status_sort = coalesce(s.name, ''),
  location_sort = coalesce(l.name, ''), holder_sort = coalesce(p.name, h.name, '')
  FROM assets b
  LEFT JOIN asset_models m ON m.id = b.model_id
  LEFT JOIN manufacturers f ON f.id = m.manufacturer_id
  LEFT JOIN asset_categories c ON c.id = b.category_id
  LEFT JOIN status_labels s ON s.id = b.status_label_id
  LEFT JOIN asset_locations l ON l.id = b.location_id
  LEFT JOIN people p ON p.id = b.assigned_person_id
  LEFT JOIN asset_locations h ON h.id = b.assigned_location_id
  WHERE b.id = a.id;--> statement-breakpoint
ALTER TABLE assets FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "assets_tenant_serial_sort_idx" ON "assets" USING btree ("tenant_id","serial_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_model_sort_idx" ON "assets" USING btree ("tenant_id","model_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_manufacturer_sort_idx" ON "assets" USING btree ("tenant_id","manufacturer_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_category_sort_idx" ON "assets" USING btree ("tenant_id","category_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_status_sort_idx" ON "assets" USING btree ("tenant_id","status_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_location_sort_idx" ON "assets" USING btree ("tenant_id","location_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_holder_sort_idx" ON "assets" USING btree ("tenant_id","holder_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_purchase_sort_idx" ON "assets" USING btree ("tenant_id","purchase_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_warranty_sort_idx" ON "assets" USING btree ("tenant_id","warranty_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_checkin_sort_idx" ON "assets" USING btree ("tenant_id","checkin_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_created_sort_idx" ON "assets" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_status_label_name_idx" ON "assets" USING btree ("tenant_id","status_label_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_model_name_idx" ON "assets" USING btree ("tenant_id","model_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_category_name_idx" ON "assets" USING btree ("tenant_id","category_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_location_name_idx" ON "assets" USING btree ("tenant_id","location_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_manufacturer_name_idx" ON "assets" USING btree ("tenant_id","manufacturer_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_name_natural_idx" ON "assets" USING btree ("tenant_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_tag_natural_idx" ON "assets" USING btree ("tenant_id","tag_sort","id");--> statement-breakpoint
CREATE INDEX "people_tenant_name_natural_idx" ON "people" USING btree ("tenant_id","name_sort","id");