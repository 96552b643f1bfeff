CREATE TABLE "custom_field_categories" (
	"tenant_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "custom_field_categories_field_id_category_id_pk" PRIMARY KEY("field_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"is_unique" boolean DEFAULT false NOT NULL,
	"help_text" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_fields_type_check" CHECK (type in ('text', 'number', 'date', 'boolean', 'option_list', 'url')),
	CONSTRAINT "custom_fields_key_check" CHECK (key ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "custom_fields_options_array" CHECK (jsonb_typeof(options) = 'array')
);
--> statement-breakpoint
ALTER TABLE "custom_field_categories" ADD CONSTRAINT "custom_field_categories_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_categories" ADD CONSTRAINT "custom_field_categories_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_categories" ADD CONSTRAINT "custom_field_categories_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_categories_tenant_category_idx" ON "custom_field_categories" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_tenant_key_unique" ON "custom_fields" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_tenant_name_unique" ON "custom_fields" USING btree ("tenant_id",lower("name"));