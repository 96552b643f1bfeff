import { naturalSortKey } from "../../../db/natural-sort.ts";
import { sql } from "drizzle-orm";
import {
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { assets } from "../assets/schema.ts";
import { workspaces } from "../core/schema.ts";
import { manufacturers } from "../catalog/schema.ts";
import { people } from "../people/schema.ts";

/** Software licences: seats bought, checked out to people or assets (`license_seats`). */
export const licenses = pgTable(
  "licenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    manufacturerId: uuid("manufacturer_id"),
    seats: integer("seats").notNull(),
    /**
     * AES-256-GCM, sealed by lib/secret-box.ts with the row's tenant and id as context
     * (docs/decisions/0021). Never selected for lists or details, only by the reveal call.
     */
    productKeyEncrypted: text("product_key_encrypted"),
    licensedToName: text("licensed_to_name"),
    licensedToEmail: text("licensed_to_email"),
    purchaseDate: date("purchase_date"),
    purchaseCost: numeric("purchase_cost", { precision: 12, scale: 2 }),
    currency: char("currency", { length: 3 }),
    orderNumber: text("order_number"),
    supplier: text("supplier"),
    expiresOn: date("expires_on"),
    notes: text("notes"),
    /** What `q` searches, lower-cased in one column for one trigram index (as people's). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(supplier, '') || ' ' || coalesce(order_number, '') || ' ' || coalesce(licensed_to_name, '') || ' ' || coalesce(licensed_to_email, ''))`,
      ),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("licenses_seats_positive", sql`seats > 0`),
    check("licenses_purchase_cost_not_negative", sql`purchase_cost >= 0`),
    check("licenses_currency_code", sql`currency ~ '^[A-Z]{3}$'`),
    check("licenses_cost_has_currency", sql`purchase_cost is null or currency is not null`),
    check("licenses_product_key_sealed", sql`product_key_encrypted like 'v1:%'`),
    check(
      "licenses_licensed_to_email_lower_case",
      sql`licensed_to_email = lower(licensed_to_email)`,
    ),
    // The default list order (by name, then id) and its keyset paging.
    index("licenses_tenant_name_natural_idx").on(
      table.tenantId,
      naturalSortKey(table.name),
      table.id,
    ),
    index("licenses_tenant_expires_idx").on(table.tenantId, table.expiresOn),
    index("licenses_search_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    tenantRowKey("licenses_tenant_id_id_unique", table),
    // ON DELETE SET NULL (manufacturer_id) in the database (see tenantReference).
    tenantReference(
      "licenses_manufacturer_id_fk",
      table,
      table.manufacturerId,
      manufacturers,
    ).onDelete("set null"),
  ],
);

/**
 * One row per checkout of a seat, to a person or to an asset; `checked_in_at` is null while
 * the seat is held. Returned seats stay as rows (the licence's history also records both).
 */
export const licenseSeats = pgTable(
  "license_seats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    licenseId: uuid("license_id").notNull(),
    personId: uuid("person_id"),
    assetId: uuid("asset_id"),
    note: text("note"),
    checkedOutAt: at("checked_out_at").notNull(),
    checkedInAt: at("checked_in_at"),
  },
  (table) => [
    check("license_seats_one_holder", sql`(person_id is null) <> (asset_id is null)`),
    check("license_seats_in_after_out", sql`checked_in_at >= checked_out_at`),
    // A holder has at most one seat of a licence at a time.
    uniqueIndex("license_seats_held_by_person_unique")
      .on(table.licenseId, table.personId)
      .where(sql`checked_in_at is null and person_id is not null`),
    uniqueIndex("license_seats_held_by_asset_unique")
      .on(table.licenseId, table.assetId)
      .where(sql`checked_in_at is null and asset_id is not null`),
    // Seats used per licence, and seats held per person or asset.
    index("license_seats_held_idx")
      .on(table.licenseId)
      .where(sql`checked_in_at is null`),
    index("license_seats_person_idx")
      .on(table.tenantId, table.personId)
      .where(sql`checked_in_at is null`),
    index("license_seats_asset_idx")
      .on(table.tenantId, table.assetId)
      .where(sql`checked_in_at is null`),
    tenantReference("license_seats_license_id_fk", table, table.licenseId, licenses).onDelete(
      "cascade",
    ),
    // Removing a person or asset (e.g. "remove sample data") frees its seats; history keeps them.
    tenantReference("license_seats_person_id_fk", table, table.personId, people).onDelete(
      "cascade",
    ),
    tenantReference("license_seats_asset_id_fk", table, table.assetId, assets).onDelete("cascade"),
  ],
);
