import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { assets } from "./schema.ts";
import {
  expectDetail,
  idOf,
  workspaceRequests,
  type Method,
  jsonOf,
  named,
} from "../../../test-support/workspace.ts";

type Row = { id: string; name: string; [field: string]: unknown };
type As = (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

const personNamed = async (as: As, name: string) =>
  (
    jsonOf(await as("GET", `/api/workspace/people?q=${encodeURIComponent(name)}`)).items as Row[]
  )[0]!;
const tagsOf = (list: { items: { asset_tag: string }[] }) => list.items.map((a) => a.asset_tag);

describe.each(testDatabases)("asset register on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const { tenant } = workspaceRequests(() => app);

  describe("adding and listing", () => {
    it("starts with six tagged samples, checked out to sample people and a location", async () => {
      const { as } = await tenant();
      const list = jsonOf(await as("GET", "/api/workspace/assets?sort=asset_tag"));
      expect(list).toMatchObject({ total: 6, sample_count: 6, next_cursor: null });
      // A page without rows still says how many samples the workspace holds.
      const none = jsonOf(await as("GET", "/api/workspace/assets?q=matches-no-asset"));
      expect(none).toMatchObject({ items: [], total: 0, sample_count: 6, total_capped: false });
      expect(tagsOf(list)).toEqual([
        "FW-00001",
        "FW-00002",
        "FW-00003",
        "FW-00004",
        "FW-00005",
        "FW-00006",
      ]);
      const mac = list.items[0];
      expect(mac).toMatchObject({
        model_name: "MacBook Pro 14-inch (M3, 2023)",
        manufacturer_name: "Apple",
        category_name: "Laptops",
        status_kind: "deployable",
        assigned_to: { type: "person", name: "Jamie Rivera" },
        purchase_cost: "2399.00",
        currency: "EUR",
        // 60 months after 2024-02-12.
        eol_date: "2029-02-12",
      });
      const overdue = jsonOf(await as("GET", "/api/workspace/assets?overdue=true"));
      expect(overdue.items).toMatchObject([{ name: "Loan laptop 01", overdue: true }]);
      const atLocation = list.items.find((a: Row) => a.name === "Reception iPad");
      expect(atLocation.assigned_to).toMatchObject({ type: "location", name: "Head office" });
    });

    it("adds an asset with every field, the next tag and the model's category", async () => {
      const { as, workspace } = await tenant();
      const model = await named(as, "models", "ThinkPad T14 Gen 4");
      const office = await idOf(as, "locations", "Head office");
      const asset = jsonOf(
        await as("POST", "/api/workspace/assets", {
          name: "  ThinkPad — Legal  ",
          model_id: model.id,
          serial_number: "PF-0042",
          location_id: office,
          purchase_date: "2025-01-31",
          purchase_cost: 1299.5,
          currency: "gbp",
          supplier: "CDW",
          order_number: "PO-7731",
          warranty_end: "2028-01-31",
          notes: "BitLocker key in the vault.",
        }),
        201,
      );
      expect(asset).toMatchObject({
        asset_tag: "FW-00007",
        name: "ThinkPad — Legal",
        model_id: model.id,
        manufacturer_name: "Lenovo",
        category_name: "Laptops",
        status_name: "Ready to deploy",
        status_kind: "deployable",
        assigned_to: null,
        purchase_cost: "1299.50",
        currency: "GBP",
        // 48 months after 31 January keeps the month end.
        eol_date: "2029-01-31",
        overdue: false,
        created_at: time.clock().toISOString(),
      });
      const [row] = await app.db.orm.select().from(assets).where(eq(assets.id, asset.id));
      expect(row?.tenantId).toBe(workspace.id);
      expect(jsonOf(await as("GET", `/api/workspace/assets/${asset.id}`))).toEqual(asset);
    });

    it("names each invalid field, refuses taken tags and serials, and stores nothing", async () => {
      const { as } = await tenant();
      const archived = await named(as, "status-labels", "Archived");
      const cases: [unknown, number, RegExp][] = [
        [{}, 422, /name/],
        [{ name: "X", purchase_cost: "12.345" }, 422, /purchase_cost/],
        [{ name: "X", currency: "euro" }, 422, /currency/],
        [{ name: "X", model_id: crypto.randomUUID() }, 422, /^model_id: No such model/],
        [{ name: "X", status_label_id: archived.id }, 422, /^status_label_id: Retire/],
        [
          { name: "X", purchase_date: "2026-02-01", warranty_end: "2026-01-01" },
          422,
          /warranty_end/,
        ],
        [{ name: "X", custom_values: { cost_centre: "CC-1" } }, 422, /^custom_values\.cost_centre/],
        [{ name: "X", asset_tag: "FW-00001" }, 409, /^asset_tag: Another asset/],
        [{ name: "X", serial_number: "SAMPLE-C02XK1" }, 409, /^serial_number: Another asset/],
      ];
      for (const [payload, status, detail] of cases) {
        expectDetail(await as("POST", "/api/workspace/assets", payload), status, detail);
      }
      expect(jsonOf(await as("GET", "/api/workspace/assets")).total).toBe(6);
    });
  });

  describe("custom values", () => {
    it("types, checks, searches and filters them, and keeps unique ones unique", async () => {
      const { as } = await tenant();
      jsonOf(
        await as("POST", "/api/workspace/custom-fields", {
          name: "Purchase ref",
          type: "number",
          unique: true,
        }),
        201,
      );
      const model = await named(as, "models", "Latitude 5440");
      const laptop = jsonOf(
        await as("POST", "/api/workspace/assets", {
          name: "Finance laptop",
          model_id: model.id,
          custom_values: { cost_centre: "CC-900 Audit", purchase_ref: "4711" },
        }),
        201,
      );
      expect(laptop.custom_values).toEqual({ cost_centre: "CC-900 Audit", purchase_ref: 4711 });
      expectDetail(
        await as("POST", "/api/workspace/assets", {
          name: "Copy",
          model_id: model.id,
          custom_values: { purchase_ref: 4711 },
        }),
        409,
        /^custom_values\.purchase_ref: Another asset already has this value/,
      );
      expectDetail(
        await as("POST", "/api/workspace/assets", {
          name: "X",
          custom_values: { purchase_ref: "lots" },
        }),
        422,
        /^custom_values\.purchase_ref/,
      );
      const byValue = jsonOf(
        await as("GET", "/api/workspace/assets?custom_field=purchase_ref&custom_value=4711"),
      );
      expect(byValue.items.map((a: Row) => a.id)).toEqual([laptop.id]);
      const bySearch = jsonOf(await as("GET", "/api/workspace/assets?q=cc-900"));
      expect(bySearch.items.map((a: Row) => a.id)).toEqual([laptop.id]);
      const edited = jsonOf(
        await as("PATCH", `/api/workspace/assets/${laptop.id}`, {
          custom_values: { cost_centre: null },
        }),
      );
      expect(edited.custom_values).toEqual({ purchase_ref: 4711 });
      const events = jsonOf(await as("GET", `/api/workspace/assets/${laptop.id}/history`)).items;
      expect(events[0]).toMatchObject({
        field: "custom_values.cost_centre",
        old_value: "CC-900 Audit",
        new_value: null,
      });
    });
  });

  describe("searching, filtering, sorting and paging", () => {
    it("finds assets by tag, serial fragment, model, manufacturer, holder and location", async () => {
      const { as } = await tenant();
      const names = async (query: string) =>
        (jsonOf(await as("GET", `/api/workspace/assets?${query}`)).items as Row[]).map(
          (a) => a.name,
        );
      expect(await names("q=fw-00002")).toEqual(["ThinkPad T14 — Finance"]);
      expect(await names("q=xk1")).toEqual(["MacBook Pro 14 — Design"]);
      expect(await names("q=ubiquiti")).toEqual(["Core switch"]);
      expect(await names("q=priya")).toEqual(["ThinkPad T14 — Finance"]);
      expect(await names("q=remote")).toEqual(["MacBook Pro 14 — Design"]);
      expect(await names("q=100%25")).toEqual([]);
      const jamie = await personNamed(as, "Jamie Rivera");
      expect(await names(`person_id=${jamie.id}`)).toEqual(["MacBook Pro 14 — Design"]);
      expect(await names("status_kind=undeployable")).toEqual(["Sales phone — K. Osei"]);
      expect(await names("checked_out=false&sort=name")).toEqual([
        "Core switch",
        "Sales phone — K. Osei",
      ]);
    });

    it("sorts by any column and pages by cursor without repeating or skipping", async () => {
      const { as } = await tenant();
      const seen: string[] = [];
      let url = "/api/workspace/assets?sort=-purchase_date&limit=4";
      for (;;) {
        const page = jsonOf(await as("GET", url));
        seen.push(...(page.items as Row[]).map((a) => String(a.purchase_date)));
        if (!page.next_cursor) break;
        url = `/api/workspace/assets?sort=-purchase_date&limit=4&cursor=${page.next_cursor}`;
      }
      expect(seen).toEqual([...seen].sort().reverse());
      expect(seen).toHaveLength(6);
      expectDetail(
        await as("GET", `/api/workspace/assets?sort=name&cursor=${"x".repeat(20)}`),
        422,
        /^cursor/,
      );
    });
    it("counts the list up to 1,000 and the exact number on demand", async () => {
      const { as, workspace } = await tenant();
      // 1,000 more beside the six samples, written in one statement (the API would take minutes).
      await app.db.orm.execute(sql`
        insert into assets (tenant_id, asset_tag, name, status_label_id, created_at, updated_at)
        select tenant_id, 'BULK-' || n, 'Bulk laptop ' || n, status_label_id, now(), now()
        from (select tenant_id, status_label_id from assets where tenant_id = ${workspace.id} limit 1) one,
          generate_series(1, 1000) n`);
      expect(jsonOf(await as("GET", "/api/workspace/assets?limit=1"))).toMatchObject({
        total: 1000,
        total_capped: true,
      });
      expect(jsonOf(await as("GET", "/api/workspace/assets/count"))).toEqual({ total: 1006 });
      expect(jsonOf(await as("GET", "/api/workspace/assets?q=bulk%20laptop%2099"))).toMatchObject({
        total: 11,
        total_capped: false,
      });
      expect(jsonOf(await as("GET", "/api/workspace/assets/count?q=bulk%20laptop%2099"))).toEqual({
        total: 11,
      });
      expectDetail(await as("GET", "/api/workspace/assets/count?sort=name"), 422, /sort/);
    });
  });

  describe("check-out and check-in", () => {
    it("checks out to a person and back in, recording both with the actor", async () => {
      const { as, owner } = await tenant();
      const core = (jsonOf(await as("GET", "/api/workspace/assets?q=core")).items as Row[])[0]!;
      const kwame = await personNamed(as, "Kwame Osei");
      const out = jsonOf(
        await as("POST", `/api/workspace/assets/${core.id}/checkout`, {
          person_id: kwame.id,
          expected_checkin: "2030-01-01",
          note: "Lab set-up",
        }),
      );
      expect(out).toMatchObject({
        assigned_to: { type: "person", id: kwame.id },
        expected_checkin: "2030-01-01",
      });
      expectDetail(
        await as("POST", `/api/workspace/assets/${core.id}/checkout`, { person_id: kwame.id }),
        409,
        /already checked out/,
      );
      const office = await idOf(as, "locations", "Storage room");
      const back = jsonOf(
        await as("POST", `/api/workspace/assets/${core.id}/checkin`, { location_id: office }),
      );
      expect(back).toMatchObject({
        assigned_to: null,
        checked_out_at: null,
        location_name: "Storage room",
      });
      expectDetail(
        await as("POST", `/api/workspace/assets/${core.id}/checkin`, {}),
        409,
        /not checked out/,
      );
      const history = jsonOf(await as("GET", `/api/workspace/assets/${core.id}/history`));
      expect(history.items.slice(0, 3)).toMatchObject([
        { action: "updated", field: "location_id" },
        { action: "checked_in", old_value: "Kwame Osei", actor_user_id: owner.id },
        { action: "checked_out", new_value: "Kwame Osei", note: "Lab set-up" },
      ]);
    });

    it("refuses assets that are not deployable, people who left and past dates", async () => {
      const { as } = await tenant();
      const phone = (jsonOf(await as("GET", "/api/workspace/assets?q=sales")).items as Row[])[0]!;
      const core = (jsonOf(await as("GET", "/api/workspace/assets?q=core")).items as Row[])[0]!;
      const ada = await personNamed(as, "Ada Okafor");
      expectDetail(
        await as("POST", `/api/workspace/assets/${phone.id}/checkout`, { person_id: ada.id }),
        409,
        /Only deployable assets.*In repair/,
      );
      expectDetail(
        await as("POST", `/api/workspace/assets/${core.id}/checkout`, {
          person_id: ada.id,
          expected_checkin: "2000-01-01",
        }),
        422,
        /^expected_checkin/,
      );
      jsonOf(await as("PATCH", `/api/workspace/people/${ada.id}`, { status: "left" }));
      expectDetail(
        await as("POST", `/api/workspace/assets/${core.id}/checkout`, { person_id: ada.id }),
        422,
        /^person_id: This person has left/,
      );
      expectDetail(
        await as("POST", `/api/workspace/assets/${core.id}/checkout`, {}),
        422,
        /person/,
      );
      expect(jsonOf(await as("GET", `/api/workspace/assets/${core.id}`)).assigned_to).toBeNull();
    });
  });

  describe("editing and retiring", () => {
    it("records each changed field, and retiring checks the asset in first", async () => {
      const { as } = await tenant();
      const mac = (jsonOf(await as("GET", "/api/workspace/assets?q=macbook")).items as Row[])[0]!;
      const edited = jsonOf(
        await as("PATCH", `/api/workspace/assets/${mac.id}`, {
          name: "MacBook — Design",
          supplier: "Apple Store",
          notes: mac.notes,
        }),
      );
      expect(edited).toMatchObject({ name: "MacBook — Design", supplier: "Apple Store" });
      const retired = jsonOf(await as("POST", `/api/workspace/assets/${mac.id}/retire`));
      expect(retired).toMatchObject({ status_kind: "archived", assigned_to: null });
      expectDetail(
        await as("POST", `/api/workspace/assets/${mac.id}/retire`),
        409,
        /already retired/,
      );
      const events = jsonOf(await as("GET", `/api/workspace/assets/${mac.id}/history`))
        .items as Row[];
      expect(events.slice(0, 4)).toMatchObject([
        { action: "retired" },
        { action: "checked_in", old_value: "Jamie Rivera" },
        { action: "updated", field: "supplier", old_value: null, new_value: "Apple Store" },
        { action: "updated", field: "name", old_value: "MacBook Pro 14 — Design" },
      ]);
      const ready = await named(as, "status-labels", "Ready to deploy");
      const back = jsonOf(
        await as("PATCH", `/api/workspace/assets/${mac.id}`, { status_label_id: ready.id }),
      );
      expect(back).toMatchObject({ status_kind: "deployable", retired_at: null });
    });

    it("removes the samples in one click, and only the samples", async () => {
      const { as } = await tenant();
      const mine = jsonOf(await as("POST", "/api/workspace/assets", { name: "Real laptop" }), 201);
      expect(jsonOf(await as("DELETE", "/api/workspace/sample-assets"))).toEqual({ removed: 6 });
      const list = jsonOf(await as("GET", "/api/workspace/assets"));
      expect(list).toMatchObject({ total: 1, sample_count: 0 });
      expect(list.items[0].id).toBe(mine.id);
    });
  });
});
