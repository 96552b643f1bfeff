import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";

/*
 * One currency per workspace (docs/decisions/0045): an admin sets it; asset and licence
 * costs entered without a currency take it; a cost with its own currency keeps it.
 */
describe.each(testDatabases)("the workspace currency on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("is EUR at first, changed by an admin only, and refused unless an ISO 4217 code", async () => {
    const team = await teamWorkspace(app, "cur-r");
    const admin = await team.join("admin");
    const technician = await team.join("technician");
    const viewer = await team.join("viewer");
    const settings = (person: { token: string }) =>
      team.as(person, "GET", "/api/workspace/settings");
    expect(jsonOf(await settings(viewer)).currency).toBe("EUR");
    for (const person of [technician, viewer]) {
      const refused = await team.as(person, "PATCH", "/api/workspace/settings", {
        currency: "USD",
      });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect(jsonOf(await settings(team.owner)).currency).toBe("EUR");
    for (const bad of ["XYZ", "euro", "", "US"]) {
      expectDetail(
        await team.as(admin, "PATCH", "/api/workspace/settings", { currency: bad }),
        422,
        /currency: Must be an ISO 4217 currency code/,
      );
    }
    // Lower case is accepted as its code.
    const saved = await team.as(admin, "PATCH", "/api/workspace/settings", { currency: "chf" });
    expect(jsonOf(saved).currency).toBe("CHF");
    expect(jsonOf(await settings(viewer)).currency).toBe("CHF");
  });

  it("gives asset and licence costs without a currency the workspace's, and keeps a given one", async () => {
    const team = await teamWorkspace(app, "cur-c");
    const as = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
      team.as(team.owner, method, url, payload);
    jsonOf(await as("PATCH", "/api/workspace/settings", { currency: "GBP" }));

    const asset = jsonOf(
      await as("POST", "/api/workspace/assets", { name: "Costed laptop", purchase_cost: "999.00" }),
      201,
    );
    expect(asset).toMatchObject({ purchase_cost: "999.00", currency: "GBP" });
    const uncosted = jsonOf(await as("POST", "/api/workspace/assets", { name: "No cost" }), 201);
    expect(uncosted.currency).toBeNull();
    const costedLater = jsonOf(
      await as("PATCH", `/api/workspace/assets/${uncosted.id}`, { purchase_cost: "10.00" }),
    );
    expect(costedLater.currency).toBe("GBP");
    const own = jsonOf(
      await as("POST", "/api/workspace/assets", {
        name: "Bought in dollars",
        purchase_cost: "5.00",
        currency: "USD",
      }),
      201,
    );
    expect(own.currency).toBe("USD");

    // A licence cost without a currency was refused (422); now it is the workspace's.
    const license = jsonOf(
      await as("POST", "/api/workspace/licenses", {
        name: "Design suite",
        seats: 3,
        purchase_cost: "1200.00",
      }),
      201,
    );
    expect(license).toMatchObject({ purchase_cost: "1200.00", currency: "GBP" });
    const cleared = jsonOf(
      await as("PATCH", `/api/workspace/licenses/${license.id}`, { currency: null }),
    );
    expect(cleared.currency).toBe("GBP");
  });

  it("starts the sample licence in the sample assets' currency", async () => {
    const team = await teamWorkspace(app, "cur-s");
    const as = (url: string) => team.as(team.owner, "GET", url);
    const licenses = jsonOf(await as("/api/workspace/licenses")).items as { currency: string }[];
    const assets = jsonOf(await as("/api/workspace/assets")).items as { currency: string }[];
    const currencies = new Set([...licenses, ...assets].map((row) => row.currency));
    expect(currencies).toEqual(new Set(["EUR"]));
  });
});
