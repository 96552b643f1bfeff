import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpCustomer } from "../test-support/customers.ts";
import { testDatabases } from "../test-support/databases.ts";
import { acceptsBody, apiRoutes, fillPath, type ApiRoute } from "./api-routes.ts";
import { answerProblems, createRobustnessApp, describeAnswer, nextClient } from "./support.ts";

/** More than the most generous per-route limit (sign-in: 60 a minute). */
const maxAttempts = 100;

describe.each(testDatabases)("rate limits on $name", (database) => {
  let app: FastifyInstance;
  let limited: ApiRoute[];
  let token: string;

  beforeAll(async () => {
    app = await createRobustnessApp(database);
    await app.ready();
    // A route that declares `config.rateLimit` documents the 429 it answers (errorResponses).
    limited = apiRoutes(app).filter((route) => route.statuses.includes("429"));
    token = (await signedUpCustomer(app, "limits")).token;
  });
  afterAll(() => app.close());

  /**
   * Sends the same cheap, refused request (an empty JSON object) from one client address
   * until the route answers 429; the limiter counts every request, refused or not.
   */
  async function exhaust(route: ApiRoute) {
    const client = nextClient(0xb1);
    let response: LightMyRequestResponse | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      response = await app.inject({
        method: route.method,
        url: fillPath(route, () => "00000000-0000-4000-8000-000000000000"),
        headers: route.security === "public" ? {} : { authorization: `Bearer ${token}` },
        remoteAddress: client,
        ...(acceptsBody(route) ? { payload: {} } : {}),
      });
      if (response.statusCode === 429) return { response, attempt };
    }
    return { response, attempt: maxAttempts };
  }

  it("finds the rate-limited form and sign-in routes", () => {
    expect(limited.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        "POST /api/customer/auth/login",
        "POST /api/customer/auth/register",
        "POST /api/contact/messages",
      ]),
    );
  });

  it("answers 429 with Retry-After and {detail} once a client exceeds a route's limit", async () => {
    const failures: string[] = [];
    for (const route of limited) {
      const { response, attempt } = await exhaust(route);
      if (!response || response.statusCode !== 429) {
        failures.push(`${route.name}: no 429 after ${attempt} requests`);
        continue;
      }
      const problems = answerProblems(response);
      const retryAfter = Number(response.headers["retry-after"]);
      if (!(retryAfter > 0)) problems.push(`Retry-After is ${response.headers["retry-after"]}`);
      if (!/try again/i.test(String(response.json().detail))) problems.push("detail says nothing");
      if (problems.length > 0) {
        failures.push(`${route.name}: ${problems.join("; ")} → ${describeAnswer(response)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps counting other clients apart", async () => {
    const login = limited.find((route) => route.name === "POST /api/customer/auth/login");
    if (!login) throw new Error("sign-in is not rate limited");
    await exhaust(login);
    const other = await app.inject({
      method: "POST",
      url: "/api/customer/auth/login",
      payload: {},
      remoteAddress: nextClient(0xb1),
    });
    expect(other.statusCode).toBe(422);
  });
});
