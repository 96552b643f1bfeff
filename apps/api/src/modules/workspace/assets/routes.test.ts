import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days } from "../../../lib/clock.ts";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { trials } from "../../account/trials/schema.ts";
import { assets, workspaces } from "./schema.ts";
import { setTrialStatus, signedUpCustomer, trialWorkspace } from "./test-support.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

let domainSerial = 0;
const freshDomain = (prefix: string) => `${prefix}-${Date.now().toString(36)}${++domainSerial}`;

describe.each(testDatabases)("workspace API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  /** A call as `token` to the workspace at `{domain}.localhost`. */
  const call = (
    token: string | null,
    domain: string,
    method: Method,
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: {
        host: `${domain}.localhost:3000`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const expectDetail = (
    response: LightMyRequestResponse,
    status: number,
    detail: RegExp | string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().detail).toMatch(detail);
  };

  /** A customer with an active trial and its freshly provisioned workspace. */
  async function tenant(prefix = "acme") {
    const owner = await signedUpCustomer(app, prefix);
    const domain = freshDomain(prefix);
    const { trial, workspace } = await trialWorkspace(app, owner, domain);
    const as = (method: Method, url: string, payload?: unknown) =>
      call(owner.token, domain, method, url, payload);
    return { owner, domain, trial, workspace, as };
  }

  const idOf = async (
    as: (method: Method, url: string) => Promise<LightMyRequestResponse>,
    path: "categories" | "locations",
    name: string,
  ) => {
    const list = (await as("GET", `/api/workspace/${path}`)).json() as {
      id: string;
      name: string;
    }[];
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`no ${name} in ${path}`);
    return found.id;
  };

  describe("finding the workspace", () => {
    it("answers the owner with the workspace, its trial and the export rule", async () => {
      const { domain, workspace, as } = await tenant();
      const response = await as("GET", "/api/workspace");

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        name: workspace.name,
        app_domain: domain,
        trial: {
          status: "active",
          expires_at: new Date(time.clock().getTime() + days(90)).toISOString(),
          days_left: 90,
        },
        read_only: false,
        read_only_reason: null,
        export_enabled: false,
        export_disabled_reason: "Data export is not supported during the trial",
        upgrade_url: expect.stringMatching(/\/user-billing$/),
      });
    });

    it("counts the days left, rounding part of a day up", async () => {
      const { as, trial } = await tenant();
      const expiresAt = new Date(time.clock().getTime() + days(9) + 1000);
      await app.db.orm.update(trials).set({ expiresAt }).where(eq(trials.id, trial.id));
      expect((await as("GET", "/api/workspace")).json().trial).toEqual({
        status: "active",
        expires_at: expiresAt.toISOString(),
        days_left: 10,
      });
    });

    it("takes the workspace from the X-Workspace header on the main host", async () => {
      const { owner, domain } = await tenant();
      const response = await app.inject({
        method: "GET",
        url: "/api/workspace",
        headers: { authorization: `Bearer ${owner.token}`, "x-workspace": domain },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().app_domain).toBe(domain);
    });

    it("prefers the Host over the X-Workspace header", async () => {
      const a = await tenant("hosta");
      const b = await tenant("hostb");
      const response = await app.inject({
        method: "GET",
        url: "/api/workspace",
        headers: {
          host: `${a.domain}.localhost`,
          authorization: `Bearer ${a.owner.token}`,
          "x-workspace": b.domain,
        },
      });
      expect(response.json().app_domain).toBe(a.domain);
    });

    it("sends a workspace host's / to the workspace screen and leaves the main site alone", async () => {
      const { domain } = await tenant();
      const onTenant = await app.inject({
        url: "/",
        headers: { host: `${domain}.localhost:3000` },
      });
      expect(onTenant.statusCode).toBe(302);
      expect(onTenant.headers.location).toBe("/workspace");

      const onMain = await app.inject({ url: "/", headers: { host: "localhost:3000" } });
      expect(onMain.statusCode).not.toBe(302);
      const nested = await app.inject({ url: "/", headers: { host: "a.b.localhost" } });
      expect(nested.statusCode).not.toBe(302);
    });

    it("tells anyone whether a workspace answers at an address, and nothing more", async () => {
      const { domain } = await tenant();
      const found = await call(null, domain, "GET", "/api/workspace/lookup");
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ app_domain: domain });
      expectDetail(
        await call(null, "nobody-here", "GET", "/api/workspace/lookup"),
        404,
        "No workspace here",
      );
      expectDetail(
        await app.inject({ url: "/api/workspace/lookup", headers: { host: "localhost" } }),
        404,
        "No workspace here",
      );
    });

    it("needs a session, and answers 404 to anyone but the owner", async () => {
      const { domain } = await tenant();
      const stranger = await signedUpCustomer(app, "stranger");
      expect((await call(null, domain, "GET", "/api/workspace")).statusCode).toBe(401);
      expect((await call(null, domain, "GET", "/api/workspace/assets")).statusCode).toBe(401);
      for (const url of [
        "/api/workspace",
        "/api/workspace/assets",
        "/api/workspace/categories",
        "/api/workspace/locations",
      ]) {
        expectDetail(await call(stranger.token, domain, "GET", url), 404, "No workspace here");
      }
      expectDetail(
        await call(stranger.token, domain, "POST", "/api/workspace/assets", { name: "Mine now" }),
        404,
        "No workspace here",
      );
      expectDetail(
        await call(stranger.token, domain, "DELETE", "/api/workspace/sample-assets"),
        404,
        "No workspace here",
      );
      // An unknown workspace answers exactly like someone else's.
      expectDetail(
        await call(stranger.token, "no-such-app", "GET", "/api/workspace"),
        404,
        "No workspace here",
      );
    });

    it("treats a closed workspace as gone", async () => {
      const { workspace, as } = await tenant();
      await app.db.orm
        .update(workspaces)
        .set({ closedAt: time.clock() })
        .where(eq(workspaces.id, workspace.id));
      expectDetail(await as("GET", "/api/workspace"), 404, "No workspace here");
      expectDetail(await as("GET", "/api/workspace/assets"), 404, "No workspace here");
    });
  });

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

  describe("tenant isolation", () => {
    it("never lets the owner of A read or change B's assets, even by id", async () => {
      const a = await tenant("iso-a");
      const b = await tenant("iso-b");
      const secret = (
        await b.as("POST", "/api/workspace/assets", { name: "B's server", serial_number: "B-1" })
      ).json();

      // A's token on B's host: B's workspace is not A's.
      expectDetail(
        await call(a.owner.token, b.domain, "GET", "/api/workspace/assets"),
        404,
        "No workspace here",
      );
      // A's own workspace does not contain B's asset, whatever the id.
      const notHere = "No such asset in this workspace";
      expectDetail(await a.as("GET", `/api/workspace/assets/${secret.id}`), 404, notHere);
      expectDetail(
        await a.as("PATCH", `/api/workspace/assets/${secret.id}`, { name: "Stolen" }),
        404,
        notHere,
      );
      expectDetail(await a.as("POST", `/api/workspace/assets/${secret.id}/retire`), 404, notHere);
      const aList = (await a.as("GET", "/api/workspace/assets?q=B's")).json();
      expect(aList.total).toBe(0);

      // Nor can A file its asset under B's categories or locations.
      const bLaptops = await idOf(b.as, "categories", "Laptops");
      const bOffice = await idOf(b.as, "locations", "Head office");
      expectDetail(
        await a.as("POST", "/api/workspace/assets", { name: "X", category_id: bLaptops }),
        422,
        /^category_id: No such category/,
      );
      expectDetail(
        await a.as("POST", "/api/workspace/assets", { name: "X", location_id: bOffice }),
        422,
        /^location_id: No such location/,
      );
      expect(await idOf(a.as, "categories", "Laptops")).not.toBe(bLaptops);

      const [row] = await app.db.orm.select().from(assets).where(eq(assets.id, secret.id));
      expect(row).toMatchObject({
        name: "B's server",
        status: "in_stock",
        tenantId: b.workspace.id,
      });
    });
  });

  describe("read-only after the trial ends", () => {
    it("refuses every write of an expired workspace, changes nothing and keeps reads working", async () => {
      const { as, trial, workspace } = await tenant("expired");
      const kept = (
        await as("POST", "/api/workspace/assets", { name: "Kept laptop", serial_number: "K-1" })
      ).json();
      await setTrialStatus(app, trial.id, "expired");

      const summary = (await as("GET", "/api/workspace")).json();
      expect(summary).toMatchObject({ read_only: true, read_only_reason: trialEndedDetail });
      expect(summary.trial.status).toBe("expired");

      const writes: [Method, string, unknown?][] = [
        ["POST", "/api/workspace/assets", { name: "New" }],
        ["PATCH", `/api/workspace/assets/${kept.id}`, { name: "Renamed" }],
        ["POST", `/api/workspace/assets/${kept.id}/retire`],
        ["DELETE", "/api/workspace/sample-assets"],
        ["POST", "/api/workspace/locations", { name: "Annex" }],
        ["POST", "/api/workspace/categories", { name: "Drones" }],
      ];
      for (const [method, url, payload] of writes) {
        expectDetail(await as(method, url, payload), 403, trialEndedDetail);
      }

      const list = (await as("GET", "/api/workspace/assets")).json();
      expect(list.total).toBe(7);
      expect(list.sample_count).toBe(6);
      const [row] = await app.db.orm
        .select()
        .from(assets)
        .where(and(eq(assets.tenantId, workspace.id), eq(assets.id, kept.id)));
      expect(row).toMatchObject({ name: "Kept laptop", status: "in_stock", retiredAt: null });
      expect((await as("GET", "/api/workspace/locations")).json()).toHaveLength(3);
    });

    it("accepts writes again after an upgrade, with no expiry", async () => {
      const { as, trial } = await tenant("upgraded");
      await setTrialStatus(app, trial.id, "expired");
      await setTrialStatus(app, trial.id, "upgraded");
      const summary = (await as("GET", "/api/workspace")).json();
      expect(summary).toMatchObject({
        read_only: false,
        trial: { status: "upgraded", expires_at: null, days_left: null },
      });
      expect(
        (await as("POST", "/api/workspace/assets", { name: "After upgrade" })).statusCode,
      ).toBe(201);
    });

    it("is not open for changes before the deployment finishes", async () => {
      const owner = await signedUpCustomer(app, "deploying");
      const domain = freshDomain("deploying");
      await trialWorkspace(app, owner, domain, "deploying");
      const response = await call(owner.token, domain, "POST", "/api/workspace/assets", {
        name: "Early",
      });
      expectDetail(response, 403, /not open for changes yet/);
    });
  });
});
