import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { policyQuerySource } from "./service.ts";
import { answer, insertDevice, ref } from "./test-support.ts";

/*
 * The policies on a device's page (GET /api/workspace/devices/{id}): every enabled policy of
 * the device's platform, with its result, or `pending` before the device has answered it.
 */

type Result = { policy_id: string; status: string; checked_at: string | null };

describe.each(testDatabases)("a device's policy results on $name", (database) => {
  let app: FastifyInstance;
  let team: Awaited<ReturnType<typeof teamWorkspace>>;

  beforeAll(async () => {
    app = await createTestApp(database);
    team = await teamWorkspace(app, "device-results");
  });
  afterAll(() => app.close());

  const create = async (name: string, extra: Record<string, unknown> = {}) =>
    jsonOf(
      await team.as(team.owner, "POST", "/api/workspace/policies", {
        name,
        platforms: ["linux"],
        query: "SELECT 1",
        ...extra,
      }),
      201,
    ) as { id: string };
  const device = (platform: string, hostname: string) =>
    insertDevice(app, { tenantId: team.workspace.id, platform, hostname });
  const page = async (deviceId: string) =>
    jsonOf(await team.as(team.owner, "GET", `/api/workspace/devices/${deviceId}`))
      .policies as Result[];

  it("lists pass, fail, unknown, and pending for a policy of its platform not answered yet", async () => {
    const passes = await create("A passes");
    const fails = await create("B fails");
    const errs = await create("C errs");
    const waits = await create("D waits");
    await create("E switched off", { enabled: false });
    await create("F Windows only", { platforms: ["windows"] });
    const server = await device("linux", "srv-01");
    await policyQuerySource.record(app.db.orm, ref(server), [
      answer(passes.id, 1),
      answer(fails.id, 0),
      answer(errs.id, 0, 1),
    ]);

    const shown = await page(server.id);
    expect(shown.map((result) => [result.policy_id, result.status])).toEqual([
      [passes.id, "pass"],
      [fails.id, "fail"],
      [errs.id, "unknown"],
      [waits.id, "pending"],
    ]);
    expect(shown.map((result) => result.checked_at === null)).toEqual([false, false, false, true]);

    // Answered, it is pending no more; a device of no policy's platform lists none.
    await policyQuerySource.record(app.db.orm, ref(server), [answer(waits.id, 1)]);
    expect((await page(server.id)).find((r) => r.policy_id === waits.id)?.status).toBe("pass");
    expect(await page((await device("other", "appliance")).id)).toEqual([]);
  });
});
