import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf, workspaceTenant } from "../../../test-support/workspace.ts";
import { record } from "./service.ts";

describe.each(testDatabases)("asset history route on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("lists an asset's events newest first, and 404s an asset of another workspace", async () => {
    const a = await workspaceTenant(app, "asset-history-a");
    const b = await workspaceTenant(app, "asset-history-b");
    const asset = jsonOf(await a.as("POST", "/api/workspace/assets", { name: "Laptop" }), 201);
    const theirs = jsonOf(await b.as("POST", "/api/workspace/assets", { name: "Theirs" }), 201);
    const url = `/api/workspace/assets/${asset.id}/history`;
    // Adding it recorded who did it.
    expect(jsonOf(await a.as("GET", url)).items).toMatchObject([
      { action: "created", actor_user_id: a.owner.id },
    ]);

    const actor = { userId: a.owner.id, name: "Ada Okafor" };
    const base = {
      tenantId: a.workspace.id,
      subjectType: "asset" as const,
      subjectId: asset.id,
      actor,
      at: new Date("2026-03-02T09:00:00.000Z"),
    };
    await record(app.db.orm, [
      { ...base, action: "updated", field: "name", oldValue: "Laptop", newValue: "Laptop 1" },
      { ...base, action: "checked_out", note: "For the trip" },
    ]);
    const page = jsonOf(await a.as("GET", `${url}?limit=1`));
    expect(page.items).toMatchObject([
      { action: "checked_out", note: "For the trip", actor_name: "Ada Okafor" },
    ]);
    const next = jsonOf(await a.as("GET", `${url}?limit=1&cursor=${page.next_cursor}`));
    expect(next.items).toMatchObject([{ action: "updated", new_value: "Laptop 1" }]);
    const last = jsonOf(await a.as("GET", `${url}?limit=5&cursor=${next.next_cursor}`));
    expect(last).toMatchObject({ items: [{ action: "created" }], next_cursor: null });

    expectDetail(
      await a.as("GET", `/api/workspace/assets/${theirs.id}/history`),
      404,
      "No such asset in this workspace",
    );
    expectDetail(await a.as("GET", `${url}?cursor=abc`), 422, /^cursor:/);
  });
});
