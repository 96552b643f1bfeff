import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { workspaces } from "../core/schema.ts";

/*
 * The dashboard's figures, kept by the database as assets are written (ADR 0046): triggers
 * on `assets` (migration 0042) add each statement's changes in the same transaction, so no
 * write path can forget them. Only those triggers write these tables; the dashboard reads
 * them. The grouping columns are copies of asset columns, not references: a category or
 * location deleted sets the assets' column to null, and the trigger moves the count.
 */

/** How many of the tenant's assets share one status label, category, location and state. */
export const dashboardAssetCounts = pgTable(
  "dashboard_asset_counts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    statusLabelId: uuid("status_label_id").notNull(),
    categoryId: uuid("category_id"),
    locationId: uuid("location_id"),
    checkedOut: boolean("checked_out").notNull(),
    retired: boolean("retired").notNull(),
    assets: integer("assets").notNull(),
  },
  (table) => [
    // One row per group, "no category" and "no location" included (hence NULLS NOT DISTINCT).
    unique("dashboard_asset_counts_group")
      .on(
        table.tenantId,
        table.statusLabelId,
        table.categoryId,
        table.locationId,
        table.checkedOut,
        table.retired,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * How many of the tenant's assets have a date on `day`, per dated figure: `warranty_end`
 * (every asset), `live_warranty_end` (assets not retired) and `due_back` (checked-out assets'
 * expected check-in). Figures that depend on today's date are sums over the days before or
 * after it, so they stay right as the date moves without any write.
 */
export const dashboardAssetDays = pgTable(
  "dashboard_asset_days",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    figure: text("figure").notNull(),
    day: date("day").notNull(),
    assets: integer("assets").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.figure, table.day] }),
    check(
      "dashboard_asset_days_figure",
      sql`figure in ('warranty_end', 'live_warranty_end', 'due_back')`,
    ),
  ],
);
