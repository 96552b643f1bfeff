import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.ts";
import { createLogCollector, createTestApp } from "../test-support/test-app.ts";
import { contentSecurityPolicy, generateRequestId } from "./security.ts";

function directive(csp: string, name: string): string[] {
  const entry = csp.split(";").find((part) => part.trim().startsWith(`${name} `));
  return entry?.trim().split(/\s+/).slice(1) ?? [];
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only from our origin unless hashes are added", () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy(["'sha256-abc='"]), "script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
    ]);
  });
});

describe("generateRequestId", () => {
  const request = (id?: string) =>
    ({ headers: id ? { "x-request-id": id } : {} }) as IncomingMessage;

  it("keeps a safe incoming id", () => {
    expect(generateRequestId(request("lb-7f3a.42:9"))).toBe("lb-7f3a.42:9");
  });

  it("replaces a missing, oversized or unsafe id with a UUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(generateRequestId(request())).toMatch(uuid);
    expect(generateRequestId(request("x".repeat(129)))).toMatch(uuid);
    expect(generateRequestId(request('evil"\n{"level":60}'))).toMatch(uuid);
  });
});

describe.each(testDatabases)("security headers on $name", (database) => {
  let app: FastifyInstance;
  const logs = createLogCollector();
  beforeAll(async () => {
    app = await createTestApp(database, { config: { logLevel: "info" }, logStream: logs.stream });
  });
  afterAll(() => app.close());

  it("sends a strict CSP without inline script", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);

    expect(directive(csp, "default-src")).toEqual(["'self'"]);
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'self'"]);
    expect(directive(csp, "form-action")).toEqual(["'self'"]);
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "https:"]);
  });

  it("sends the usual hardening headers", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("gives every response a request id, and logs it", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing" });
    const id = response.headers["x-request-id"];

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.entries().some((entry) => entry.reqId === id)).toBe(true);
  });

  it("echoes a safe incoming x-request-id and replaces an unsafe one", async () => {
    const kept = await app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "edge-1234" },
    });
    const replaced = await app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "<script>" },
    });
    expect(kept.headers["x-request-id"]).toBe("edge-1234");
    expect(replaced.headers["x-request-id"]).not.toBe("<script>");
  });

  it("redacts secrets from logs", async () => {
    app.log.info(
      {
        req: { headers: { authorization: "Bearer top-secret-token", cookie: "sid=also-secret" } },
        body: {
          password: "hunter2-password",
          new_password: "new-secret-pw",
          current_password: "current-secret-pw",
          token: "reset-token-secret",
        },
        reply: { access_token: "bearer-token-secret" },
      },
      "redaction probe",
    );
    const probe = logs
      .text()
      .split("\n")
      .find((line) => line.includes("redaction probe"));

    expect(probe).toBeDefined();
    expect(probe).not.toMatch(
      /top-secret-token|also-secret|hunter2-password|new-secret-pw|current-secret-pw|reset-token-secret|bearer-token-secret/,
    );
    expect(probe).toContain("[redacted]");
  });
});

describe.each(testDatabases)("API documentation on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it("serves the OpenAPI document generated from the contracts", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json();

    expect(response.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\./);
    const subscribe = document.paths["/api/newsletter/subscribe"].post;
    expect(subscribe.requestBody.content["application/json"].schema.properties.email).toMatchObject(
      {
        type: "string",
        format: "email",
      },
    );
    expect(Object.keys(subscribe.responses)).toEqual(expect.arrayContaining(["202", "422", "429"]));
    expect(Object.keys(document.paths)).not.toContain("/*");
  });

  it("serves Swagger UI with no inline script, so it works under the CSP", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);

    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, text] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(text?.trim()).toBe("");
    }
    const srcs = scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes ?? "")?.[1]);
    for (const src of srcs) {
      const asset = await app.inject({ method: "GET", url: src ?? "" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["content-type"]).toMatch(/javascript/);
    }
  });
});
