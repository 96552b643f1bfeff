import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import "../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../test-support/mounted-root.tsx";
import { ExportButtonsView, exportQueryOf } from "./export-buttons.tsx";

const summary = (upgraded: boolean): WorkspaceSummary => ({
  name: "Northwind",
  app_domain: "northwind",
  trial: { status: upgraded ? "upgraded" : "active", expires_at: null, days_left: null },
  read_only: false,
  read_only_reason: null,
  export_enabled: upgraded,
  export_disabled_reason: upgraded ? null : "Data export is not supported during the trial (beta)",
  upgrade_url: "https://fleetward.example/user-billing",
});

describe("the export buttons", () => {
  const { fetchMock, container, render } = useMountedRoot();

  const buttons = () => [...container().querySelectorAll("button")];

  it("is disabled during the trial, saying why and linking to the upgrade", async () => {
    await render(
      <ExportButtonsView summary={summary(false)} kind="assets" query={{ q: "dell" }} />,
    );
    expect(buttons().map((button) => [button.textContent, button.disabled])).toEqual([
      ["CSV", true],
      ["XLSX", true],
    ]);
    const reasonId = buttons()[0]?.getAttribute("aria-describedby") ?? "";
    const reason = document.getElementById(reasonId);
    expect(reason?.textContent).toContain("not supported during the trial (beta)");
    expect(reason?.querySelector("a")?.getAttribute("href")).toBe(
      "https://fleetward.example/user-billing",
    );
  });

  it("after an upgrade, downloads the list with its filters and chosen columns", async () => {
    fetchMock.mockResolvedValue(
      new Response("asset_tag\r\n", {
        headers: { "content-disposition": 'attachment; filename="northwind-assets.csv"' },
      }),
    );
    URL.createObjectURL = vi.fn(() => "blob:export");
    URL.revokeObjectURL = vi.fn();
    await render(
      <ExportButtonsView
        summary={summary(true)}
        kind="assets"
        query={{ q: "dell", category_id: "", sort: "-name" }}
        columns={["asset_tag", "name", "custom:cost_centre"]}
      />,
    );
    expect(buttons().every((button) => !button.disabled)).toBe(true);
    expect(container().textContent).not.toContain("trial");
    await act(async () => buttons()[0]?.click());
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://northwind.localhost");
    expect(url.pathname).toBe("/api/workspace/exports/assets.csv");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "dell",
      sort: "-name",
      columns: "asset_tag,name,custom:cost_centre",
    });
  });

  it("leaves unset filters out and sends every column when none are chosen", () => {
    expect(exportQueryOf({ status: "active", department: "", q: undefined }, undefined)).toEqual({
      status: "active",
    });
  });
});
