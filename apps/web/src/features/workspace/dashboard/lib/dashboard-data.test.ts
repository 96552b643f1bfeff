import { describe, expect, it } from "vitest";
import {
  chartHeight,
  daysLate,
  deviceCards,
  groupRows,
  locationRows,
  registerHref,
  statCards,
  statusRows,
} from "./dashboard-data.ts";
import { sampleDashboard } from "./sample-dashboard.ts";

describe("registerHref", () => {
  it("opens the register with the filter in the URL, or unfiltered", () => {
    expect(registerHref()).toBe("/workspace");
    expect(registerHref({ overdue: true })).toBe("/workspace?overdue=true");
    expect(registerHref({ status_kind: "deployable", checked_out: false })).toBe(
      "/workspace?status_kind=deployable&checked_out=false",
    );
  });
});

describe("chart rows", () => {
  it("keeps each status label's colour and links it to its filter", () => {
    expect(statusRows(sampleDashboard, "Checked out")[2]).toEqual({
      key: "22222222-2222-4222-8222-222222222222",
      label: "In repair",
      count: 1,
      colour: "#c05621",
      href: "/workspace?status_label_id=22222222-2222-4222-8222-222222222222&checked_out=false",
    });
  });

  it("agrees with the cards: a checked-out row, and the rest adding up to the total", () => {
    const rows = statusRows(sampleDashboard, "Checked out");
    const cards = Object.fromEntries(statCards(sampleDashboard).map((card) => [card.key, card]));
    expect(rows[0]).toMatchObject({ label: "Checked out", count: cards.checkedOut?.count });
    expect(rows[0]?.href).toBe(cards.checkedOut?.href);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(cards.total?.count);
    const deployable = sampleDashboard.by_status.filter((status) => status.kind === "deployable");
    expect(deployable.reduce((sum, status) => sum + status.count, 0)).toBe(cards.inStock?.count);
  });

  it("names the group of assets with no category, which no filter can open", () => {
    const rows = groupRows(sampleDashboard.by_category, "category_id", "No category");
    expect(rows.map(({ label, href }) => [label, href])).toEqual([
      ["Laptops", "/workspace?category_id=33333333-3333-4333-8333-333333333333"],
      ["No category", null],
    ]);
  });

  it("adds one row for the locations beyond the top ones, only when there are some", () => {
    const labels = { none: "No location", other: "Other locations" };
    expect(locationRows(sampleDashboard.by_location, labels).map((row) => row.label)).toEqual([
      "Head office",
      "Other locations",
    ]);
    expect(locationRows({ ...sampleDashboard.by_location, other: 0 }, labels)).toHaveLength(1);
  });

  it("gives every row the same band, whatever their number", () => {
    expect(chartHeight(10) - chartHeight(9)).toBe(chartHeight(2) - chartHeight(1));
    expect(chartHeight(0)).toBe(chartHeight(1));
  });
});

describe("statCards", () => {
  const cards = Object.fromEntries(statCards(sampleDashboard).map((card) => [card.key, card]));

  it("links each asset figure to the register rows it counts", () => {
    expect(cards.checkedOut).toMatchObject({ count: 4, href: "/workspace?checked_out=true" });
    expect(cards.inStock?.href).toBe("/workspace?status_kind=deployable&checked_out=false");
    expect(cards.overdue).toMatchObject({ count: 1, href: "/workspace?overdue=true" });
    expect(cards.warranty30?.href).toBe("/workspace?warranty_ends_within=30");
    expect(cards.licensesOver?.href).toBeNull();
    expect(cards.warrantyExpired).toMatchObject({
      count: 1,
      href: "/workspace?warranty_expired=true",
      attention: true,
    });
  });

  it("flags only what needs attention and is not zero", () => {
    expect(cards.overdue?.attention).toBe(true);
    expect(cards.licensesExpiring?.attention).toBe(false);
    expect(cards.total?.attention).toBe(false);
  });
});

describe("deviceCards", () => {
  it("links online, offline and missing to the device list filtered to them", () => {
    expect(deviceCards(sampleDashboard.devices)).toEqual([
      { key: "online", count: 1, href: "/workspace/devices?status=online", attention: false },
      { key: "offline", count: 1, href: "/workspace/devices?status=offline", attention: false },
      { key: "missing", count: 1, href: "/workspace/devices?status=missing", attention: true },
    ]);
  });
});

describe("daysLate", () => {
  it("counts whole days past the due date, across a month end", () => {
    expect(daysLate("2025-11-07", "2025-11-10")).toBe(3);
    expect(daysLate("2025-10-31", "2025-11-01")).toBe(1);
  });
});
