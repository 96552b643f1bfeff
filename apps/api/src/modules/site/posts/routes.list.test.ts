import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp, fixturePostsDir } from "../../../test-support/test-app.ts";
import { newestFirst, postsRequests, slugs } from "./test-support.ts";

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

  const { get, list, expect422 } = postsRequests(() => app);

  describe("GET /api/post/list", () => {
    it("answers page 1 of 10 summaries, newest first, by default", async () => {
      const body = await list();
      expect(body).toMatchObject({ total: 12, page: 1, page_size: 10 });
      expect(slugs(body)).toEqual(newestFirst.slice(0, 10));
    });

    it("answers summaries with category, tags and media, and without the body", async () => {
      const body = await list("?format=youtube");
      expect(body.items).toHaveLength(1);
      const [item] = body.items;
      expect(item).toEqual({
        id: expect.any(Number),
        slug: "video-introduction",
        kind: "blog",
        format: "youtube",
        title: "Video: Fleetward in four minutes",
        excerpt: "A short walk through inventory, posture and alerts.",
        cover_image: null,
        category: { id: expect.any(Number), slug: "using-fleetward", name: "Using Fleetward" },
        tags: ["tour", "video"],
        author_name: "Test Author",
        published_at: "2025-01-07T00:00:00.000Z",
        reading_minutes: 3,
        media: { provider: "youtube", title: "Fleetward in four minutes", duration: "4:12" },
      });
    });

    it("pages: the last page is partial, a page past the end is empty with the real total", async () => {
      const last = await list("?page=2");
      expect(last).toMatchObject({ total: 12, page: 2, page_size: 10 });
      expect(slugs(last)).toEqual(newestFirst.slice(10));

      const past = await list("?page=3");
      expect(past).toEqual({ items: [], total: 12, page: 3, page_size: 10 });
      expect((await list("?page=99999")).items).toEqual([]);

      const small = await list("?page=4&page_size=3");
      expect(slugs(small)).toEqual(newestFirst.slice(9, 12));
    });

    it("accepts page_size 1 and 100", async () => {
      expect(slugs(await list("?page_size=1"))).toEqual([newestFirst[0]]);
      const all = await list("?page_size=100");
      expect(all).toMatchObject({ total: 12, page_size: 100 });
      expect(slugs(all)).toEqual(newestFirst);
    });

    it("filters by category id or slug", async () => {
      const bySlug = await list("?category=device-security");
      expect(slugs(bySlug)).toEqual(["bitlocker-recovery-keys", "encrypt-every-laptop"]);
      const categoryId = bySlug.items[0]?.category.id;
      const byId = await list(`?category_id=${categoryId}`);
      expect(byId).toEqual(bySlug);
      expect(await list("?category_id=999999")).toMatchObject({ items: [], total: 0 });
      expect(await list("?category=no-such-category")).toMatchObject({ items: [], total: 0 });
    });

    it("filters by one tag", async () => {
      const body = await list("?tags=mdm");
      expect(body.total).toBe(4);
      expect(slugs(body)).toEqual([
        "bitlocker-recovery-keys",
        "leaver-checklist",
        "encrypt-every-laptop",
        "inventory-basics",
      ]);
    });

    it("filters by several tags: a post must carry all of them", async () => {
      expect(slugs(await list("?tags=mdm&tags=encryption"))).toEqual([
        "bitlocker-recovery-keys",
        "encrypt-every-laptop",
      ]);
      expect(slugs(await list("?tags=encryption&tags=mdm&tags=windows"))).toEqual([
        "bitlocker-recovery-keys",
      ]);
      // Case and repetition do not matter; an unknown tag matches nothing.
      expect(slugs(await list("?tags=MDM&tags=mdm&tags=Encryption"))).toHaveLength(2);
      expect(await list("?tags=mdm&tags=no-such-tag")).toMatchObject({ items: [], total: 0 });
    });

    it("filters by kind and format, combined with the other filters", async () => {
      const kb = await list("?kind=kb");
      expect(kb.total).toBe(4);
      expect(kb.items.every((item) => item.kind === "kb")).toBe(true);
      expect((await list("?kind=blog")).total).toBe(8);
      expect(slugs(await list("?kind=blog&tags=mdm"))).toEqual([
        "encrypt-every-laptop",
        "inventory-basics",
      ]);
      expect(slugs(await list("?format=slider"))).toEqual(["product-tour-slides"]);
      expect(slugs(await list("?kind=kb&category=device-security&tags=windows"))).toEqual([
        "bitlocker-recovery-keys",
      ]);
    });

    it("searches title, excerpt and body, by whole words or their beginnings", async () => {
      expect(slugs(await list("?q=zebracorn"))).toEqual(["iso-audit-evidence"]); // body only
      expect(slugs(await list("?q=photocop"))).toEqual(["licence-renewals"]); // title prefix
      expect(slugs(await list("?q=BitLocker%20recovery"))).toEqual(["bitlocker-recovery-keys"]);
      expect(slugs(await list("?q=escrow"))).toEqual(["bitlocker-recovery-keys"]); // excerpt
      expect(await list("?q=zebracorn%20bitlocker")).toMatchObject({ total: 0 });
      expect(slugs(await list("?q=zebracorn&kind=kb"))).toEqual([]);
    });

    it("treats search operators and punctuation as plain text", async () => {
      for (const q of ["'", "a:*", "!(x|y)&", "zebracorn)) | (*", "\\", "%27%3B--"]) {
        const response = await get(`/api/post/list?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, q).toBe(200);
      }
      // Nothing but punctuation searches for nothing: the filter is ignored.
      expect((await list("?q=%21%21%21")).total).toBe(12);
      expect(slugs(await list(`?q=${encodeURIComponent("zebracorn!!")}`))).toEqual([
        "iso-audit-evidence",
      ]);
    });

    it("refuses malformed and out-of-range parameters with 422 naming the field", async () => {
      await expect422("?page=0", /^page: Too small/);
      await expect422("?page=-1", /^page: Expected a whole number/);
      await expect422("?page=abc", /^page: Expected a whole number/);
      await expect422("?page=1.5", /^page: Expected a whole number/);
      await expect422("?page=", /^page: Expected a whole number/);
      await expect422("?page=1&page=2", /^page: /);
      await expect422("?page=100001", /^page: Too big/);
      await expect422("?page=99999999999999999999", /^page: Expected a whole number/);
      await expect422("?page_size=0", /^page_size: Too small/);
      await expect422("?page_size=101", /^page_size: Too big: expected number to be <=100/);
      await expect422("?category_id=abc", /^category_id: Expected a whole number/);
      await expect422("?category_id=0", /^category_id: Too small/);
      await expect422("?category_id=2147483648", /^category_id: Too big/);
      await expect422("?kind=news", /^kind: /);
      await expect422("?format=podcast", /^format: /);
      await expect422(`?q=${"a".repeat(201)}`, /^q: Too big/);
      await expect422(`?tags=${"t".repeat(65)}`, /^tags\.0: Too big/);
      await expect422(
        `?${Array.from({ length: 11 }, (_, i) => `tags=t${i}`).join("&")}`,
        /^tags: /,
      );
      await expect422("?tags=", /^tags\.0: /);
    });

    it("accepts the longest search text and ignores parameters it does not know", async () => {
      expect((await get(`/api/post/list?q=${"a".repeat(200)}`)).statusCode).toBe(200);
      expect((await list("?_=1716200000&utm_source=news")).total).toBe(12);
    });
  });

  describe("filters", () => {
    it("GET /api/post/categories counts posts per category, optionally per kind", async () => {
      const response = await get("/api/post/categories");
      expect(response.statusCode).toBe(200);
      const categories = response.json<{ slug: string; name: string; count: number }[]>();
      expect(categories.map((c) => [c.slug, c.count])).toEqual([
        ["asset-inventory", 1],
        ["audits", 1],
        ["compliance", 2],
        ["device-security", 2],
        ["licences", 1],
        ["lifecycle", 1],
        ["onboarding-offboarding", 1],
        ["using-fleetward", 3],
      ]);
      const kb = (await get("/api/post/categories?kind=kb")).json<{ slug: string }[]>();
      expect(kb.map((c) => c.slug)).toEqual([
        "compliance",
        "device-security",
        "onboarding-offboarding",
        "using-fleetward",
      ]);
      expect((await get("/api/post/categories?kind=x")).statusCode).toBe(422);
    });

    it("GET /api/post/tags counts posts per tag, most used first", async () => {
      const tags = (await get("/api/post/tags")).json<{ slug: string; count: number }[]>();
      expect(tags.slice(0, 4)).toEqual([
        { slug: "mdm", count: 4 },
        { slug: "encryption", count: 2 },
        { slug: "inventory", count: 2 },
        { slug: "tour", count: 2 },
      ]);
      expect(tags).toHaveLength(15);
      const kbTags = (await get("/api/post/tags?kind=kb")).json<{ slug: string }[]>();
      expect(kbTags.map((t) => t.slug)).not.toContain("tour");
    });
  });
});
