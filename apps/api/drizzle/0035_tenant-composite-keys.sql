-- Every reference from one tenant table to another becomes (tenant_id, x_id) → (tenant_id, id).
-- First, today's data: a row that refers to a row of another workspace stops the migration,
-- naming its table and column. Nothing is repaired here; such rows are fixed by hand.
DO $$
DECLARE
  reference record;
  offending bigint;
  problems text[] := '{}';
BEGIN
  FOR reference IN
    SELECT * FROM (VALUES
      ('assets', 'model_id', 'asset_models'),
      ('assets', 'category_id', 'asset_categories'),
      ('assets', 'status_label_id', 'status_labels'),
      ('assets', 'location_id', 'asset_locations'),
      ('assets', 'assigned_person_id', 'people'),
      ('assets', 'assigned_location_id', 'asset_locations'),
      ('asset_locations', 'parent_id', 'asset_locations'),
      ('asset_models', 'manufacturer_id', 'manufacturers'),
      ('asset_models', 'category_id', 'asset_categories'),
      ('people', 'location_id', 'asset_locations'),
      ('people', 'manager_id', 'people'),
      ('custom_field_categories', 'field_id', 'custom_fields'),
      ('custom_field_categories', 'category_id', 'asset_categories'),
      ('license_seats', 'license_id', 'licenses'),
      ('license_seats', 'person_id', 'people'),
      ('license_seats', 'asset_id', 'assets'),
      ('licenses', 'manufacturer_id', 'manufacturers'),
      ('import_chunks', 'import_id', 'imports'),
      ('device_logs', 'device_id', 'devices'),
      ('device_software', 'device_id', 'devices'),
      ('devices', 'enroll_secret_id', 'enroll_secrets'),
      ('devices', 'asset_id', 'assets'),
      ('policy_result_changes', 'policy_id', 'posture_policies'),
      ('policy_result_changes', 'device_id', 'devices'),
      ('policy_results', 'policy_id', 'posture_policies'),
      ('policy_results', 'device_id', 'devices'),
      ('webhook_deliveries', 'endpoint_id', 'webhook_endpoints'),
      ('webhook_deliveries', 'event_id', 'webhook_events')
    ) AS r(referencing_table, referencing_column, referenced_table)
  LOOP
    EXECUTE format(
      'SELECT count(*) FROM %I child JOIN %I parent ON parent.id = child.%I '
      'WHERE parent.tenant_id <> child.tenant_id',
      reference.referencing_table, reference.referenced_table, reference.referencing_column
    ) INTO offending;
    IF offending > 0 THEN
      problems := problems || format('%s.%s (%s row(s) refer to %s of another workspace)',
        reference.referencing_table, reference.referencing_column, offending,
        reference.referenced_table);
    END IF;
  END LOOP;
  IF cardinality(problems) > 0 THEN
    RAISE EXCEPTION 'migration tenant-composite-keys stopped: cross-workspace references in %',
      array_to_string(problems, '; ')
      USING HINT = 'Point each such row at a row of its own workspace (or at none), then migrate again. This migration changes no data.';
  END IF;
END $$;
--> statement-breakpoint
-- What the composite keys refer to: (tenant_id, id) of every referenced tenant table.
ALTER TABLE "assets" ADD CONSTRAINT "assets_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "asset_locations" ADD CONSTRAINT "asset_locations_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "asset_models" ADD CONSTRAINT "asset_models_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "status_labels" ADD CONSTRAINT "status_labels_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "enroll_secrets" ADD CONSTRAINT "enroll_secrets_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "posture_policies" ADD CONSTRAINT "posture_policies_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_tenant_id_id_unique" UNIQUE("tenant_id","id");
--> statement-breakpoint
-- The single-column keys go; the composite ones replace them with the same ON DELETE, except
-- that SET NULL names its column: a composite SET NULL would null tenant_id (NOT NULL) too.
ALTER TABLE "assets" DROP CONSTRAINT "assets_model_id_asset_models_id_fk";
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_category_id_asset_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_status_label_id_status_labels_id_fk";
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_location_id_asset_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_assigned_person_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_assigned_location_id_asset_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "asset_locations" DROP CONSTRAINT "asset_locations_parent_id_asset_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "asset_models" DROP CONSTRAINT "asset_models_manufacturer_id_manufacturers_id_fk";
--> statement-breakpoint
ALTER TABLE "asset_models" DROP CONSTRAINT "asset_models_category_id_asset_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "people" DROP CONSTRAINT "people_location_id_asset_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "people" DROP CONSTRAINT "people_manager_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "custom_field_categories" DROP CONSTRAINT "custom_field_categories_field_id_custom_fields_id_fk";
--> statement-breakpoint
ALTER TABLE "custom_field_categories" DROP CONSTRAINT "custom_field_categories_category_id_asset_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "license_seats" DROP CONSTRAINT "license_seats_license_id_licenses_id_fk";
--> statement-breakpoint
ALTER TABLE "license_seats" DROP CONSTRAINT "license_seats_person_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "license_seats" DROP CONSTRAINT "license_seats_asset_id_assets_id_fk";
--> statement-breakpoint
ALTER TABLE "licenses" DROP CONSTRAINT "licenses_manufacturer_id_manufacturers_id_fk";
--> statement-breakpoint
ALTER TABLE "import_chunks" DROP CONSTRAINT "import_chunks_import_id_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "device_logs" DROP CONSTRAINT "device_logs_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "device_software" DROP CONSTRAINT "device_software_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_enroll_secret_id_enroll_secrets_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_asset_id_assets_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_result_changes" DROP CONSTRAINT "policy_result_changes_policy_id_posture_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_result_changes" DROP CONSTRAINT "policy_result_changes_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_results" DROP CONSTRAINT "policy_results_policy_id_posture_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_results" DROP CONSTRAINT "policy_results_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk";
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_model_id_fk" FOREIGN KEY ("tenant_id","model_id") REFERENCES "public"."asset_models"("tenant_id","id") ON DELETE SET NULL ("model_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."asset_categories"("tenant_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_status_label_id_fk" FOREIGN KEY ("tenant_id","status_label_id") REFERENCES "public"."status_labels"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."asset_locations"("tenant_id","id") ON DELETE SET NULL ("location_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_assigned_person_id_fk" FOREIGN KEY ("tenant_id","assigned_person_id") REFERENCES "public"."people"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_assigned_location_id_fk" FOREIGN KEY ("tenant_id","assigned_location_id") REFERENCES "public"."asset_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_locations" ADD CONSTRAINT "asset_locations_parent_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."asset_locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_models" ADD CONSTRAINT "asset_models_manufacturer_id_fk" FOREIGN KEY ("tenant_id","manufacturer_id") REFERENCES "public"."manufacturers"("tenant_id","id") ON DELETE SET NULL ("manufacturer_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asset_models" ADD CONSTRAINT "asset_models_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."asset_categories"("tenant_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_location_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."asset_locations"("tenant_id","id") ON DELETE SET NULL ("location_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_manager_id_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."people"("tenant_id","id") ON DELETE SET NULL ("manager_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "custom_field_categories" ADD CONSTRAINT "custom_field_categories_field_id_fk" FOREIGN KEY ("tenant_id","field_id") REFERENCES "public"."custom_fields"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "custom_field_categories" ADD CONSTRAINT "custom_field_categories_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."asset_categories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_license_id_fk" FOREIGN KEY ("tenant_id","license_id") REFERENCES "public"."licenses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_person_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."people"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_asset_id_fk" FOREIGN KEY ("tenant_id","asset_id") REFERENCES "public"."assets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_manufacturer_id_fk" FOREIGN KEY ("tenant_id","manufacturer_id") REFERENCES "public"."manufacturers"("tenant_id","id") ON DELETE SET NULL ("manufacturer_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_chunks" ADD CONSTRAINT "import_chunks_import_id_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "device_logs" ADD CONSTRAINT "device_logs_device_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "device_software" ADD CONSTRAINT "device_software_device_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_enroll_secret_id_fk" FOREIGN KEY ("tenant_id","enroll_secret_id") REFERENCES "public"."enroll_secrets"("tenant_id","id") ON DELETE SET NULL ("enroll_secret_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_asset_id_fk" FOREIGN KEY ("tenant_id","asset_id") REFERENCES "public"."assets"("tenant_id","id") ON DELETE SET NULL ("asset_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_result_changes" ADD CONSTRAINT "policy_result_changes_policy_id_fk" FOREIGN KEY ("tenant_id","policy_id") REFERENCES "public"."posture_policies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_result_changes" ADD CONSTRAINT "policy_result_changes_device_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_results" ADD CONSTRAINT "policy_results_policy_id_fk" FOREIGN KEY ("tenant_id","policy_id") REFERENCES "public"."posture_policies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_results" ADD CONSTRAINT "policy_results_device_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fk" FOREIGN KEY ("tenant_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."webhook_events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
