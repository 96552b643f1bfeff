import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { postTagLinks, postTags, posts } from "../../../db/schema.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { fixturePostsDir } from "../../../test-support/test-app.ts";
import { defaultPostsContentDir, loadPostSources, parsePostFile } from "./content.ts";
import { seedPosts } from "./seed.ts";

const silent = { info: () => undefined };

const validFile = `---
title: "A title"
slug: a-title
kind: kb
format: standard
category: audits
tags: [Audit Trail, audit-trail, ISO 27001]
author: "Ada"
published: 2025-03-04
excerpt: "Short."
reading_minutes: 4
---

${"A body long enough to count as an article. ".repeat(6)}
`;

describe("content files", () => {
  it("parses front matter, slugifies tags and renders the body", () => {
    const post = parsePostFile("a.md", validFile);
    expect(post).toMatchObject({
      slug: "a-title",
      kind: "kb",
      category: "audits",
      tags: ["audit-trail", "iso-27001"],
      authorName: "Ada",
      publishedAt: new Date("2025-03-04T00:00:00Z"),
      readingMinutes: 4,
      media: null,
      coverImage: null,
    });
    expect(post.bodyHtml).toMatch(/^<p>A body long enough/);
    expect(post.sourceHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["a missing field", (text: string) => text.replace(/^author: .*\n/m, ""), "author: Required"],
    [
      "a blank field",
      (text: string) => text.replace('title: "A title"', 'title: ""'),
      "title: Required",
    ],
    ["an unknown kind", (text: string) => text.replace("kind: kb", "kind: news"), "kind: "],
    [
      "an unknown category",
      (text: string) => text.replace("category: audits", "category: misc"),
      "category: ",
    ],
    [
      "a bad date",
      (text: string) => text.replace("published: 2025-03-04", "published: March 4th"),
      "published: ",
    ],
    [
      "a fractional reading time",
      (text: string) => text.replace("reading_minutes: 4", "reading_minutes: 4.5"),
      "reading_minutes: ",
    ],
    ["no tags", (text: string) => text.replace(/^tags: .*\n/m, "tags: []\n"), "tags: "],
    [
      "a video without media",
      (text: string) => text.replace("format: standard", "format: youtube"),
      "media: A youtube post needs media {provider, title, duration}",
    ],
    [
      "a slider without slides",
      (text: string) =>
        text.replace(
          "format: standard",
          'format: slider\nmedia: {provider: x, title: y, duration: "1:00"}',
        ),
      "media: A slider post needs media {slides: [...]}",
    ],
    [
      "a stub body",
      (text: string) => text.replace(/\n\nA body[^]*$/, "\n\nToo short.\n"),
      "body: ",
    ],
    ["no front matter", (text: string) => text.replace(/^---\n/, ""), "no front matter"],
    [
      "broken YAML",
      (text: string) => text.replace("kind: kb", "kind: [kb"),
      "front matter is not valid YAML",
    ],
  ])("refuses a file with %s, naming the file and the field", (_name, change, message) => {
    expect(() => parsePostFile("broken.md", change(validFile))).toThrow(`broken.md: ${message}`);
  });

  it("refuses the whole folder when any file is bad or two files share a slug", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "fleetward-posts-bad-"));
    try {
      await cp(fixturePostsDir, dir, { recursive: true });
      await writeFile(path.join(dir, "copy.md"), validFile);
      await writeFile(path.join(dir, "copy-again.md"), validFile);
      await writeFile(path.join(dir, "half-written.md"), "---\ntitle: Draft\n---\n");
      const error = await loadPostSources(dir).then(
        () => undefined,
        (reason: unknown) => reason as Error,
      );
      expect(error?.message).toContain(`Post content in ${dir} is invalid`);
      expect(error?.message).toContain('copy.md: slug: "a-title" is also used by copy-again.md');
      expect(error?.message).toMatch(/half-written\.md: slug: Required; kind: .*author: Required/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases)("seeding posts on $name", (testDatabase) => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase.open();
    await database.migrate();
  });
  afterEach(() => database.close());

  const kindCount = async (kind: "blog" | "kb") => {
    const [row] = await database.orm.select({ n: count() }).from(posts).where(eq(posts.kind, kind));
    return row?.n ?? 0;
  };

  it("seeds the shipped articles: at least 30 blog posts and 25 knowledge-base articles", async () => {
    const first = await seedPosts(database.orm, defaultPostsContentDir, silent);
    expect(first.updated).toBe(0);
    expect(await kindCount("blog")).toBeGreaterThanOrEqual(30);
    expect(await kindCount("kb")).toBeGreaterThanOrEqual(25);

    const again = await seedPosts(database.orm, defaultPostsContentDir, silent);
    expect(again).toEqual({ added: 0, updated: 0, unchanged: first.added });
  });

  it("writes nothing when a file is invalid", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "fleetward-posts-bad-"));
    try {
      await cp(fixturePostsDir, dir, { recursive: true });
      const file = path.join(dir, "inventory-basics.md");
      await writeFile(file, (await readFile(file, "utf8")).replace(/^excerpt: .*\n/m, ""));
      await expect(seedPosts(database.orm, dir, silent)).rejects.toThrow(
        "inventory-basics.md: excerpt: Required",
      );
      const [row] = await database.orm.select({ n: count() }).from(posts);
      expect(row?.n).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps ids stable and updates tags when an article changes", async () => {
    await seedPosts(database.orm, fixturePostsDir, silent);
    const [before] = await database.orm
      .select()
      .from(posts)
      .where(eq(posts.slug, "leaver-checklist"));

    const dir = await mkdtemp(path.join(tmpdir(), "fleetward-posts-edit-"));
    try {
      await cp(fixturePostsDir, dir, { recursive: true });
      const file = path.join(dir, "leaver-checklist.md");
      await writeFile(
        file,
        (await readFile(file, "utf8")).replace(
          "tags: [offboarding, mdm]",
          "tags: [offboarding, hr]",
        ),
      );
      expect(await seedPosts(database.orm, dir, silent)).toEqual({
        added: 0,
        updated: 1,
        unchanged: 11,
      });
      const [after] = await database.orm
        .select()
        .from(posts)
        .where(eq(posts.slug, "leaver-checklist"));
      expect(after?.id).toBe(before?.id);
      expect(after?.createdAt).toEqual(before?.createdAt);
      expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
      const tags = await database.orm
        .select({ slug: postTags.slug })
        .from(postTagLinks)
        .innerJoin(postTags, eq(postTags.id, postTagLinks.tagId))
        .where(eq(postTagLinks.postId, after?.id ?? 0))
        .orderBy(postTags.slug);
      expect(tags.map((tag) => tag.slug)).toEqual(["hr", "offboarding"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
