import { trialEndedDetail } from "@fleetward/contracts/workspaces";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days } from "../../../lib/clock.ts";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { trials } from "../../account/trials/schema.ts";
import { workspaces } from "../core/schema.ts";
import { assets } from "./schema.ts";
import { signedUpCustomer } from "../../../test-support/customers.ts";
import {
  expectDetail,
  freshDomain,
  idOf,
  setTrialStatus,
  trialWorkspace,
  workspaceRequests,
  type Method,
} from "../../../test-support/workspace.ts";

describe.each(testDatabases)("workspace API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const { call, tenant } = workspaceRequests(() => app);

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
        export_disabled_reason: "Data export is not supported during the trial (beta)",
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

    it("sends a workspace host's / to its dashboard and leaves the main site alone", async () => {
      const { domain } = await tenant();
      const onTenant = await app.inject({
        url: "/",
        headers: { host: `${domain}.localhost:3000` },
      });
      expect(onTenant.statusCode).toBe(302);
      expect(onTenant.headers.location).toBe("/workspace/dashboard");

      const onMain = await app.inject({ url: "/", headers: { host: "localhost:3000" } });
      expect(onMain.statusCode).not.toBe(302);
      const nested = await app.inject({ url: "/", headers: { host: "a.b.localhost" } });
      expect(nested.statusCode).not.toBe(302);
    });

    it("tells anyone whether a workspace answers at an address, and nothing more", async () => {
      const { domain } = await tenant();
      const found = await call(null, domain, "GET", "/api/workspace/lookup");
      expect(found.statusCode).toBe(200);
      // Tests run at localhost: a single-label RP ID, which no subdomain may use.
      expect(found.json()).toEqual({ app_domain: domain, passkeys: false });
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
      const aListResponse = await a.as("GET", "/api/workspace/assets?q=B%27s");
      expect(aListResponse.statusCode, aListResponse.body).toBe(200);
      const aList = aListResponse.json();
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
        checkedOutAt: null,
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
      expect(row).toMatchObject({ name: "Kept laptop", checkedOutAt: null, retiredAt: null });
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
        export_enabled: true,
        export_disabled_reason: null,
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
