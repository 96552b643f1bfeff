-- Hand-written (drizzle-kit does not generate functions; docs/decisions/0045): the natural
-- sort key of a name or tag. Lower-cased; every run of digits gets ten zeros in front and is
-- then cut back to its last ten digits (a run longer than ten is kept whole), so "Laptop 2"
-- sorts before "Laptop 10". Immutable, so indexes and ORDER BY may use it.
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(lower(value), '\d+', '0000000000\&', 'g'), '0*(\d{10,})', '\1', 'g') $$;--> statement-breakpoint
DROP INDEX "assets_tenant_name_idx";--> statement-breakpoint
DROP INDEX "people_tenant_name_idx";--> statement-breakpoint
DROP INDEX "licenses_tenant_name_idx";--> statement-breakpoint
DROP INDEX "devices_tenant_hostname_idx";--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "currency" char(3) DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_tenant_name_natural_idx" ON "assets" USING btree ("tenant_id",natural_sort_key("name"),"id");--> statement-breakpoint
CREATE INDEX "assets_tenant_tag_natural_idx" ON "assets" USING btree ("tenant_id",natural_sort_key("asset_tag"),"id");--> statement-breakpoint
CREATE INDEX "people_tenant_name_natural_idx" ON "people" USING btree ("tenant_id",natural_sort_key("name"),"id");--> statement-breakpoint
CREATE INDEX "licenses_tenant_name_natural_idx" ON "licenses" USING btree ("tenant_id",natural_sort_key("name"),"id");--> statement-breakpoint
CREATE INDEX "devices_tenant_hostname_natural_idx" ON "devices" USING btree ("tenant_id",natural_sort_key("hostname") collate "C","id");--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_currency_code" CHECK (currency ~ '^[A-Z]{3}$');