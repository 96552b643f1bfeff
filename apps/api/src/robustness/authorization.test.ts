import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpCustomer, signInTwoStep } from "../test-support/customers.ts";
import { testDatabases } from "../test-support/databases.ts";
import { acceptsBody, apiRoutes, fillPath, type ApiRoute } from "./api-routes.ts";
import {
  answerProblems,
  createRobustnessApp,
  describeAnswer,
  nextClient,
  operator,
  signIn,
} from "./support.ts";

/**
 * Routes that declare the bearer scheme but answer without one by design; each says why.
 * Everything else that declares `security: [{ bearerAuth: [] }]` must refuse with 401.
 */
const bearerOptional: Record<string, string> = {
  // Logging out a missing, unknown or revoked token is a no-op that always answers 204.
  "POST /api/customer/auth/logout": "always 204",
};

const sampleId = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabases)("authorization of every route on $name", (database) => {
  let app: FastifyInstance;
  let routes: ApiRoute[];
  let customerToken: string;
  let revokedToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    app = await createRobustnessApp(database);
    await app.ready();
    routes = apiRoutes(app);
    const customer = await signedUpCustomer(app, "authz");
    customerToken = customer.token;
    revokedToken = await signIn(app, customer.email, customer.password);
    const logout = await app.inject({
      method: "POST",
      url: "/api/customer/auth/logout",
      headers: { authorization: `Bearer ${revokedToken}` },
    });
    expect(logout.statusCode).toBe(204);
    // The operator console needs two-step sign-in (ADR 0053).
    operatorToken = await signInTwoStep(app, operator.email, operator.password);
  });
  afterAll(() => app.close());

  /**
   * Calls the route with a body the schema refuses, so a route that validated before it
   * authenticated would answer 422 instead of 401/403.
   */
  const call = (route: ApiRoute, authorization: string | undefined) =>
    app.inject({
      method: route.method,
      url: fillPath(route, () => sampleId),
      headers: authorization === undefined ? {} : { authorization },
      remoteAddress: nextClient(0xa1),
      ...(acceptsBody(route) ? { payload: { unexpected: ["field"] } } : {}),
    });

  const protectedRoutes = () =>
    routes.filter((route) => route.security === "bearer" && !(route.name in bearerOptional));
  const operatorRoutes = () => routes.filter((route) => route.path.startsWith("/api/admin/"));

  /** Every route of `list` whose answer to `authorization` is not `expected`. */
  async function mismatches(
    list: ApiRoute[],
    authorization: string | undefined,
    expected: (response: LightMyRequestResponse) => boolean,
  ) {
    const wrong: string[] = [];
    for (const route of list) {
      const response = await call(route, authorization);
      const problems = answerProblems(response);
      if (!expected(response) || problems.length > 0) {
        wrong.push(`${route.name}: ${[...problems, describeAnswer(response)].join("; ")}`);
      }
    }
    return wrong;
  }

  it("finds the protected routes in the OpenAPI document", () => {
    expect(protectedRoutes().map((route) => route.name)).toEqual(
      expect.arrayContaining(["GET /api/user/me/details", "POST /api/user/me/password"]),
    );
    for (const name of Object.keys(bearerOptional)) {
      expect(routes.map((route) => route.name)).toContain(name);
    }
  });

  it("refuses every protected route without a token: 401 with {detail}, before reading the body", async () => {
    expect(await mismatches(protectedRoutes(), undefined, (r) => r.statusCode === 401)).toEqual([]);
  });

  it.each([
    ["an unknown token", "Bearer fw_not-a-real-token"],
    ["an empty bearer", "Bearer "],
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["a huge token", `Bearer ${"A".repeat(8000)}`],
  ])("refuses every protected route with %s: 401", async (_label, authorization) => {
    expect(await mismatches(protectedRoutes(), authorization, (r) => r.statusCode === 401)).toEqual(
      [],
    );
  });

  it("refuses every protected route with a revoked token: 401", async () => {
    expect(
      await mismatches(protectedRoutes(), `Bearer ${revokedToken}`, (r) => r.statusCode === 401),
    ).toEqual([]);
  });

  it("lets a live customer token past authentication on every protected route", async () => {
    // Not 401: what the route answers next (422 for the bad body, 404 without a workspace…)
    // is the module's business.
    expect(
      await mismatches(protectedRoutes(), `Bearer ${customerToken}`, (r) => r.statusCode !== 401),
    ).toEqual([]);
  });

  it("refuses a customer on every operator route (/api/admin/…) with 403, and lets the operator in", async () => {
    const list = operatorRoutes();
    expect(await mismatches(list, `Bearer ${customerToken}`, (r) => r.statusCode === 403)).toEqual(
      [],
    );
    expect(await mismatches(list, undefined, (r) => r.statusCode === 401)).toEqual([]);
    expect(
      await mismatches(
        list,
        `Bearer ${operatorToken}`,
        (r) => r.statusCode !== 401 && r.statusCode !== 403,
      ),
    ).toEqual([]);
  });

  it("signs the configured operator in with the operator role", async () => {
    const me = await app.inject({
      method: "GET",
      url: "/api/user/me/details",
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: operator.email, role: { role_name: "operator" } });
  });
});
