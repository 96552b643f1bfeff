import type {
  ForumCategory,
  ForumReply,
  ForumTopicDetail,
  ForumTopicListResponse,
} from "@fleetward/contracts/forums";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutes } from "../../../lib/clock.ts";
import { newAccount, movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { nextClientAddress } from "../../../test-support/form-endpoint-cases.ts";
import { signInTwoStep } from "../../../test-support/customers.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { forumTopicSources } from "./content.ts";
import { postingLimit } from "./service.ts";

const operator = { email: "ops@fleetward.example", password: "Operator-Secret-42" };

describe.each(testDatabases)("forums API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date("2026-03-02T09:00:00.000Z"));
  let member: { token: string; username: string };
  let operatorToken: string;

  const signIn = async (email: string, password: string) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/customer/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ username: email, password }).toString(),
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ access_token: string }>().access_token;
  };
  const newMember = async () => {
    const account = newAccount("forum");
    const registered = await app.inject({
      method: "POST",
      url: "/api/customer/auth/register",
      payload: account,
      remoteAddress: nextClientAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    return { token: await signIn(account.email, account.password), username: account.username };
  };

  beforeAll(async () => {
    app = await createTestApp(database, {
      clock: time.clock,
      config: { operatorEmail: operator.email, operatorPassword: operator.password },
    });
    member = await newMember();
    operatorToken = await signInTwoStep(app, operator.email, operator.password);
  });
  afterAll(() => app.close());

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const get = (url: string, token?: string) =>
    app.inject({ method: "GET", url, headers: auth(token) });
  const post = (url: string, payload: object | undefined, token?: string) =>
    app.inject({
      method: "POST",
      url,
      headers: auth(token),
      remoteAddress: nextClientAddress(),
      ...(payload ? { payload } : {}),
    });
  const topics = async (query = "", token?: string) => {
    const response = await get(`/api/forums/topics${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ForumTopicListResponse>();
  };
  const thread = async (id: number, token?: string) => {
    const response = await get(`/api/forums/topics/${id}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ForumTopicDetail>();
  };
  const newTopic = (token?: string, overrides: Record<string, unknown> = {}) =>
    post(
      "/api/forums/topics",
      {
        category: "getting-started",
        title: "Jamf Pro connector shows fewer Macs than Jamf itself",
        body: "Jamf lists 412 computers, Fleetward shows 398 after the first sync. Where are the other 14?",
        ...overrides,
      },
      token,
    );

  it("lists the categories in order with visible topic and reply counts", async () => {
    const categories = (await get("/api/forums/categories")).json<ForumCategory[]>();
    expect(categories.map((category) => category.slug)).toEqual([
      "getting-started",
      "device-security",
      "mobile-byod",
      "lifecycle",
      "compliance",
      "integrations",
    ]);
    const byod = categories.find((category) => category.slug === "mobile-byod");
    expect(byod).toMatchObject({ topic_count: 1, reply_count: 6 });
  });

  it("lists seeded topics by latest activity with reply counts, per category and in pages", async () => {
    const all = await topics();
    expect(all.total).toBe(forumTopicSources.length);
    const activity = all.items.map((topic) => topic.last_activity_at);
    expect(activity).toEqual([...activity].sort().reverse());
    const byod = all.items.find((topic) => topic.title.startsWith("Best way to track BYOD"));
    expect(byod).toMatchObject({
      reply_count: 6,
      last_activity_at: "2025-06-04T16:42:00.000Z",
      author: { name: "jkowalski", role: "IT Manager · 140 employees", is_member: false },
      category: { slug: "mobile-byod" },
      hidden: false,
    });

    const compliance = await topics("?category=compliance");
    expect(compliance.items.map((topic) => topic.category.slug)).toEqual([
      "compliance",
      "compliance",
    ]);
    const page2 = await topics("?page=2&page_size=3");
    expect(page2.items.map((topic) => topic.id)).toEqual(all.items.slice(3, 6).map((t) => t.id));
    const beyond = await topics("?page=99");
    expect(beyond).toMatchObject({ items: [], total: forumTopicSources.length });
  });

  it("answers 404 for an unknown category or topic, 422 for malformed parameters", async () => {
    expect((await get("/api/forums/topics?category=gardening")).statusCode).toBe(404);
    expect((await get("/api/forums/topics/999999")).statusCode).toBe(404);
    for (const url of [
      "/api/forums/topics?page=0",
      "/api/forums/topics?page_size=500",
      "/api/forums/topics/abc",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
    }
  });

  it("shows a thread with its replies, oldest first", async () => {
    const { items } = await topics("?category=mobile-byod");
    const detail = await thread(items[0]?.id ?? 0);
    expect(detail.body).toMatch(/^We are a 140-person engineering consultancy/);
    expect(detail.replies.map((reply) => reply.author.name)).toEqual([
      "meera.it",
      "tobias_h",
      "jkowalski",
      "meera.it",
      "Priya Raman",
      "sarah.ops",
    ]);
  });

  it("refuses posting without a session (401), and validates what a member posts (422)", async () => {
    expect((await newTopic()).statusCode).toBe(401);
    expect((await post("/api/forums/topics/1/replies", { body: "Same here" })).statusCode).toBe(
      401,
    );
    expect((await newTopic("not-a-real-token")).statusCode).toBe(401);

    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: "" }, /^title: /],
      [{ title: "x".repeat(161) }, /^title: Too big/],
      [{ body: "too short" }, /^body: Too small/],
      [{ body: "b".repeat(10_001) }, /^body: Too big/],
      [{ category: "gardening" }, /^category: No forum category gardening/],
      [{ extra: 1 }, /Unrecognized key/],
    ];
    for (const [overrides, detail] of cases) {
      const response = await newTopic(member.token, overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().detail).toMatch(detail);
    }
    const reply = await post("/api/forums/topics/1/replies", { body: " " }, member.token);
    expect(reply.statusCode).toBe(422);
  });

  it("lets a member start a topic and reply; the reply moves the topic to the top", async () => {
    const created = await newTopic(member.token);
    expect(created.statusCode, created.body).toBe(201);
    const topic = created.json<ForumTopicDetail>();
    expect(topic).toMatchObject({
      title: "Jamf Pro connector shows fewer Macs than Jamf itself",
      author: { name: member.username, role: null, is_member: true },
      created_at: time.clock().toISOString(),
      reply_count: 0,
      replies: [],
    });

    time.advance(minutes(5));
    const other = await newMember();
    const replied = await post(
      `/api/forums/topics/${topic.id}/replies`,
      { body: "Check for Macs that are unmanaged in Jamf: the connector skips them." },
      other.token,
    );
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json<ForumReply>()).toMatchObject({
      topic_id: topic.id,
      author: { name: other.username, is_member: true },
      hidden: false,
    });

    const { items } = await topics();
    expect(items[0]).toMatchObject({
      id: topic.id,
      reply_count: 1,
      last_activity_at: time.clock().toISOString(),
    });
    expect((await thread(topic.id)).replies.map((reply) => reply.body)).toEqual([
      "Check for Macs that are unmanaged in Jamf: the connector skips them.",
    ]);
  });

  it("stores bodies as plain text, verbatim", async () => {
    const body = "<script>alert(1)</script> & **bold**\n\nSecond paragraph.";
    const response = await newTopic(member.token, { title: "Markup in a post", body });
    expect(response.json<ForumTopicDetail>().body).toBe(body);
  });

  it("lets only operators hide; hidden posts disappear for everyone else", async () => {
    const topic = (
      await newTopic(member.token, { title: "A topic to hide soon" })
    ).json<ForumTopicDetail>();
    const reply = (
      await post(
        `/api/forums/topics/${topic.id}/replies`,
        { body: "Buy cheap licences here" },
        member.token,
      )
    ).json<ForumReply>();

    expect((await post(`/api/forums/replies/${reply.id}/hide`, undefined)).statusCode).toBe(401);
    const forbidden = await post(`/api/forums/replies/${reply.id}/hide`, undefined, member.token);
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await post(`/api/forums/replies/999999/hide`, undefined, operatorToken)).statusCode,
    ).toBe(404);

    const hidden = await post(`/api/forums/replies/${reply.id}/hide`, undefined, operatorToken);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ id: reply.id, hidden: true });
    expect((await thread(topic.id, member.token)).replies).toEqual([]);
    expect((await thread(topic.id)).reply_count).toBe(0);
    const asOperator = await thread(topic.id, operatorToken);
    expect(asOperator.replies).toMatchObject([{ id: reply.id, hidden: true }]);

    expect(
      (await post(`/api/forums/topics/${topic.id}/hide`, undefined, member.token)).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/forums/topics/${topic.id}/hide`, undefined, operatorToken)).statusCode,
    ).toBe(200);
    // Idempotent.
    expect(
      (await post(`/api/forums/topics/${topic.id}/hide`, undefined, operatorToken)).statusCode,
    ).toBe(200);
    expect((await get(`/api/forums/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await get(`/api/forums/topics/${topic.id}`, member.token)).statusCode).toBe(404);
    expect((await topics()).items.some((item) => item.id === topic.id)).toBe(false);
    expect(
      (await topics("", operatorToken)).items.find((item) => item.id === topic.id),
    ).toMatchObject({
      hidden: true,
    });
    const late = await post(
      `/api/forums/topics/${topic.id}/replies`,
      { body: "Anyone?" },
      member.token,
    );
    expect(late.statusCode).toBe(404);
  });

  it(`limits each person to ${postingLimit.posts} posts in 10 minutes (429)`, async () => {
    time.advance(minutes(60));
    const poster = await newMember();
    const [seeded] = (await topics()).items;
    for (let i = 0; i < postingLimit.posts; i++) {
      const response = await post(
        `/api/forums/topics/${seeded?.id}/replies`,
        { body: `Reply ${i}` },
        poster.token,
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await post(
      `/api/forums/topics/${seeded?.id}/replies`,
      { body: "One more" },
      poster.token,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("600");
    expect((await newTopic(poster.token)).statusCode).toBe(429);

    time.advance(minutes(11));
    const later = await post(
      `/api/forums/topics/${seeded?.id}/replies`,
      { body: "Later" },
      poster.token,
    );
    expect(later.statusCode).toBe(201);
  });
});
