import type { HelpFaqGroup, HelpGuide, HelpSearchResponse } from "@fleetward/contracts/help";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { excerpt } from "./service.ts";
import { seedHelpCenter } from "./seed.ts";

describe.each(testDatabases)("help centre API on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: "GET", url });
  const search = async (q: string) => {
    const response = await get(`/api/help/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HelpSearchResponse>();
  };

  it("answers the FAQs grouped by category, in order", async () => {
    const groups = (await get("/api/help/faqs")).json<HelpFaqGroup[]>();
    expect(groups.map((group) => group.slug)).toEqual([
      "account",
      "trial",
      "devices",
      "licences",
      "security",
    ]);
    expect(groups[0]?.faqs[0]).toMatchObject({
      slug: "reset-password",
      question: "I forgot my password. How do I reset it?",
    });
  });

  it("answers the guides with their steps and category", async () => {
    const guides = (await get("/api/help/guides")).json<HelpGuide[]>();
    expect(guides[0]).toMatchObject({
      slug: "import-devices-csv",
      category: { slug: "devices", title: "Devices and inventory" },
      minutes: 15,
    });
    expect(guides[0]?.steps.length).toBeGreaterThan(3);
    expect(guides.map((guide) => guide.slug)).toContain("security-policies");
    expect(guides.map((guide) => guide.slug)).not.toContain("attestation-campaign");
  });

  it("finds a FAQ, a guide and a knowledge-base article, typed and linked", async () => {
    const faq = await search("reset password");
    expect(faq.items[0]).toEqual({
      type: "faq",
      title: "I forgot my password. How do I reset it?",
      excerpt: expect.stringMatching(/^Choose "Forgot password\?"/),
      href: "/helpcenter-faqs#reset-password",
    });

    const guide = await search("enrolment secret");
    expect(guide.items).toContainEqual(
      expect.objectContaining({ type: "guide", href: "/helpcenter-guides#enrol-macos" }),
    );

    const kb = await search("recovery keys");
    const article = kb.items.find((item) => item.type === "kb");
    expect(article).toMatchObject({
      title: "Where BitLocker recovery keys should live",
      href: expect.stringMatching(/^\/kb-detail\/\d+$/),
    });
    // Blog posts are not help articles.
    expect(kb.items.every((item) => ["faq", "guide", "kb"].includes(item.type))).toBe(true);
  });

  it("matches word beginnings, ignores punctuation and finds nothing for nonsense", async () => {
    expect((await search("encrypt")).items.length).toBeGreaterThan(0);
    expect((await search("zzqx")).items).toEqual([]);
    expect((await search("!!!")).items).toEqual([]);
  });

  it("answers 422 for an empty or over-long query", async () => {
    for (const url of [
      "/api/help/search",
      "/api/help/search?q=",
      `/api/help/search?q=${"a".repeat(201)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().detail).toMatch(/^q: /);
    }
  });

  it("seeds idempotently", async () => {
    const before = (await get("/api/help/faqs")).body;
    await seedHelpCenter(app.db.orm, { info: () => undefined });
    expect((await get("/api/help/faqs")).body).toBe(before);
  });

  it("cuts long excerpts at a word", () => {
    expect(excerpt("short")).toBe("short");
    const long = excerpt("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(181);
    expect(long.endsWith("word…")).toBe(true);
  });
});
