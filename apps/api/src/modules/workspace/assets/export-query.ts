import type { AssetFilter } from "@fleetward/contracts/workspace-assets";
import { sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { keysetAfter, keysetOrder, type KeysetCursor } from "../../../db/keyset.ts";
import {
  assetCategories,
  assetLocations,
  assetModels,
  manufacturers,
  statusLabels,
} from "../catalog/schema.ts";
import { people } from "../people/schema.ts";
import { assetSortOf, type AssetSort } from "./asset-query.ts";
import { conditionsFor } from "./register.ts";
import { assets } from "./schema.ts";

/*
 * The asset export's own read (docs/decisions/0031). The register's list reads a page of 1,000
 * for a screen: every column of the asset mapped by Drizzle into an API object, seven scalar
 * subqueries per row for the names, two counts per page; at 100,000 assets that was most of an
 * export's time. This read has the register's own filter, sort and keyset (conditionsFor,
 * assetSortOf), but a batch reads only the exported columns, all as text, and joins the names
 * over the batch.
 */

/** A batch row as PostgreSQL sends it: every value text (or null), named as below. */
export type AssetExportRow = Record<string, string | null>;

/**
 * One batch: the page of the register in a materialized CTE (the keyset range of the sort's
 * index, as the list reads it), then its names joined (hash joins over 2,000 rows instead of
 * 14,000 index probes), in the same order again.
 */
function batchQuery(
  where: SQL | undefined,
  sort: AssetSort,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const order = (table: SQL) =>
    sort.descending
      ? sql`${table}.sort_key desc, ${table}.id desc`
      : sql`${table}.sort_key, ${table}.id`;
  const a = sql.raw("b");
  return sql`
    with b as materialized (
      select ${assets.id} as id, ${sort.expr} as sort_key, (${sort.expr})::text as sort_value,
        ${assets.assetTag} as asset_tag, ${assets.name} as name, ${assets.serialNumber} as serial_number,
        ${assets.modelId} as model_id, ${assets.categoryId} as category_id,
        ${assets.statusLabelId} as status_label_id, ${assets.locationId} as location_id,
        ${assets.assignedPersonId} as assigned_person_id,
        ${assets.assignedLocationId} as assigned_location_id,
        ${assets.checkedOutAt}::text as checked_out_at, ${assets.expectedCheckin}::text as expected_checkin,
        ${assets.purchaseDate} as purchase_date, ${assets.purchaseCost}::text as purchase_cost,
        ${assets.currency} as currency, ${assets.supplier} as supplier,
        ${assets.orderNumber} as order_number, ${assets.warrantyEnd}::text as warranty_end,
        ${assets.notes} as notes, ${assets.customValues}::text as custom_values,
        ${assets.createdAt}::text as created_at, ${assets.updatedAt}::text as updated_at,
        ${assets.retiredAt}::text as retired_at
      from ${assets}
      where ${sql.join([where ?? sql`true`, after ? keysetAfter(sort, assets.id, after) : sql`true`], sql` and `)}
      order by ${sql.join(keysetOrder(sort, assets.id), sql`, `)}
      limit ${limit}
    )
    select b.id::text as id, b.sort_value, b.asset_tag, b.name, b.serial_number,
      m.name as model, m.model_number, mf.name as manufacturer, c.name as category,
      s.name as status, l.name as location,
      case when b.assigned_person_id is not null then coalesce(p.name, '')
        when b.assigned_location_id is not null then coalesce(hl.name, '') end as assigned_to,
      b.checked_out_at, b.expected_checkin, b.purchase_date::text as purchase_date,
      b.purchase_cost, b.currency, b.supplier, b.order_number, b.warranty_end,
      (b.purchase_date + make_interval(months => m.eol_months))::date::text as eol_date,
      b.notes, b.custom_values, b.created_at, b.updated_at, b.retired_at
    from ${a}
      join ${statusLabels} s on s.id = b.status_label_id
      left join ${assetModels} m on m.id = b.model_id
      left join ${manufacturers} mf on mf.id = m.manufacturer_id
      left join ${assetCategories} c on c.id = b.category_id
      left join ${assetLocations} l on l.id = b.location_id
      left join ${people} p on p.id = b.assigned_person_id
      left join ${assetLocations} hl on hl.id = b.assigned_location_id
    order by ${order(a)}`;
}

/**
 * How an export reads the assets a filter matches, in its sort: `read(after, limit)` answers
 * the batch after a row (its id and sort_value), or the first one. A bad filter (an unknown
 * custom field) is a 422 here, before any batch.
 */
export async function assetExportReader(
  orm: Orm,
  tenantId: string,
  query: AssetFilter & { sort: string },
  now: Date,
) {
  const { sort: sortName, ...filter } = query;
  const where = await conditionsFor(orm, tenantId, filter, now);
  const sort = assetSortOf(sortName);
  return async (after: KeysetCursor | undefined, limit: number) => {
    const result = (await orm.execute(batchQuery(where, sort, after, limit))) as unknown as {
      rows: AssetExportRow[];
    };
    return result.rows;
  };
}
