import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, expectDetail, workspaceRequests } from "../../../test-support/workspace.ts";

describe.each(testDatabases)("offboarding on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const { tenant } = workspaceRequests(() => app);

  it("lists what a person holds, checks it all in and marks them as left", async () => {
    const { as } = await tenant("offboard");
    const [jamie] = jsonOf(await as("GET", "/api/workspace/people?q=jamie")).items;
    const holdings = jsonOf(await as("GET", `/api/workspace/people/${jamie.id}/holdings`));
    expect(holdings.assets.map((a: { name: string }) => a.name)).toEqual([
      "MacBook Pro 14 — Design",
    ]);

    const result = jsonOf(
      await as("POST", `/api/workspace/people/${jamie.id}/offboard`, { note: "Last day 30 Nov" }),
    );
    expect(result).toMatchObject({
      assets_checked_in: 1,
      seats_checked_in: 1,
      person: { status: "left" },
    });
    expect(jsonOf(await as("GET", `/api/workspace/people/${jamie.id}/holdings`))).toEqual({
      assets: [],
      license_seats: [],
    });
    const assetEvents = jsonOf(
      await as("GET", `/api/workspace/assets/${holdings.assets[0].id}/history`),
    ).items;
    expect(assetEvents[0]).toMatchObject({ action: "checked_in", note: "Last day 30 Nov" });
    const personEvents = jsonOf(await as("GET", `/api/workspace/people/${jamie.id}/history`)).items;
    expect(personEvents[0]).toMatchObject({ action: "offboarded", new_value: "left" });
  });

  it("answers 404 for another workspace's person, changing nothing there", async () => {
    const a = await tenant("offboard-a");
    const b = await tenant("offboard-b");
    const [theirs] = jsonOf(await b.as("GET", "/api/workspace/people?q=jamie")).items;
    expectDetail(
      await a.as("GET", `/api/workspace/people/${theirs.id}/holdings`),
      404,
      /No such person/,
    );
    expectDetail(
      await a.as("POST", `/api/workspace/people/${theirs.id}/offboard`, {}),
      404,
      /No such person/,
    );
    expect(
      jsonOf(await b.as("GET", `/api/workspace/people/${theirs.id}/holdings`)).assets,
    ).toHaveLength(1);
  });
});
