import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.ts";
import { createTestApp } from "../test-support/test-app.ts";
import { inlineScriptHashes, routePatternToRegExp } from "./web-build.ts";

// Inline scripts like the ones React Router and the theme bootstrap put in the HTML.
const themeScript = `document.body.classList.toggle("dark", localStorage.theme === "dark");`;
const contextScript = `window.__reactRouterContext = {"basename":"/","isSpaMode":true};`;
const hydrateScript = `import("/assets/entry.client-AbC123.js");`;

const page = (title: string, scripts: string[]) =>
  `<!DOCTYPE html><html><head><title>${title}</title>` +
  `<script type="module" src="/assets/entry.client-AbC123.js"></script></head>` +
  `<body>${scripts.map((script) => `<script>${script}</script>`).join("")}</body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A miniature `apps/web/build`: client files plus the route manifest next to them. */
async function writeFakeWebBuild(root: string) {
  const client = path.join(root, "client");
  const files: Record<string, string | Buffer> = {
    "index.html": page("Home", [themeScript, contextScript]),
    "about/index.html": page("About", [themeScript]),
    "__spa-fallback.html": page("Loading", [themeScript, contextScript, hydrateScript]),
    "assets/entry.client-AbC123.js": "export const x = 1;",
    "assets/site-XyZ789.css": "body{margin:0}",
    // The web build writes compressed siblings of its text assets.
    "assets/site-XyZ789.css.br": brotliCompressSync("body{margin:0}"),
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    // The SEO routes generate this one; a copy in the build must not clash with them.
    "robots.txt": "User-agent: *\nDisallow: /\n",
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), content);
  }
  const manifest = ["/", "/about", "/kb-detail/:id", "/course-detail/:id?", "/blog"];
  await writeFile(path.join(root, "route-manifest.json"), JSON.stringify(manifest));
  return client;
}

describe("routePatternToRegExp", () => {
  it.each([
    ["/", "/", true],
    ["/about", "/about", true],
    ["/about", "/About", true],
    ["/about", "/about/team", false],
    ["/kb-detail/:id", "/kb-detail/42", true],
    ["/kb-detail/:id", "/kb-detail", false],
    ["/kb-detail/:id", "/kb-detail/42/more", false],
    ["/course-detail/:id?", "/course-detail", true],
    ["/course-detail/:id?", "/course-detail/7", true],
    ["/docs/*", "/docs/a/b/c", true],
    ["/a.b", "/aXb", false],
  ])("%s matches %s: %s", (pattern, pathname, expected) => {
    expect(routePatternToRegExp(pattern).test(pathname)).toBe(expected);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, exactly as written", () => {
    const html = `<script src="/a.js"></script><script>${themeScript}</script><script type="module">${hydrateScript}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(themeScript), sha256(hydrateScript)]);
  });
});

describe.each(testDatabases)("serving the web build on $name", (database) => {
  let app: FastifyInstance;
  let buildRoot: string;
  let client: string;

  beforeAll(async () => {
    buildRoot = await mkdtemp(path.join(tmpdir(), "fleetward-web-"));
    client = await writeFakeWebBuild(buildRoot);
    app = await createTestApp(database, { config: { webDistDir: client } });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("serves hashed assets with a year-long immutable cache", async () => {
    const script = await get("/assets/entry.client-AbC123.js");
    const style = await get("/assets/site-XyZ789.css");

    expect(script.statusCode).toBe(200);
    expect(script.body).toBe("export const x = 1;");
    expect(script.headers["content-type"]).toMatch(/javascript/);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(style.headers["content-type"]).toMatch(/^text\/css/);
    expect(style.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends a pre-compressed asset to browsers that accept it, and the plain file otherwise", async () => {
    const compressed = await get("/assets/site-XyZ789.css", { "accept-encoding": "gzip, br" });
    const plain = await get("/assets/site-XyZ789.css", { "accept-encoding": "identity" });
    const sibling = await get("/assets/site-XyZ789.css.br");

    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-type"]).toMatch(/^text\/css/);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe("body{margin:0}");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("body{margin:0}");
    expect(sibling.statusCode).toBe(404);
  });

  it("compresses HTML with brotli or gzip as the browser accepts", async () => {
    const brotli = await get("/about", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get("/about", { "accept-encoding": "gzip, br;q=0" });
    const plain = await get("/about", { "accept-encoding": "identity" });

    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("<title>About</title>");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<title>About</title>");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<title>About</title>");
  });

  it("serves other static files with a short cache", async () => {
    const favicon = await get("/favicon.svg");
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("leaves robots.txt to the SEO routes even when the build has one", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toContain("Disallow: /\n");
    expect(robots.body).toContain("Disallow: /api/");
  });

  it("serves prerendered pages with no-cache and a CSP allowing exactly their inline scripts", async () => {
    const home = await get("/");
    const about = await get("/about");

    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.body).toContain("<title>Home</title>");
    expect(about.body).toContain("<title>About</title>");

    const homeCsp = String(home.headers["content-security-policy"]);
    expect(homeCsp).toContain(`script-src 'self' ${sha256(themeScript)} ${sha256(contextScript)};`);
    expect(homeCsp).not.toContain("'unsafe-inline' 'sha256");
    expect(String(about.headers["content-security-policy"])).toContain(
      `script-src 'self' ${sha256(themeScript)};`,
    );
  });

  it("finds a prerendered page with a trailing slash or a query string", async () => {
    expect((await get("/about/")).body).toContain("<title>About</title>");
    expect((await get("/about?ref=nav")).body).toContain("<title>About</title>");
  });

  it("serves the SPA fallback with 200 for routes in the manifest", async () => {
    for (const url of ["/kb-detail/42", "/course-detail", "/course-detail/7", "/blog"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>Loading</title>");
      expect(String(response.headers["content-security-policy"])).toContain(
        `script-src 'self' ${sha256(themeScript)} ${sha256(contextScript)} ${sha256(hydrateScript)};`,
      );
    }
  });

  it("serves the SPA fallback with 404 for paths no route matches", async () => {
    for (const url of ["/no-such-page", "/kb-detail", "/about/team"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<title>Loading</title>");
    }
  });

  it("keeps JSON 404s for unknown API paths and missing assets", async () => {
    const api = await get("/api/nope");
    const asset = await get("/assets/entry.client-Old000.js");

    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: "No API route for GET /api/nope" });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answers HEAD like GET without a body", async () => {
    const head = await app.inject({ method: "HEAD", url: "/about" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body).toBe("");
  });

  it("sets a readable XSRF-TOKEN cookie on HTML when the browser has none", async () => {
    const first = await get("/");
    const cookie = first.cookies.find((entry) => entry.name === "XSRF-TOKEN");

    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await get("/", { cookie: `XSRF-TOKEN=${cookie?.value}` });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("lets the browser revalidate HTML with its ETag", async () => {
    const first = await get("/about");
    const etag = String(first.headers.etag);
    const revalidated = await get("/about", { "if-none-match": etag });

    const listed = await get("/about", { "if-none-match": `"stale", W/${etag}` });
    const stale = await get("/about", { "if-none-match": '"stale"' });

    expect(etag).toMatch(/^"[^"]+"$/);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(listed.statusCode).toBe(304);
    expect(stale.statusCode).toBe(200);
  });

  it("serves HTML from memory, read once at startup", async () => {
    await writeFile(path.join(client, "about/index.html"), page("Changed on disk", []));
    expect((await get("/about")).body).toContain("<title>About</title>");
  });
});

describe.each(testDatabases)("without a web build on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database, {
      config: { webDistDir: "/nonexistent/web/build/client" },
    });
  });
  afterAll(() => app.close());

  it("answers page requests with a JSON 404 that says how to build the web app", async () => {
    const response = await app.inject({ method: "GET", url: "/about" });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain("npm run build");
  });

  it("still answers unknown API paths with the API 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nope" });
    expect(response.json()).toEqual({ detail: "No API route for GET /api/nope" });
  });
});
