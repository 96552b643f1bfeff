import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { idOf, jsonOf, workspaceRequests } from "../../../test-support/workspace.ts";

type Row = { name: string; location_id: string | null };

/* A location in the register's filter is a place and everything inside it (ADR 0047). */
describe.each(testDatabases)("location filter on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const { tenant } = workspaceRequests(() => app);

  it("filters by a location with every location inside it, only within the workspace", async () => {
    const { as } = await tenant();
    const office = await idOf(as, "locations", "Head office");
    const storage = await idOf(as, "locations", "Storage room");
    const remote = await idOf(as, "locations", "Remote");
    const shelf = jsonOf(
      await as("POST", `/api/workspace/locations/${storage}/children`, { name: "Shelf B" }),
      201,
    ).id as string;
    for (const [name, location_id] of [
      ["At the office", office],
      ["In the storage room", storage],
      ["On shelf B", shelf],
      ["At home", remote],
    ]) {
      jsonOf(await as("POST", "/api/workspace/assets", { name, location_id }), 201);
    }
    const namesAt = async (location: string) =>
      (
        jsonOf(await as("GET", `/api/workspace/assets?location_id=${location}&limit=100`))
          .items as Row[]
      )
        .map((asset) => asset.name)
        .filter((name) => /^(At|In|On) /.test(name))
        .sort();
    expect(await namesAt(office)).toEqual(["At the office", "In the storage room", "On shelf B"]);
    expect(await namesAt(storage)).toEqual(["In the storage room", "On shelf B"]);
    expect(await namesAt(shelf)).toEqual(["On shelf B"]);
    expect(await namesAt(remote)).toEqual(["At home"]);
    // Every row listed is inside the subtree (a sample is kept in the storage room too),
    // and the count counts what the list lists.
    const inStorage = jsonOf(
      await as("GET", `/api/workspace/assets?location_id=${storage}&limit=100`),
    );
    expect(inStorage.total).toBe(inStorage.items.length);
    for (const asset of inStorage.items as Row[])
      expect([storage, shelf]).toContain(asset.location_id);
    // Another workspace's location (or its rooms) finds nothing here.
    const other = await tenant();
    const theirOffice = await idOf(other.as, "locations", "Head office");
    expect(await namesAt(theirOffice)).toEqual([]);
    expect(jsonOf(await other.as("GET", `/api/workspace/assets?location_id=${office}`)).total).toBe(
      0,
    );
  });
});
