import fc from "fast-check";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "../app.ts";
import { testDatabases } from "../test-support/databases.ts";
import { trialWorkspace } from "../test-support/workspace.ts";
import { signedUpCustomer } from "../test-support/customers.ts";
import { acceptsBody, apiRoutes, fillPath, type ApiRoute } from "./api-routes.ts";
import {
  acceptLanguage,
  bodyFor,
  encodedBody,
  plausibleBody,
  pathValue,
  queryFor,
  type Encoded,
} from "./arbitraries.ts";
import {
  answerProblems,
  createRobustnessApp,
  describeAnswer,
  nextClient,
  tokenIsLive,
} from "./support.ts";
import { tableCounts } from "./table-counts.ts";

/**
 * Runs per route; each run sends its request twice (no token, customer token). CI draws a new
 * seed every time, so coverage adds up across runs while each run stays short as routes are
 * added; ROBUSTNESS_RUNS=200 digs deeper when hunting locally.
 */
const numRuns = Number(process.env.ROBUSTNESS_RUNS ?? 12);

type Probe = {
  url: string;
  encoded: Encoded;
  language: string | undefined;
};

/** A random request for `route`: path parameters, query and body all drawn at random. */
function probeFor(route: ApiRoute): fc.Arbitrary<Probe> {
  const pathValues = fc.tuple(...route.pathParams.map(() => pathValue), fc.constant(""));
  return fc
    .record({
      values: pathValues,
      query: queryFor(route),
      encoded: acceptsBody(route)
        ? bodyFor(route).chain(encodedBody)
        : fc.constant<Encoded>({ contentType: undefined, payload: undefined }),
      language: acceptLanguage,
      brokenEncoding: fc.boolean(),
    })
    .map(({ values, query, encoded, language, brokenEncoding }) => {
      let index = 0;
      const marker = "\u0001broken\u0001";
      const path = fillPath(route, () => `${values[index++] ?? ""}${brokenEncoding ? marker : ""}`)
        // A truncated percent-escape inside each path parameter.
        .replaceAll(encodeURIComponent(marker), "%E0%A4%A");
      return { url: query ? `${path}?${query}` : path, encoded, language };
    });
}

// Each sweep visits every route of the OpenAPI document, so its time grows with the API: the
// limit is per sweep, not per request.
const sweepTimeout = 180_000;

describe.each(testDatabases)(
  "malformed input to every API route on $name",
  { timeout: sweepTimeout },
  (database) => {
    let app: FastifyInstance;
    let routes: ApiRoute[];
    /** A customer with a workspace, so workspace routes get past the tenant check. */
    let customer: { token: string; domain: string };

    async function newCustomer() {
      const owner = await signedUpCustomer(app, "fuzz");
      const domain = `fuzz-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      await trialWorkspace(app, owner, domain);
      return { token: owner.token, domain };
    }

    beforeAll(async () => {
      app = await createRobustnessApp(database);
      await app.ready();
      routes = apiRoutes(app);
      customer = await newCustomer();
    });
    afterAll(() => app.close());

    const send = (
      route: ApiRoute,
      probe: Probe,
      token: string | null,
    ): Promise<LightMyRequestResponse> => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (token) headers["x-workspace"] = customer.domain;
      if (probe.encoded.contentType !== undefined)
        headers["content-type"] = probe.encoded.contentType;
      if (probe.language !== undefined) headers["accept-language"] = probe.language;
      const options: InjectOptions = {
        method: route.method,
        url: probe.url,
        headers,
        remoteAddress: nextClient(0xf1),
      };
      if (probe.encoded.payload !== undefined) options.payload = probe.encoded.payload;
      return app.inject(options);
    };

    it("reads every route from the OpenAPI document", () => {
      const names = routes.map((route) => route.name);
      expect(names).toEqual(
        expect.arrayContaining([
          "POST /api/customer/auth/login",
          "GET /api/user/me/details",
          "GET /api/post/list/{id}",
        ]),
      );
      expect(routes.find((route) => route.name === "GET /api/post/list/{id}")?.pathParams).toEqual([
        "id",
      ]);
    });

    it("answers random and malformed requests without a 5xx or stack trace, always with {detail}, and stores nothing when it refuses", async () => {
      const failures: string[] = [];
      let counts = await tableCounts(app);
      const statuses = new Map<string, Record<number, number>>();
      const tally = (route: ApiRoute, status: number) => {
        const seen = statuses.get(route.name) ?? {};
        seen[status] = (seen[status] ?? 0) + 1;
        statuses.set(route.name, seen);
      };

      for (const route of routes) {
        try {
          await fc.assert(
            fc.asyncProperty(probeFor(route), async (probe) => {
              for (const token of [null, customer.token]) {
                const response = await send(route, probe, token);
                const problems = answerProblems(response);
                tally(route, response.statusCode);
                const after = await tableCounts(app);
                if (response.statusCode >= 400) {
                  const changed = Object.keys(after).filter(
                    (table) => after[table] !== counts[table],
                  );
                  if (changed.length > 0)
                    problems.push(`refused but changed ${changed.join(", ")}`);
                }
                counts = after;
                if (problems.length > 0) {
                  const who = token ? "customer" : "anonymous";
                  throw new Error(`${problems.join("; ")} (${who}) → ${describeAnswer(response)}`);
                }
              }
            }),
            { numRuns, endOnFailure: true },
          );
        } catch (error) {
          // fast-check keeps what the property threw (the problems found) as the cause.
          const cause = (error as Error).cause;
          const found = cause instanceof Error ? `${cause.message}\n` : "";
          failures.push(`${route.name}: ${found}${(error as Error).message.slice(0, 1500)}`);
        }
        // A route may have ended the session (logout) or locked the account (unlock).
        if (!(await tokenIsLive(app, customer.token))) customer = await newCustomer();
        counts = await tableCounts(app);
      }

      // ROBUSTNESS_STATS=1 shows how deep the random requests got (statuses per route).
      if (process.env.ROBUSTNESS_STATS) console.table(Object.fromEntries(statuses));
      expect(failures).toEqual([]);
    }, 480_000);

    it("answers random requests with a workspace API token (no Host or X-Workspace) like a session's: no 5xx, {detail}, nothing stored when refused", async () => {
      const failures: string[] = [];
      // A write token reaches every route a token may call; a fresh one every 100 calls keeps
      // the sweep under the per-token limit (120 a minute), which has its own test.
      let minted = { token: "", calls: 100 };
      let counts: Record<string, number> = {};
      const apiToken = async () => {
        if (minted.calls++ < 100) return minted.token;
        const response = await send(
          routes.find((r) => r.name === "POST /api/workspace/api-tokens") as ApiRoute,
          {
            url: "/api/workspace/api-tokens",
            encoded: {
              contentType: "application/json",
              payload: JSON.stringify({ name: "fuzz", scope: "write" }),
            },
            language: undefined,
          },
          customer.token,
        );
        minted = { token: (response.json() as { token: string }).token, calls: 1 };
        // Minting adds a token and its history entry: not the probed route's doing.
        counts = await tableCounts(app);
        return minted.token;
      };
      const workspaceRoutes = routes.filter((route) => route.path.startsWith("/api/workspace"));
      counts = await tableCounts(app);
      for (const route of workspaceRoutes) {
        try {
          await fc.assert(
            fc.asyncProperty(probeFor(route), async (probe) => {
              const headers: Record<string, string> = {
                authorization: `Bearer ${await apiToken()}`,
              };
              if (probe.encoded.contentType !== undefined)
                headers["content-type"] = probe.encoded.contentType;
              const response = await app.inject({
                method: route.method,
                url: probe.url,
                headers,
                ...(probe.encoded.payload === undefined ? {} : { payload: probe.encoded.payload }),
              });
              const problems = answerProblems(response);
              const after = await tableCounts(app);
              const changed = Object.keys(after).filter((table) => after[table] !== counts[table]);
              if (response.statusCode >= 400 && changed.length > 0)
                problems.push(`refused but changed ${changed.join(", ")}`);
              counts = after;
              if (problems.length > 0)
                throw new Error(`${problems.join("; ")} (API token) → ${describeAnswer(response)}`);
            }),
            { numRuns: Math.max(2, Math.round(numRuns / 10)), endOnFailure: true },
          );
        } catch (error) {
          const cause = (error as Error).cause;
          const found = cause instanceof Error ? `${cause.message}\n` : "";
          failures.push(`${route.name}: ${found}${(error as Error).message.slice(0, 1500)}`);
        }
        counts = await tableCounts(app);
      }
      expect(failures).toEqual([]);
    }, 120_000);

    it("refuses a body over the limit with 413, and wrong content types with 415, with {detail}", async () => {
      const failures: string[] = [];
      const huge = JSON.stringify({ padding: "x".repeat(bodyLimit + 10) });
      for (const route of routes.filter(acceptsBody)) {
        const path = fillPath(route, () => "00000000-0000-4000-8000-000000000000");
        const expectStatus = async (status: number, contentType: string, payload: string) => {
          const response = await send(
            route,
            { url: path, encoded: { contentType, payload }, language: undefined },
            customer.token,
          );
          const problems = answerProblems(response);
          // Guards run before the body is read: an operator-only route refuses the customer first.
          const refusedFirst = route.security === "bearer" && response.statusCode === 403;
          if (response.statusCode !== status && !refusedFirst) problems.push(`expected ${status}`);
          if (problems.length > 0) {
            failures.push(
              `${route.name} (${contentType}): ${problems.join("; ")} → ${describeAnswer(response)}`,
            );
          }
        };
        await expectStatus(413, "application/json", huge);
        if (route.body) {
          const declared = route.body.contentTypes;
          for (const contentType of [
            "text/plain",
            "application/xml",
            "multipart/form-data; boundary=x",
          ]) {
            if (!declared.includes(contentType)) await expectStatus(415, contentType, "<a>1</a>");
          }
          if (declared.includes("application/json")) {
            await expectStatus(400, "application/json", '{"unterminated": "');
          }
        }
        if (!(await tokenIsLive(app, customer.token))) customer = await newCustomer();
      }
      expect(failures).toEqual([]);
    });

    it("answers 100 KB strings in every field and parameter without a 5xx, and stores nothing when it refuses", async () => {
      const failures: string[] = [];
      const big = "Ω".repeat(50_000) + "a\u0000".repeat(10_000);
      for (const route of routes) {
        const fields = Object.keys(route.body?.schema.properties ?? { note: {} });
        const body = Object.fromEntries(fields.map((field) => [field, big]));
        const query = new URLSearchParams(
          Object.fromEntries(
            (route.query.length ? route.query.map((q) => q.name) : ["q"]).map((name) => [
              name,
              big,
            ]),
          ),
        ).toString();
        const probe: Probe = {
          url: `${fillPath(route, () => big.slice(0, 150))}?${query}`,
          encoded: acceptsBody(route)
            ? { contentType: "application/json", payload: JSON.stringify(body) }
            : { contentType: undefined, payload: undefined },
          language: undefined,
        };
        for (const token of [null, customer.token]) {
          const before = await tableCounts(app);
          const response = await send(route, probe, token);
          const problems = answerProblems(response);
          if (response.statusCode >= 400) {
            const after = await tableCounts(app);
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            if (changed.length > 0) problems.push(`refused but changed ${changed.join(", ")}`);
          }
          if (problems.length > 0)
            failures.push(`${route.name}: ${problems.join("; ")} → ${describeAnswer(response)}`);
        }
        if (!(await tokenIsLive(app, customer.token))) customer = await newCustomer();
      }
      expect(failures).toEqual([]);
    });

    it("answers NUL and control characters in each field and query parameter, one at a time, without a 5xx", async () => {
      const failures: string[] = [];
      const poison = ["a\u0000b", "\u202e\u0007\u001b\u007f🚀"];
      for (const route of routes) {
        const path = fillPath(route, () => "00000000-0000-4000-8000-000000000000");
        const probes: Probe[] = [];
        for (const [index, value] of poison.entries()) {
          for (const { name } of route.query) {
            const query = new URLSearchParams({ [name]: value }).toString();
            probes.push({
              url: `${path}?${query}`,
              encoded: { contentType: undefined, payload: undefined },
              language: undefined,
            });
          }
          for (const field of Object.keys(route.body?.schema.properties ?? {})) {
            const body = { ...plausibleBody(route, index), [field]: value };
            probes.push({
              url: path,
              encoded: { contentType: "application/json", payload: JSON.stringify(body) },
              language: undefined,
            });
          }
        }
        for (const probe of probes) {
          const response = await send(route, probe, customer.token);
          const problems = answerProblems(response);
          if (problems.length > 0) {
            failures.push(
              `${route.name} ${probe.url} ${String(probe.encoded.payload ?? "")}: ${problems.join("; ")} → ${describeAnswer(response)}`,
            );
          }
        }
        if (!(await tokenIsLive(app, customer.token))) customer = await newCustomer();
      }
      expect(failures).toEqual([]);
    });
  },
);
