import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type PgColumn,
} from "drizzle-orm/pg-core";
import { at, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { assetCategories, assetLocations, assetModels, statusLabels } from "../catalog/schema.ts";
import { people } from "../people/schema.ts";
import { workspaces } from "../core/schema.ts";

/** (tenant_id, sort expression, id): a page of any sort, either way, is a range of one index. */
type SortedColumns = Record<
  | "tenantId"
  | "id"
  | `${"serial" | "model" | "manufacturer" | "category" | "status" | "location" | "holder"}Sort`
  | `${"purchase" | "warranty" | "checkin"}Sort`
  | "createdAt",
  PgColumn
>;

function sortIndexes(table: SortedColumns) {
  const on = (name: string, key: PgColumn) =>
    index(`assets_tenant_${name}_sort_idx`).on(table.tenantId, key, table.id);
  return [
    on("serial", table.serialSort),
    on("model", table.modelSort),
    on("manufacturer", table.manufacturerSort),
    on("category", table.categorySort),
    on("status", table.statusSort),
    on("location", table.locationSort),
    on("holder", table.holderSort),
    on("purchase", table.purchaseSort),
    on("warranty", table.warrantySort),
    on("checkin", table.checkinSort),
    on("created", table.createdAt),
  ];
}

function filterIndexes(table: Record<"tenantId" | "nameSort" | "id" | FilterColumn, PgColumn>) {
  const on = (name: string, column: FilterColumn) =>
    index(`assets_tenant_${name}_name_idx`).on(
      table.tenantId,
      table[column],
      table.nameSort,
      table.id,
    );
  return [
    on("status_label", "statusLabelId"),
    on("model", "modelId"),
    on("category", "categoryId"),
    on("location", "locationId"),
    on("manufacturer", "manufacturerId"),
  ];
}
type FilterColumn = "statusLabelId" | "modelId" | "categoryId" | "locationId" | "manufacturerId";

/** A custom field's stored value, keyed by the field's stable key (custom-fields module). */
export type StoredCustomValue = string | number | boolean;

/**
 * One asset of the register. Its state is its status label (whose kind says whether it can
 * be checked out) plus who or where holds it: `assigned_person_id` or `assigned_location_id`
 * while checked out, both null while in stock. Retired assets keep their row (history,
 * licences and reports still refer to them) with `retired_at` set and an archived label.
 */
export const assets = pgTable(
  "assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Allocated from the workspace's prefix and counter (settings module); unique. */
    assetTag: text("asset_tag").notNull(),
    name: text("name").notNull(),
    modelId: uuid("model_id"),
    categoryId: uuid("category_id"),
    statusLabelId: uuid("status_label_id").notNull(),
    serialNumber: text("serial_number"),
    /** Where the asset is kept (its home); a check-out may send it elsewhere. */
    locationId: uuid("location_id"),
    assignedPersonId: uuid("assigned_person_id"),
    assignedLocationId: uuid("assigned_location_id"),
    checkedOutAt: at("checked_out_at"),
    expectedCheckin: date("expected_checkin"),
    purchaseDate: date("purchase_date"),
    purchaseCost: numeric("purchase_cost", { precision: 12, scale: 2 }),
    currency: text("currency"),
    supplier: text("supplier"),
    orderNumber: text("order_number"),
    warrantyEnd: date("warranty_end"),
    notes: text("notes"),
    customValues: jsonb("custom_values")
      .$type<Record<string, StoredCustomValue>>()
      .notNull()
      .default({}),
    /**
     * The asset's own words for `q`, lower-cased in one column so one trigram index serves
     * every fragment. Names of its model, person and location are searched in their tables.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(asset_tag || ' ' || name || ' ' || coalesce(serial_number, '') || ' ' || coalesce(order_number, '') || ' ' || coalesce(supplier, '') || ' ' || custom_values::text)`,
      ),
    /*
     * The names the register sorts by that live in other tables, copied here so each sort is
     * an index range scan (docs/decisions/0047): a sort through a join read and sorted the
     * whole workspace (1-3.5 s at 100,000 assets). Never written by the application: a
     * trigger on assets sets them from the ids, and triggers on the named tables follow a
     * rename (hand-written in migration 0042). Never null: "" when there is no name.
     */
    /** The model's manufacturer, copied by the same trigger: the manufacturer filter's index. */
    manufacturerId: uuid("manufacturer_id"),
    modelSort: text("model_sort").notNull().default(""),
    manufacturerSort: text("manufacturer_sort").notNull().default(""),
    categorySort: text("category_sort").notNull().default(""),
    statusSort: text("status_sort").notNull().default(""),
    locationSort: text("location_sort").notNull().default(""),
    /** The holding person's name, or the holding location's. */
    holderSort: text("holder_sort").notNull().default(""),
    /*
     * The natural sort keys of name and tag (docs/decisions/0045) as columns: a keyset cursor
     * compares the key, and under row-level security a comparison of natural_sort_key(name)
     * (lower and regexp_replace, not LEAKPROOF) may not be an index condition, so a page 200
     * deep filtered 5,000 rows (ADR 0047). A column has no function to leak through.
     */
    nameSort: text("name_sort")
      .notNull()
      .generatedAlwaysAs(sql`natural_sort_key(name)`),
    tagSort: text("tag_sort")
      .notNull()
      .generatedAlwaysAs(sql`natural_sort_key(asset_tag)`),
    /*
     * The nullable sort columns, never null, stored for the same reason (a qual with coalesce
     * counts as leaky under row-level security): no serial sorts as "", no date as -infinity,
     * first ascending. The date filters are ranges of their indexes too (asset-query.ts).
     */
    serialSort: text("serial_sort")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(serial_number, '')`),
    purchaseSort: date("purchase_sort")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(purchase_date, '-infinity'::date)`),
    warrantySort: date("warranty_sort")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(warranty_end, '-infinity'::date)`),
    checkinSort: date("checkin_sort")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(expected_checkin, '-infinity'::date)`),
    /** Provisioned examples; "remove sample data" deletes exactly these. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    retiredAt: at("retired_at"),
  },
  (table) => [
    check("assets_one_holder", sql`assigned_person_id is null or assigned_location_id is null`),
    check(
      "assets_checked_out_at",
      sql`(checked_out_at is null) = (assigned_person_id is null and assigned_location_id is null)`,
    ),
    check("assets_currency_check", sql`currency ~ '^[A-Z]{3}$'`),
    check("assets_purchase_cost_check", sql`purchase_cost >= 0`),
    uniqueIndex("assets_tenant_tag_unique").on(table.tenantId, table.assetTag),
    // A serial number identifies one device within a tenant.
    uniqueIndex("assets_tenant_serial_unique")
      .on(table.tenantId, table.serialNumber)
      .where(sql`serial_number is not null`),
    // The default list order (natural order of names, then id) and its keyset paging; the
    // same for tags (the unique index above orders them as text: FW-10 before FW-9).
    index("assets_tenant_name_natural_idx").on(table.tenantId, table.nameSort, table.id),
    index("assets_tenant_tag_natural_idx").on(table.tenantId, table.tagSort, table.id),
    index("assets_tenant_updated_idx").on(table.tenantId, table.updatedAt, table.id),
    // One index per other sortable column, in the expression its sort orders by (asset-query.ts).
    ...sortIndexes(table),
    // A filter by a catalogue row in the default order: its first page is a range of one index
    // however names and the filter correlate (imported names start with the model's), and
    // its capped count an index-only scan (ADR 0047). Bulk changes by category (10,000 rows
    // without reading 100,000) and the composite foreign keys use them too.
    ...filterIndexes(table),
    // "N samples left" on every list page: a handful of rows, found without reading the register.
    index("assets_sample_idx")
      .on(table.tenantId)
      .where(sql`is_sample`),
    index("assets_person_idx").on(table.assignedPersonId),
    index("assets_assigned_location_idx").on(table.assignedLocationId),
    index("assets_overdue_idx")
      .on(table.tenantId, table.expectedCheckin)
      .where(sql`expected_checkin is not null`),
    index("assets_search_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    index("assets_custom_values_idx").using("gin", table.customValues.op("jsonb_path_ops")),
    tenantRowKey("assets_tenant_id_id_unique", table),
    // Everything an asset refers to is of its own workspace. The catalogue's rows may go
    // (ON DELETE SET NULL (model_id), (category_id), (location_id): see tenantReference);
    // a status label, a holder or a place the asset is checked out to may not.
    tenantReference("assets_model_id_fk", table, table.modelId, assetModels).onDelete("set null"),
    tenantReference("assets_category_id_fk", table, table.categoryId, assetCategories).onDelete(
      "set null",
    ),
    tenantReference("assets_status_label_id_fk", table, table.statusLabelId, statusLabels),
    tenantReference("assets_location_id_fk", table, table.locationId, assetLocations).onDelete(
      "set null",
    ),
    tenantReference("assets_assigned_person_id_fk", table, table.assignedPersonId, people),
    tenantReference(
      "assets_assigned_location_id_fk",
      table,
      table.assignedLocationId,
      assetLocations,
    ),
  ],
);
