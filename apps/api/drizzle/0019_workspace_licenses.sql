CREATE TABLE "license_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"license_id" uuid NOT NULL,
	"person_id" uuid,
	"asset_id" uuid,
	"note" text,
	"checked_out_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "license_seats_one_holder" CHECK ((person_id is null) <> (asset_id is null)),
	CONSTRAINT "license_seats_in_after_out" CHECK (checked_in_at >= checked_out_at)
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"manufacturer_id" uuid,
	"seats" integer NOT NULL,
	"product_key_encrypted" text,
	"licensed_to_name" text,
	"licensed_to_email" text,
	"purchase_date" date,
	"purchase_cost" numeric(12, 2),
	"currency" char(3),
	"order_number" text,
	"supplier" text,
	"expires_on" date,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(supplier, '') || ' ' || coalesce(order_number, '') || ' ' || coalesce(licensed_to_name, '') || ' ' || coalesce(licensed_to_email, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "licenses_seats_positive" CHECK (seats > 0),
	CONSTRAINT "licenses_purchase_cost_not_negative" CHECK (purchase_cost >= 0),
	CONSTRAINT "licenses_currency_code" CHECK (currency ~ '^[A-Z]{3}$'),
	CONSTRAINT "licenses_cost_has_currency" CHECK (purchase_cost is null or currency is not null),
	CONSTRAINT "licenses_product_key_sealed" CHECK (product_key_encrypted like 'v1:%'),
	CONSTRAINT "licenses_licensed_to_email_lower_case" CHECK (licensed_to_email = lower(licensed_to_email))
);
--> statement-breakpoint
ALTER TABLE "history_events" DROP CONSTRAINT "history_events_action_check";--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "license_seats_held_by_person_unique" ON "license_seats" USING btree ("license_id","person_id") WHERE checked_in_at is null and person_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "license_seats_held_by_asset_unique" ON "license_seats" USING btree ("license_id","asset_id") WHERE checked_in_at is null and asset_id is not null;--> statement-breakpoint
CREATE INDEX "license_seats_held_idx" ON "license_seats" USING btree ("license_id") WHERE checked_in_at is null;--> statement-breakpoint
CREATE INDEX "license_seats_person_idx" ON "license_seats" USING btree ("tenant_id","person_id") WHERE checked_in_at is null;--> statement-breakpoint
CREATE INDEX "license_seats_asset_idx" ON "license_seats" USING btree ("tenant_id","asset_id") WHERE checked_in_at is null;--> statement-breakpoint
CREATE INDEX "licenses_tenant_name_idx" ON "licenses" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "licenses_tenant_expires_idx" ON "licenses" USING btree ("tenant_id","expires_on");--> statement-breakpoint
CREATE INDEX "licenses_search_idx" ON "licenses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_action_check" CHECK (action in ('created', 'updated', 'checked_out', 'checked_in', 'retired', 'offboarded', 'key_revealed'));