import { and, asc, between, eq, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Orm } from "../../../db/client.ts";
import { assetLocations } from "../catalog/schema.ts";
import { people } from "../people/schema.ts";
import { assets } from "./schema.ts";
import { planOnce } from "../../../db/prepared.ts";

/*
 * What is due in a tenant's register, for the daily reminders: warranties about to end and
 * check-ins past their date. Each list gives its first `limit` rows and how many there are
 * in all (one query each: the total rides along as a window count).
 */

const holderLocations = alias(assetLocations, "holder_locations");
const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

export type DueList<T> = { items: T[]; total: number };
export type WarrantyDue = { id: string; assetTag: string; name: string; warrantyEnd: string };
export type CheckinDue = {
  id: string;
  assetTag: string;
  name: string;
  /** The person or location holding it. */
  holderName: string | null;
  expectedCheckin: string;
};

function listOf<T>(rows: (T & { total: number })[]): DueList<T> {
  return {
    items: rows.map(({ total: _total, ...row }) => row as T),
    total: rows[0]?.total ?? 0,
  };
}

/** Assets in service whose warranty ends between `from` and `to` (ISO days, both included). */
export async function warrantiesEndingBetween(
  orm: Orm,
  tenantId: string,
  window: { from: string; to: string },
  limit: number,
): Promise<DueList<WarrantyDue>> {
  const rows = await orm
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      warrantyEnd: sql<string>`${assets.warrantyEnd}::text`,
      total: totalRows,
    })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        isNull(assets.retiredAt),
        between(assets.warrantyEnd, window.from, window.to),
      ),
    )
    .orderBy(asc(assets.warrantyEnd), asc(assets.assetTag))
    .limit(limit);
  return listOf(rows);
}

/** Checked-out assets whose expected check-in is before `today`, the longest overdue first. */
export async function overdueCheckins(
  orm: Orm,
  tenantId: string,
  today: string,
  limit: number,
): Promise<DueList<CheckinDue>> {
  return listOf(await overdueRows(orm, tenantId, today, limit, totalRows));
}

/**
 * The first `limit` of the same list without its total, for a caller that counts them another
 * way (the dashboard, ADR 0046): with no window count the index scan stops after `limit` rows
 * instead of reading every overdue asset.
 */
export async function firstOverdueCheckins(
  orm: Orm,
  tenantId: string,
  today: string,
  limit: number,
): Promise<CheckinDue[]> {
  const rows = await overdueRows(orm, tenantId, today, limit, sql<number>`0`);
  return rows.map(({ total: _total, ...row }) => row);
}

/** The overdue rows with `total` as their last column (a window count, or a constant). */
function overdueRows(orm: Orm, tenantId: string, today: string, limit: number, total: SQL<number>) {
  return orm
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      holderName: sql<string | null>`coalesce(${people.name}, ${holderLocations.name})`,
      expectedCheckin: sql<string>`${assets.expectedCheckin}::text`,
      total,
    })
    .from(assets)
    .leftJoin(people, eq(people.id, assets.assignedPersonId))
    .leftJoin(holderLocations, eq(holderLocations.id, assets.assignedLocationId))
    .where(
      and(
        eq(assets.tenantId, tenantId),
        isNotNull(assets.checkedOutAt),
        lt(assets.expectedCheckin, today),
        // Always the expected check-in index from today backwards, whatever today is.
        planOnce,
      ),
    )
    .orderBy(asc(assets.expectedCheckin), asc(assets.assetTag))
    .limit(limit);
}
