import type { AssetFilter, AssetSortKey } from "@fleetward/contracts/workspace-assets";
import {
  and,
  count,
  eq,
  exists,
  gte,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Orm } from "../../../db/client.ts";
import {
  keysetAfter,
  keysetOrder,
  keysetValue,
  type KeysetCursor,
  type KeysetSort,
} from "../../../db/keyset.ts";
import {
  assetCategories,
  assetLocations,
  assetModels,
  manufacturers,
  people,
  statusLabels,
} from "../../../db/schema.ts";
import { assets } from "./schema.ts";

/*
 * How the register reads assets: with the names of what they refer to, filtered, searched
 * and sorted on the server. Every query takes the tenant id and filters by it.
 */

const holderLocations = alias(assetLocations, "holder_locations");

export type AssetRow = typeof assets.$inferSelect;
export type AssetWithNames = {
  asset: AssetRow;
  modelName: string | null;
  modelNumber: string | null;
  manufacturerId: string | null;
  manufacturerName: string | null;
  categoryName: string | null;
  statusName: string;
  statusKind: (typeof statusLabels.$inferSelect)["kind"];
  statusColour: string;
  locationName: string | null;
  personName: string | null;
  holderLocationName: string | null;
  eolDate: string | null;
};

export function selectAssets<Extra extends Record<string, SQL>>(orm: Orm, extra: Extra) {
  return orm
    .select({
      asset: assets,
      modelName: assetModels.name,
      modelNumber: assetModels.modelNumber,
      manufacturerId: assetModels.manufacturerId,
      manufacturerName: manufacturers.name,
      categoryName: assetCategories.name,
      statusName: statusLabels.name,
      statusKind: statusLabels.kind,
      statusColour: statusLabels.colour,
      locationName: assetLocations.name,
      personName: people.name,
      holderLocationName: holderLocations.name,
      // make_interval keeps month ends (31 Jan + 1 month = 28/29 Feb), as people count.
      eolDate: sql<
        string | null
      >`(${assets.purchaseDate} + make_interval(months => ${assetModels.eolMonths}))::date::text`,
      ...extra,
    })
    .from(assets)
    .innerJoin(statusLabels, eq(statusLabels.id, assets.statusLabelId))
    .leftJoin(assetModels, eq(assetModels.id, assets.modelId))
    .leftJoin(manufacturers, eq(manufacturers.id, assetModels.manufacturerId))
    .leftJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .leftJoin(assetLocations, eq(assetLocations.id, assets.locationId))
    .leftJoin(people, eq(people.id, assets.assignedPersonId))
    .leftJoin(holderLocations, eq(holderLocations.id, assets.assignedLocationId));
}

/** `column in (subquery)`: drizzle's inArray leaves a raw SQL subquery unparenthesised. */
const inSubquery = (column: PgColumn, query: SQL) => sql`${column} in (${query})`;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `q` matches the asset's own words (one trigram-indexed column) or the name of its model,
 * manufacturer, holder or location. Those are small tables with trigram indexes of their
 * own: the planner looks them up first, then finds their assets through the foreign-key
 * indexes, instead of reading every asset.
 */
function searchCondition(tenantId: string, q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const nameLike = (column: PgColumn) => sql`lower(${column}) like ${pattern}`;
  const modelIds = sql`select ${assetModels.id} from ${assetModels}
    left join ${manufacturers} on ${manufacturers.id} = ${assetModels.manufacturerId}
    where ${assetModels.tenantId} = ${tenantId}
      and (${nameLike(assetModels.name)} or lower(coalesce(${assetModels.modelNumber}, '')) like ${pattern}
        or lower(coalesce(${manufacturers.name}, '')) like ${pattern})`;
  const personIds = sql`select ${people.id} from ${people}
    where ${people.tenantId} = ${tenantId} and ${people.searchText} like ${pattern}`;
  const locationIds = sql`select ${assetLocations.id} from ${assetLocations}
    where ${assetLocations.tenantId} = ${tenantId} and ${nameLike(assetLocations.name)}`;
  return or(
    like(assets.searchText, pattern),
    inSubquery(assets.modelId, modelIds),
    inSubquery(assets.assignedPersonId, personIds),
    inSubquery(assets.locationId, locationIds),
    inSubquery(assets.assignedLocationId, locationIds),
  );
}

function checkedOut(yes: boolean): SQL | undefined {
  return yes ? isNotNull(assets.checkedOutAt) : isNull(assets.checkedOutAt);
}

/** The conditions of a filter; `today` is the workspace's date (overdue, warranty). */
export function assetConditions(tenantId: string, filter: AssetFilter, today: string) {
  const manufacturerModels = filter.manufacturer_id
    ? sql`select ${assetModels.id} from ${assetModels} where ${assetModels.tenantId} = ${tenantId} and ${assetModels.manufacturerId} = ${filter.manufacturer_id}`
    : undefined;
  const statusKind = filter.status_kind;
  return and(
    eq(assets.tenantId, tenantId),
    filter.status_label_id ? eq(assets.statusLabelId, filter.status_label_id) : undefined,
    statusKind
      ? exists(
          sql`select 1 from ${statusLabels} where ${statusLabels.id} = ${assets.statusLabelId} and ${statusLabels.kind} = ${statusKind}`,
        )
      : undefined,
    filter.category_id ? eq(assets.categoryId, filter.category_id) : undefined,
    filter.location_id ? eq(assets.locationId, filter.location_id) : undefined,
    filter.model_id ? eq(assets.modelId, filter.model_id) : undefined,
    manufacturerModels ? inSubquery(assets.modelId, manufacturerModels) : undefined,
    filter.person_id ? eq(assets.assignedPersonId, filter.person_id) : undefined,
    filter.checked_out !== undefined ? checkedOut(filter.checked_out) : undefined,
    filter.overdue ? and(checkedOut(true), lt(assets.expectedCheckin, today)) : undefined,
    filter.warranty_ends_within !== undefined
      ? and(
          gte(assets.warrantyEnd, today),
          lte(assets.warrantyEnd, sql`${today}::date + ${filter.warranty_ends_within}::int`),
        )
      : undefined,
    filter.custom_field && filter.custom_value !== undefined
      ? customValueIs(filter.custom_field, filter.custom_value)
      : undefined,
    filter.q ? searchCondition(tenantId, filter.q) : undefined,
  );
}

/**
 * A custom value equal to the text typed: the stored value may be text, a number or a
 * boolean, so each reading of the text is tried; the jsonb index serves `@>`.
 */
function customValueIs(key: string, text: string): SQL | undefined {
  const readings: unknown[] = [text];
  if (text !== "" && Number.isFinite(Number(text))) readings.push(Number(text));
  if (text === "true" || text === "false") readings.push(text === "true");
  return or(
    ...readings.map(
      (value) => sql`${assets.customValues} @> ${JSON.stringify({ [key]: value })}::jsonb`,
    ),
  );
}

/** Each sortable column as a never-null expression (keyset paging compares tuples). */
const sortColumns: Record<AssetSortKey, { expr: SQL | PgColumn; type: KeysetSort["type"] }> = {
  asset_tag: { expr: assets.assetTag, type: "text" },
  name: { expr: assets.name, type: "text" },
  serial_number: { expr: sql`coalesce(${assets.serialNumber}, '')`, type: "text" },
  model: { expr: sql`coalesce(${assetModels.name}, '')`, type: "text" },
  manufacturer: { expr: sql`coalesce(${manufacturers.name}, '')`, type: "text" },
  category: { expr: sql`coalesce(${assetCategories.name}, '')`, type: "text" },
  status: { expr: statusLabels.name, type: "text" },
  location: { expr: sql`coalesce(${assetLocations.name}, '')`, type: "text" },
  assigned_to: {
    expr: sql`coalesce(${people.name}, ${holderLocations.name}, '')`,
    type: "text",
  },
  purchase_date: { expr: sql`coalesce(${assets.purchaseDate}::text, '')`, type: "text" },
  warranty_end: { expr: sql`coalesce(${assets.warrantyEnd}::text, '')`, type: "text" },
  expected_checkin: { expr: sql`coalesce(${assets.expectedCheckin}::text, '')`, type: "text" },
  created_at: { expr: assets.createdAt, type: "timestamptz" },
  updated_at: { expr: assets.updatedAt, type: "timestamptz" },
};

export function assetSortOf(sort: string): KeysetSort {
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as AssetSortKey;
  return { name: sort, ...sortColumns[key], descending };
}

export async function listAssetRows(
  orm: Orm,
  where: SQL | undefined,
  page: { sort: KeysetSort; after: KeysetCursor | undefined; limit: number },
) {
  const { sort, after } = page;
  return selectAssets(orm, { sortValue: keysetValue(sort) })
    .where(and(where, after && keysetAfter(sort, assets.id, after)))
    .orderBy(...keysetOrder(sort, assets.id))
    .limit(page.limit);
}

export async function countAssetRows(orm: Orm, where: SQL | undefined) {
  const [row] = await orm.select({ n: count() }).from(assets).where(where);
  return row?.n ?? 0;
}

export async function findAssetRow(orm: Orm, tenantId: string, assetId: string) {
  const [row] = await selectAssets(orm, {}).where(
    and(eq(assets.tenantId, tenantId), eq(assets.id, assetId)),
  );
  return row as AssetWithNames | undefined;
}

/** The ids a filter matches, locked for a bulk change in the same transaction. */
export async function lockMatchingIds(orm: Orm, where: SQL | undefined, limit: number) {
  const rows = await orm
    .select({ id: assets.id })
    .from(assets)
    .where(where)
    .orderBy(assets.id)
    .limit(limit)
    .for("update");
  return rows.map((row) => row.id);
}
