import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PostDetail } from "@fleetward/contracts/posts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp, fixturePostsDir } from "../../../test-support/test-app.ts";
import { contentCacheControl as postsCacheControl } from "../../../lib/response-cache.ts";
import { seedPosts } from "./seed.ts";
import { postsRequests } from "./test-support.ts";

const silent = { info: () => undefined };

describe.each(testDatabases)("posts API on $name", (database) => {
  let app: FastifyInstance;
  let contentDir: string;
  beforeAll(async () => {
    // A copy, so one test can change an article and re-seed.
    contentDir = await mkdtemp(path.join(tmpdir(), "fleetward-posts-"));
    await cp(fixturePostsDir, contentDir, { recursive: true });
    app = await createTestApp(database, { postsContentDir: contentDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  const { get, list } = postsRequests(() => app);

  describe("GET /api/post/list/{id}", () => {
    it("answers the full post by id and by slug, with its rendered body", async () => {
      const { items } = await list("?tags=windows");
      const id = items[0]?.id;
      const byId = await get(`/api/post/list/${id}`);
      expect(byId.statusCode).toBe(200);
      const post = byId.json<PostDetail>();
      expect(post).toMatchObject({
        id,
        slug: "bitlocker-recovery-keys",
        kind: "kb",
        category: { slug: "device-security" },
        tags: ["encryption", "mdm", "windows"],
      });
      expect(post.body_html).toContain("<h2>Where BitLocker recovery keys should live</h2>");
      expect(post.body_html).toContain('<a href="/blog">link to the blog</a>');
      expect(post.body_html).toContain(
        '<a href="https://www.iso.org/standard/27001" rel="noopener noreferrer">',
      );

      const bySlug = await get("/api/post/list/bitlocker-recovery-keys");
      expect(bySlug.statusCode).toBe(200);
      expect(bySlug.body).toBe(byId.body);
    });

    it("lists up to 3 related posts sharing the category or a tag, newest first", async () => {
      const post = (await get("/api/post/list/bitlocker-recovery-keys")).json<PostDetail>();
      // Same category (encrypt-every-laptop) or a shared tag (mdm, encryption).
      expect(post.related.map((item) => item.slug)).toEqual([
        "leaver-checklist",
        "encrypt-every-laptop",
        "inventory-basics",
      ]);
      expect(post.related[0]).not.toHaveProperty("body_html");

      const lonely = (await get("/api/post/list/refresh-cycle-quote")).json<PostDetail>();
      expect(lonely.related).toEqual([]);
      const tour = (await get("/api/post/list/video-introduction")).json<PostDetail>();
      expect(tour.related.map((item) => item.slug)).toEqual([
        "import-devices-csv",
        "product-tour-slides",
      ]);
    });

    it("answers 404 for an unknown id or slug", async () => {
      for (const [id, detail] of [
        ["123", "No post with id 123"],
        ["99999999999999999999", "No post with id 99999999999999999999"],
        ["no-such-post", "No post with slug no-such-post"],
      ]) {
        const response = await get(`/api/post/list/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ detail });
      }
      // Longer than any slug: Fastify's router does not even match it.
      expect((await get(`/api/post/list/${"x".repeat(150)}`)).statusCode).toBe(404);
    });

    it("serves Markdown with script, event handlers and unsafe links neutralised", async () => {
      const post = (await get("/api/post/list/hostile-markdown")).json<PostDetail>();
      const html = post.body_html;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/<a [^>]*href="(?!https:)/i);
      expect(html).not.toMatch(/<[a-z]+ [^>]*\bon[a-z]+="/i);
      expect(html).toContain("&lt;script&gt;alert(&quot;raw script&quot;)&lt;/script&gt;");
      expect(html).toContain("&lt;img src=x onerror=&quot;alert('onerror')&quot;&gt;");
      expect(html).toContain("[javascript link](javascript:alert('link'))");
      // The only link left is the safe one, with its title escaped.
      expect(html.match(/<a /g)).toHaveLength(1);
      expect(html).toContain(
        '<a href="https://fleetward.example/docs" title="a &quot;quoted&quot; title onmouseover=alert(1)" rel="noopener noreferrer">safe link</a>',
      );
    });
  });

  describe("caching", () => {
    it("answers with Cache-Control and a strong ETag, and 304 to a matching If-None-Match", async () => {
      for (const url of [
        "/api/post/list?tags=mdm",
        "/api/post/list/hostile-markdown",
        "/api/post/categories",
        "/api/post/tags",
      ]) {
        const first = await get(url);
        expect(first.headers["cache-control"], url).toBe(postsCacheControl);
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");

        const again = await get(url, { "if-none-match": etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["cache-control"]).toBe(postsCacheControl);

        expect((await get(url, { "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
        const stale = await get(url, { "if-none-match": '"stale"' });
        expect(stale.statusCode).toBe(200);
        expect(stale.body).toBe(first.body);
      }
    });

    it("gives the same ETag to the same query however it is spelled", async () => {
      const a = await get("/api/post/list?tags=mdm&tags=encryption");
      const b = await get("/api/post/list?tags=Encryption&tags=mdm&page=1&page_size=10");
      expect(b.headers.etag).toBe(a.headers.etag);
      expect(b.body).toBe(a.body);
      const c = await get("/api/post/list?tags=mdm");
      expect(c.headers.etag).not.toBe(a.headers.etag);
    });

    it("does not cache errors", async () => {
      const notFound = await get("/api/post/list/424242");
      expect(notFound.headers["cache-control"]).toBeUndefined();
      expect(notFound.headers.etag).toBeUndefined();
      expect((await get("/api/post/list?page=0")).headers["cache-control"]).toBeUndefined();
    });

    it("serves changed content right after the seed writes it, and only then a new ETag", async () => {
      const before = await get("/api/post/list/licence-renewals");
      const file = path.join(contentDir, "licence-renewals.md");
      const original = await readFile(file, "utf8");

      // Unchanged files: nothing written, the cached answer stays.
      expect(await seedPosts(app.db.orm, contentDir, silent)).toEqual({
        added: 0,
        updated: 0,
        unchanged: 12,
      });
      expect((await get("/api/post/list/licence-renewals")).headers.etag).toBe(before.headers.etag);

      await writeFile(file, original.replace("reading_minutes: 3", "reading_minutes: 7"));
      expect(await seedPosts(app.db.orm, contentDir, silent)).toEqual({
        added: 0,
        updated: 1,
        unchanged: 11,
      });
      const after = await get("/api/post/list/licence-renewals");
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json()).toMatchObject({ id: before.json().id, reading_minutes: 7 });
      expect((await list("?q=photocopier")).items.map((item) => item.reading_minutes)).toEqual([7]);
      await writeFile(file, original);
      await seedPosts(app.db.orm, contentDir, silent);
    });
  });

  describe("visitors and tokens", () => {
    it("serves anonymous visitors and ignores a bearer token, valid-looking or not", async () => {
      const anonymous = await get("/api/post/list?kind=kb");
      for (const authorization of [
        "Bearer not-a-real-token",
        `Bearer ${"a".repeat(43)}`,
        "Bearer",
        "Basic dXNlcjpwYXNz",
      ]) {
        const response = await get("/api/post/list?kind=kb", { authorization });
        expect(response.statusCode, authorization).toBe(200);
        expect(response.body).toBe(anonymous.body);
        const detail = await get("/api/post/list/leaver-checklist", { authorization });
        expect(detail.statusCode, authorization).toBe(200);
      }
    });
  });
});
