import {
  dashboardTopLocations,
  type Dashboard,
  type DashboardGroup,
  type DashboardStatus,
} from "@fleetward/contracts/workspace-dashboard";
import type { StatusLabel } from "@fleetward/contracts/workspace-catalog";
import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
import { listWorkspaceStatusLabels, workspaceLocationRoots } from "../catalog/service.ts";
import { firstOverdueCheckins } from "../assets/service.ts";
import {
  assetGroupRows,
  datedFigures,
  leaversToCollectFrom,
  recentEventRows,
  type AssetGroupRow,
} from "./repository.ts";
import { isoDay } from "../../../lib/clock.ts";
import { seesApiTokenEvents } from "../history/service.ts";
import { workspaceDeviceCounts } from "../devices/service.ts";

/** What the licences module tells the dashboard; it owns the licence tables. */
export type LicenseSummary = Dashboard["licenses"];

/**
 * Reads the licence numbers of one tenant on `today` (the workspace's date). The dashboard
 * takes it from its caller so that it does not depend on the licences module.
 */
export type LicenseSummaryOf = (
  orm: Orm,
  tenantId: string,
  today: string,
) => Promise<LicenseSummary>;

export const dayOf = isoDay;

const overdueShown = 5;
const recentShown = 10;

const mostFirst = <T extends { count: number; name: string | null }>(a: T, b: T) =>
  b.count - a.count || (a.name ?? "").localeCompare(b.name ?? "");

/** Adds up one column of the status rows: they cover every asset exactly once. */
const sumOf = (rows: AssetGroupRow[], key: keyof AssetGroupRow) =>
  rows.reduce((total, row) => total + Number(row[key]), 0);

function statusCounts(
  statusRows: AssetGroupRow[],
  labels: readonly StatusLabel[],
): DashboardStatus[] {
  // Checked-out assets are one row of their own (`checked_out`), not part of their label's.
  const byLabel = new Map(statusRows.map((row) => [row.statusLabelId, row.count - row.checkedOut]));
  return labels
    .map((label) => ({
      status_label_id: label.id,
      name: label.name,
      kind: label.kind,
      colour: label.colour,
      count: byLabel.get(label.id) ?? 0,
    }))
    .sort(mostFirst);
}

/** The `limit` largest groups, and how many assets the others hold together. */
export function topGroups(groups: DashboardGroup[], limit: number) {
  const sorted = [...groups].sort(mostFirst);
  const rest = sorted.slice(limit);
  return { top: sorted.slice(0, limit), other: rest.reduce((sum, group) => sum + group.count, 0) };
}

type DatedFigures = Awaited<ReturnType<typeof datedFigures>>;
type LocationRoots = Awaited<ReturnType<typeof workspaceLocationRoots>>;

/**
 * Assets per top-level location, each with everything inside it: the register's location
 * filter takes in the same subtree, so a bar and the list it opens show the same number.
 */
function byTopLocation(rows: AssetGroupRow[], roots: LocationRoots): DashboardGroup[] {
  const groups = new Map<string | null, DashboardGroup>();
  for (const row of rows) {
    const root = row.locationId
      ? (roots.get(row.locationId) ?? { id: row.locationId, name: row.locationName })
      : { id: null, name: null };
    const group = groups.get(root.id) ?? { ...root, count: 0 };
    group.count += row.count;
    groups.set(root.id, group);
  }
  return [...groups.values()];
}

/** Status, category and location counts, and the totals, from the grouped rows. */
function assetCounts(
  rows: AssetGroupRow[],
  labels: readonly StatusLabel[],
  dated: DatedFigures,
  roots: LocationRoots,
) {
  const statusRows = rows.filter((row) => row.byStatus);
  const byStatus = statusCounts(statusRows, labels);
  // In stock is read off the chart's own rows, so the card and the chart cannot disagree.
  const inStock = byStatus
    .filter((status) => status.kind === "deployable")
    .reduce((total, status) => total + status.count, 0);
  const group = (id: string | null, name: string | null, count: number) => ({ id, name, count });
  const categories = rows
    .filter((row) => !row.byStatus && row.byCategory)
    .map((row) => group(row.categoryId, row.categoryName, row.count));
  const locations = byTopLocation(
    rows.filter((row) => !row.byStatus && !row.byCategory),
    roots,
  );
  return {
    total: sumOf(statusRows, "count"),
    checked_out: sumOf(statusRows, "checkedOut"),
    in_stock: inStock,
    retired: sumOf(statusRows, "retired"),
    by_status: byStatus,
    by_category: categories.sort(mostFirst),
    by_location: topGroups(locations, dashboardTopLocations),
    warranties_ending: {
      within_30: dated.warranty30,
      within_90: dated.warranty90,
      expired: dated.warrantyExpired,
    },
    overdueCount: dated.overdue,
  };
}

/** The dashboard of one tenant on the date of `now`, as a member of `role` sees it. */
export async function workspaceDashboard(
  orm: Orm,
  tenantId: string,
  role: WorkspaceRole,
  now: Date,
  licenseSummaryOf: LicenseSummaryOf,
): Promise<Dashboard> {
  const today = dayOf(now);
  const [groups, dated, labels, overdue, recent, licenses, devices, roots, leavers] =
    await Promise.all([
      assetGroupRows(orm, tenantId),
      datedFigures(orm, tenantId, today),
      listWorkspaceStatusLabels(orm, tenantId),
      firstOverdueCheckins(orm, tenantId, today, overdueShown),
      recentEventRows(orm, tenantId, recentShown, seesApiTokenEvents(role)),
      licenseSummaryOf(orm, tenantId, today),
      workspaceDeviceCounts(orm, tenantId, now),
      workspaceLocationRoots(orm, tenantId),
      leaversToCollectFrom(orm, tenantId, overdueShown),
    ]);
  const { overdueCount, ...counts } = assetCounts(groups, labels, dated, roots);
  return {
    today,
    ...counts,
    overdue_checkins: {
      count: overdueCount,
      first: overdue.map((row) => ({
        id: row.id,
        asset_tag: row.assetTag,
        name: row.name,
        holder_name: row.holderName,
        expected_checkin: row.expectedCheckin,
      })),
    },
    to_collect: {
      people: leavers.total,
      first: leavers.rows.map((row) => ({
        person_id: row.id,
        name: row.name,
        assets: row.assets,
        license_seats: row.seats,
      })),
    },
    licenses,
    devices: { total: devices.online + devices.offline + devices.missing, ...devices },
    recent_activity: recent.map((row) => ({
      id: row.id.toString(),
      at: row.at.toISOString(),
      actor_name: row.actorName,
      action: row.action,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      subject_name: row.subjectName,
      field: row.field,
    })),
  };
}
