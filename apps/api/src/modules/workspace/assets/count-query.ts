import type { AssetFilter } from "@fleetward/contracts/workspace-assets";
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { statusLabels } from "../catalog/schema.ts";
import { dashboardAssetCounts, dashboardAssetDays } from "../dashboard/schema.ts";
import { anyOf } from "./asset-query.ts";
import { assets } from "./schema.ts";

/*
 * How many assets a register filter matches (ADR 0047, "Amended: counts"). The dashboard's
 * kept counts (ADR 0046) group every asset by status label, category, location and whether
 * it is checked out; a filter on nothing else is a sum of a few of those rows, whatever the
 * number of assets. The kept days (per figure and date) answer overdue, warranty ending within
 * and warranty lapsed, each asked alone. Any other filter is counted on the assets, no
 * further than the cap.
 */

/** The filters the kept counts cannot answer: any of them makes the count read assets. */
function readsAssets(filter: AssetFilter): boolean {
  return Boolean(
    filter.q ||
    filter.model_id ||
    filter.manufacturer_id ||
    filter.person_id ||
    filter.overdue ||
    filter.warranty_ends_within !== undefined ||
    filter.warranty_expired ||
    (filter.custom_field && filter.custom_value !== undefined),
  );
}

/** Is the filter on what the kept counts group by only (or none at all)? */
export const keptCountable = (filter: AssetFilter) => !readsAssets(filter);

/** Does the filter narrow the register at all (or is it the whole workspace)? */
export function narrows(filter: AssetFilter): boolean {
  return (
    readsAssets(filter) ||
    Boolean(filter.status_label_id || filter.status_kind || filter.category_id) ||
    filter.location_id !== undefined ||
    filter.checked_out !== undefined
  );
}

/** The kept count of a filter on what the kept counts group by, summed over those groups. */
function keptGroupTotal(tenantId: string, filter: AssetFilter, locationIds?: string[]) {
  const kept = dashboardAssetCounts;
  const kind = filter.status_kind;
  const matching = and(
    eq(kept.tenantId, tenantId),
    filter.status_label_id ? eq(kept.statusLabelId, filter.status_label_id) : undefined,
    kind
      ? sql`exists (select 1 from ${statusLabels} where ${statusLabels.id} = ${kept.statusLabelId} and ${statusLabels.kind} = ${kind})`
      : undefined,
    filter.category_id ? eq(kept.categoryId, filter.category_id) : undefined,
    filter.location_id ? inArray(kept.locationId, locationIds ?? [filter.location_id]) : undefined,
    filter.checked_out !== undefined ? eq(kept.checkedOut, filter.checked_out) : undefined,
  );
  return sql<number>`(select coalesce(sum(${kept.assets}), 0) from ${kept} where ${matching})::int`;
}

/**
 * The kept count of a dated filter asked alone, as the dashboard's figures read it: overdue
 * is the checked-out assets due back before today, warranty ending within N days counts
 * every asset (retired too, as the filter does), lapsed only those in service.
 */
function keptDayTotal(tenantId: string, filter: AssetFilter, today: string) {
  const { overdue, warranty_ends_within: within, warranty_expired: lapsed, ...rest } = filter;
  const asked = [overdue, within !== undefined, lapsed].filter(Boolean).length;
  if (asked !== 1 || narrows(rest)) return undefined;
  const days = dashboardAssetDays;
  const before = sql`${days.day} < ${today}::date`;
  const range = overdue
    ? and(eq(days.figure, "due_back"), before)
    : lapsed
      ? and(eq(days.figure, "live_warranty_end"), before)
      : and(
          eq(days.figure, "warranty_end"),
          sql`${days.day} between ${today}::date and ${today}::date + ${within}::int`,
        );
  return sql<number>`(select coalesce(sum(${days.assets}), 0) from ${days}
    where ${days.tenantId} = ${tenantId} and ${range})::int`;
}

/** The filter's kept count, or undefined when only the assets can tell. */
function keptTotal(scope: CountScope) {
  const { tenantId, filter } = scope;
  if (!readsAssets(filter)) return keptGroupTotal(tenantId, filter, scope.locationIds);
  return scope.today ? keptDayTotal(tenantId, filter, scope.today) : undefined;
}

/** The ids of the filter's first `cap` matches, unordered: what a capped count counts. */
function firstMatches(orm: Orm, where: SQL | undefined, cap: number) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- scoped by the caller: `where` is assetConditions(tenantId, …)
  return orm.select({ id: assets.id }).from(assets).where(where).limit(cap);
}

/** What the count needs beside the conditions: the filter and its resolved location subtree. */
export type CountScope = {
  tenantId: string;
  filter: AssetFilter;
  where: SQL | undefined;
  locationIds?: string[] | undefined;
  /** The workspace's date, which the dated filters count from. */
  today?: string | undefined;
};

/**
 * A list page's two counts as columns: the matches (kept, or counted no further than `cap`)
 * and the workspace's sample assets (for the "remove sample data" offer). Neither refers to
 * the outer row, so PostgreSQL computes each once for the whole page (an InitPlan): read with
 * the page's rows, they cost no round trip of their own.
 */
export function listCountColumns(orm: Orm, scope: CountScope, cap: number) {
  const { tenantId, where } = scope;
  const matches = firstMatches(orm, where, cap);
  const samples = orm
    .select({ n: count() })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.isSample, true)));
  return {
    matched: keptTotal(scope) ?? sql<number>`(select count(*) from (${matches}) as matches)::int`,
    samples: sql<number>`(${samples})::int`,
  };
}

/** The two counts on their own, for a page without rows to carry them. */
export async function countListRows(orm: Orm, scope: CountScope, cap: number) {
  const [row] = await orm.select(listCountColumns(orm, scope, cap)).from(sql`(select 1) as one`);
  return { matched: Number(row?.matched ?? 0), samples: Number(row?.samples ?? 0) };
}

/** The exact number of matches: kept when the filter allows, counted otherwise. */
export async function countAllRows(orm: Orm, scope: CountScope) {
  const kept = keptTotal(scope);
  const [row] = kept
    ? await orm.select({ n: kept }).from(sql`(select 1) as one`)
    : // eslint-disable-next-line fleetward/tenant-scoped-query -- scoped by the caller: `where` is assetConditions(tenantId, …)
      await orm.select({ n: count() }).from(assets).where(scope.where);
  return Number(row?.n ?? 0);
}

/** What a narrowed list counts first: its matches and, when it read them, their ids. */
export type Counted = { matched: number; samples: number; ids?: string[] };

/**
 * A narrowed list's counts, before its page. Counted on the assets, the matches' ids come
 * with the count (no more than `cap`), so a page of few matches reads only those rows.
 */
export async function countMatches(orm: Orm, scope: CountScope, cap: number): Promise<Counted> {
  if (keptTotal(scope)) return countListRows(orm, scope, cap);
  const { samples } = listCountColumns(orm, scope, cap);
  const matches = firstMatches(orm, scope.where, cap);
  const [row] = await orm
    .select({
      // As text, which both engines hand over as a string.
      ids: sql<string | null>`(select string_agg(id::text, ',') from (${matches}) as matches)`,
      samples,
    })
    .from(sql`(select 1) as one`);
  const ids = row?.ids ? row.ids.split(",") : [];
  return { matched: ids.length, samples: Number(row?.samples ?? 0), ids };
}

/**
 * The page conditions of a filter that matches few (fewer than `cap`): a page of them is read
 * from their ids and sorted, instead of walking a sort's index past the assets that do not
 * match (Dell + checked out + warranty ending, by expected check-in, walked 11,744 rows for
 * 26). The ids counted, or the filter's first `cap` matches as a subquery.
 */
export function fewMatches(orm: Orm, scope: CountScope, counted: Counted, cap: number): SQL {
  if (counted.ids) return anyOf(assets.id, counted.ids) ?? sql`false`;
  return inArray(assets.id, firstMatches(orm, scope.where, cap));
}
