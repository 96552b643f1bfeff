import { scimRequestsPerMinute } from "@fleetward/contracts/workspace-scim";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf } from "../../../test-support/workspace.ts";
import { expectScimError, patchOp, scimClient, scimWorkspace } from "./test-support.ts";

/** Who may reach what: the token's workspace alone, admins alone for the token, SCIM errors. */
describe.each(testDatabases)("SCIM access on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const user = (userName: string) => ({ userName, emails: [{ value: userName, type: "work" }] });

  it("keeps each token to its own workspace", async () => {
    const a = await scimWorkspace(app, "scim-a");
    const b = await scimWorkspace(app, "scim-b");
    const theirs = jsonOf(await b.scim("POST", "/Users", user("theirs@example.com")), 201);
    const theirGroup = jsonOf(await b.scim("POST", "/Groups", { displayName: "Theirs" }), 201);

    expectScimError(await a.scim("GET", `/Users/${theirs.id}`), 404);
    const patch = { schemas: [patchOp], Operations: [{ op: "replace", value: { active: false } }] };
    expectScimError(await a.scim("PATCH", `/Users/${theirs.id}`, patch), 404);
    expectScimError(await a.scim("PUT", `/Users/${theirs.id}`, user("x@example.com")), 404);
    expectScimError(await a.scim("DELETE", `/Users/${theirs.id}`), 404);
    expectScimError(await a.scim("GET", `/Groups/${theirGroup.id}`), 404);
    expectScimError(await a.scim("DELETE", `/Groups/${theirGroup.id}`), 404);
    const probe = jsonOf(await a.scim("GET", '/Users?filter=userName eq "theirs@example.com"'));
    expect(probe.totalResults).toBe(0);
    // B's user cannot be put into A's group either.
    const mine = jsonOf(await a.scim("POST", "/Groups", { displayName: "Mine" }), 201);
    expectScimError(
      await a.scim("PATCH", `/Groups/${mine.id}`, {
        schemas: [patchOp],
        Operations: [{ op: "add", path: "members", value: [{ value: theirs.id }] }],
      }),
      400,
      "invalidValue",
    );
    // A's token at B's host is not B's token.
    const atB = scimClient(app, a.token, `${b.domain}.localhost:3000`);
    expectScimError(await atB("GET", "/Users"), 401);
    // Nothing of B's changed.
    expect(jsonOf(await b.scim("GET", `/Users/${theirs.id}`)).active).toBe(true);
    expect(jsonOf(await b.scim("GET", `/Groups/${theirGroup.id}`)).displayName).toBe("Theirs");
  });

  it("refuses missing, malformed, revoked and rotated tokens, and reaches only /scim/v2", async () => {
    const team = await scimWorkspace(app, "scim-tokens");
    expectScimError(await scimClient(app, "")("GET", "/Users"), 401);
    expectScimError(await scimClient(app, "fws_nope")("GET", "/Users"), 401);
    expect((await team.scim("GET", "/Users")).statusCode).toBe(200);

    // The SCIM token is no key to the workspace API.
    const api = await app.inject({
      method: "GET",
      url: "/api/workspace/people",
      headers: { authorization: `Bearer ${team.token}`, host: `${team.domain}.localhost:3000` },
    });
    expect([401, 404]).toContain(api.statusCode);
    // Nor is an API token a SCIM token.
    const apiToken = jsonOf(
      await team.as(team.owner, "POST", "/api/workspace/api-tokens", {
        name: "CI",
        scope: "write",
      }),
      201,
    ).token as string;
    expectScimError(await scimClient(app, apiToken)("GET", "/Users"), 401);

    const rotated = jsonOf(await team.as(team.owner, "POST", "/api/workspace/scim/token"), 201);
    expect(rotated.token).toMatch(/^fws_[A-Za-z0-9_-]{43}$/);
    expect(rotated.base_url).toMatch(/\/scim\/v2$/);
    expectScimError(await team.scim("GET", "/Users"), 401);
    const fresh = scimClient(app, rotated.token);
    expect((await fresh("GET", "/ServiceProviderConfig")).statusCode).toBe(200);
    const status = jsonOf(await team.as(team.owner, "GET", "/api/workspace/scim"));
    expect(status.token).toMatchObject({ prefix: rotated.token.slice(0, 8) });
    expect(JSON.stringify(status)).not.toContain(rotated.token);

    expect((await team.as(team.owner, "DELETE", "/api/workspace/scim/token")).statusCode).toBe(204);
    expectScimError(await fresh("GET", "/Users"), 401);
    expect(jsonOf(await team.as(team.owner, "GET", "/api/workspace/scim")).token).toBeNull();
  });

  it("lets only admins manage the token and the mapping", async () => {
    const team = await scimWorkspace(app, "scim-roles");
    const mappings = { mappings: [{ group: "IT", role: "admin" }] };
    for (const role of ["viewer", "technician"] as const) {
      const member = await team.join(role);
      expect((await team.as(member, "GET", "/api/workspace/scim")).statusCode).toBe(403);
      expect((await team.as(member, "POST", "/api/workspace/scim/token")).statusCode).toBe(403);
      expect((await team.as(member, "DELETE", "/api/workspace/scim/token")).statusCode).toBe(403);
      const put = await team.as(member, "PUT", "/api/workspace/scim/group-mappings", mappings);
      expect(put.statusCode).toBe(403);
    }
    expect((await team.scim("GET", "/Users")).statusCode).toBe(200);
    const admin = await team.join("admin");
    const saved = jsonOf(
      await team.as(admin, "PUT", "/api/workspace/scim/group-mappings", mappings),
    );
    expect(saved).toEqual(mappings);
    const twice = { mappings: [...mappings.mappings, { group: "it", role: "viewer" }] };
    const refused = await team.as(admin, "PUT", "/api/workspace/scim/group-mappings", twice);
    expect(refused.statusCode).toBe(422);
  });

  it("answers malformed bodies and filters with SCIM's errors", async () => {
    const { scim } = await scimWorkspace(app, "scim-errors");
    expectScimError(await scim("POST", "/Users", "{not json"), 400, "invalidSyntax");
    expectScimError(
      await scim("GET", '/Users?filter=userName eq "unterminated'),
      400,
      "invalidFilter",
    );
    expectScimError(await scim("GET", "/Users?filter=userName zz 1"), 400, "invalidFilter");
    expectScimError(await scim("GET", '/Users?filter=title eq "x"'), 400, "invalidFilter");
    expectScimError(await scim("GET", '/Groups?filter=owner eq "x"'), 400, "invalidFilter");
    expectScimError(await scim("POST", "/Users", { emails: [] }), 400, "invalidValue");
    expectScimError(await scim("POST", "/Groups", { members: [] }), 400, "invalidValue");
    const created = jsonOf(await scim("POST", "/Users", user("ok@example.com")), 201);
    expectScimError(
      await scim("PATCH", `/Users/${created.id}`, { Operations: [{ op: "move", path: "x" }] }),
      400,
      "invalidSyntax",
    );
    expectScimError(await scim("PATCH", `/Users/${created.id}`, { Operations: [] }), 400);
    expectScimError(
      await scim("PATCH", `/Users/${created.id}`, {
        Operations: [{ op: "Replace", path: "active", value: "maybe" }],
      }),
      400,
      "invalidValue",
    );
    expectScimError(await scim("GET", "/Nothing"), 404);
    // Discovery.
    const config = jsonOf(await scim("GET", "/ServiceProviderConfig"));
    expect(config).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = jsonOf(await scim("GET", "/ResourceTypes"));
    expect(types.Resources.map((t: { id: string }) => t.id)).toEqual(["User", "Group"]);
    const schemas = jsonOf(await scim("GET", "/Schemas"));
    expect(schemas.Resources.map((s: { id: string }) => s.id)).toContain(
      "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
    );
    // application/json is accepted too.
    const plain = await app.inject({
      method: "POST",
      url: "/scim/v2/Users",
      headers: { authorization: `Bearer ${(await scimWorkspace(app, "scim-json")).token}` },
      payload: user("json@example.com"),
    });
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it("limits each token to its calls a minute, without touching another token's", async () => {
    const busy = await scimWorkspace(app, "scim-busy");
    const calm = await scimWorkspace(app, "scim-calm");
    for (let call = 0; call < scimRequestsPerMinute; call++) {
      const response = await busy.scim("GET", "/ServiceProviderConfig");
      if (response.statusCode !== 200) expect.fail(`call ${call}: ${response.statusCode}`);
    }
    const refused = await busy.scim("GET", "/Users");
    expectScimError(refused, 429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await calm.scim("GET", "/Users")).statusCode).toBe(200);
  });
});
