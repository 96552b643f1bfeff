import { boolean, char, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { check } from "drizzle-orm/pg-core";
import { at } from "../../../db/columns.ts";
import { workspaces } from "../core/schema.ts";

/**
 * One row per workspace, made on first use. `next_asset_number` is taken and incremented in
 * the transaction that adds the asset, so tags are sequential, unique and without gaps from
 * rolled-back inserts (the row lock makes concurrent adds wait their turn).
 */
export const workspaceSettings = pgTable(
  "workspace_settings",
  {
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    assetTagPrefix: text("asset_tag_prefix").notNull().default("FW-"),
    nextAssetNumber: integer("next_asset_number").notNull().default(1),
    /** The longest an API token may live, in days; null: no limit. */
    maxTokenLifetimeDays: integer("max_token_lifetime_days"),
    /** When an admin put the getting-started checklist away; null while it is shown. */
    gettingStartedDismissedAt: at("getting_started_dismissed_at"),
    /** The workspace's one currency (ISO 4217): costs entered without one take it. */
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    /** Members' sessions of the password alone are refused (ADR 0053). */
    requireTwoStep: boolean("require_two_step").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
  },
  () => [
    check("workspace_settings_next_asset_number_check", sql`next_asset_number > 0`),
    check(
      "workspace_settings_max_token_lifetime_check",
      sql`max_token_lifetime_days is null or max_token_lifetime_days > 0`,
    ),
    check("workspace_settings_currency_code", sql`currency ~ '^[A-Z]{3}$'`),
  ],
);
