import type { Dashboard, DashboardGroup } from "@fleetward/contracts/workspace-dashboard";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/*
 * Shapes the dashboard's numbers for the cards, charts and their tables. Each number links to
 * the register filtered to exactly the rows it counts (the API counts as the filters do).
 */

/** A register filter as the register reads it from the URL (see the assets contract). */
export type RegisterFilter = Partial<
  Record<
    | "status_label_id"
    | "status_kind"
    | "category_id"
    | "location_id"
    | "checked_out"
    | "overdue"
    | "warranty_ends_within"
    | "warranty_expired",
    string | number | boolean
  >
>;

/** `/workspace?overdue=true`: the register, filtered. */
export function registerHref(filter: RegisterFilter = {}): string {
  return workspacePaths.register(filter);
}

/** One bar of a chart and one row of its table. */
export type ChartRow = {
  key: string;
  label: string;
  count: number;
  /** The status label's colour; null draws the theme's bar colour. */
  colour: string | null;
  /** Null where the register has no filter for the row (no category, other locations). */
  href: string | null;
};

/**
 * The status chart: one "Checked out" row (the same figure as its card), then each label's
 * assets that are not checked out, so the rows add up to the register's total and the
 * deployable labels' rows to the "In stock" card (the API counts them so).
 */
export function statusRows(
  dashboard: Pick<Dashboard, "by_status" | "checked_out">,
  checkedOutLabel: string,
): ChartRow[] {
  const checkedOut: ChartRow = {
    key: "checked-out",
    label: checkedOutLabel,
    count: dashboard.checked_out,
    colour: "#0284c7",
    href: registerHref({ checked_out: true }),
  };
  return [
    checkedOut,
    ...dashboard.by_status.map((status) => ({
      key: status.status_label_id,
      label: status.name,
      count: status.count,
      colour: status.colour,
      href: registerHref({ status_label_id: status.status_label_id, checked_out: false }),
    })),
  ];
}

export function groupRows(
  groups: DashboardGroup[],
  filter: "category_id" | "location_id",
  noneLabel: string,
): ChartRow[] {
  return groups.map((group) => ({
    key: group.id ?? "none",
    label: group.name ?? noneLabel,
    count: group.count,
    colour: null,
    href: group.id ? registerHref({ [filter]: group.id }) : null,
  }));
}

/** The top locations, then one row adding up all the others (when there are any). */
export function locationRows(
  byLocation: Dashboard["by_location"],
  labels: { none: string; other: string },
): ChartRow[] {
  const rows = groupRows(byLocation.top, "location_id", labels.none);
  if (byLocation.other === 0) return rows;
  return [
    ...rows,
    { key: "other", label: labels.other, count: byLocation.other, colour: null, href: null },
  ];
}

export type StatCard = {
  key:
    | "total"
    | "checkedOut"
    | "inStock"
    | "retired"
    | "overdue"
    | "warranty30"
    | "warranty90"
    | "warrantyExpired"
    | "licensesExpiring"
    | "licensesOver";
  count: number;
  href: string | null;
  /** Worth a look: drawn in the warning colour when the count is not zero. */
  attention: boolean;
};

/** The key figures, in reading order. Licences have no register to link to. */
export function statCards(dashboard: Dashboard): StatCard[] {
  const card = (
    key: StatCard["key"],
    count: number,
    href: string | null,
    attention = false,
  ): StatCard => ({ key, count, href, attention: attention && count > 0 });
  return [
    card("total", dashboard.total, registerHref()),
    card("checkedOut", dashboard.checked_out, registerHref({ checked_out: true })),
    card(
      "inStock",
      dashboard.in_stock,
      registerHref({ status_kind: "deployable", checked_out: false }),
    ),
    card("retired", dashboard.retired, registerHref({ status_kind: "archived" })),
    card("overdue", dashboard.overdue_checkins.count, registerHref({ overdue: true }), true),
    card(
      "warranty30",
      dashboard.warranties_ending.within_30,
      registerHref({ warranty_ends_within: 30 }),
      true,
    ),
    card(
      "warranty90",
      dashboard.warranties_ending.within_90,
      registerHref({ warranty_ends_within: 90 }),
    ),
    card(
      "warrantyExpired",
      dashboard.warranties_ending.expired,
      registerHref({ warranty_expired: true }),
      true,
    ),
    card("licensesExpiring", dashboard.licenses.expiring_30, null, true),
    card("licensesOver", dashboard.licenses.over_allocated, null, true),
  ];
}

export type DeviceCard = {
  key: "online" | "offline" | "missing";
  count: number;
  href: string;
  attention: boolean;
};

/** Enrolled devices by status, each opening the device list filtered to it. */
export function deviceCards(devices: Dashboard["devices"]): DeviceCard[] {
  return (["online", "offline", "missing"] as const).map((key) => ({
    key,
    count: devices[key],
    href: workspacePaths.devices({ status: key }),
    attention: key === "missing" && devices.missing > 0,
  }));
}

/** Whole days from an ISO date to `today` (both YYYY-MM-DD); positive when it is past. */
export function daysLate(expected: string, today: string): number {
  const day = 86_400_000;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${expected}T00:00:00Z`)) / day);
}

/** The chart's height: one band per row, so bars keep their thickness however many rows. */
export function chartHeight(rows: number): number {
  return Math.max(1, rows) * 36 + 32;
}
