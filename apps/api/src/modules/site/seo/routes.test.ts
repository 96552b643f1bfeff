import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";

/** A web build with nothing but a route manifest: enough for the SEO routes. */
async function writeFakeWebBuild(root: string, patterns: string[]) {
  const client = path.join(root, "client");
  await mkdir(client, { recursive: true });
  // A sitemap left over in the build must not clash with the generated one.
  await writeFile(path.join(client, "sitemap.xml"), "<urlset/>");
  await writeFile(path.join(root, "route-manifest.json"), JSON.stringify(patterns));
  return client;
}

const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe.each(testDatabases)("robots.txt and sitemap.xml on $name", (database) => {
  let app: FastifyInstance;
  let buildRoot: string;

  beforeAll(async () => {
    buildRoot = await mkdtemp(path.join(tmpdir(), "fleetward-seo-"));
    const client = await writeFakeWebBuild(buildRoot, [
      "/",
      "/about",
      "/blog",
      "/kb-detail/:id",
      "/page-pricing",
      "/login",
      "/user-profile",
      "/page-thankyou",
    ]);
    app = await createTestApp(database, {
      config: { webDistDir: client, publicUrl: "https://fleetward.example" },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it("serves robots.txt as plain text pointing at the sitemap on PUBLIC_URL", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const prefix of ["/api/", "/user-", "/auth-", "/email-"]) {
      expect(response.body).toContain(`\nDisallow: ${prefix}\n`);
    }
    expect(response.body).toContain("\nSitemap: https://fleetward.example/sitemap.xml\n");
  });

  it("serves sitemap.xml listing the public routes of the web build", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locations(response.body)).toEqual([
      "https://fleetward.example/",
      "https://fleetward.example/about",
      "https://fleetward.example/blog",
      "https://fleetward.example/page-pricing",
    ]);
  });

  it("answers HEAD without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body).toBe("");
  });
});

describe.each(testDatabases)(
  "robots.txt and sitemap.xml without a web build on $name",
  (database) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp(database, {
        config: { webDistDir: "/nonexistent/web/build/client" },
      });
    });
    afterAll(() => app.close());

    it("uses http://localhost:<PORT> when PUBLIC_URL is unset", async () => {
      const response = await app.inject({ method: "GET", url: "/robots.txt" });
      expect(response.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    });

    it("lists the landing page, the one page it knows", async () => {
      const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(response.statusCode).toBe(200);
      expect(locations(response.body)).toEqual(["http://localhost:3000/"]);
    });
  },
);
