import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf, named, teamWorkspace } from "../../../test-support/workspace.ts";
import { runImport } from "./service.ts";

/*
 * A Snipe-IT asset export moves in whole (ADR 0042): "Deployed" rows are deployable and
 * checked out to their holder, Snipe-IT's default labels land on labels of the right kind, a
 * status value of the team's own is mapped to a new label, an unmapped column becomes a new
 * custom field, an unnamed row is named after its model and tag, and only the really wrong
 * rows (impossible date, repeated tag, a price that is no number) are refused.
 */

const fixture = readFileSync(new URL("./fixtures/snipe-it-assets.csv", import.meta.url), "utf8");
const purchaseOrderColumn = 16;

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Asset = {
  asset_tag: string;
  name: string;
  status_name: string;
  status_kind: string;
  assigned_to: { type: string; name: string } | null;
  custom_values: Record<string, unknown>;
};

describe.each(testDatabases)("Snipe-IT import on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let admin: Team["owner"];
  let technician: Team["owner"];

  beforeAll(async () => {
    app = await createTestApp(database, { imports: { work: false, batchSize: 4 } });
    team = await teamWorkspace(app, "snipe");
    admin = await team.join("admin");
    technician = await team.join("technician");
  });
  afterAll(() => app.close());

  const upload = async () =>
    jsonOf(
      await app.inject({
        method: "POST",
        url: "/api/workspace/imports?file_name=snipe-it-assets.csv",
        headers: {
          host: `${team.domain}.localhost:3000`,
          authorization: `Bearer ${admin.token}`,
          "content-type": "text/csv",
        },
        payload: fixture,
      }),
      201,
    );
  const asAdmin = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
    team.as(admin, method, url, payload);
  const assets = async () =>
    (jsonOf(await asAdmin("GET", "/api/workspace/assets?limit=100")).items as Asset[]).filter(
      (asset) => asset.asset_tag.startsWith("SIT-"),
    );

  it("suggests a label for every Snipe-IT status and a type for the custom column", async () => {
    const created = await upload();
    expect(created.format).toBe("snipe_it");
    expect(created.mapping.columns[purchaseOrderColumn]).toBeNull();
    const status = created.mapping.columns.indexOf("status");
    const values = jsonOf(
      await asAdmin("GET", `/api/workspace/imports/${created.id}/columns/${status}`),
    );
    const by = (value: string) =>
      values.values.find((entry: { value: string }) => entry.value === value)?.suggestion;
    const ready = await named((m, u) => team.as(admin, m, u), "status-labels", "Ready to deploy");
    const lost = await named((m, u) => team.as(admin, m, u), "status-labels", "Lost or stolen");
    expect(lost.kind).toBe("lost");
    expect(by("Deployed")).toEqual({ label_id: ready.id });
    expect(by("Ready to Deploy")).toEqual({ label_id: ready.id });
    expect(by("Lost/Stolen")).toEqual({ label_id: lost.id });
    expect(by("Out for Diagnostics")).toEqual({
      name: "Out for diagnostics",
      kind: "undeployable",
    });
    expect(by("Loaner pool")).toBeNull();
    const column = jsonOf(
      await asAdmin("GET", `/api/workspace/imports/${created.id}/columns/${purchaseOrderColumn}`),
    );
    expect(column.type).toBe("text");
    expectDetail(
      await asAdmin("GET", `/api/workspace/imports/${created.id}/columns/40`),
      422,
      /17 columns/,
    );
  });

  it("refuses choices it cannot keep, and new fields from anyone but an admin", async () => {
    const created = await upload();
    const url = `/api/workspace/imports/${created.id}/mapping`;
    const base = { ...created.mapping };
    const newField = { column: purchaseOrderColumn, name: "Purchase Order", type: "text" };
    expectDetail(
      await team.as(technician, "PATCH", url, { ...base, new_fields: [newField] }),
      403,
      /Only admins/,
    );
    expectDetail(
      await asAdmin("PATCH", url, { ...base, new_fields: [{ ...newField, column: 0 }] }),
      422,
      /not a column left unmapped/,
    );
    expectDetail(
      await asAdmin("PATCH", url, {
        ...base,
        statuses: { Deployed: { label_id: "00000000-0000-4000-8000-000000000000" } },
      }),
      422,
      /No such status label/,
    );
    const many = Object.fromEntries(
      Array.from({ length: 201 }, (_, index) => [`v${index}`, { name: "X", kind: "pending" }]),
    );
    const tooMany = await asAdmin("PATCH", url, { ...base, statuses: many });
    expect(tooMany.statusCode).toBe(422);
    const long = { ...newField, name: "P".repeat(61) };
    expect((await asAdmin("PATCH", url, { ...base, new_fields: [long] })).statusCode).toBe(422);
  });

  it("imports every row but the wrong ones, with the new label and field", async () => {
    const created = await upload();
    const url = `/api/workspace/imports/${created.id}`;
    const untouched = jsonOf(await asAdmin("POST", `${url}/dry-run`));
    expect(untouched.counts).toEqual({ created: 9, updated: 0, unchanged: 0, refused: 4 });
    expect(untouched.refusals).toContainEqual({
      row: 11,
      column: "Status",
      reason: "status_unknown",
      value: "Loaner pool",
    });

    jsonOf(
      await asAdmin("PATCH", `${url}/mapping`, {
        ...created.mapping,
        statuses: { "Loaner pool": { name: "Loaner pool", kind: "deployable" } },
        new_fields: [{ column: purchaseOrderColumn, name: "Purchase Order", type: "text" }],
      }),
    );
    const dry = jsonOf(await asAdmin("POST", `${url}/dry-run`));
    expect(dry.counts).toEqual({ created: 10, updated: 0, unchanged: 0, refused: 3 });
    expect(dry.refusals).toEqual([
      { row: 12, column: "Purchase Date", reason: "date_invalid", value: "2025-02-30" },
      { row: 13, column: "Asset Tag", reason: "duplicate_in_file", value: null },
      { row: 14, column: "Purchase Cost", reason: "number_invalid", value: "about a thousand" },
    ]);
    expect(dry.added.fields).toEqual(["Purchase Order"]);
    expect(dry.added.labels).toEqual(
      expect.arrayContaining(["Out for diagnostics", "Loaner pool"]),
    );
    // The dry run was rolled back: no field, no label yet.
    expect(await purchaseOrderField()).toBeUndefined();

    jsonOf(await asAdmin("POST", `${url}/run`), 202);
    expect(await runImport(app.imports.deps, created.id)).toBe(true);
    const done = jsonOf(await asAdmin("GET", url));
    expect(done.counts).toEqual({ created: 10, updated: 0, unchanged: 0, refused: 3 });
    await expectImported(await assets());
  });

  const purchaseOrderField = async () =>
    (jsonOf(await asAdmin("GET", "/api/workspace/custom-fields")) as { key: string }[]).find(
      (field) => field.key === "purchase_order",
    );

  async function expectImported(imported: Asset[]) {
    const byTag = new Map(imported.map((asset) => [asset.asset_tag, asset]));
    const tag = (value: string) => byTag.get(value)!;
    expect(imported).toHaveLength(10);
    expect(tag("SIT-0001")).toMatchObject({
      status_name: "Ready to deploy",
      status_kind: "deployable",
      assigned_to: { type: "person", name: "Mara Lind" },
      custom_values: { purchase_order: "PO-5521" },
    });
    expect(tag("SIT-0003")).toMatchObject({
      name: "Latitude 7440 (SIT-0003)",
      assigned_to: { name: "Jonas Berg" },
    });
    expect(tag("SIT-0002")).toMatchObject({ status_kind: "deployable", assigned_to: null });
    expect(tag("SIT-0004").status_kind).toBe("pending");
    expect(tag("SIT-0005").status_kind).toBe("archived");
    expect(tag("SIT-0006")).toMatchObject({
      status_name: "In repair",
      status_kind: "undeployable",
    });
    expect(tag("SIT-0007")).toMatchObject({ status_name: "Broken", status_kind: "undeployable" });
    expect(tag("SIT-0008")).toMatchObject({ status_name: "Lost or stolen", status_kind: "lost" });
    expect(tag("SIT-0009")).toMatchObject({
      status_name: "Out for diagnostics",
      status_kind: "undeployable",
    });
    expect(tag("SIT-0010")).toMatchObject({
      status_name: "Loaner pool",
      status_kind: "deployable",
    });
    expect(await purchaseOrderField()).toMatchObject({ name: "Purchase Order", type: "text" });
  }
});
