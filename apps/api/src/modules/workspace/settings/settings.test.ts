import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { adminNote } from "../access/service.ts";
import {
  expectDetail,
  jsonOf,
  teamWorkspace,
  workspaceTenant,
  workspaceRequests,
} from "../../../test-support/workspace.ts";
import { allocateAssetTag } from "./service.ts";
import { signInTwoStep } from "../../../test-support/customers.ts";

describe.each(testDatabases)("workspace settings and asset tags on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const allocate = (tenantId: string) =>
    app.db.orm.transaction((tx) => allocateAssetTag(tx, tenantId, new Date()));

  it("continues after the six sample assets' tags and lets an admin change the prefix", async () => {
    const { as } = await workspaceTenant(app, "settings");
    expect(jsonOf(await as("GET", "/api/workspace/settings"))).toEqual({
      asset_tag_prefix: "FW-",
      next_asset_number: 7,
      next_asset_tag: "FW-00007",
      max_token_lifetime_days: null,
      currency: "EUR",
      require_two_step: false,
    });
    expect(
      jsonOf(await as("PATCH", "/api/workspace/settings", { asset_tag_prefix: "NW-" })),
    ).toMatchObject({ asset_tag_prefix: "NW-", next_asset_tag: "NW-00007" });
    expectDetail(
      await as("PATCH", "/api/workspace/settings", { asset_tag_prefix: "no spaces" }),
      422,
      /asset_tag_prefix/,
    );
    const docs = jsonOf(await app.inject({ method: "GET", url: "/api/docs/json" }));
    expect(docs.paths["/api/workspace/settings"].patch.description).toContain(adminNote);
  });

  it("keeps each workspace's settings to itself: B's owner cannot read or change A's", async () => {
    const requests = workspaceRequests(() => app);
    const a = await requests.tenant("settings-a");
    const b = await requests.tenant("settings-b");
    await a.as("PATCH", "/api/workspace/settings", { asset_tag_prefix: "AAA-" });
    expectDetail(
      await requests.call(b.owner.token, a.domain, "GET", "/api/workspace/settings"),
      404,
      "No workspace here",
    );
    expectDetail(
      await requests.call(b.owner.token, a.domain, "PATCH", "/api/workspace/settings", {
        asset_tag_prefix: "BBB-",
      }),
      404,
      "No workspace here",
    );
    expect(jsonOf(await a.as("GET", "/api/workspace/settings")).asset_tag_prefix).toBe("AAA-");
    expect(jsonOf(await b.as("GET", "/api/workspace/settings")).asset_tag_prefix).toBe("FW-");
  });

  it("numbers each workspace's tags in sequence, giving back the number of a rolled-back add", async () => {
    const a = await workspaceTenant(app, "tags-a");
    const b = await workspaceTenant(app, "tags-b");
    // FW-00001 to FW-00006 are the sample assets'.
    expect(await allocate(a.workspace.id)).toBe("FW-00007");
    expect(await allocate(a.workspace.id)).toBe("FW-00008");
    expect(await allocate(b.workspace.id)).toBe("FW-00007");
    await expect(
      app.db.orm.transaction(async (tx) => {
        await allocateAssetTag(tx, a.workspace.id, new Date());
        throw new Error("the asset insert failed");
      }),
    ).rejects.toThrow("the asset insert failed");
    expect(await allocate(a.workspace.id)).toBe("FW-00009");
    await a.as("PATCH", "/api/workspace/settings", { asset_tag_prefix: "LDN" });
    expect(await allocate(a.workspace.id)).toBe("LDN00010");
  });

  it("gives concurrent adds distinct consecutive tags", async () => {
    const { workspace } = await workspaceTenant(app, "tags-race");
    const tags = await Promise.all(Array.from({ length: 8 }, () => allocate(workspace.id)));
    expect(tags.toSorted()).toEqual(
      Array.from({ length: 8 }, (_, index) => `FW-${String(index + 7).padStart(5, "0")}`),
    );
  });

  it("requires two-step sign-in of every member once an admin signed in with it switches it on", async () => {
    const team = await teamWorkspace(app, "two-step");
    const viewer = await team.join("viewer");
    const settings = "/api/workspace/settings";
    const turnOn = { require_two_step: true };
    expectDetail(
      await team.as(team.owner, "PATCH", settings, turnOn),
      409,
      /require_two_step: Sign in with two-step sign-in yourself/,
    );
    const twoStep = { token: await signInTwoStep(app, team.owner.email, team.owner.password) };
    expect(jsonOf(await team.as(twoStep, "PATCH", settings, turnOn)).require_two_step).toBe(true);

    // Sessions of the password alone, the owner's first one included, are refused at once.
    for (const person of [team.owner, viewer]) {
      expectDetail(
        await team.as(person, "GET", "/api/workspace/assets"),
        403,
        /requires two-step sign-in/,
      );
    }
    expect((await team.as(twoStep, "GET", "/api/workspace/assets")).statusCode).toBe(200);
    const viewerTwoStep = { token: await signInTwoStep(app, viewer.email, viewer.password) };
    expect((await team.as(viewerTwoStep, "GET", "/api/workspace/assets")).statusCode).toBe(200);

    jsonOf(await team.as(twoStep, "PATCH", settings, { require_two_step: false }));
    expect((await team.as(viewer, "GET", "/api/workspace/assets")).statusCode).toBe(200);
  });
});
