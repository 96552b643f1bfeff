import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  freshDomain,
  workspaceRequests,
} from "../../../test-support/workspace.ts";
import { importFinishedWebhook } from "../../../workspace-events.ts";
import { importChunks, imports } from "./schema.ts";
import { runImport, type ImportFinished } from "./service.ts";

type Tenant = Awaited<ReturnType<typeof workspaceTenant>>;
type Asset = { asset_tag: string; name: string; [field: string]: unknown };

const snipeIt = [
  "Asset Tag,Name,Serial,Model,Model No.,Manufacturer,Category,Status,Location,Checked Out To,Purchase Date,Purchase Cost,Order Number,Supplier,Warranty,Notes,Cost centre",
  'SN-1,Design laptop,C02SN1,XPS 13,9340,Dell,Laptops,Ready to deploy,Berlin office,Mara Lind,31/12/2025,"1,299.00",PO-1,Dell Direct,36,"Two lines,\nof notes",CC-900',
  "SN-2,Spare laptop,C02SN2,XPS 13,9340,Dell,Laptops,Pending,Berlin office,,15/01/2026,999,PO-1,Dell Direct,12,,CC-901",
  "SN-3,Bad date,C02SN3,XPS 13,9340,Dell,Laptops,Ready to deploy,,,2026-13-45,10,,,,,",
  "SN-4,Odd status,C02SN4,XPS 13,9340,Dell,Laptops,Lost at sea,,,,,,,,,",
].join("\r\n");

const shelf = [
  "title;description;category;tags;location;valuation;custodian",
  `Projector;"'=HYPERLINK(""x"")";Beamers;av;Lisbon;450,50;Rui Costa`,
  "Camera;Canon R6;Cameras;;Lisbon;2.100,00;",
].join("\n");

/** Our own list columns, tab separated, sent as UTF-16 LE with a BOM. */
const ownExport = [
  [
    "asset_tag",
    "name",
    "serial_number",
    "model_name",
    "manufacturer_name",
    "category_name",
    "status_name",
    "purchase_date",
    "purchase_cost",
    "warranty_end",
  ],
  [
    "OWN-1",
    "Desk phone",
    "PH-1",
    "T54W",
    "Yealink",
    "Phones",
    "Ready to deploy",
    "2024-03-01",
    "199.00",
    "2027-03-01",
  ],
  ["OWN-2", '"Router, main"', "RT-1", "", "", "Network", "In repair", "", "", ""],
]
  .map((row) => row.join("\t"))
  .join("\n");

const utf16le = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

describe.each(testDatabases)("CSV import on $name", (database) => {
  let app: FastifyInstance;
  let acme: Tenant;
  const finished: ImportFinished[] = [];

  beforeAll(async () => {
    app = await createTestApp(database, {
      imports: {
        work: false,
        batchSize: 2,
        // The app's own hook (the webhook outbox) runs too, inside the final batch.
        onFinished: async (event, tx) => {
          finished.push(event);
          await importFinishedWebhook(event, tx);
        },
      },
    });
    acme = await workspaceTenant(app, "importer");
  });
  afterAll(() => app.close());

  const upload = (tenant: Tenant, body: string | Buffer, type = "text/csv", name = "assets.csv") =>
    app.inject({
      method: "POST",
      url: `/api/workspace/imports?file_name=${name}`,
      headers: {
        host: `${tenant.domain}.localhost:3000`,
        authorization: `Bearer ${tenant.owner.token}`,
        "content-type": type,
      },
      payload: body,
    });
  const uploaded = async (tenant: Tenant, body: string | Buffer, type?: string) =>
    jsonOf(await upload(tenant, body, type), 201);
  const run = async (tenant: Tenant, id: string) => {
    jsonOf(await tenant.as("POST", `/api/workspace/imports/${id}/run`), 202);
    expect(await runImport(app.imports.deps, id)).toBe(true);
    return jsonOf(await tenant.as("GET", `/api/workspace/imports/${id}`));
  };
  const assetByTag = async (tenant: Tenant, tag: string): Promise<Asset | undefined> =>
    (jsonOf(await tenant.as("GET", `/api/workspace/assets?q=${tag}`)).items as Asset[]).find(
      (asset) => asset.asset_tag === tag,
    );
  const importRows = async () => (await app.db.orm.select().from(imports)).length;

  it("recognises Snipe-IT's export, dry-runs without writing, then imports it", async () => {
    const created = await uploaded(acme, snipeIt);
    expect(created.format).toBe("snipe_it");
    expect(created.total_rows).toBe(4);
    expect(created.mapping.date_order).toBe("dmy");
    expect(created.mapping.columns).toEqual([
      "asset_tag",
      "name",
      "serial_number",
      "model",
      "model_number",
      "manufacturer",
      "category",
      "status",
      "location",
      "assigned_to",
      "purchase_date",
      "purchase_cost",
      "order_number",
      "supplier",
      "warranty_months",
      "notes",
      "custom:cost_centre",
    ]);

    const dry = jsonOf(await acme.as("POST", `/api/workspace/imports/${created.id}/dry-run`));
    expect(dry.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 2 });
    expect(dry.added).toMatchObject({
      models: ["XPS 13"],
      locations: ["Berlin office"],
      people: ["Mara Lind"],
    });
    expect(dry.refusals).toEqual([
      { row: 4, column: "Purchase Date", reason: "date_invalid", value: "2026-13-45" },
      { row: 5, column: "Status", reason: "status_unknown", value: "Lost at sea" },
    ]);
    expect(await assetByTag(acme, "SN-1")).toBeUndefined();

    const done = await run(acme, created.id);
    expect(done).toMatchObject({ status: "finished", rows_done: 4, total_rows: 4 });
    expect(done.counts).toEqual(dry.counts);
    expect(finished.at(-1)).toMatchObject({ importId: created.id, status: "finished" });
    expect(await assetByTag(acme, "SN-1")).toMatchObject({
      name: "Design laptop",
      serial_number: "C02SN1",
      model_name: "XPS 13",
      manufacturer_name: "Dell",
      category_name: "Laptops",
      location_name: "Berlin office",
      assigned_to: { type: "person", name: "Mara Lind" },
      purchase_date: "2025-12-31",
      purchase_cost: "1299.00",
      warranty_end: "2028-12-31",
      notes: "Two lines,\nof notes",
      custom_values: { cost_centre: "CC-900" },
    });
    expect(await assetByTag(acme, "SN-2")).toMatchObject({ status_name: "Pending" });

    const report = await acme.as("GET", `/api/workspace/imports/${created.id}/report.csv`);
    expect(report.headers["content-type"]).toMatch(/text\/csv/);
    expect(report.body.split("\r\n")).toEqual([
      "row,status,column,reason,value",
      "2,created,,,",
      "3,created,,,",
      "4,refused,Purchase Date,date_invalid,2026-13-45",
      "5,refused,Status,status_unknown,Lost at sea",
      "",
    ]);
  });

  it("re-importing the same file in update mode changes nothing; create-only refuses existing tags", async () => {
    const again = await uploaded(acme, snipeIt);
    expect((await run(acme, again.id)).counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      refused: 2,
    });

    const createOnly = await uploaded(acme, snipeIt);
    const columns = createOnly.mapping.columns;
    jsonOf(
      await acme.as("PATCH", `/api/workspace/imports/${createOnly.id}/mapping`, {
        columns,
        mode: "create",
        date_order: "dmy",
      }),
    );
    const dry = jsonOf(await acme.as("POST", `/api/workspace/imports/${createOnly.id}/dry-run`));
    expect(dry.counts).toEqual({ created: 0, updated: 0, unchanged: 0, refused: 4 });
    expect(dry.refusals[0]).toEqual({
      row: 2,
      column: "Asset Tag",
      reason: "exists",
      value: "SN-1",
    });

    const changed = snipeIt.replace("CC-900", "CC-999");
    const edit = await uploaded(acme, changed);
    expect((await run(acme, edit.id)).counts).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await assetByTag(acme, "SN-1"))?.custom_values).toEqual({ cost_centre: "CC-999" });
  });

  it("reads Shelf's export: semicolons, a BOM, decimal commas and a defused formula", async () => {
    const created = await uploaded(acme, `\uFEFF${shelf}`);
    expect(created.format).toBe("shelf");
    expect(created.headers[0]).toBe("title");
    expect((await run(acme, created.id)).counts).toMatchObject({ created: 2, refused: 0 });
    const items = jsonOf(await acme.as("GET", "/api/workspace/assets?q=projector"))
      .items as Asset[];
    expect(items[0]).toMatchObject({
      name: "Projector",
      notes: '=HYPERLINK("x")',
      category_name: "Beamers",
      location_name: "Lisbon",
      purchase_cost: "450.50",
      assigned_to: { name: "Rui Costa" },
    });
    const camera = (
      jsonOf(await acme.as("GET", "/api/workspace/assets?q=camera")).items as Asset[]
    )[0];
    expect(camera?.purchase_cost).toBe("2100.00");
  });

  it("reads our own export as UTF-16 with tabs and quoted fields, in month-first order when asked", async () => {
    const created = await uploaded(acme, utf16le(ownExport), "application/octet-stream");
    expect(created.format).toBe("fleetward");
    expect((await run(acme, created.id)).counts).toMatchObject({ created: 2, refused: 0 });
    expect(await assetByTag(acme, "OWN-1")).toMatchObject({
      model_name: "T54W",
      manufacturer_name: "Yealink",
      warranty_end: "2027-03-01",
    });
    expect((await assetByTag(acme, "OWN-2"))?.name).toBe("Router, main");

    const us = jsonOf(
      await upload(
        acme,
        "Name,Purchase Date\nUS desk,03/04/2026",
        "text/csv",
        "us.csv&date_order=mdy",
      ),
      201,
    );
    expect(us.mapping.date_order).toBe("mdy");
    await run(acme, us.id);
    const desk = jsonOf(await acme.as("GET", "/api/workspace/assets?q=us%20desk")).items as Asset[];
    expect(desk[0]?.purchase_date).toBe("2026-03-04");
  });

  it("refuses bad files with a clear reason and stores nothing", async () => {
    const before = await importRows();
    expectDetail(await upload(acme, ""), 422, /empty/);
    expectDetail(
      await upload(acme, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])),
      415,
      /not a CSV/,
    );
    expectDetail(await upload(acme, Buffer.from([0x41, 0x2c, 0xc3, 0x28, 0x0a])), 415, /not a CSV/);
    expectDetail(await upload(acme, "Asset Tag,Name\n"), 422, /no data rows/);
    expectDetail(await upload(acme, 'Name\n"unterminated'), 422, /could not be read/);
    const huge = await upload(acme, Buffer.alloc(50 * 1024 * 1024 + 1, 0x41));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBeTruthy();
    expect((await acme.as("POST", "/api/workspace/imports", { name: "x" })).statusCode).toBe(415);
    expect(await importRows()).toBe(before);

    const hopeless = await uploaded(acme, "Name,Purchase Date\nA,someday\nB,never");
    expectDetail(await acme.as("POST", `/api/workspace/imports/${hopeless.id}/run`), 422, /No row/);
    expect(jsonOf(await acme.as("GET", `/api/workspace/imports/${hopeless.id}`)).status).toBe(
      "uploaded",
    );
  });

  it("resumes an interrupted import at its cursor without duplicating rows", async () => {
    const rows = ["Asset Tag,Name", ...[1, 2, 3, 4, 5].map((n) => `RS-${n},Resume ${n}`)];
    const created = await uploaded(acme, rows.join("\n"));
    jsonOf(await acme.as("POST", `/api/workspace/imports/${created.id}/run`), 202);
    expect(await runImport(app.imports.deps, created.id, { maxBatches: 1 })).toBe(false);
    const halfway = jsonOf(await acme.as("GET", `/api/workspace/imports/${created.id}`));
    expect(halfway).toMatchObject({ status: "running", rows_done: 2 });
    // A second worker (the job handed out again after a restart) and this one both finish it.
    await Promise.all([
      runImport(app.imports.deps, created.id),
      runImport(app.imports.deps, created.id),
    ]);
    const done = jsonOf(await acme.as("GET", `/api/workspace/imports/${created.id}`));
    expect(done).toMatchObject({
      status: "finished",
      rows_done: 5,
      counts: { created: 5, refused: 0 },
    });
    const found = jsonOf(await acme.as("GET", "/api/workspace/assets?q=resume")).items as Asset[];
    expect(found.map((asset) => asset.asset_tag).sort()).toEqual([
      "RS-1",
      "RS-2",
      "RS-3",
      "RS-4",
      "RS-5",
    ]);
    const chunks = await app.db.orm
      .select()
      .from(importChunks)
      .where(eq(importChunks.importId, created.id));
    expect(chunks).toEqual([]);
  });

  it("keeps imports to their workspace", async () => {
    const created = await uploaded(acme, "Name\nMine");
    const other = await workspaceRequests(() => app).tenant(freshDomain("other").slice(0, 12));
    expect((await other.as("GET", `/api/workspace/imports/${created.id}`)).statusCode).toBe(404);
    expect(
      (await other.as("POST", `/api/workspace/imports/${created.id}/dry-run`)).statusCode,
    ).toBe(404);
    expect(
      (await other.as("GET", `/api/workspace/imports/${created.id}/report.csv`)).statusCode,
    ).toBe(404);
  });
});
