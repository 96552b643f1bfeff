import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { storyContent } from "./content.ts";
import { seedStories } from "./seed.ts";

describe.each(testDatabases)("customer stories API on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: "GET", url });

  it("lists every story in order, with the categories and their counts", async () => {
    const response = await get("/api/stories");

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public/);
    const body = response.json();
    expect(body.items.map((story: { slug: string }) => story.slug)).toEqual(
      storyContent.map((story) => story.id),
    );
    expect(body.items[0]).toMatchObject({
      id: expect.any(Number),
      slug: "helios-health-partners",
      client: "Helios Health Partners",
      title: "37 idle laptops found in the first week",
      category: { slug: "healthcare-research", name: "Healthcare and research" },
      devices: 860,
      customer_since: "2024",
      tone: "teal",
      cover_image: null,
    });
    expect(body.items[0].results).toHaveLength(3);
    expect(body.items[0].quote.name).toBe("Tom Ashworth");
    const total = body.categories.reduce(
      (sum: number, category: { story_count: number }) => sum + category.story_count,
      0,
    );
    expect(total).toBe(storyContent.length);
  });

  it("filters by category", async () => {
    const response = await get("/api/stories?category=education");

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((story: { slug: string }) => story.slug)).toEqual([
      "brightwater-schools-trust",
      "university-of-eastmoor",
    ]);
    // The filter still gets every category to offer.
    expect(body.categories).toHaveLength(6);
  });

  it("answers 404 for an unknown category and 422 for a malformed one", async () => {
    const unknown = await get("/api/stories?category=astronauts");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('No story category "astronauts"');

    const malformed = await get("/api/stories?category=Not%20a%20slug!");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toMatch(/^category: /);
  });

  it("finds one story by id and by slug, and 404s otherwise", async () => {
    const { items } = (await get("/api/stories")).json();
    const second = items[1];

    const byId = await get(`/api/stories/${second.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(second);

    const bySlug = await get(`/api/stories/${second.slug}`);
    expect(bySlug.json()).toEqual(second);

    for (const missing of ["999999", "no-such-story", "0"]) {
      const response = await get(`/api/stories/${missing}`);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toEqual({ detail: "No such customer story" });
    }
  });

  it("keeps ids stable when the seed runs again", async () => {
    const before = (await get("/api/stories")).body;
    await seedStories(app.db.orm);
    expect((await get("/api/stories")).body).toBe(before);
  });
});
