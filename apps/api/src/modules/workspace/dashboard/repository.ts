import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { HistorySubjectType } from "@fleetward/contracts/workspace-history";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Orm } from "../../../db/client.ts";
import { apiTokens } from "../api-tokens/schema.ts";
import { assets } from "../assets/schema.ts";
import { dashboardAssetCounts, dashboardAssetDays } from "./schema.ts";
import { assetCategories, assetLocations } from "../catalog/schema.ts";
import { devices } from "../devices/schema.ts";
import { historyEvents } from "../history/schema.ts";
import { people } from "../people/schema.ts";
import { planOnce } from "../../../db/prepared.ts";

/*
 * The dashboard's asset figures are kept by the database as assets are written (ADR 0046):
 * triggers on `assets` add every statement's changes to `dashboard_asset_counts` (per status
 * label, category, location, checked out, retired) and `dashboard_asset_days` (per dated
 * figure and day) in the write's own transaction. Reading them costs the number of groups and
 * days the tenant has, not the number of its assets. The five overdue assets shown are the
 * register's own query (assets service); the activity list reads a few rows through an index.
 * Every query filters by the tenant id. The status labels come from the catalog's service.
 */

/** The kept assets of the group, or of its rows matching `condition`, as a number. */
const summed = (condition: SQL | undefined, name: string) =>
  sql<number>`coalesce(sum(${dashboardAssetCounts.assets}) ${
    condition ? sql`filter (where ${condition})` : sql``
  }, 0)`
    .mapWith(Number)
    .as(name);

export type AssetGroupRow = Awaited<ReturnType<typeof assetGroupRows>>[number];

/**
 * One row per status label, per category and per location the tenant's assets have, from its
 * kept counts; names are joined to the few grouped rows afterwards. The `by*` flags say which
 * set a row belongs to (`grouping()` is 0 for the grouped column); the checked-out and retired
 * counts are read from the status rows, which add up to the whole register.
 */
export function assetGroupRows(orm: Orm, tenantId: string) {
  const counts = dashboardAssetCounts;
  const grouped = orm
    .select({
      byStatus: sql<boolean>`grouping(${counts.statusLabelId}) = 0`.as("by_status"),
      byCategory: sql<boolean>`grouping(${counts.categoryId}) = 0`.as("by_category"),
      statusLabelId: counts.statusLabelId,
      categoryId: counts.categoryId,
      locationId: counts.locationId,
      count: summed(undefined, "count"),
      checkedOut: summed(sql`${counts.checkedOut}`, "checked_out"),
      retired: summed(sql`${counts.retired}`, "retired"),
    })
    .from(counts)
    // Grouping sets over the kept rows: one plan for any workspace.
    .where(and(eq(counts.tenantId, tenantId), planOnce))
    .groupBy(
      sql`grouping sets ((${counts.statusLabelId}), (${counts.categoryId}), (${counts.locationId}))`,
    )
    // The triggers delete rows that reach zero; a group with none left is not shown either way.
    .having(sql`sum(${counts.assets}) > 0`)
    .as("grouped");
  return orm
    .select({
      byStatus: grouped.byStatus,
      byCategory: grouped.byCategory,
      statusLabelId: grouped.statusLabelId,
      categoryId: grouped.categoryId,
      categoryName: assetCategories.name,
      locationId: grouped.locationId,
      locationName: assetLocations.name,
      count: grouped.count,
      checkedOut: grouped.checkedOut,
      retired: grouped.retired,
    })
    .from(grouped)
    .leftJoin(assetCategories, eq(assetCategories.id, grouped.categoryId))
    .leftJoin(assetLocations, eq(assetLocations.id, grouped.locationId));
}

/**
 * The figures that depend on today's date, as sums over the tenant's kept per-day counts (one
 * row per figure and date, whatever the number of assets): warranties ending within 30 and 90
 * days (today included, retired assets too, as the register's filter counts them), lapsed
 * warranties of assets not retired, and checked-out assets expected back before today. Each
 * is a range of the primary key (tenant, figure, day), not a pass over every kept day.
 */
export async function datedFigures(orm: Orm, tenantId: string, today: string) {
  const days = dashboardAssetDays;
  const summed = (figure: string, range: SQL, name: string) =>
    sql<number>`(select coalesce(sum(${days.assets}), 0) from ${days}
      where ${days.tenantId} = ${tenantId} and ${days.figure} = ${figure} and ${range})`
      .mapWith(Number)
      .as(name);
  const within = (count: number) =>
    sql`${days.day} between ${today}::date and ${today}::date + ${count}::int`;
  const before = sql`${days.day} < ${today}::date`;
  const [row] = await orm
    .select({
      warranty30: summed("warranty_end", within(30), "warranty_30"),
      warranty90: summed("warranty_end", within(90), "warranty_90"),
      warrantyExpired: summed("live_warranty_end", before, "warranty_expired"),
      overdue: summed("due_back", before, "overdue"),
    })
    .from(sql`(select 1) as one`)
    // Four ranges of the primary key, whatever the date.
    .where(planOnce);
  return row ?? { warranty30: 0, warranty90: 0, warrantyExpired: 0, overdue: 0 };
}

/**
 * The tenant's newest events with the current name of their asset, person or API token,
 * through the index on (tenant, id); a deleted subject has no name. API tokens are an
 * admin's business: their events are left out unless `withTokens`.
 */
export function recentEventRows(orm: Orm, tenantId: string, limit: number, withTokens: boolean) {
  /** The event's subject row of `table`, when the event is about a `type`. */
  const isSubject = (type: HistorySubjectType, table: { id: AnyPgColumn; tenantId: AnyPgColumn }) =>
    and(
      eq(historyEvents.subjectType, type),
      eq(table.id, historyEvents.subjectId),
      eq(table.tenantId, tenantId),
    );
  return orm
    .select({
      id: historyEvents.id,
      at: historyEvents.at,
      actorName: historyEvents.actorName,
      action: historyEvents.action,
      subjectType: historyEvents.subjectType,
      subjectId: historyEvents.subjectId,
      field: historyEvents.field,
      subjectName: sql<
        string | null
      >`coalesce(${assets.name}, ${people.name}, ${apiTokens.name}, ${devices.hostname})`,
    })
    .from(historyEvents)
    .leftJoin(assets, isSubject("asset", assets))
    .leftJoin(people, isSubject("person", people))
    .leftJoin(apiTokens, isSubject("api_token", apiTokens))
    .leftJoin(devices, isSubject("device", devices))
    .where(
      and(
        eq(historyEvents.tenantId, tenantId),
        withTokens ? undefined : ne(historyEvents.subjectType, "api_token"),
        // The newest events by (tenant, id), each subject by its key: one plan for any value.
        planOnce,
      ),
    )
    .orderBy(desc(historyEvents.id))
    .limit(limit);
}

/**
 * People who have left and still hold assets or licence seats (a SCIM deactivation marks
 * them left and checks nothing in): how many, and the `limit` who left most recently.
 */
export async function leaversToCollectFrom(orm: Orm, tenantId: string, limit: number) {
  // Spelled out: inside a subquery an unqualified "id" would be the inner table's.
  const heldAssets = sql<number>`(select count(*) from assets held
    where held.tenant_id = "people"."tenant_id" and held.assigned_person_id = "people"."id")`;
  const heldSeats = sql<number>`(select count(*) from license_seats held
    where held.tenant_id = "people"."tenant_id" and held.person_id = "people"."id"
      and held.checked_in_at is null)`;
  const rows = await orm
    .select({
      id: people.id,
      name: people.name,
      assets: heldAssets.mapWith(Number),
      seats: heldSeats.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(people)
    .where(
      and(
        eq(people.tenantId, tenantId),
        eq(people.status, "left"),
        sql`(${heldAssets} > 0 or ${heldSeats} > 0)`,
      ),
    )
    .orderBy(desc(people.updatedAt), desc(people.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, rows };
}
