import {
  roleAtLeast,
  roleNeededDetail,
  workspaceRoles,
  type WorkspaceRole,
} from "@fleetward/contracts/workspace-members";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleExtension } from "../../../plugins/workspace-access.ts";
import { tokenExtension } from "../../../plugins/api-token-access.ts";
import { plausibleBody } from "../../../robustness/arbitraries.ts";
import { apiRoutes, fillPath, type ApiRoute } from "../../../robustness/api-routes.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { signedUpCustomer } from "../../../test-support/customers.ts";
import {
  setTrialStatus,
  teamWorkspace,
  type Method,
  type Person,
} from "../../../test-support/workspace.ts";

/**
 * Every role on every workspace route, read from the OpenAPI document: a route added later is
 * in the table at once. The routes below are the only /api/workspace ones that are not for
 * members; adding one to this list is a deliberate decision.
 */
const notForMembers = [
  "GET /api/workspace/lookup",
  "GET /api/workspace/invitations/preview",
  "POST /api/workspace/invitations/accept",
  "POST /api/workspace/invitations/accept-new",
];
const sampleId = "00000000-0000-4000-8000-000000000000";
/** The loops grow with every route added (four roles each), so they get more than 30 s. */
const matrixTimeout = 180_000;

type Operation = Record<string, unknown>;

/** The API token scope a route needs, from the OpenAPI document ("none" there: null). */
const scopeOf = (operation: Operation | undefined) => {
  const scope = operation?.[tokenExtension];
  return scope === "read" || scope === "write" ? scope : null;
};

describe.each(testDatabases)("role × route matrix on $name", (database) => {
  let app: FastifyInstance;
  let team: Awaited<ReturnType<typeof teamWorkspace>>;
  let people: Record<WorkspaceRole, Person>;
  let stranger: Person;
  let routes: (ApiRoute & {
    needed: WorkspaceRole | undefined;
    tokenScope: "read" | "write" | null;
  })[];
  let tokens: Record<"read" | "write", string>;

  beforeAll(async () => {
    app = await createTestApp(database);
    await app.ready();
    team = await teamWorkspace(app, "matrix");
    // Upgraded: the trial's own 403 on exports (spec §1) would hide the role check's.
    await setTrialStatus(app, team.trial.id, "upgraded");
    people = {
      owner: team.owner,
      admin: await team.join("admin"),
      technician: await team.join("technician"),
      viewer: await team.join("viewer"),
    };
    stranger = await signedUpCustomer(app, "matrix-stranger");
    tokens = await mintTokens();
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = apiRoutes(app)
      .filter(
        (route) => route.path === "/api/workspace" || route.path.startsWith("/api/workspace/"),
      )
      .map((route) => ({
        ...route,
        needed: document.paths[route.path]?.[route.method.toLowerCase()]?.[roleExtension] as
          WorkspaceRole | undefined,
        tokenScope: scopeOf(document.paths[route.path]?.[route.method.toLowerCase()]),
      }));
  });
  afterAll(() => app.close());

  /** A read and a write API token of the team's workspace. */
  async function mintTokens() {
    const mint = async (scope: "read" | "write") =>
      (
        await team.as(team.owner, "POST", "/api/workspace/api-tokens", { name: scope, scope })
      ).json().token as string;
    return { read: await mint("read"), write: await mint("write") };
  }

  const memberRoutes = () => routes.filter((route) => route.needed !== undefined);

  const call = (route: ApiRoute, person: Person, seed: number) =>
    team.as(
      person,
      route.method as Method,
      fillPath(route, () => sampleId),
      route.method === "GET" ? undefined : plausibleBody(route, seed),
    );

  const describeAnswer = (route: ApiRoute, who: string, response: LightMyRequestResponse) =>
    `${route.name} as ${who}: ${response.statusCode} ${response.body.slice(0, 160)}`;

  it("finds every workspace route, and only the known ones are not for members", () => {
    expect(memberRoutes().map((route) => route.name)).toEqual(
      expect.arrayContaining([
        "GET /api/workspace",
        "POST /api/workspace/assets",
        "GET /api/workspace/members",
        "POST /api/workspace/members/{id}/transfer-ownership",
        "POST /api/workspace/invitations",
      ]),
    );
    const others = routes.filter((route) => route.needed === undefined).map((route) => route.name);
    expect(others.sort()).toEqual([...notForMembers].sort());
  });

  it(
    "answers a signed-in non-member 404 on every member route, like an unknown workspace",
    async () => {
      const wrong: string[] = [];
      for (const route of memberRoutes()) {
        const response = await call(route, stranger, 1);
        const ok = response.statusCode === 404 && response.json().detail === "No workspace here";
        if (!ok) wrong.push(describeAnswer(route, "non-member", response));
      }
      expect(wrong).toEqual([]);
    },
    matrixTimeout,
  );

  it(
    "refuses every role below the route's with 403 naming both roles, and lets the others through",
    async () => {
      const wrong: string[] = [];
      let seed = 0;
      for (const route of memberRoutes()) {
        const needed = route.needed as WorkspaceRole;
        for (const role of workspaceRoles) {
          const response = await call(route, people[role], ++seed);
          const detail = response.headers["content-type"]?.includes("json")
            ? (response.json() as { detail?: string }).detail
            : undefined;
          const ok = roleAtLeast(role, needed)
            ? ![401, 403].includes(response.statusCode) &&
              !(response.statusCode === 404 && detail === "No workspace here") &&
              response.statusCode < 500
            : response.statusCode === 403 && detail === roleNeededDetail(needed, role);
          if (!ok) wrong.push(describeAnswer(route, role, response));
        }
      }
      expect(wrong).toEqual([]);
    },
    matrixTimeout,
  );

  it(
    "lets API tokens through by scope (read: viewer routes, write: technician ones) and refuses the rest with 403",
    async () => {
      const wrong: string[] = [];
      let seed = 1000;
      for (const [index, route] of memberRoutes().entries()) {
        // Fresh tokens every 100 routes: each may make 120 calls a minute (tested elsewhere).
        if (index > 0 && index % 100 === 0) tokens = await mintTokens();
        for (const scope of ["read", "write"] as const) {
          const response = await app.inject({
            method: route.method as Method,
            url: fillPath(route, () => sampleId),
            headers: { authorization: `Bearer ${tokens[scope]}` },
            ...(route.method === "GET" ? {} : { payload: plausibleBody(route, ++seed) as object }),
          });
          const allowed =
            route.tokenScope === "read" || (route.tokenScope === "write" && scope === "write");
          const ok = allowed
            ? ![401, 403, 429].includes(response.statusCode) &&
              !(response.statusCode === 404 && response.body.includes("No workspace here")) &&
              response.statusCode < 500
            : response.statusCode === 403;
          if (!ok) wrong.push(describeAnswer(route, `${scope} token`, response));
        }
      }
      expect(wrong).toEqual([]);
      const scopes = Object.fromEntries(memberRoutes().map((r) => [r.name, r.tokenScope]));
      expect(scopes).toMatchObject({
        "GET /api/workspace/assets": "read",
        "POST /api/workspace/assets": "write",
        "GET /api/workspace/members": null,
        "GET /api/workspace/api-tokens": null,
        "PATCH /api/workspace/settings": null,
        "GET /api/workspace/scim": null,
        "POST /api/workspace/scim/token": null,
        "DELETE /api/workspace/scim/token": null,
        "PUT /api/workspace/scim/group-mappings": null,
      });
    },
    matrixTimeout,
  );

  it("states the rule: reads need viewer, writes technician, members and invitations admin", () => {
    const needed = Object.fromEntries(memberRoutes().map((route) => [route.name, route.needed]));
    expect(needed).toMatchObject({
      "GET /api/workspace/assets": "viewer",
      "POST /api/workspace/assets": "technician",
      "PATCH /api/workspace/members/{id}": "admin",
      "DELETE /api/workspace/members/{id}": "admin",
      "GET /api/workspace/invitations": "admin",
      "POST /api/workspace/invitations/{id}/resend": "admin",
      "POST /api/workspace/members/{id}/transfer-ownership": "owner",
      "GET /api/workspace/scim": "admin",
      "POST /api/workspace/scim/token": "admin",
      "DELETE /api/workspace/scim/token": "admin",
      "PUT /api/workspace/scim/group-mappings": "admin",
    });
  });
});
