import type { Asset, AssetListQuery } from "@fleetward/contracts/workspace-assets";
import {
  customColumnPrefix,
  exportColumns,
  exportQuerySchemas,
} from "@fleetward/contracts/workspace-exports";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  idOf,
  jsonOf,
  named,
  teamWorkspace,
  type Method,
} from "../../../test-support/workspace.ts";
import { listWorkspaceAssets } from "../assets/service.ts";
import { assetExportLines } from "./asset-source.ts";
import type { Cell } from "./sources.ts";

/*
 * The asset export reads in batches of its own (asset-source.ts). Whatever the batch size, it
 * must answer what the register's list answers, page after page: every matching asset once, in
 * the list's order, each cell as the list's API object gives it (holders, names, custom
 * values, dates and amounts). Batches of 4 here cross many boundaries, ties included.
 */

/** A cell of the register's API object, as the export wrote it when it read the list. */
function listCell(asset: Asset, column: string): Cell {
  if (column.startsWith(customColumnPrefix)) {
    return (asset.custom_values[column.slice(customColumnPrefix.length)] as Cell) ?? null;
  }
  const names: Record<string, Cell> = {
    model: asset.model_name,
    manufacturer: asset.manufacturer_name,
    category: asset.category_name,
    status: asset.status_name,
    location: asset.location_name,
    assigned_to: asset.assigned_to?.name ?? null,
  };
  if (column in names) return names[column] ?? null;
  return (asset as unknown as Record<string, Cell>)[column] ?? null;
}

const columns = [
  "custom:ram_gb",
  ...exportColumns.assets,
  "custom:cost_centre",
  "custom:insured",
] as const;

describe.each(testDatabases)("the asset export's batches on $name", (database) => {
  let app: FastifyInstance;
  let tenantId: string;
  const now = new Date();

  beforeAll(async () => {
    app = await createTestApp(database);
    const team = await teamWorkspace(app, "expbatch");
    tenantId = team.workspace.id;
    const as = (method: Method, url: string, payload?: unknown) =>
      team.as(team.owner, method, url, payload);
    for (const [name, type] of [
      ["RAM (GB)", "number"],
      ["Insured", "boolean"],
    ]) {
      jsonOf(await as("POST", "/api/workspace/custom-fields", { name, type }), 201);
    }
    const laptops = await idOf(as, "categories", "Laptops");
    const model = await named(as, "models", "Latitude 5440");
    const storage = await idOf(as, "locations", "Storage room");
    const [person] = jsonOf(await as("GET", "/api/workspace/people")).items as { id: string }[];
    for (let index = 0; index < 23; index++) {
      const asset = jsonOf(
        await as("POST", "/api/workspace/assets", {
          // Three share a name: the id breaks the tie, across batches too.
          name: index % 7 === 0 ? "Same name" : `Batch asset ${index}`,
          asset_tag: `BAT-${index}`,
          ...(index % 2 === 0 ? { category_id: laptops, model_id: model.id } : {}),
          ...(index % 3 === 0 ? { purchase_date: "2024-01-31", purchase_cost: "999.5" } : {}),
          notes: index % 4 === 0 ? `Note ${index}, with "quotes"` : undefined,
          custom_values: {
            ...(index % 2 === 0 ? { cost_centre: `=CC-${index}` } : {}),
            ...(index % 5 === 0 ? {} : { ram_gb: index * 2, insured: index % 3 === 1 }),
          },
        }),
        201,
      ) as Asset;
      if (index % 3 === 1) {
        const holder = index % 2 === 0 ? { location_id: storage } : { person_id: person?.id };
        jsonOf(await as("POST", `/api/workspace/assets/${asset.id}/checkout`, holder));
      }
    }
  });
  afterAll(() => app.close());

  /** Every page of the register's list, 7 at a time, as lines of cells. */
  async function listed(query: Record<string, unknown>) {
    const { columns: _columns, ...filter } = exportQuerySchemas.assets.parse(query);
    const lines: Cell[][] = [];
    let cursor: string | undefined;
    do {
      const page = await listWorkspaceAssets(
        app.db.orm,
        tenantId,
        { ...filter, cursor, limit: 7 } as AssetListQuery,
        now,
      );
      for (const asset of page.items) lines.push(columns.map((column) => listCell(asset, column)));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return lines;
  }

  async function exported(query: Record<string, unknown>) {
    const parsed = exportQuerySchemas.assets.parse(query);
    const lines: Cell[][] = [];
    for await (const batch of await assetExportLines(
      app.db.orm,
      tenantId,
      parsed,
      columns,
      now,
      4,
    )) {
      expect(batch.length).toBeLessThanOrEqual(4);
      lines.push(...batch);
    }
    return lines;
  }

  it.each([
    { sort: "name" },
    { sort: "-asset_tag" },
    { sort: "purchase_date" },
    { sort: "-assigned_to" },
    { sort: "created_at" },
    { sort: "name", q: "BAT-" },
    { sort: "-name", checked_out: "true" },
    { sort: "name", custom_field: "insured", custom_value: "true" },
  ])("answers every asset once, in the list's order and cells, for %o", async (query) => {
    const expected = await listed(query);
    const lines = await exported(query);
    expect(lines).toEqual(expected);
    const ids = lines.map((line) => line[columns.indexOf("id")]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carries holders, names and custom values of every type", async () => {
    const lines = await exported({ sort: "asset_tag", q: "BAT-" });
    expect(lines).toHaveLength(23);
    const cell = (line: Cell[] | undefined, column: (typeof columns)[number]) =>
      line?.[columns.indexOf(column)];
    const byTag = new Map(lines.map((line) => [cell(line, "asset_tag"), line]));
    const first = byTag.get("BAT-1");
    expect(cell(first, "assigned_to")).toEqual(expect.any(String));
    expect(cell(first, "custom:ram_gb")).toBe(2);
    expect(cell(first, "custom:insured")).toBe(true);
    const zero = byTag.get("BAT-0");
    expect(cell(zero, "model")).toBe("Latitude 5440");
    expect(cell(zero, "purchase_cost")).toBe("999.50");
    expect(cell(zero, "custom:cost_centre")).toBe("=CC-0");
    expect(cell(zero, "custom:ram_gb")).toBeNull();
    expect(cell(byTag.get("BAT-4"), "assigned_to")).toBe("Storage room");
  });
});
