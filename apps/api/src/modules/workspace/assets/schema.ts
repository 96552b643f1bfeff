import { locationKinds } from "@fleetward/contracts/workspace-catalog";
import { at, sqlList } from "../../../db/columns.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "../../account/users/schema.ts";
import { trials } from "../../account/trials/schema.ts";

/**
 * A tenant: the workspace a trial deploys, answering at {app_domain}.{APP_HOST}.
 * Every tenant-owned row carries `tenant_id` (so tenants can later be distributed by it).
 * Whether it accepts changes follows its trial's status (active/upgraded: yes; expired: read-only).
 */
export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Unique: deploying the same trial twice finds the existing workspace. */
  trialId: uuid("trial_id")
    .notNull()
    .unique()
    .references(() => trials.id, { onDelete: "cascade" }),
  appDomain: text("app_domain").notNull().unique(),
  name: text("name").notNull(),
  ownerUserId: uuid("owner_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: at("created_at").notNull(),
  /** Set when the owner deletes their account: the workspace refuses everything. */
  closedAt: at("closed_at"),
});

export const assetCategories = pgTable(
  "asset_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("asset_categories_tenant_name_unique").on(table.tenantId, table.name)],
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
    parentId: uuid("parent_id").references((): AnyPgColumn => assetLocations.id),
  },
  (table) => [
    check("asset_locations_kind_check", sql`kind in ${sqlList(locationKinds)}`),
    // Siblings have different names; two buildings may each have a "Room 101".
    unique("asset_locations_tenant_parent_name_unique")
      .on(table.tenantId, table.parentId, table.name)
      .nullsNotDistinct(),
    index("asset_locations_parent_idx").on(table.parentId),
  ],
);

export const assetStatuses = ["in_use", "in_stock", "in_repair", "retired"] as const;
export type AssetStatus = (typeof assetStatuses)[number];

export const assets = pgTable(
  "assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    categoryId: uuid("category_id").references(() => assetCategories.id, {
      onDelete: "set null",
    }),
    serialNumber: text("serial_number"),
    model: text("model"),
    status: text("status", { enum: assetStatuses }).notNull().default("in_stock"),
    assignedTo: text("assigned_to"),
    locationId: uuid("location_id").references(() => assetLocations.id, {
      onDelete: "set null",
    }),
    purchaseDate: date("purchase_date"),
    warrantyEnd: date("warranty_end"),
    notes: text("notes"),
    /** Provisioned examples; "remove sample data" deletes exactly these. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    retiredAt: at("retired_at"),
  },
  (table) => [
    check("assets_status_check", sql`status in ${sqlList(assetStatuses)}`),
    index("assets_tenant_idx").on(table.tenantId, table.status),
    // A serial number identifies one device within a tenant.
    uniqueIndex("assets_tenant_serial_unique")
      .on(table.tenantId, table.serialNumber)
      .where(sql`serial_number is not null`),
  ],
);
