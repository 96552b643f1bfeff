import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, expectDetail, teamWorkspace } from "../../../test-support/workspace.ts";
import { historyEvents } from "../history/schema.ts";

/*
 * Issue 21: removing a member lists the API tokens and webhooks they created, and the admin
 * keeps or revokes (disables, deletes) each one in the request that removes them.
 */

type Creations = {
  api_tokens: { id: string; name: string }[];
  webhooks: { id: string; url: string; enabled: boolean }[];
};

describe.each(testDatabases)("removing a member and what they created on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database, { config: { webhooksAllowPrivate: true } });
  });
  afterAll(() => app.close());

  /** A team whose admin created two tokens and two webhooks; the owner made one of each. */
  async function teamWithCreations(prefix: string) {
    const team = await teamWorkspace(app, prefix);
    const admin = await team.join("admin", "leaver");
    const token = async (who: { token: string }, name: string) =>
      jsonOf(
        await team.as(who, "POST", "/api/workspace/api-tokens", { name, scope: "read" }),
        201,
      ) as { id: string; token: string };
    const webhook = async (who: { token: string }, path: string) =>
      jsonOf(
        await team.as(who, "POST", "/api/workspace/webhooks", {
          url: `http://127.0.0.1:9/${path}`,
          events: ["asset.created"],
        }),
        201,
      ) as { id: string };
    const kept = await token(admin, "CI kept");
    const revoked = await token(admin, "CI revoked");
    await token(team.owner, "Owner's");
    const gone = await token(admin, "Already revoked");
    await team.as(admin, "DELETE", `/api/workspace/api-tokens/${gone.id}`);
    const disabled = await webhook(admin, "disabled");
    const deleted = await webhook(admin, "deleted");
    await webhook(team.owner, "owners");
    const members = jsonOf(await team.as(team.owner, "GET", "/api/workspace/members")) as {
      id: string;
      user_id: string;
    }[];
    const memberId = members.find((member) => member.user_id === admin.id)!.id;
    return { ...team, admin, memberId, kept, revoked, disabled, deleted };
  }

  it("lists the member's live tokens and their webhooks, nobody else's", async () => {
    const team = await teamWithCreations("creations");
    const creations = jsonOf(
      await team.as(team.owner, "GET", `/api/workspace/members/${team.memberId}/creations`),
    ) as Creations;
    expect(creations.api_tokens.map((token) => token.name).toSorted()).toEqual([
      "CI kept",
      "CI revoked",
    ]);
    expect(creations.webhooks.map((hook) => hook.url).toSorted()).toEqual([
      "http://127.0.0.1:9/deleted",
      "http://127.0.0.1:9/disabled",
    ]);
    const technician = await team.join("technician");
    expectDetail(
      await team.as(technician, "GET", `/api/workspace/members/${team.memberId}/creations`),
      403,
      /admin/,
    );
  });

  it("keeps, revokes, disables and deletes as decided, in the request that removes the member", async () => {
    const team = await teamWithCreations("removal");
    const response = await team.as(
      team.owner,
      "POST",
      `/api/workspace/members/${team.memberId}/removal`,
      {
        api_tokens: [
          { id: team.kept.id, decision: "keep" },
          { id: team.revoked.id, decision: "revoke" },
        ],
        webhooks: [
          { id: team.disabled.id, decision: "disable" },
          { id: team.deleted.id, decision: "delete" },
        ],
      },
    );
    expect(response.statusCode, response.body).toBe(204);

    const members = jsonOf(await team.as(team.owner, "GET", "/api/workspace/members")) as {
      id: string;
    }[];
    expect(members.map((member) => member.id)).not.toContain(team.memberId);
    const tokens = jsonOf(await team.as(team.owner, "GET", "/api/workspace/api-tokens")) as {
      id: string;
      revoked: boolean;
    }[];
    expect(tokens.find((token) => token.id === team.kept.id)?.revoked).toBe(false);
    expect(tokens.find((token) => token.id === team.revoked.id)?.revoked).toBe(true);
    const status = async (token: string) =>
      (
        await app.inject({
          method: "GET",
          url: "/api/workspace/assets",
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    expect(await status(team.kept.token)).toBe(200);
    expect(await status(team.revoked.token)).toBe(401);
    const hooks = jsonOf(await team.as(team.owner, "GET", "/api/workspace/webhooks")) as {
      id: string;
      enabled: boolean;
    }[];
    expect(hooks.find((hook) => hook.id === team.disabled.id)?.enabled).toBe(false);
    expect(hooks.some((hook) => hook.id === team.deleted.id)).toBe(false);
    expect(hooks).toHaveLength(2);
    const revocations = await app.db.orm
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.subjectId, team.revoked.id), eq(historyEvents.action, "revoked")),
      );
    expect(revocations).toHaveLength(1);
  });

  it("refuses a removal that leaves a live token or webhook undecided, changing nothing", async () => {
    const team = await teamWithCreations("undecided");
    const url = `/api/workspace/members/${team.memberId}`;
    expectDetail(
      await team.as(team.owner, "DELETE", url),
      409,
      /created 2 live API tokens and 2 webhooks/,
    );
    expectDetail(
      await team.as(team.owner, "POST", `${url}/removal`, {
        api_tokens: [{ id: team.revoked.id, decision: "revoke" }],
        webhooks: [
          { id: team.disabled.id, decision: "disable" },
          { id: team.deleted.id, decision: "delete" },
        ],
      }),
      409,
      /decide for each one/,
    );
    const creations = jsonOf(await team.as(team.owner, "GET", `${url}/creations`)) as Creations;
    expect(creations.api_tokens).toHaveLength(2);
    expect(creations.webhooks.every((hook) => hook.enabled)).toBe(true);
    expect((await team.as(team.owner, "GET", "/api/workspace/members")).json()).toContainEqual(
      expect.objectContaining({ id: team.memberId }),
    );
  });

  it("still removes with DELETE a member who created nothing", async () => {
    const team = await teamWorkspace(app, "plain");
    const viewer = await team.join("viewer");
    const members = jsonOf(await team.as(team.owner, "GET", "/api/workspace/members")) as {
      id: string;
      user_id: string;
    }[];
    const id = members.find((member) => member.user_id === viewer.id)!.id;
    expect(
      jsonOf(await team.as(team.owner, "GET", `/api/workspace/members/${id}/creations`)),
    ).toEqual({ api_tokens: [], webhooks: [] });
    expect((await team.as(team.owner, "DELETE", `/api/workspace/members/${id}`)).statusCode).toBe(
      204,
    );
  });
});
