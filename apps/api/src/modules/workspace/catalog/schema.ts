import { locationKinds, statusLabelKinds } from "@fleetward/contracts/workspace-catalog";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { workspaces } from "../core/schema.ts";

const tenantId = () =>
  uuid("tenant_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text("name").notNull(),
    url: text("url"),
    supportEmail: text("support_email"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("manufacturers_tenant_name_unique").on(table.tenantId, table.name),
    tenantRowKey("manufacturers_tenant_id_id_unique", table),
  ],
);

export const assetModels = pgTable(
  "asset_models",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text("name").notNull(),
    modelNumber: text("model_number"),
    manufacturerId: uuid("manufacturer_id"),
    categoryId: uuid("category_id"),
    /** Months from purchase to end of life: an asset's EOL date is derived from it. */
    eolMonths: integer("eol_months"),
    imageUrl: text("image_url"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("asset_models_eol_months_check", sql`eol_months between 0 and 1200`),
    check("asset_models_image_url_https", sql`image_url like 'https://%'`),
    // Two makers may both sell a "Pro 14"; one maker's models have distinct names.
    unique("asset_models_tenant_manufacturer_name_unique")
      .on(table.tenantId, table.manufacturerId, table.name)
      .nullsNotDistinct(),
    tenantRowKey("asset_models_tenant_id_id_unique", table),
    // ON DELETE SET NULL (manufacturer_id), (category_id) in the database (see tenantReference).
    tenantReference(
      "asset_models_manufacturer_id_fk",
      table,
      table.manufacturerId,
      manufacturers,
    ).onDelete("set null"),
    tenantReference(
      "asset_models_category_id_fk",
      table,
      table.categoryId,
      assetCategories,
    ).onDelete("set null"),
  ],
);

export const statusLabels = pgTable(
  "status_labels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text("name").notNull(),
    kind: text("kind", { enum: statusLabelKinds }).notNull(),
    colour: text("colour").notNull(),
    /** Seeded with the workspace; renamable, never deleted (migrations map onto them). */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("status_labels_kind_check", sql`kind in ${sqlList(statusLabelKinds)}`),
    check("status_labels_colour_check", sql`colour ~ '^#[0-9a-f]{6}$'`),
    uniqueIndex("status_labels_tenant_name_unique").on(table.tenantId, table.name),
    tenantRowKey("status_labels_tenant_id_id_unique", table),
  ],
);

export const assetCategories = pgTable(
  "asset_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (table) => [
    uniqueIndex("asset_categories_tenant_name_unique").on(table.tenantId, table.name),
    tenantRowKey("asset_categories_tenant_id_id_unique", table),
  ],
);

/** A tree (site → building → room); the catalog module keeps it free of cycles. */
export const assetLocations = pgTable(
  "asset_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: locationKinds }).notNull().default("site"),
    parentId: uuid("parent_id"),
  },
  (table) => [
    check("asset_locations_kind_check", sql`kind in ${sqlList(locationKinds)}`),
    // Siblings have different names; two buildings may each have a "Room 101".
    unique("asset_locations_tenant_parent_name_unique")
      .on(table.tenantId, table.parentId, table.name)
      .nullsNotDistinct(),
    index("asset_locations_parent_idx").on(table.parentId),
    tenantRowKey("asset_locations_tenant_id_id_unique", table),
    // A parent in the same workspace.
    tenantReference("asset_locations_parent_id_fk", table, table.parentId, table),
  ],
);
