import { describe, expect, it } from "vitest";
import {
  chartHeight,
  daysLate,
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
    expect(statusRows(sampleDashboard.by_status)[1]).toEqual({
      key: "22222222-2222-4222-8222-222222222222",
      label: "In repair",
      count: 1,
      colour: "#c05621",
      href: "/workspace?status_label_id=22222222-2222-4222-8222-222222222222",
    });
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
  });

  it("flags only what needs attention and is not zero", () => {
    expect(cards.overdue?.attention).toBe(true);
    expect(cards.licensesExpiring?.attention).toBe(false);
    expect(cards.total?.attention).toBe(false);
  });
});

describe("daysLate", () => {
  it("counts whole days past the due date, across a month end", () => {
    expect(daysLate("2025-11-07", "2025-11-10")).toBe(3);
    expect(daysLate("2025-10-31", "2025-11-01")).toBe(1);
  });
});
