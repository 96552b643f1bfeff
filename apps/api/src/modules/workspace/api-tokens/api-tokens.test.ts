import { apiTokenRequestsPerMinute } from "@fleetward/contracts/workspace-api-tokens";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutes } from "../../../lib/clock.ts";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp, asTableOwner } from "../../../test-support/test-app.ts";
import {
  teamWorkspace,
  expectDetail,
  jsonOf,
  type Method,
} from "../../../test-support/workspace.ts";
import { historyEvents } from "../history/schema.ts";
import { apiTokens } from "./schema.ts";

const invalid = /not valid: it is unknown, revoked or expired/;

type Operation = { security?: unknown[]; description?: string; "x-api-token-scope"?: unknown };
type Document = {
  info: { description: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

describe.each(testDatabases)("workspace API tokens on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date());
  let team: Awaited<ReturnType<typeof teamWorkspace>>;
  let other: Awaited<ReturnType<typeof teamWorkspace>>;

  /** A call with an API token: no Host or X-Workspace, the workspace is the token's. */
  const withToken = (token: string, method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: Record<string, unknown>, workspace = team) =>
    jsonOf(await workspace.as(workspace.owner, "POST", "/api/workspace/api-tokens", body), 201) as {
      id: string;
      token: string;
    };

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
    await app.ready();
    team = await teamWorkspace(app, "tokens");
    other = await teamWorkspace(app, "tokens-other");
  });
  afterAll(() => app.close());

  it("describes both ways in at /api/docs, with a curl example, and which routes a token may call", () => {
    const document = app.swagger() as unknown as Document;
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(["bearerAuth", "workspaceApiToken"]),
    );
    expect(document.info.description).toContain("Authorization: Bearer fwk_");
    const assets = document.paths["/api/workspace/assets"];
    expect(assets?.get?.security).toEqual([{ bearerAuth: [] }, { workspaceApiToken: [] }]);
    expect(assets?.get?.["x-api-token-scope"]).toBe("read");
    expect(assets?.post?.description).toContain("write scope");
    const tokens = document.paths["/api/workspace/api-tokens"];
    expect(tokens?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(tokens?.post?.["x-api-token-scope"]).toBe("none");
  });

  it("shows the secret once, stores only its hash, and lists tokens without it", async () => {
    const created = await create({ name: "Inventory sync", scope: "read" });
    expect(created.token).toMatch(/^fwk_[A-Za-z0-9_-]{43}$/);
    const [row] = await app.db.orm.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).not.toContain(created.token.slice(4));
    const list = await team.as(team.owner, "GET", "/api/workspace/api-tokens");
    expect(list.body).not.toContain(created.token);
    expect(jsonOf(list)).toContainEqual(
      expect.objectContaining({
        id: created.id,
        scope: "read",
        prefix: created.token.slice(0, 8),
        last_four: created.token.slice(-4),
        revoked: false,
      }),
    );
  });

  it("refuses bad input and non-admins", async () => {
    const past = new Date(time.clock().getTime() - minutes(1)).toISOString();
    const post = (body: unknown) => team.as(team.owner, "POST", "/api/workspace/api-tokens", body);
    expectDetail(await post({ name: "x", scope: "read", expires_at: past }), 422, /future/);
    expect((await post({ name: " ", scope: "read" })).statusCode).toBe(422);
    expect((await post({ name: "x", scope: "admin" })).statusCode).toBe(422);
    const technician = await team.join("technician", "tokens-tech");
    const asTech = await team.as(technician, "POST", "/api/workspace/api-tokens", {
      name: "x",
      scope: "read",
    });
    expect(asTech.statusCode).toBe(403);
    const unknownId = "00000000-0000-4000-8000-000000000000";
    const revoke = await team.as(team.owner, "DELETE", `/api/workspace/api-tokens/${unknownId}`);
    expectDetail(revoke, 404, /No API token/);
  });

  it("lets a read token read and nothing more", async () => {
    const { token } = await create({ name: "Reader", scope: "read" });
    expect((await withToken(token, "GET", "/api/workspace/assets")).statusCode).toBe(200);
    expect((await withToken(token, "GET", "/api/workspace")).statusCode).toBe(200);
    const write = await withToken(token, "POST", "/api/workspace/assets", { name: "Laptop" });
    expectDetail(write, 403, /read scope; this call needs a token with the write scope/);
    expectDetail(await withToken(token, "GET", "/api/workspace/members"), 403, /API tokens cannot/);
    expectDetail(await withToken(token, "GET", "/api/workspace/api-tokens"), 403, /API tokens/);
  });

  it("lets a write token create and check out assets, named in history, but not administer", async () => {
    const { token } = await create({ name: "MDM bridge", scope: "write" });
    const asset = jsonOf(
      await withToken(token, "POST", "/api/workspace/assets", { name: "ThinkPad T14" }),
      201,
    ) as { id: string };
    const person = jsonOf(
      await withToken(token, "POST", "/api/workspace/people", { name: "Grace Hopper" }),
      201,
    ) as { id: string };
    const checkout = `/api/workspace/assets/${asset.id}/checkout`;
    jsonOf(await withToken(token, "POST", checkout, { person_id: person.id }));
    const history = jsonOf(
      await team.as(team.owner, "GET", `/api/workspace/assets/${asset.id}/history`),
    ) as { items: { actor_name: string; actor_user_id: string | null }[] };
    expect(history.items[0]).toMatchObject({
      actor_name: "API token MDM bridge",
      actor_user_id: null,
    });
    const settings = await withToken(token, "PATCH", "/api/workspace/settings", {});
    expectDetail(settings, 403, /API tokens cannot/);
    const mint = await withToken(token, "POST", "/api/workspace/api-tokens", {
      name: "more",
      scope: "write",
    });
    expect(mint.statusCode).toBe(403);
  });

  it("keeps a token to its own workspace: another's ids and Host answer 404", async () => {
    const { token } = await create({ name: "Ours", scope: "write" });
    const theirs = jsonOf(
      await other.as(other.owner, "POST", "/api/workspace/assets", { name: "Their laptop" }),
      201,
    ) as { id: string };
    const read = await withToken(token, "GET", `/api/workspace/assets/${theirs.id}`);
    expect(read.statusCode).toBe(404);
    const edit = await withToken(token, "PATCH", `/api/workspace/assets/${theirs.id}`, {
      name: "Mine now",
    });
    expect(edit.statusCode).toBe(404);
    const viaHost = await other.call(token, other.domain, "GET", "/api/workspace/assets");
    expectDetail(viaHost, 404, "No workspace here");
    const { id: theirToken } = await create({ name: "Theirs", scope: "read" }, other);
    const revoke = await team.as(team.owner, "DELETE", `/api/workspace/api-tokens/${theirToken}`);
    expect(revoke.statusCode).toBe(404);
  });

  it("answers 401 to unknown, malformed, revoked (at once) and expired tokens alike", async () => {
    const unknown = `fwk_${"A".repeat(43)}`;
    expectDetail(await withToken(unknown, "GET", "/api/workspace/assets"), 401, invalid);
    expectDetail(await withToken("fwk_short", "GET", "/api/workspace/assets"), 401, invalid);

    const revoked = await create({ name: "Leaked", scope: "read" });
    expect((await withToken(revoked.token, "GET", "/api/workspace")).statusCode).toBe(200);
    const url = `/api/workspace/api-tokens/${revoked.id}`;
    expect((await team.as(team.owner, "DELETE", url)).statusCode).toBe(204);
    expectDetail(await withToken(revoked.token, "GET", "/api/workspace"), 401, invalid);
    const listed = jsonOf(await team.as(team.owner, "GET", "/api/workspace/api-tokens")) as {
      id: string;
      revoked: boolean;
    }[];
    expect(listed.find((row) => row.id === revoked.id)?.revoked).toBe(true);

    // Revoked by another instance (straight in the database): the trigger empties the cache.
    const direct = await create({ name: "Elsewhere", scope: "read" });
    expect((await withToken(direct.token, "GET", "/api/workspace")).statusCode).toBe(200);
    await app.db.orm
      .update(apiTokens)
      .set({ revokedAt: time.clock() })
      .where(eq(apiTokens.id, direct.id));
    expectDetail(await withToken(direct.token, "GET", "/api/workspace"), 401, invalid);

    const expiresAt = new Date(time.clock().getTime() + minutes(30)).toISOString();
    const expiring = await create({ name: "Temporary", scope: "read", expires_at: expiresAt });
    expect((await withToken(expiring.token, "GET", "/api/workspace")).statusCode).toBe(200);
    time.advance(minutes(31));
    expectDetail(await withToken(expiring.token, "GET", "/api/workspace"), 401, invalid);
  });

  it("records who created and revoked a token in the workspace's history, never its secret", async () => {
    const made = await create({ name: "Audit me", scope: "write" });
    const url = `/api/workspace/api-tokens/${made.id}`;
    expect((await team.as(team.owner, "DELETE", url)).statusCode).toBe(204);
    // Revoking again changes nothing, and records nothing.
    expect((await team.as(team.owner, "DELETE", url)).statusCode).toBe(204);
    const rows = await app.db.orm
      .select()
      .from(historyEvents)
      .where(and(eq(historyEvents.subjectType, "api_token"), eq(historyEvents.subjectId, made.id)))
      .orderBy(historyEvents.id);
    expect(rows.map((row) => [row.tenantId, row.action, row.newValue, row.note])).toEqual([
      [team.workspace.id, "created", "Audit me", "scope write"],
      [team.workspace.id, "revoked", "Audit me", null],
    ]);
    expect(new Set(rows.map((row) => row.actorUserId))).toEqual(new Set([team.owner.id]));
    expect(
      JSON.stringify(rows, (_, value: unknown) =>
        typeof value === "bigint" ? value.toString() : value,
      ),
    ).not.toContain(made.token.slice(4));
    // The dashboard's recent activity names the token; another workspace's shows nothing of it.
    const dashboard = jsonOf(await team.as(team.owner, "GET", "/api/workspace/dashboard")) as {
      recent_activity: { subject_type: string; action: string; subject_name: string | null }[];
    };
    expect(dashboard.recent_activity.slice(0, 2)).toEqual([
      expect.objectContaining({
        subject_type: "api_token",
        action: "revoked",
        subject_name: "Audit me",
      }),
      expect.objectContaining({
        subject_type: "api_token",
        action: "created",
        subject_name: "Audit me",
      }),
    ]);
    const elsewhere = await other.as(other.owner, "GET", "/api/workspace/dashboard");
    expect(elsewhere.body).not.toContain(made.id);
  });

  it("answers a checked token from memory, and a revocation reported by the trigger counts at once", async () => {
    const { id, token } = await create({ name: "Cached", scope: "read" });
    const revoke = (at: Date) =>
      app.db.orm.update(apiTokens).set({ revokedAt: at }).where(eq(apiTokens.id, id));
    // On PostgreSQL, earlier notifications arrive a moment later: wait, so the cache fills.
    expect(await app.db.changes.settled()).toBe(true);
    expect((await withToken(token, "GET", "/api/workspace")).statusCode).toBe(200);
    expect((await withToken(token, "GET", "/api/workspace")).statusCode).toBe(200);
    const trigger = "alter table api_tokens %s trigger api_tokens_access_change";
    await asTableOwner(app, sql.raw(trigger.replace("%s", "disable")));
    try {
      await revoke(time.clock());
    } finally {
      await asTableOwner(app, sql.raw(trigger.replace("%s", "enable")));
    }
    // Unreported (as after maintenance with triggers off): the cached answer stands…
    expect((await withToken(token, "GET", "/api/workspace")).statusCode).toBe(200);
    // …a reported change removes it before the next call.
    await revoke(new Date(time.clock().getTime() + 1));
    expectDetail(await withToken(token, "GET", "/api/workspace"), 401, invalid);
  });

  it(`limits a token to ${apiTokenRequestsPerMinute} calls a minute with 429 and Retry-After`, async () => {
    const busy = await create({ name: "Busy", scope: "read" });
    const calm = await create({ name: "Calm", scope: "read" });
    const answers = await Promise.all(
      Array.from({ length: apiTokenRequestsPerMinute }, () =>
        withToken(busy.token, "GET", "/api/workspace"),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([]);
    const over = await withToken(busy.token, "GET", "/api/workspace");
    expectDetail(over, 429, /Too many requests/);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect((await withToken(calm.token, "GET", "/api/workspace")).statusCode).toBe(200);
  });
});
