import type { AssetFilter, AssetSortKey } from "@fleetward/contracts/workspace-assets";
import {
  and,
  count,
  getTableColumns,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Orm } from "../../../db/client.ts";
import {
  keysetAfter,
  keysetOrder,
  keysetValue,
  type KeysetPage,
  type KeysetSort,
} from "../../../db/keyset.ts";
import {
  assetCategories,
  assetLocations,
  assetModels,
  manufacturers,
  statusLabels,
} from "../catalog/schema.ts";
import { people } from "../people/schema.ts";
import { assets } from "./schema.ts";
import { containsPattern } from "../../../lib/full-text.ts";

/*
 * How the register reads assets: with the names of what they refer to, filtered, searched
 * and sorted on the server. Every query takes the tenant id and filters by it.
 */

/*
 * The names an asset shows come from scalar subqueries, not joins: with seven left joins the
 * planner searched join orders on every request (30-45 ms of planning on PostgreSQL and
 * 100-400 ms on PGlite at 100,000 assets, for a 1 ms execution); a subquery per name is
 * planned on its own, trivially, and run for the page's rows only.
 */
type Lookup = typeof assetModels | typeof manufacturers | typeof assetCategories;
const lookup = (
  table: Lookup | typeof assetLocations | typeof people,
  column: PgColumn,
  id: SQL | PgColumn,
) => sql`(select ${column} from ${table} where ${table.id} = ${id})`;

const modelManufacturerId = lookup(assetModels, assetModels.manufacturerId, assets.modelId);
const names = {
  modelName: lookup(assetModels, assetModels.name, assets.modelId),
  modelNumber: lookup(assetModels, assetModels.modelNumber, assets.modelId),
  manufacturerName: lookup(manufacturers, manufacturers.name, modelManufacturerId),
  categoryName: lookup(assetCategories, assetCategories.name, assets.categoryId),
  locationName: lookup(assetLocations, assetLocations.name, assets.locationId),
  personName: lookup(people, people.name, assets.assignedPersonId),
  holderLocationName: lookup(assetLocations, assetLocations.name, assets.assignedLocationId),
};

/*
 * What the register reads of an asset: its own columns, not the copies and keys the database
 * keeps for sorting and search (thirteen columns, a third of the row's bytes). Every page
 * row is decoded field by field, and on PGlite that decoding was a tenth of a page's time.
 */
const {
  searchText: _searchText,
  modelSort: _modelSort,
  manufacturerSort: _manufacturerSort,
  categorySort: _categorySort,
  statusSort: _statusSort,
  locationSort: _locationSort,
  holderSort: _holderSort,
  nameSort: _nameSort,
  tagSort: _tagSort,
  serialSort: _serialSort,
  purchaseSort: _purchaseSort,
  warrantySort: _warrantySort,
  checkinSort: _checkinSort,
  ...assetColumns
} = getTableColumns(assets);

export type AssetRow = {
  [Key in keyof typeof assetColumns]: (typeof assets.$inferSelect)[Key];
};
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
  const text = (expr: SQL) => sql<string | null>`${expr}`;
  return orm
    .select({
      asset: assetColumns,
      modelName: text(names.modelName),
      modelNumber: text(names.modelNumber),
      manufacturerId: text(modelManufacturerId),
      manufacturerName: text(names.manufacturerName),
      categoryName: text(names.categoryName),
      statusName: statusLabels.name,
      statusKind: statusLabels.kind,
      statusColour: statusLabels.colour,
      locationName: text(names.locationName),
      personName: text(names.personName),
      holderLocationName: text(names.holderLocationName),
      // make_interval keeps month ends (31 Jan + 1 month = 28/29 Feb), as people count.
      eolDate: sql<
        string | null
      >`(${assets.purchaseDate} + make_interval(months => ${lookup(assetModels, assetModels.eolMonths, assets.modelId)}))::date::text`,
      ...extra,
    })
    .from(assets)
    .innerJoin(statusLabels, eq(statusLabels.id, assets.statusLabelId));
}

/** The ids of the small tables whose names a search text matches. */
export type SearchMatches = { modelIds: string[]; personIds: string[]; locationIds: string[] };

/**
 * `q` also finds assets by the name of their model, manufacturer, holder or location. Those
 * are small tables with trigram indexes of their own, so they are searched first, in one
 * round trip: the asset query then carries real id lists, whose selectivity the planner
 * knows. (As subqueries they were guesses, and a guess of "many" made it walk the whole
 * register in name order looking for the first page of two matches.)
 */
export async function searchMatches(orm: Orm, tenantId: string, q: string): Promise<SearchMatches> {
  const pattern = containsPattern(q.toLowerCase());
  const nameLike = (column: PgColumn) => sql`lower(${column}) like ${pattern}`;
  const result = (await orm.execute(sql`
    select 'model' as kind, ${assetModels.id} as id from ${assetModels}
      left join ${manufacturers} on ${manufacturers.id} = ${assetModels.manufacturerId}
      where ${assetModels.tenantId} = ${tenantId}
        and (${nameLike(assetModels.name)} or lower(coalesce(${assetModels.modelNumber}, '')) like ${pattern}
          or lower(coalesce(${manufacturers.name}, '')) like ${pattern})
    union all
    select 'person', ${people.id} from ${people}
      where ${people.tenantId} = ${tenantId} and ${people.searchText} like ${pattern}
    union all
    select 'location', ${assetLocations.id} from ${assetLocations}
      where ${assetLocations.tenantId} = ${tenantId} and ${nameLike(assetLocations.name)}`)) as unknown as {
    rows: { kind: string; id: string }[];
  };
  const of = (kind: string) => result.rows.filter((row) => row.kind === kind).map((row) => row.id);
  return { modelIds: of("model"), personIds: of("person"), locationIds: of("location") };
}

/** `column = any('{…}'::uuid[])`: one parameter however many ids; nothing when there are none. */
export function anyOf(column: PgColumn, ids: readonly string[]): SQL | undefined {
  return ids.length > 0 ? sql`${column} = any(${`{${ids.join(",")}}`}::uuid[])` : undefined;
}

/** `q` matches the asset's own words (one trigram-indexed column) or the names found first. */
function searchCondition(q: string, matches: SearchMatches): SQL | undefined {
  return or(
    like(assets.searchText, containsPattern(q.toLowerCase())),
    anyOf(assets.modelId, matches.modelIds),
    anyOf(assets.assignedPersonId, matches.personIds),
    anyOf(assets.locationId, matches.locationIds),
    anyOf(assets.assignedLocationId, matches.locationIds),
  );
}

/*
 * A date filter is written on its sort column (coalesce(date, '-infinity'), stored), which
 * its index (tenant_id, column, id) holds: the filter is then a range of that index. Sorted
 * by that date, a page no longer walks the assets without one first (most of them: 700 ms
 * for "overdue" sorted by expected check-in); unsorted, the range finds the few matches
 * without a scan (ADR 0047). Only this form: beside the plain `date < today` the planner
 * multiplied both selectivities, expected 10 rows of 1,500 and scanned the table.
 */
function dateIn(key: PgColumn, range: { before: string } | { from: string; days: number }): SQL {
  return "before" in range
    ? sql`${key} > '-infinity'::date and ${key} < ${range.before}::date`
    : sql`${key} >= ${range.from}::date and ${key} <= ${range.from}::date + ${range.days}::int`;
}

/** The location's subtree when resolved, the location itself otherwise. */
function locationIn(locationId: string, subtree: string[] | undefined): SQL | undefined {
  return subtree ? inArray(assets.locationId, subtree) : eq(assets.locationId, locationId);
}

function checkedOut(yes: boolean): SQL | undefined {
  return yes ? isNotNull(assets.checkedOutAt) : isNull(assets.checkedOutAt);
}

/** What a filter needs read first: see conditionsFor in register.ts. */
export type ResolvedFilter = {
  /** The custom value filter as stored (typed by the custom-fields module). */
  customMatch?: Record<string, string | number | boolean>;
  /** What searchMatches found for `q`. */
  matches?: SearchMatches;
  /** `location_id` and every location inside it. */
  locationIds?: string[];
};

/** The conditions of a filter; `today` is the workspace's date (overdue, warranty). */
export function assetConditions(
  tenantId: string,
  filter: AssetFilter,
  today: string,
  resolved: ResolvedFilter = {},
) {
  const { customMatch, locationIds } = resolved;
  const matches = resolved.matches ?? { modelIds: [], personIds: [], locationIds: [] };
  const statusKind = filter.status_kind;
  return and(
    eq(assets.tenantId, tenantId),
    filter.status_label_id ? eq(assets.statusLabelId, filter.status_label_id) : undefined,
    statusKind
      ? exists(
          sql`(select 1 from ${statusLabels} where ${statusLabels.id} = ${assets.statusLabelId} and ${statusLabels.kind} = ${statusKind})`,
        )
      : undefined,
    filter.category_id ? eq(assets.categoryId, filter.category_id) : undefined,
    filter.location_id ? locationIn(filter.location_id, locationIds) : undefined,
    filter.model_id ? eq(assets.modelId, filter.model_id) : undefined,
    // The model's manufacturer, copied onto the asset (ADR 0047): one range of its index.
    filter.manufacturer_id ? eq(assets.manufacturerId, filter.manufacturer_id) : undefined,
    filter.person_id ? eq(assets.assignedPersonId, filter.person_id) : undefined,
    filter.checked_out !== undefined ? checkedOut(filter.checked_out) : undefined,
    filter.overdue
      ? and(checkedOut(true), dateIn(assets.checkinSort, { before: today }))
      : undefined,
    filter.warranty_ends_within !== undefined
      ? dateIn(assets.warrantySort, { from: today, days: filter.warranty_ends_within })
      : undefined,
    filter.warranty_expired
      ? and(dateIn(assets.warrantySort, { before: today }), sql`${assets.retiredAt} is null`)
      : undefined,
    customMatch ? sql`${assets.customValues} @> ${JSON.stringify(customMatch)}::jsonb` : undefined,
    filter.q ? searchCondition(filter.q, matches) : undefined,
  );
}

type SortColumn = { expr: SQL | PgColumn; type: KeysetSort["type"] };
const textSort = (expr: SQL | PgColumn): SortColumn => ({ expr, type: "text" });
const dateSort = (expr: PgColumn): SortColumn => ({ expr, type: "date" });

/**
 * Each sortable column as a never-null column (keyset paging compares tuples) of an index
 * (tenant_id, column, id) — schema.ts — so a page of any sort, at any depth, is an index
 * range scan (docs/decisions/0047). Columns, not expressions: under row-level security a
 * cursor's comparison of natural_sort_key(…) or coalesce(…) counts as leaky and may not be an
 * index condition. Names of other tables sort by copies on the asset kept by triggers.
 */
const sortColumns: Record<AssetSortKey, SortColumn> = {
  // Natural order (docs/decisions/0045), by their stored keys: FW-9 before FW-10.
  asset_tag: textSort(assets.tagSort),
  name: textSort(assets.nameSort),
  serial_number: textSort(assets.serialSort),
  model: textSort(assets.modelSort),
  manufacturer: textSort(assets.manufacturerSort),
  category: textSort(assets.categorySort),
  status: textSort(assets.statusSort),
  location: textSort(assets.locationSort),
  assigned_to: textSort(assets.holderSort),
  purchase_date: dateSort(assets.purchaseSort),
  warranty_end: dateSort(assets.warrantySort),
  expected_checkin: dateSort(assets.checkinSort),
  created_at: { expr: assets.createdAt, type: "timestamptz" },
  updated_at: { expr: assets.updatedAt, type: "timestamptz" },
};

export type AssetSort = KeysetSort;

export function assetSortOf(sort: string): AssetSort {
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as AssetSortKey;
  return { name: sort, ...sortColumns[key], descending };
}

/** A page of the register; `columns`: more values read with each row (see listCountColumns). */
export async function listAssetRows<Extra extends Record<string, SQL> = Record<never, SQL>>(
  orm: Orm,
  where: SQL | undefined,
  page: KeysetPage<AssetSort>,
  columns: Extra = {} as Extra,
) {
  return assetRowsQuery(orm, where, page, columns);
}

/** The query listAssetRows runs, unrun (its plan is tested: natural-sort.test.ts). */
export function assetRowsQuery<Extra extends Record<string, SQL> = Record<never, SQL>>(
  orm: Orm,
  where: SQL | undefined,
  page: KeysetPage<AssetSort>,
  columns: Extra = {} as Extra,
) {
  const { sort, after } = page;
  const query = selectAssets(orm, { ...columns, sortValue: keysetValue(sort) }).$dynamic();
  // eslint-disable-next-line fleetward/tenant-scoped-query -- scoped by the caller: `where` is assetConditions(tenantId, …)
  return query
    .where(and(where, after && keysetAfter(sort, assets.id, after)))
    .orderBy(...keysetOrder(sort, assets.id))
    .limit(page.limit);
}

/** How many assets match, counting no further than `cap` when one is given. */
export async function countAssetRows(orm: Orm, where: SQL | undefined, cap?: number) {
  if (cap === undefined) {
    // eslint-disable-next-line fleetward/tenant-scoped-query -- scoped by the caller: `where` is assetConditions(tenantId, …)
    const [row] = await orm.select({ n: count() }).from(assets).where(where);
    return row?.n ?? 0;
  }
  // eslint-disable-next-line fleetward/tenant-scoped-query -- scoped by the caller: `where` is assetConditions(tenantId, …)
  const matches = orm.select({ id: assets.id }).from(assets).where(where).limit(cap);
  const [row] = await orm.select({ n: count() }).from(matches.as("matches"));
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
  // eslint-disable-next-line fleetward/tenant-scoped-query -- scoped by the caller: `where` is assetConditions(tenantId, …)
  const rows = await orm
    .select({ id: assets.id })
    .from(assets)
    .where(where)
    .orderBy(assets.id)
    .limit(limit)
    .for("update");
  return rows.map((row) => row.id);
}
