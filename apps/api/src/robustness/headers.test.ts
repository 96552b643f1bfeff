import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.ts";
import { createTestApp } from "../test-support/test-app.ts";

// plugins/security.test.ts checks every directive on one API answer; this file checks that
// the headers reach every kind of answer: a page, a JSON answer and each kind of error.

/** A miniature web build: a home page with an inline script, as React Router writes it. */
async function writeWebBuild(root: string) {
  const client = path.join(root, "client");
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head>` +
    `<body><script>document.body.dataset.theme = "light";</script></body></html>`;
  await mkdir(client, { recursive: true });
  await writeFile(path.join(client, "index.html"), page("Home"));
  await writeFile(path.join(client, "__spa-fallback.html"), page("Loading"));
  await writeFile(path.join(root, "route-manifest.json"), JSON.stringify(["/", "/login"]));
  return client;
}

function directive(csp: string, name: string): string[] | undefined {
  const entry = csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return entry?.split(/\s+/).slice(1);
}

/** The hardening headers every answer must carry; the problems found. */
function headerProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = String(response.headers["content-security-policy"] ?? "");
  const scriptSrc = directive(csp, "script-src") ?? directive(csp, "default-src");
  if (!scriptSrc) problems.push("no script-src in CSP");
  if (scriptSrc?.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  if (scriptSrc?.includes("'unsafe-eval'")) problems.push("script-src allows 'unsafe-eval'");
  if (directive(csp, "frame-ancestors")?.join(" ") !== "'none'") {
    problems.push("frame-ancestors is not 'none'");
  }
  if (directive(csp, "object-src")?.join(" ") !== "'none'") problems.push("object-src not 'none'");
  if (response.headers["x-content-type-options"] !== "nosniff") problems.push("no nosniff");
  if (!response.headers["referrer-policy"]) problems.push("no referrer policy");
  if (!/max-age=\d{7,}/.test(String(response.headers["strict-transport-security"]))) {
    problems.push("no HSTS of at least ~4 months");
  }
  return problems;
}

describe.each(testDatabases)("security headers on every kind of answer on $name", (database) => {
  let app: FastifyInstance;
  let buildRoot: string;

  beforeAll(async () => {
    buildRoot = await mkdtemp(path.join(tmpdir(), "fleetward-robustness-web-"));
    app = await createTestApp(database, {
      config: { webDistDir: await writeWebBuild(buildRoot) },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it.each([
    ["the home page", "GET", "/", undefined, 200],
    ["a client-side page (SPA fallback)", "GET", "/login", undefined, 200],
    ["an API answer", "GET", "/api/post/categories", undefined, 200],
    ["an API 404", "GET", "/api/no-such-route", undefined, 404],
    ["a 401", "GET", "/api/user/me/details", undefined, 401],
    ["a 422", "POST", "/api/contact/messages", { name: 1 }, 422],
    ["a 400 for invalid JSON", "POST", "/api/contact/messages", "{bad", 400],
    ["a 415", "POST", "/api/contact/messages", "<a/>", 415],
    ["a 400 for a broken path", "GET", "/api/post/list/%E0%A4%A", undefined, 400],
    [
      "a 414 for an over-long path parameter",
      "PATCH",
      `/api/workspace/assets/${"x".repeat(300)}`,
      undefined,
      414,
    ],
  ] as const)("%s", async (_label, method, url, payload, status) => {
    const response = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers:
        typeof payload === "string"
          ? { "content-type": payload.startsWith("<") ? "application/xml" : "application/json" }
          : {},
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(headerProblems(response)).toEqual([]);
    if (status >= 400) expect(response.json().detail).toEqual(expect.any(String));
    if (url === "/") {
      // The page's inline script is allowed by its hash, never by 'unsafe-inline'.
      const csp = String(response.headers["content-security-policy"]);
      expect(directive(csp, "script-src")).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
    }
  });
});
