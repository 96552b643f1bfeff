import { customFieldTypes } from "@fleetward/contracts/workspace-custom-fields";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { assetCategories } from "../catalog/schema.ts";
import { workspaces } from "../core/schema.ts";

/**
 * The typed fields a workspace defines for its assets. Assets keep the values themselves,
 * keyed by `key` (ADR 0022), so a definition is never joined to read an asset.
 */
export const customFields = pgTable(
  "custom_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Made from the name at creation and never changed: the values are stored under it. */
    key: text("key").notNull(),
    name: text("name").notNull(),
    type: text("type", { enum: customFieldTypes }).notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    isUnique: boolean("is_unique").notNull().default(false),
    helpText: text("help_text"),
    position: integer("position").notNull().default(0),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("custom_fields_type_check", sql`type in ${sqlList(customFieldTypes)}`),
    check("custom_fields_key_check", sql`key ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check("custom_fields_options_array", sql`jsonb_typeof(options) = 'array'`),
    uniqueIndex("custom_fields_tenant_key_unique").on(table.tenantId, table.key),
    // "Cost centre" and "cost centre" would be two labels nobody can tell apart in a form.
    uniqueIndex("custom_fields_tenant_name_unique").on(table.tenantId, sql`lower(${table.name})`),
    tenantRowKey("custom_fields_tenant_id_id_unique", table),
  ],
);

/**
 * The categories a field applies to; none means every category. A deleted category drops
 * out of its fields here (the foreign key cascades).
 */
export const customFieldCategories = pgTable(
  "custom_field_categories",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    fieldId: uuid("field_id").notNull(),
    categoryId: uuid("category_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fieldId, table.categoryId] }),
    index("custom_field_categories_tenant_category_idx").on(table.tenantId, table.categoryId),
    tenantReference(
      "custom_field_categories_field_id_fk",
      table,
      table.fieldId,
      customFields,
    ).onDelete("cascade"),
    tenantReference(
      "custom_field_categories_category_id_fk",
      table,
      table.categoryId,
      assetCategories,
    ).onDelete("cascade"),
  ],
);
