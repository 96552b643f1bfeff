import type { GettingStarted } from "@fleetward/contracts/workspace-getting-started";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imports } from "../../../db/schema.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { insertDevice } from "../policies/test-support.ts";
import { recommendedLibraryKeys } from "../policies/service.ts";

const url = "/api/workspace/getting-started";
const ticked = (state: GettingStarted) =>
  state.steps.filter((step) => step.done).map((step) => step.key);

describe.each(testDatabases)("the getting-started checklist on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("starts with nothing done and ticks each step from what the workspace holds", async () => {
    const team = await teamWorkspace(app, "first-day");
    const state = async () => jsonOf(await team.as(team.owner, "GET", url)) as GettingStarted;
    expect(await state()).toEqual({
      steps: [
        { key: "import", done: false },
        { key: "enrol", done: false },
        { key: "policies", done: false },
        { key: "team", done: false },
        { key: "samples", done: false },
      ],
      done: 0,
      dismissed_at: null,
    });

    jsonOf(await team.as(team.owner, "DELETE", "/api/workspace/sample-assets"));
    expect(ticked(await state())).toEqual(["samples"]);

    // One recommended policy is not "the recommended policies".
    const [first, ...rest] = recommendedLibraryKeys;
    jsonOf(await team.as(team.owner, "POST", `/api/workspace/policies/library/${first}`, {}), 201);
    expect(ticked(await state())).toEqual(["samples"]);
    for (const key of rest)
      jsonOf(await team.as(team.owner, "POST", `/api/workspace/policies/library/${key}`, {}), 201);
    expect(ticked(await state())).toEqual(["policies", "samples"]);

    const invited = await team.as(team.owner, "POST", "/api/workspace/invitations", {
      email: "colleague@first-day.example",
      role: "technician",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await insertDevice(app, { tenantId: team.workspace.id, platform: "macos", hostname: "mbp-01" });
    expect(ticked(await state())).toEqual(["enrol", "policies", "team", "samples"]);

    // A finished import, as the import worker leaves its row.
    await app.db.orm.insert(imports).values({
      tenantId: team.workspace.id,
      actorName: "Owner",
      fileName: "snipe-it-assets.csv",
      format: "snipe-it",
      headers: ["Asset Tag"],
      totalRows: 1,
      mapping: {} as never,
      status: "finished",
      createdAt: new Date(),
      updatedAt: new Date(),
      finishedAt: new Date(),
    });
    expect(await state()).toMatchObject({ done: 5, dismissed_at: null });
  });

  it("lets only admins put it away, once, for the whole workspace", async () => {
    const team = await teamWorkspace(app, "dismiss");
    const [admin, technician, viewer] = [
      await team.join("admin"),
      await team.join("technician"),
      await team.join("viewer"),
    ];
    for (const person of [technician, viewer])
      expect((await team.as(person, "POST", `${url}/dismiss`)).statusCode).toBe(403);
    expect((jsonOf(await team.as(viewer, "GET", url)) as GettingStarted).dismissed_at).toBeNull();

    const dismissed = jsonOf(await team.as(admin, "POST", `${url}/dismiss`)) as GettingStarted;
    expect(dismissed.dismissed_at).toEqual(expect.any(String));
    // The team step counts the members who joined.
    expect(ticked(dismissed)).toEqual(["team"]);
    const again = jsonOf(await team.as(team.owner, "POST", `${url}/dismiss`)) as GettingStarted;
    expect(again.dismissed_at).toBe(dismissed.dismissed_at);
    expect((jsonOf(await team.as(viewer, "GET", url)) as GettingStarted).dismissed_at).toBe(
      dismissed.dismissed_at,
    );
    expect((await team.call(null, team.domain, "GET", url)).statusCode).toBe(401);
  });
});
