import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../../db/schema.ts";
import { movableClock, outboxFor } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";

describe.each(testDatabases)("POST /api/newsletter/subscribe on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
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
    expect(rows[0]).toMatchObject({ locale: "de", confirmedAt: null, status: "pending" });
  });

  it("answers an already subscribed address exactly like a new one", async () => {
    const first = await subscribe({ email: "grace@example.com" }, "203.0.113.2");
    const again = await subscribe({ email: "GRACE@example.com" }, "203.0.113.2");

    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await rowsFor("grace@example.com")).toHaveLength(1);
    // Still pending: a fresh link replaces the first one.
    expect(await outboxFor(app, "grace@example.com")).toHaveLength(2);
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
    expect(missing.json().detail).toMatch(/^email: /);
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

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = "203.0.113.50") =>
    app.inject({ method: "POST", url, payload, remoteAddress });

  /** The token of the link in the newest e-mail to `email` that leads to `param`. */
  async function linkToken(email: string, param: "newsletter_confirm" | "newsletter_unsubscribe") {
    const [mail] = (await outboxFor(app, email)).reverse();
    if (!mail) throw new Error(`no e-mail to ${email}`);
    const urls = `${mail.link} ${mail.text}`.match(/https?:\/\/\S+/g) ?? [];
    for (const url of urls) {
      const token = new URL(url).searchParams.get(param);
      if (token) return token;
    }
    throw new Error(`no ${param} link in the e-mail to ${email}`);
  }

  it("mails a confirmation link in the subscriber's language; the link confirms once", async () => {
    await subscribe({ email: "linus@example.com", locale: "sv" }, "203.0.113.20");
    const [mail] = await outboxFor(app, "linus@example.com");
    expect(mail?.template).toBe("newsletter-confirmation");
    expect(mail?.subject).toBe("Bekräfta din prenumeration på Fleetwards nyhetsbrev");
    expect(mail?.link).toMatch(/\/page-thankyou\?newsletter_confirm=[\w-]{43}$/);
    expect(mail?.text).toMatch(/newsletter_unsubscribe=[\w-]{43}/);

    const token = await linkToken("linus@example.com", "newsletter_confirm");
    // Only a hash is stored.
    const [stored] = await rowsFor("linus@example.com");
    expect(stored?.confirmTokenHash).not.toContain(token);

    const confirmed = await post("/api/newsletter/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    const [row] = await rowsFor("linus@example.com");
    expect(row).toMatchObject({
      status: "confirmed",
      confirmedAt: time.clock(),
      confirmTokenHash: null,
    });

    const reused = await post("/api/newsletter/confirm", { token });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().detail).toMatch(/^This confirmation link is not valid/);
  });

  it("answers a confirmed address like a new one and sends it nothing", async () => {
    await subscribe({ email: "confirmed@example.com" }, "203.0.113.21");
    await post("/api/newsletter/confirm", {
      token: await linkToken("confirmed@example.com", "newsletter_confirm"),
    });
    const again = await subscribe({ email: "confirmed@example.com" }, "203.0.113.21");
    const fresh = await subscribe({ email: "brand-new@example.com" }, "203.0.113.21");

    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(await outboxFor(app, "confirmed@example.com")).toHaveLength(1);
    const [row] = await rowsFor("confirmed@example.com");
    expect(row?.status).toBe("confirmed");
  });

  it("refuses an expired link, and a link replaced by a newer e-mail", async () => {
    await subscribe({ email: "slow@example.com" }, "203.0.113.22");
    const first = await linkToken("slow@example.com", "newsletter_confirm");
    await subscribe({ email: "slow@example.com" }, "203.0.113.22");
    const second = await linkToken("slow@example.com", "newsletter_confirm");
    expect((await post("/api/newsletter/confirm", { token: first })).statusCode).toBe(404);

    time.advance(48 * 3_600_000 + 1);
    expect((await post("/api/newsletter/confirm", { token: second })).statusCode).toBe(404);
    const [row] = await rowsFor("slow@example.com");
    expect(row?.status).toBe("pending");
  });

  it("unsubscribes with the link of the e-mail, twice without error; a new subscription starts over", async () => {
    await subscribe({ email: "leaving@example.com" }, "203.0.113.23");
    await post("/api/newsletter/confirm", {
      token: await linkToken("leaving@example.com", "newsletter_confirm"),
    });
    const token = await linkToken("leaving@example.com", "newsletter_unsubscribe");

    expect((await post("/api/newsletter/unsubscribe", { token })).json()).toEqual({
      unsubscribed: true,
    });
    expect((await post("/api/newsletter/unsubscribe", { token })).statusCode).toBe(200);
    const [row] = await rowsFor("leaving@example.com");
    expect(row?.status).toBe("unsubscribed");

    await subscribe({ email: "leaving@example.com" }, "203.0.113.23");
    const [again] = await rowsFor("leaving@example.com");
    expect(again?.status).toBe("pending");
    expect(await outboxFor(app, "leaving@example.com")).toHaveLength(2);
  });

  it("refuses unknown and malformed tokens", async () => {
    const unknown = await post("/api/newsletter/unsubscribe", { token: "x".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post("/api/newsletter/confirm", { token: "<script>" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toMatch(/^token: /);
  });

  it("accepts a filled-in honeypot with the usual answer, storing and sending nothing", async () => {
    const response = await subscribe(
      { email: "bot@example.com", website: "http://spam.example" },
      "203.0.113.24",
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await rowsFor("bot@example.com")).toHaveLength(0);
    expect(await outboxFor(app, "bot@example.com")).toHaveLength(0);
  });
});
