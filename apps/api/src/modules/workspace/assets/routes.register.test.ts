import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { assets } from "./schema.ts";
import { expectDetail, idOf, workspaceRequests } from "./test-support.ts";

describe.each(testDatabases)("workspace API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const { tenant } = workspaceRequests(() => app);

  describe("the asset register", () => {
    it("starts with the provisioned samples, categories and locations", async () => {
      const { as } = await tenant();
      const list = (await as("GET", "/api/workspace/assets")).json();
      expect(list.total).toBe(6);
      expect(list.sample_count).toBe(6);
      expect(list.items.every((asset: { is_sample: boolean }) => asset.is_sample)).toBe(true);
      const categories = (await as("GET", "/api/workspace/categories")).json();
      expect(categories.map((c: { name: string }) => c.name)).toContain("Laptops");
      const locations = (await as("GET", "/api/workspace/locations")).json();
      expect(locations.map((l: { name: string }) => l.name)).toEqual([
        "Head office",
        "Remote",
        "Storage room",
      ]);
    });

    it("adds an asset with every field and lists it", async () => {
      const { as, workspace } = await tenant();
      const laptops = await idOf(as, "categories", "Laptops");
      const office = await idOf(as, "locations", "Head office");
      const created = await as("POST", "/api/workspace/assets", {
        name: "  Dell XPS 13 — Legal  ",
        category_id: laptops,
        serial_number: "DX13-0042",
        model: "Dell XPS 13 9340",
        status: "in_use",
        assigned_to: "Morgan Lee",
        location_id: office,
        purchase_date: "2025-01-15",
        warranty_end: "2028-01-15",
        notes: "Encrypted with BitLocker; recovery key in the vault.",
      });
      expect(created.statusCode, created.body).toBe(201);
      const asset = created.json();
      expect(asset).toMatchObject({
        name: "Dell XPS 13 — Legal",
        category_id: laptops,
        category_name: "Laptops",
        serial_number: "DX13-0042",
        model: "Dell XPS 13 9340",
        status: "in_use",
        assigned_to: "Morgan Lee",
        location_id: office,
        location_name: "Head office",
        purchase_date: "2025-01-15",
        warranty_end: "2028-01-15",
        is_sample: false,
        retired_at: null,
        created_at: time.clock().toISOString(),
      });
      const [row] = await app.db.orm.select().from(assets).where(eq(assets.id, asset.id));
      expect(row?.tenantId).toBe(workspace.id);

      const listed = (await as("GET", "/api/workspace/assets?q=xps")).json();
      expect(listed.items.map((item: { id: string }) => item.id)).toEqual([asset.id]);
      expect((await as("GET", `/api/workspace/assets/${asset.id}`)).json()).toEqual(asset);
    });

    it("needs only a name; empty optional fields are stored as none", async () => {
      const { as } = await tenant();
      const created = await as("POST", "/api/workspace/assets", {
        name: "Label printer",
        serial_number: "",
        purchase_date: "",
        category_id: "",
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        status: "in_stock",
        serial_number: null,
        purchase_date: null,
        category_id: null,
      });
    });

    it("searches name, serial, model and assigned person, and filters", async () => {
      const { as } = await tenant();
      const ids = async (query: string) =>
        (
          (await as("GET", `/api/workspace/assets?${query}`)).json().items as { name: string }[]
        ).map((asset) => asset.name);
      expect(await ids("q=thinkpad")).toEqual(["ThinkPad T14 — Finance"]);
      expect(await ids("q=SAMPLE-DMPX4L")).toEqual(["Reception iPad"]);
      expect(await ids("q=latitude")).toEqual(["Spare laptop 01"]);
      expect(await ids("q=priya")).toEqual(["ThinkPad T14 — Finance"]);
      expect(await ids("q=%25")).toEqual([]); // a literal %, not a wildcard
      expect(await ids("status=in_repair")).toEqual(["Sales phone — K. Osei"]);
      const laptops = await idOf(as, "categories", "Laptops");
      const storage = await idOf(as, "locations", "Storage room");
      expect(await ids(`category_id=${laptops}`)).toHaveLength(3);
      expect(await ids(`category_id=${laptops}&location_id=${storage}`)).toEqual([
        "Spare laptop 01",
      ]);
      expect(await ids(`category_id=${laptops}&status=in_use`)).toHaveLength(2);

      const page2 = (await as("GET", "/api/workspace/assets?page=2&page_size=4")).json();
      expect(page2).toMatchObject({ total: 6, page: 2, page_size: 4 });
      expect(page2.items).toHaveLength(2);
      expectDetail(await as("GET", "/api/workspace/assets?page_size=1000"), 422, /^page_size:/);
      expectDetail(await as("GET", "/api/workspace/assets?status=lost"), 422, /^status:/);
    });

    it("names each invalid field and stores nothing", async () => {
      const { as } = await tenant();
      const before = (await as("GET", "/api/workspace/assets")).json().total;
      expectDetail(await as("POST", "/api/workspace/assets", {}), 422, /^name: Required/);
      expectDetail(await as("POST", "/api/workspace/assets", { name: "   " }), 422, /^name:/);
      expectDetail(
        await as("POST", "/api/workspace/assets", { name: "X", purchase_date: "15/01/2025" }),
        422,
        /^purchase_date:/,
      );
      expectDetail(
        await as("POST", "/api/workspace/assets", { name: "X", warranty_end: "2025-02-30" }),
        422,
        /^warranty_end:/,
      );
      expectDetail(
        await as("POST", "/api/workspace/assets", {
          name: "X",
          purchase_date: "2025-06-01",
          warranty_end: "2025-05-31",
        }),
        422,
        /^warranty_end: Must not be before the purchase date/,
      );
      expectDetail(
        await as("POST", "/api/workspace/assets", { name: "X", status: "retired" }),
        422,
        /^status:/,
      );
      expectDetail(
        await as("POST", "/api/workspace/assets", { name: "X", owner: "me" }),
        422,
        /owner/,
      );
      expectDetail(
        await as("POST", "/api/workspace/assets", { name: "X", category_id: "not-a-uuid" }),
        422,
        /^category_id:/,
      );
      expect((await as("GET", "/api/workspace/assets")).json().total).toBe(before);
    });

    it("keeps serial numbers unique within a workspace, not across workspaces", async () => {
      const a = await tenant("serial-a");
      const b = await tenant("serial-b");
      expect(
        (await a.as("POST", "/api/workspace/assets", { name: "One", serial_number: "SN-1" }))
          .statusCode,
      ).toBe(201);
      expectDetail(
        await a.as("POST", "/api/workspace/assets", { name: "Two", serial_number: "SN-1" }),
        409,
        /^serial_number:/,
      );
      expect(
        (await b.as("POST", "/api/workspace/assets", { name: "Other", serial_number: "SN-1" }))
          .statusCode,
      ).toBe(201);
    });

    it("edits only the fields sent and checks the warranty against the stored purchase date", async () => {
      const { as } = await tenant();
      const asset = (
        await as("POST", "/api/workspace/assets", {
          name: "Meeting room display",
          serial_number: "MRD-1",
          purchase_date: "2024-03-01",
          warranty_end: "2027-03-01",
        })
      ).json();
      time.advance(60_000);
      const edited = await as("PATCH", `/api/workspace/assets/${asset.id}`, {
        assigned_to: "Room 4.12",
        status: "in_use",
        model: null,
      });
      time.advance(-60_000);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        name: "Meeting room display",
        serial_number: "MRD-1",
        assigned_to: "Room 4.12",
        status: "in_use",
        model: null,
        updated_at: new Date(time.clock().getTime() + 60_000).toISOString(),
      });
      expectDetail(
        await as("PATCH", `/api/workspace/assets/${asset.id}`, { warranty_end: "2024-01-01" }),
        422,
        /^warranty_end:/,
      );
      // Its own serial number is no conflict; another asset's is.
      expect(
        (await as("PATCH", `/api/workspace/assets/${asset.id}`, { serial_number: "MRD-1" }))
          .statusCode,
      ).toBe(200);
      expectDetail(
        await as("PATCH", `/api/workspace/assets/${asset.id}`, { serial_number: "SAMPLE-C02XK1" }),
        409,
        /^serial_number:/,
      );
      expectDetail(
        await as("PATCH", "/api/workspace/assets/00000000-0000-4000-8000-000000000000", {
          name: "Ghost",
        }),
        404,
        "No such asset in this workspace",
      );
    });

    it("retires an asset once; editing its status puts it back in service", async () => {
      const { as } = await tenant();
      const asset = (
        await as("POST", "/api/workspace/assets", { name: "Old desktop", status: "in_use" })
      ).json();
      const retired = await as("POST", `/api/workspace/assets/${asset.id}/retire`);
      expect(retired.statusCode, retired.body).toBe(200);
      expect(retired.json()).toMatchObject({
        status: "retired",
        retired_at: time.clock().toISOString(),
      });
      expectDetail(
        await as("POST", `/api/workspace/assets/${asset.id}/retire`),
        409,
        /already retired/,
      );
      expect((await as("GET", "/api/workspace/assets?status=retired")).json().total).toBe(1);

      const back = await as("PATCH", `/api/workspace/assets/${asset.id}`, { status: "in_stock" });
      expect(back.json()).toMatchObject({ status: "in_stock", retired_at: null });
    });

    it("removes the samples in one click, and only the samples", async () => {
      const a = await tenant("samples-a");
      const b = await tenant("samples-b");
      const own = (await a.as("POST", "/api/workspace/assets", { name: "Our real laptop" })).json();
      const removed = await a.as("DELETE", "/api/workspace/sample-assets");
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ removed: 6 });
      const left = (await a.as("GET", "/api/workspace/assets")).json();
      expect(left.items.map((asset: { id: string }) => asset.id)).toEqual([own.id]);
      expect(left.sample_count).toBe(0);
      expect((await a.as("DELETE", "/api/workspace/sample-assets")).json()).toEqual({ removed: 0 });
      // The other tenant keeps its samples.
      expect((await b.as("GET", "/api/workspace/assets")).json().sample_count).toBe(6);
    });

    it("adds locations and categories, refusing duplicates", async () => {
      const { as } = await tenant();
      const created = await as("POST", "/api/workspace/locations", { name: "Berlin office" });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(String), name: "Berlin office" });
      expectDetail(
        await as("POST", "/api/workspace/locations", { name: "Berlin office" }),
        409,
        /^name:/,
      );
      expectDetail(await as("POST", "/api/workspace/locations", { name: "" }), 422, /^name:/);
      expect((await as("POST", "/api/workspace/categories", { name: "Printers" })).statusCode).toBe(
        201,
      );
      expect((await as("GET", "/api/workspace/locations")).json()).toContainEqual(created.json());
    });
  });
});
