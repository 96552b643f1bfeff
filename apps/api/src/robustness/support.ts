import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { recordingSleep } from "../test-support/accounts.ts";
import type { TestDatabase } from "../test-support/databases.ts";
import { createTestApp } from "../test-support/test-app.ts";

export const operator = {
  email: "robustness.operator@example.com",
  password: "Harbour-Lantern-Operator-2026",
};

/** The app with a known operator account; throttling delays are recorded, not waited out. */
export function createRobustnessApp(database: TestDatabase): Promise<FastifyInstance> {
  return createTestApp(database, {
    config: { operatorEmail: operator.email, operatorPassword: operator.password },
    sleep: recordingSleep().sleep,
  });
}

let clientSerial = 0;
/**
 * A fresh client address per request, so per-address rate limits never hide what a route
 * does with the input: IPv6 documentation addresses in distinct /64 networks (the limiter
 * counts a /64 as one client). The block keeps test files apart.
 */
export function nextClient(block = 0xf0): string {
  return `2001:db8:${block.toString(16)}:${(++clientSerial).toString(16)}::1`;
}

/** Signs in through the real login route; the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/customer/auth/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ username: email, password }).toString(),
    remoteAddress: nextClient(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().access_token as string;
}

/** Is `token` still a live session? */
export async function tokenIsLive(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: "GET",
    url: "/api/user/me/details",
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode === 200;
}

// What a leaked stack trace or internal error message looks like in a body.
const stackTrace =
  /\bat .*\.[cm]?[jt]s:\d+|node_modules\/|\b(?:Type|Reference|Syntax|Range|Internal)?Error: /;

/**
 * What every answer of the API must satisfy, whatever was sent: no 5xx, no stack trace,
 * and a JSON `{ detail: string }` on every refusal. Returns the problems found (none: []).
 */
export function answerProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`status ${status}`);
  if (stackTrace.test(response.body)) problems.push("stack trace or internal error in body");
  if (status >= 400) {
    const type = String(response.headers["content-type"] ?? "");
    if (!type.startsWith("application/json")) problems.push(`error content type ${type}`);
    try {
      const body = JSON.parse(response.body) as { detail?: unknown };
      if (typeof body.detail !== "string" || body.detail.length === 0) {
        problems.push("error body has no string detail");
      }
    } catch {
      problems.push("error body is not JSON");
    }
  }
  return problems;
}

/** A one-line description of a response for failure messages. */
export function describeAnswer(response: LightMyRequestResponse): string {
  const body = response.body.length > 300 ? `${response.body.slice(0, 300)}…` : response.body;
  return `${response.statusCode} ${body}`;
}
