import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trialWorkspace } from "../modules/workspace/assets/test-support.ts";
import { signedUpCustomer } from "../test-support/customers.ts";
import { testDatabases } from "../test-support/databases.ts";
import { answerProblems, createRobustnessApp } from "./support.ts";
import { tableCounts } from "./table-counts.ts";

// Routes with an `{id}` of a customer's own record, called with another customer's token.
// On this branch those are the workspace assets; each module's own tests cover the rest.

type Method = "GET" | "POST" | "PATCH" | "DELETE";

let serial = 0;
const freshDomain = (prefix: string) => `${prefix}-${Date.now().toString(36)}${++serial}`;

describe.each(testDatabases)("another customer's token on $name", (database) => {
  let app: FastifyInstance;
  let alice: { token: string; domain: string; assetId: string };
  let mallory: { token: string; domain: string };

  const call = (token: string, domain: string, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, "x-workspace": domain },
      ...(payload ? { payload } : {}),
    });

  async function customerWithWorkspace(prefix: string) {
    const owner = await signedUpCustomer(app, prefix);
    const domain = freshDomain(prefix);
    await trialWorkspace(app, owner, domain);
    return { token: owner.token, domain };
  }

  beforeAll(async () => {
    app = await createRobustnessApp(database);
    const owner = await customerWithWorkspace("alice");
    const created = await call(owner.token, owner.domain, "POST", "/api/workspace/assets", {
      name: "Alice's ThinkPad T14",
    });
    expect(created.statusCode, created.body).toBe(201);
    alice = { ...owner, assetId: created.json().id as string };
    mallory = await customerWithWorkspace("mallory");
  });
  afterAll(() => app.close());

  const asset = () => `/api/workspace/assets/${alice.assetId}`;
  const attempts = (): [Method, string, object?][] => [
    ["GET", "/api/workspace"],
    ["GET", "/api/workspace/assets"],
    ["GET", asset()],
    ["PATCH", asset(), { name: "Stolen laptop" }],
    ["POST", `${asset()}/retire`],
    ["POST", `${asset()}/checkin`, {}],
    ["GET", `${asset()}/history`],
    ["POST", "/api/workspace/assets/bulk", { filter: {}, action: { type: "retire" } }],
    ["POST", "/api/workspace/assets", { name: "Planted device" }],
    ["DELETE", "/api/workspace/sample-assets"],
    ["GET", "/api/workspace/categories"],
    ["POST", "/api/workspace/categories", { name: "Planted category" }],
    ["GET", "/api/workspace/locations"],
    ["POST", "/api/workspace/locations", { name: "Planted location" }],
  ];

  it("finds nothing in another customer's workspace and changes nothing there (404)", async () => {
    const before = await tableCounts(app);
    for (const [method, url, payload] of attempts()) {
      const response = await call(mallory.token, alice.domain, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      expect(answerProblems(response)).toEqual([]);
      expect(response.body).not.toContain("ThinkPad");
    }
    expect(await tableCounts(app)).toEqual(before);
  });

  it("does not reach another customer's asset by id from its own workspace (404)", async () => {
    const before = await tableCounts(app);
    for (const [method, url, payload] of [
      ["GET", asset()],
      ["PATCH", asset(), { name: "Stolen laptop" }],
      ["POST", `${asset()}/retire`],
      ["POST", `${asset()}/checkin`, {}],
      ["POST", "/api/workspace/assets/bulk", { ids: [alice.assetId], action: { type: "retire" } }],
    ] as [Method, string, object?][]) {
      const response = await call(mallory.token, mallory.domain, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    const list = await call(mallory.token, mallory.domain, "GET", "/api/workspace/assets");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(alice.assetId);
    expect(await tableCounts(app)).toEqual(before);
  });

  it("leaves the owner's asset as it was", async () => {
    const mine = await call(alice.token, alice.domain, "GET", asset());
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ name: "Alice's ThinkPad T14", retired_at: null });
    expect(mine.json().status_kind).not.toBe("archived");
  });
});
