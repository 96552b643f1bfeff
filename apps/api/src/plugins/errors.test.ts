import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../lib/http-error.ts";
import { testDatabases } from "../test-support/databases.ts";
import { createLogCollector, createTestApp } from "../test-support/test-app.ts";

/** What a leaked stack trace or internal detail would look like in a body. */
function expectNoInternals(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|Error:|FST_/);
}

function expectDetail(response: LightMyRequestResponse, status: number, detail: string | RegExp) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(Object.keys(response.json())).toEqual(["detail"]);
  expect(response.json().detail).toMatch(detail);
  expectNoInternals(response);
}

describe.each(testDatabases)("error answers on $name", (database) => {
  let app: FastifyInstance;
  const logs = createLogCollector();

  beforeAll(async () => {
    app = await createTestApp(database, { config: { logLevel: "info" }, logStream: logs.stream });
    // Routes that fail on purpose, added before the app is ready.
    app.get("/api/test/boom", async () => {
      throw new Error("secret connection string postgres://u:p@db");
    });
    app.get("/api/test/conflict", async () => {
      throw new HttpError(409, "That username is taken");
    });
  });
  afterAll(() => app.close());

  let client = 0;
  // A new client address per call keeps the newsletter rate limit out of these tests.
  const subscribe = (payload: string, contentType = "application/json") =>
    app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: { "content-type": contentType },
      payload,
      remoteAddress: `192.0.2.${++client}`,
    });

  it("answers 404 naming the method and path for an unknown API route", async () => {
    const get = await app.inject({ method: "GET", url: "/api/xyz?token=1" });
    const post = await app.inject({ method: "POST", url: "/api/nothing/here" });

    expectDetail(get, 404, "No API route for GET /api/xyz");
    expectDetail(post, 404, "No API route for POST /api/nothing/here");
  });

  it("answers 400 for malformed JSON", async () => {
    expectDetail(await subscribe('{"email": '), 400, "Request body is not valid JSON");
  });

  it("answers 400 for an empty JSON body", async () => {
    expectDetail(await subscribe(""), 400, "Request body is empty; expected JSON");
  });

  it("answers 422 with every failing field and why", async () => {
    const response = await subscribe(JSON.stringify({ email: "nope", locale: "far-too-long" }));
    expectDetail(
      response,
      422,
      "email: Invalid email address; locale: Too big: expected string to have <=5 characters",
    );
  });

  it("answers 422 naming the body when it is not an object", async () => {
    expectDetail(await subscribe("[1, 2]"), 422, /^body: /);
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const huge = JSON.stringify({ email: "a@example.com", padding: "x".repeat(1024 * 1024) });
    expectDetail(await subscribe(huge), 413, "Request body is larger than 1 MiB");
  });

  it("answers 415 for content types the route does not accept", async () => {
    expectDetail(await subscribe("email=a@example.com", "text/plain"), 415, /text\/plain/);
    expectDetail(await subscribe("<email/>", "application/xml"), 415, /application\/xml/);
  });

  it("answers 500 with a generic message and logs the real error", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/boom" });

    expectDetail(response, 500, "Internal server error");
    expect(response.body).not.toContain("secret");
    const logged = logs.entries().find((entry) => entry.msg === "request failed");
    expect(JSON.stringify(logged)).toContain("secret connection string");
    expect(logged?.reqId).toBe(response.headers["x-request-id"]);
  });

  it("passes an HttpError's status and message through", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/conflict" });
    expectDetail(response, 409, "That username is taken");
  });
});
