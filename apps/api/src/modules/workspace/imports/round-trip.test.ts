import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, setTrialStatus, teamWorkspace } from "../../../test-support/workspace.ts";
import { historyEvents } from "../history/schema.ts";
import { runImport } from "./service.ts";

/*
 * Issue 13's round trip: a workspace's assets exported as CSV (after the upgrade) and imported
 * again in update mode change nothing — the dry run says so, and the run writes no history and
 * leaves every field as it was. Every kind of value is in the file: catalog references, a
 * holder, purchase data, a warranty end, multi-line notes, formula-like text, custom fields of
 * every type, and text in other scripts.
 */

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Json = Record<string, unknown>;

describe.each(testDatabases)("export → import round trip on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;

  beforeAll(async () => {
    app = await createTestApp(database, { imports: { work: false } });
    team = await teamWorkspace(app, "roundtrip");
    await setTrialStatus(app, team.trial.id, "upgraded");
  });
  afterAll(() => app.close());

  const as = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
    team.as(team.owner, method, url, payload);
  const created = async (url: string, payload: unknown) =>
    jsonOf(await as("POST", url, payload), 201) as Json & { id: string };

  /** Every asset of the workspace as the API shows it, by tag. */
  const register = async () => {
    const items = jsonOf(await as("GET", "/api/workspace/assets?limit=100&sort=asset_tag"))
      .items as Json[];
    return new Map(items.map((asset) => [asset.asset_tag as string, asset]));
  };
  const historyRows = async () => {
    const [row] = await app.db.orm
      .select({ n: count() })
      .from(historyEvents)
      .where(eq(historyEvents.tenantId, team.workspace.id));
    return row?.n ?? 0;
  };

  async function fillWorkspace() {
    const fields = [
      { name: "Kostenstelle (Büro)", type: "text" },
      { name: "保管場所", type: "text" },
      { name: "Screen inches", type: "number" },
      { name: "Calibrated on", type: "date" },
      { name: "Encrypted", type: "boolean" },
      { name: "Colour", type: "option_list", options: ["Space grey", "Argent clair", "深緑"] },
      { name: "Manual", type: "url" },
      // Named like a built-in column (exported as `custom:<key>`) and like Snipe-IT's
      // "Warranty" (months) column: both must still come back as these custom fields.
      { name: "Supplier", type: "text" },
      { name: "Warranty", type: "text" },
    ];
    const keys: string[] = [];
    for (const field of fields) {
      keys.push((await created("/api/workspace/custom-fields", field)).key as string);
    }
    const [text, place, inches, calibrated, encrypted, colour, manual, supplier, warranty] =
      keys as [string, string, string, string, string, string, string, string, string];
    const maker = await created("/api/workspace/manufacturers", { name: "Šumava Računala" });
    const category = await created("/api/workspace/categories", { name: "Ноутбуки" });
    const model = await created("/api/workspace/models", {
      name: "Zenbook Ü 14",
      model_number: "UX3405/ß",
      manufacturer_id: maker.id,
      category_id: category.id,
    });
    // Names the register may share: people, and rooms of different sites. A lookup by name
    // alone picks the wrong one here (seen: the later namesake, the first room).
    const person = await created("/api/workspace/people", {
      name: "Zoë Ødegård-Nakamura",
      email: "zoe.odegard@example.com",
    });
    await created("/api/workspace/people", { name: "Zoë Ødegård-Nakamura" });
    const sites = [
      await created("/api/workspace/locations", { name: "東京オフィス" }),
      await created("/api/workspace/locations", { name: "Lyon" }),
    ];
    const [, location] = await Promise.all(
      sites.map((site) =>
        created(`/api/workspace/locations/${site.id}/children`, { name: "Salle serveur" }),
      ),
    );

    const full = await created("/api/workspace/assets", {
      asset_tag: "RT-0001",
      name: "Zenbook für Zoë — 設計",
      serial_number: "SN-ÅÄÖ-1",
      model_id: model.id,
      category_id: category.id,
      location_id: location?.id,
      purchase_date: "2025-02-28",
      purchase_cost: "1899.9",
      currency: "EUR",
      supplier: "Ñandú Distribución S.L.",
      order_number: "PO-2025/0042",
      warranty_end: "2028-02-29",
      notes: 'With "quotes"; a semicolon, a comma — and ünïcödé',
      custom_values: {
        [text]: "KST-4711 (Büro)",
        [place]: "倉庫 B-3",
        [inches]: 14.5,
        [calibrated]: "2026-01-15",
        [encrypted]: true,
        [colour]: "深緑",
        [manual]: "https://example.com/manuals/ux3405?lang=de&page=2",
        [supplier]: "Reseller: Ñandú",
        [warranty]: "36 months on-site",
      },
    });
    jsonOf(
      await as("POST", `/api/workspace/assets/${full.id}/checkout`, { person_id: person.id }),
      200,
    );
    await created("/api/workspace/assets", {
      asset_tag: "RT-0002",
      name: "=cmd|' /C calc'!A0",
      serial_number: "-SERIAL+2",
      notes: "@mention and 'quoted'",
      purchase_cost: "0.5",
      custom_values: {
        [text]: "+49 30 1234",
        [inches]: -3,
        [encrypted]: false,
        [colour]: "Argent clair",
      },
    });
    // A long note (the form takes up to 2,000 characters).
    await created("/api/workspace/assets", {
      asset_tag: "RT-0003",
      name: "Bare minimum",
      notes: "Långa anteckningar. ".repeat(90).trim(),
    });
  }

  it("exports every asset and re-imports the file in update mode without changing anything", async () => {
    await fillWorkspace();
    const before = await register();
    // The workspace's sample assets (FW-…) go round too.
    expect([...before.keys()]).toEqual(expect.arrayContaining(["RT-0001", "RT-0002", "RT-0003"]));
    const total = before.size;
    // A sample is checked out to a location: the holder column names it like a person.
    expect([...before.values()].map((asset) => (asset.assigned_to as Json | null)?.type)).toContain(
      "location",
    );
    expect(before.get("RT-0001")).toMatchObject({
      assigned_to: { type: "person", name: "Zoë Ødegård-Nakamura" },
      model_name: "Zenbook Ü 14",
      manufacturer_name: "Šumava Računala",
      category_name: "Ноутбуки",
      location_name: "Salle serveur",
    });
    const history = await historyRows();

    const exported = await as("GET", "/api/workspace/exports/assets.csv");
    expect(exported.statusCode, exported.body).toBe(200);

    const upload = await app.inject({
      method: "POST",
      url: "/api/workspace/imports?file_name=roundtrip-assets.csv",
      headers: {
        host: `${team.domain}.localhost:3000`,
        authorization: `Bearer ${team.owner.token}`,
        "content-type": "text/csv",
      },
      payload: exported.rawPayload,
    });
    const uploaded = jsonOf(upload, 201);
    expect(uploaded).toMatchObject({ format: "fleetward", total_rows: total });
    expect(uploaded.mapping.mode).toBe("create_update");
    // Every custom field's column is recognised, none is silently dropped.
    const mapped = (uploaded.mapping.columns as (string | null)[]).filter((target) =>
      target?.startsWith("custom:"),
    );
    expect(mapped).toHaveLength(10);

    const dry = jsonOf(await as("POST", `/api/workspace/imports/${uploaded.id}/dry-run`));
    expect(dry.refusals).toEqual([]);
    expect(dry.counts).toEqual({ created: 0, updated: 0, unchanged: total, refused: 0 });
    expect(dry.added).toEqual({
      manufacturers: [],
      models: [],
      categories: [],
      locations: [],
      people: [],
      labels: [],
      fields: [],
    });

    jsonOf(await as("POST", `/api/workspace/imports/${uploaded.id}/run`), 202);
    expect(await runImport(app.imports.deps, uploaded.id)).toBe(true);
    const done = jsonOf(await as("GET", `/api/workspace/imports/${uploaded.id}`));
    expect(done).toMatchObject({ status: "finished", rows_done: total });
    expect(done.counts).toEqual({ created: 0, updated: 0, unchanged: total, refused: 0 });

    expect(await historyRows()).toBe(history);
    expect(await register()).toEqual(before);
  });
});
