import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import { sampleDashboard } from "../lib/sample-dashboard.ts";
import { DashboardView } from "./dashboard-view.tsx";

describe("the dashboard view", () => {
  const { container, render } = useMountedRoot();

  beforeEach(() => render(<DashboardView dashboard={sampleDashboard} />));

  const figure = (id: string) => container().querySelector<HTMLElement>(`[data-testid="${id}"]`)!;

  it("links each key figure to the register, filtered", () => {
    const overdue = container().querySelector<HTMLAnchorElement>('[data-testid="stat-overdue"]');
    expect(overdue?.getAttribute("href")).toBe("/workspace?overdue=true");
    expect(overdue?.textContent).toBe("1Overdue check-ins");
  });

  it("gives every chart its numbers as a table, hidden until asked for", async () => {
    for (const id of ["chart-status", "chart-category", "chart-location"]) {
      expect(figure(id).querySelector("table caption")?.textContent).toBeTruthy();
    }
    const table = figure("chart-status").querySelector("table")!;
    expect(table.className).toBe("sr-only");
    expect([...table.querySelectorAll("tbody tr")].map((row) => row.textContent)).toEqual([
      "Checked out4",
      "Ready to deploy1",
      "In repair1",
    ]);
    // Hidden, it holds no links that could take the focus unseen.
    expect(table.querySelector("a")).toBeNull();

    const toggle = figure("chart-status").querySelector("button")!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Show as chart");
    expect(table.className).not.toContain("sr-only");
    expect(table.querySelector("a")?.getAttribute("href")).toBe("/workspace?checked_out=true");
  });

  it("counts the devices online, offline and missing, and the lapsed warranties", () => {
    expect(figure("stat-missing").getAttribute("href")).toBe("/workspace/devices?status=missing");
    expect(figure("stat-missing").textContent).toBe("1Missing");
    expect(figure("stat-warrantyExpired").textContent).toBe("1Warranty expired, still in service");
  });

  it("names assets with no category and the further locations", () => {
    expect(figure("chart-category").querySelector("tbody")?.textContent).toContain("No category");
    expect(figure("chart-location").querySelector("tbody")?.textContent).toContain(
      "Other locations2",
    );
  });

  it("lists the overdue check-ins and says what happened lately", () => {
    const overdue = container().querySelector('[data-testid="overdue-checkins"]')!;
    expect(overdue.textContent).toContain("Loan laptop 01");
    expect(overdue.textContent).toContain("Ada Okafor");
    expect(overdue.textContent).toContain("3 days late");
    const activity = container().querySelector('[data-testid="recent-activity"] li');
    expect(activity?.querySelector("p")?.textContent).toBe(
      "Fleetward (sample data) checked out Loan laptop 01",
    );
  });

  it("lists who left still holding something, linked to their page", () => {
    const panel = container().querySelector('[data-testid="to-collect"]')!;
    expect(panel.textContent).toContain("1 person who left still holds assets or licence seats.");
    const link = panel.querySelector("a")!;
    expect(link.textContent).toBe("Jamie Rivera");
    expect(link.getAttribute("href")).toContain("/people/66666666-6666-4666-8666-666666666666");
    expect(panel.textContent).toContain("1 asset, 1 licence seat");
  });
});
