import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { historyEvents } from "../history/schema.ts";

/* Issue 21: a workspace's maximum API token lifetime (`max_token_lifetime_days`). */

const day = 86_400_000;

describe.each(testDatabases)("maximum API token lifetime on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date());

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const inDays = (days: number) => new Date(time.clock().getTime() + days * day).toISOString();

  it("is no limit by default, and an admin sets it on the workspace settings", async () => {
    const team = await teamWorkspace(app, "lifetime");
    const settings = "/api/workspace/settings";
    expect(jsonOf(await team.as(team.owner, "GET", settings)).max_token_lifetime_days).toBeNull();
    expectDetail(
      await team.as(team.owner, "PATCH", settings, { max_token_lifetime_days: 0 }),
      422,
      /max_token_lifetime_days/,
    );
    const technician = await team.join("technician");
    expectDetail(
      await team.as(technician, "PATCH", settings, { max_token_lifetime_days: 30 }),
      403,
      /admin/,
    );
    expect(
      jsonOf(await team.as(team.owner, "PATCH", settings, { max_token_lifetime_days: 30 })),
    ).toMatchObject({ max_token_lifetime_days: 30, asset_tag_prefix: "FW-" });
    expect(
      jsonOf(await team.as(team.owner, "PATCH", settings, { max_token_lifetime_days: null }))
        .max_token_lifetime_days,
    ).toBeNull();
  });

  it("refuses a token that never expires or outlives the maximum, naming the limit", async () => {
    const team = await teamWorkspace(app, "lifetime-create");
    await team.as(team.owner, "PATCH", "/api/workspace/settings", { max_token_lifetime_days: 90 });
    const create = (expires_at: string | null) =>
      team.as(team.owner, "POST", "/api/workspace/api-tokens", {
        name: "CI",
        scope: "read",
        expires_at,
      });
    const refusal = /expires_at: This workspace allows API tokens for at most 90 days/;
    expectDetail(await create(null), 422, refusal);
    expectDetail(await create(inDays(91)), 422, refusal);
    expect((await create(inDays(90))).statusCode).toBe(201);
    expect((await create(inDays(30))).statusCode).toBe(201);
  });

  it("shortens live tokens beyond a new maximum to now + the maximum, in the history", async () => {
    const team = await teamWorkspace(app, "lifetime-cap");
    const create = async (name: string, expires_at: string | null) =>
      (
        jsonOf(
          await team.as(team.owner, "POST", "/api/workspace/api-tokens", {
            name,
            scope: "read",
            expires_at,
          }),
          201,
        ) as { id: string }
      ).id;
    const forever = await create("Forever", null);
    const year = await create("A year", inDays(365));
    const week = await create("A week", inDays(7));
    const until = inDays(30);
    await team.as(team.owner, "PATCH", "/api/workspace/settings", { max_token_lifetime_days: 30 });

    const tokens = jsonOf(await team.as(team.owner, "GET", "/api/workspace/api-tokens")) as {
      id: string;
      expires_at: string | null;
    }[];
    const expiry = (id: string) => tokens.find((token) => token.id === id)?.expires_at;
    expect(expiry(forever)).toBe(until);
    expect(expiry(year)).toBe(until);
    expect(expiry(week)).toBe(inDays(7));
    const shortened = await app.db.orm
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.tenantId, team.workspace.id), eq(historyEvents.field, "expires_at")),
      );
    expect(shortened.map((event) => [event.subjectId, event.oldValue, event.newValue])).toEqual(
      expect.arrayContaining([
        [forever, null, until],
        [year, inDays(365), until],
      ]),
    );
    expect(shortened).toHaveLength(2);
  });
});
