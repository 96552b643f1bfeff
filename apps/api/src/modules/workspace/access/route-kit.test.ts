import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { noStore } from "../../../lib/no-store.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { workspaceRoutes } from "./service.ts";

/** What a route built with the kit runs is in its own options; a route without it fails the start. */
describe.each(testDatabases)("the workspace route kit on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("declares the member check and no-store in the route's options", () => {
    const { route } = workspaceRoutes(app, { tags: ["probe"], workspaceRole: "technician" });
    const options = route({ kind: "read", summary: "Probe" }, { response: {} });
    expect(options.onRequest).toEqual([app.requireWorkspace]);
    expect(options.onSend).toEqual([noStore]);
    expect(options.config).toEqual({ workspaceRole: "technician" });
  });

  it("refuses a workspace route that declares neither the check nor an opt-out", () => {
    expect(() => app.get("/api/workspace/unguarded", async () => ({}))).toThrow(
      "GET /api/workspace/unguarded: declare onRequest: [app.requireWorkspace]",
    );
  });

  it("answers a kit route's caller without a session 401, not kept by caches", async () => {
    const { api, route } = workspaceRoutes(app, { tags: ["probe"], kind: "read" });
    const response = { 200: z.object({ ok: z.boolean() }) };
    api.get("/api/workspace/kit-probe", route({ summary: "Probe" }, { response }), async () => ({
      ok: true,
    }));
    const answer = await app.inject({ method: "GET", url: "/api/workspace/kit-probe" });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});
