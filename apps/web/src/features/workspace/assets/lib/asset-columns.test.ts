import type { Asset } from "@fleetward/contracts/workspace-assets";
import { exportColumns } from "@fleetward/contracts/workspace-exports";
import { describe, expect, it } from "vitest";
import {
  builtInColumns,
  columnsStorageKey,
  customKeysOf,
  defaultColumns,
  exportColumnsOf,
  parseColumns,
  sortKeyOf,
  toggleColumn,
  visibleColumns,
} from "./asset-columns.ts";

const withCustom = (custom_values: Asset["custom_values"]) => ({ custom_values }) as Asset;

describe("the register's columns", () => {
  it("are remembered per user", () => {
    expect(columnsStorageKey("u-1")).toBe("fleetward.workspace.u-1.asset-columns");
  });

  it("start with the defaults, and keep only known columns from storage", () => {
    expect(parseColumns(null)).toEqual(defaultColumns);
    expect(parseColumns("not json")).toEqual(defaultColumns);
    expect(parseColumns('["serial_number","price","custom:cost_centre","custom:Bad Key"]')).toEqual(
      ["serial_number", "custom:cost_centre"],
    );
    expect(parseColumns("[]")).toEqual([]);
  });

  it("offer the custom keys the loaded assets carry, A→Z", () => {
    expect(
      customKeysOf([withCustom({ ram_gb: 16 }), withCustom({ cost_centre: "F-1", ram_gb: 8 })]),
    ).toEqual(["cost_centre", "ram_gb"]);
  });

  it("show in the table's order, whatever the order they were chosen in", () => {
    const chosen = toggleColumn(toggleColumn([], "custom:ram_gb"), "status");
    expect(chosen).toEqual(["custom:ram_gb", "status"]);
    expect(visibleColumns([...chosen, "asset_tag"], ["ram_gb"])).toEqual([
      "asset_tag",
      "status",
      "custom:ram_gb",
    ]);
    // A chosen key that no loaded asset has is not an empty column.
    expect(visibleColumns(chosen, [])).toEqual(["status"]);
    expect(toggleColumn(chosen, "status")).toEqual(["custom:ram_gb"]);
  });

  it("sort by the built-in columns only", () => {
    expect(sortKeyOf("assigned_to")).toBe("assigned_to");
    expect(sortKeyOf("custom:ram_gb")).toBeNull();
  });

  it("exports the tag and the name first, then the visible columns, as export column keys", () => {
    const keys = exportColumnsOf(["status", "asset_tag", "custom:ram_gb"]);
    expect(keys).toEqual(["asset_tag", "name", "status", "custom:ram_gb"]);
    const allowed: readonly string[] = exportColumns.assets;
    expect(builtInColumns.every((column) => allowed.includes(column))).toBe(true);
  });
});
