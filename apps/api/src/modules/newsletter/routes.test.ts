import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { testDatabases } from "../../test-support/databases.ts";
import { createTestApp } from "../../test-support/test-app.ts";

describe.each(testDatabases)("POST /api/newsletter/subscribe on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  // Each test uses its own client address so the per-IP rate limit stays out of the way.
  const subscribe = (payload: Record<string, unknown>, remoteAddress = "203.0.113.1") =>
    app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload, remoteAddress });

  const rowsFor = (email: string) =>
    app.db.orm
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));

  const rowCount = async () => {
    const [row] = await app.db.orm.select({ n: count() }).from(newsletterSubscriptions);
    return row?.n ?? 0;
  };

  it("subscribes a new address, stored lower-cased with its locale", async () => {
    const response = await subscribe({ email: "Ada.Lovelace@Example.COM", locale: "de" });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ subscribed: true });
    const rows = await rowsFor("ada.lovelace@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: "de", confirmedAt: null });
  });

  it("answers an already subscribed address exactly like a new one", async () => {
    const first = await subscribe({ email: "grace@example.com" }, "203.0.113.2");
    const again = await subscribe({ email: "GRACE@example.com" }, "203.0.113.2");

    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await rowsFor("grace@example.com")).toHaveLength(1);
  });

  it("defaults the locale to English", async () => {
    await subscribe({ email: "no-locale@example.com" }, "203.0.113.3");
    const [row] = await rowsFor("no-locale@example.com");
    expect(row?.locale).toBe("en");
  });

  it("rejects an invalid address with 422 naming the field, and writes nothing", async () => {
    const before = await rowCount();
    const response = await subscribe({ email: "not-an-address" }, "203.0.113.4");

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: "email: Invalid email address" });
    expect(await rowCount()).toBe(before);
  });

  it("writes nothing for a missing address or malformed JSON", async () => {
    const before = await rowCount();
    const missing = await subscribe({ locale: "en" }, "203.0.113.5");
    const malformed = await app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: { "content-type": "application/json" },
      payload: '{"email": "half@example.com"',
      remoteAddress: "203.0.113.5",
    });

    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: "email: Required" });
    expect(malformed.statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("limits each client to 10 requests a minute, then answers 429 with Retry-After", async () => {
    const client = "198.51.100.7";
    for (let i = 0; i < 10; i++) {
      const response = await subscribe({ email: `burst${i}@example.com` }, client);
      expect(response.statusCode).toBe(202);
    }
    const limited = await subscribe({ email: "burst10@example.com" }, client);

    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/^Too many requests; try again in /);
    expect(await rowsFor("burst10@example.com")).toHaveLength(0);
    // Other clients are not affected.
    expect((await subscribe({ email: "other@example.com" }, "198.51.100.8")).statusCode).toBe(202);
  });
});
