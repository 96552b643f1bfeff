import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { HistorySubjectType } from "@fleetward/contracts/workspace-history";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Orm } from "../../../db/client.ts";
import { apiTokens } from "../api-tokens/schema.ts";
import { assets } from "../assets/schema.ts";
import { assetCategories, assetLocations } from "../catalog/schema.ts";
import { devices } from "../devices/schema.ts";
import { historyEvents } from "../history/schema.ts";
import { people } from "../people/schema.ts";

/*
 * The dashboard only reads, and only here: it has no tables, and its numbers are joins over
 * other modules' tables (docs/architecture.md, "Import rules"). They come from one pass over
 * the tenant's assets (GROUPING SETS count by status, category and location at once); the
 * overdue list is the register's own (assets service); the activity list reads a few rows
 * through an index. Every query filters by the tenant id. The
 * status labels come from the catalog's service.
 */

/** `count(*)` of the rows matching `condition`, as a number named `name`. */
const countWhere = (condition: SQL, name: string) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number).as(name);

const checkedOut = sql`${assets.checkedOutAt} is not null`;
const warrantyWithin = (today: string, days: number) =>
  sql`${assets.warrantyEnd} between ${today}::date and ${today}::date + ${days}::int`;

export type AssetGroupRow = Awaited<ReturnType<typeof assetGroupRows>>[number];

/**
 * One row per status label, per category and per location the tenant's assets have, from
 * one pass over them; names are joined to the few grouped rows afterwards. The `by*` flags
 * say which set a row belongs to (`grouping()` is 0 for the grouped column); the condition
 * counts are read from the status rows, which add up to the whole register.
 */
export function assetGroupRows(orm: Orm, tenantId: string, today: string) {
  const grouped = orm
    .select({
      byStatus: sql<boolean>`grouping(${assets.statusLabelId}) = 0`.as("by_status"),
      byCategory: sql<boolean>`grouping(${assets.categoryId}) = 0`.as("by_category"),
      statusLabelId: assets.statusLabelId,
      categoryId: assets.categoryId,
      locationId: assets.locationId,
      count: sql<number>`count(*)`.mapWith(Number).as("count"),
      checkedOut: countWhere(checkedOut, "checked_out"),
      retired: countWhere(sql`${assets.retiredAt} is not null`, "retired"),
      overdue: countWhere(
        sql`${checkedOut} and ${assets.expectedCheckin} < ${today}::date`,
        "overdue",
      ),
      warranty30: countWhere(warrantyWithin(today, 30), "warranty_30"),
      warranty90: countWhere(warrantyWithin(today, 90), "warranty_90"),
      warrantyExpired: countWhere(
        sql`${assets.warrantyEnd} < ${today}::date and ${assets.retiredAt} is null`,
        "warranty_expired",
      ),
    })
    .from(assets)
    .where(eq(assets.tenantId, tenantId))
    .groupBy(
      sql`grouping sets ((${assets.statusLabelId}), (${assets.categoryId}), (${assets.locationId}))`,
    )
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
      overdue: grouped.overdue,
      warranty30: grouped.warranty30,
      warranty90: grouped.warranty90,
      warrantyExpired: grouped.warrantyExpired,
    })
    .from(grouped)
    .leftJoin(assetCategories, eq(assetCategories.id, grouped.categoryId))
    .leftJoin(assetLocations, eq(assetLocations.id, grouped.locationId));
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
      ),
    )
    .orderBy(desc(historyEvents.id))
    .limit(limit);
}
