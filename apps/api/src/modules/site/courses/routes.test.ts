import type {
  CourseDetail,
  CourseListResponse,
  CourseTopicCount,
} from "@fleetward/contracts/courses";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { courseSources } from "./content.ts";
import { seedCourses } from "./seed.ts";

const silent = { info: () => undefined };

describe.each(testDatabases)("courses API on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  const list = async (query = "") => {
    const response = await get(`/api/courses${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CourseListResponse>();
  };
  const slugs = (body: CourseListResponse) => body.items.map((item) => item.slug);

  it("lists the seeded catalogue in order, featured course first, with lesson totals", async () => {
    const body = await list();
    expect(body.total).toBe(courseSources.length);
    expect(slugs(body)).toEqual(courseSources.map((course) => course.slug));
    const first = body.items[0];
    const source = courseSources[0];
    const lessons = source?.syllabus.flatMap((module) => module.lessons) ?? [];
    expect(first).toMatchObject({
      slug: "asset-management-fundamentals",
      level: "beginner",
      topic: { slug: "asset-inventory", name: "Asset inventory" },
      lesson_count: lessons.length,
      duration_minutes: lessons.reduce((sum, [, minutes]) => sum + minutes, 0),
      instructor: { name: "Marcus Reyes" },
    });
  });

  it("filters by level, topic and words, combined with AND", async () => {
    const advanced = await list("?level=advanced");
    expect(advanced.items.length).toBeGreaterThan(0);
    expect(advanced.items.every((course) => course.level === "advanced")).toBe(true);
    expect(advanced.total).toBe(courseSources.filter((c) => c.level === "advanced").length);

    const compliance = await list("?topic=compliance&level=beginner");
    expect(slugs(compliance)).toEqual(["quarterly-device-attestation"]);

    expect(slugs(await list("?q=encryption%20patching"))).toEqual(["securing-endpoints"]);
    expect(slugs(await list("?q=ISO"))).toContain("iso-27001-for-it-teams");
    expect((await list("?q=zebra")).total).toBe(0);
  });

  it("pages, and a page past the end answers no items and the real total", async () => {
    const page2 = await list("?page=2&page_size=3");
    expect(slugs(page2)).toEqual(courseSources.slice(3, 6).map((course) => course.slug));
    expect(page2).toMatchObject({ page: 2, page_size: 3, total: courseSources.length });
    const beyond = await list("?page=50&page_size=3");
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(courseSources.length);
  });

  it("answers 422 naming the parameter for bad filters and paging", async () => {
    for (const [query, field] of [
      ["?level=expert", "level"],
      ["?topic=cooking", "topic"],
      ["?page=0", "page"],
      ["?page=abc", "page"],
      ["?page_size=51", "page_size"],
      [`?q=${"a".repeat(201)}`, "q"],
    ] as const) {
      const response = await get(`/api/courses${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("answers one course by id, by slug and as `featured`, with its syllabus in order", async () => {
    const { items } = await list();
    const id = items[1]?.id;
    const byId = (await get(`/api/courses/${id}`)).json<CourseDetail>();
    const bySlug = (await get("/api/courses/securing-endpoints")).json<CourseDetail>();
    expect(byId).toEqual(bySlug);
    expect(byId.syllabus.map((module) => module.title)).toEqual([
      "Baseline",
      "Encryption",
      "Patching and protection",
      "Operating the programme",
    ]);
    expect(byId.syllabus[1]?.lessons.map((lesson) => [lesson.position, lesson.title])).toEqual([
      [1, "BitLocker with TPM and recovery key escrow"],
      [2, "FileVault with institutional recovery"],
    ]);
    expect(byId.syllabus[1]?.minutes).toBe(34);
    expect(byId.outcomes).toHaveLength(4);

    const featured = (await get("/api/courses/featured")).json<CourseDetail>();
    expect(featured.slug).toBe("asset-management-fundamentals");
  });

  it("answers 404 for an unknown course", async () => {
    for (const id of ["999999", "99999999999", "no-such-course"]) {
      const response = await get(`/api/courses/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().detail).toMatch(/^No course with (id|slug) /);
    }
  });

  it("is cacheable: Cache-Control, a strong ETag and 304 when it matches", async () => {
    const first = await get("/api/courses?level=beginner");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=60/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/api/courses?level=beginner", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("lists every topic for the filter, with counts", async () => {
    const topics = (await get("/api/courses/topics")).json<CourseTopicCount[]>();
    expect(topics.map((topic) => topic.slug)).toEqual([
      "asset-inventory",
      "device-security",
      "lifecycle",
      "compliance",
      "licences",
      "incident-response",
    ]);
    expect(topics.find((topic) => topic.slug === "device-security")?.count).toBe(2);
  });

  it("re-seeding is idempotent and rewrites a changed course's syllabus", async () => {
    await seedCourses(app.db.orm, silent);
    expect((await list()).total).toBe(courseSources.length);

    const [first, ...rest] = courseSources;
    if (!first) throw new Error("no courses");
    const changed = {
      ...first,
      syllabus: [
        { title: "Only module", summary: "Short now.", lessons: [["One", 5, "x"]] as const },
      ],
    };
    await seedCourses(app.db.orm, silent, [changed, ...rest]);
    const detail = (await get(`/api/courses/${first.slug}`)).json<CourseDetail>();
    expect(detail.syllabus.map((module) => module.lessons.length)).toEqual([1]);
    expect(detail.duration_minutes).toBe(5);
    await seedCourses(app.db.orm, silent);
  });
});
