import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  invoices,
  paymentMethods,
  sessions,
  socialLinks,
  trials,
  users,
  workspaces,
} from "../../../db/schema.ts";
import { clientAddressSeries, movableClock } from "../../../test-support/accounts.ts";
import { signedUpCustomer, signIn, type Customer } from "../../../test-support/customers.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { describeUserAgent } from "./account-service.ts";

const firefoxOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0";

describe("describeUserAgent", () => {
  it("names common browsers and systems, and nothing it does not know", () => {
    expect(describeUserAgent(firefoxOnWindows)).toEqual({ browser: "Firefox", system: "Windows" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
      ),
    ).toEqual({ browser: "Safari", system: "macOS" });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
  });
});

describe.each(testDatabases)("account API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  const nextClient = clientAddressSeries(0xacc);
  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const call = (
    headers: Record<string, string>,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers,
      remoteAddress: nextClient(),
      ...(payload ? { payload } : {}),
    });

  describe("social links", () => {
    const empty = { website: null, linkedin: null, github: null, x: null, mastodon: null };

    it("saves https links on the right hosts and removes empty ones", async () => {
      const customer = await signedUpCustomer(app);
      expect((await call(customer.headers, "GET", "/api/user/me/social")).json()).toEqual(empty);
      const links = {
        website: "https://keller-it.de",
        linkedin: "https://www.linkedin.com/in/maria-keller",
        github: "https://github.com/mkeller",
        x: "https://x.com/mkeller_it",
        mastodon: "https://mastodon.social/@mkeller",
      };
      const saved = await call(customer.headers, "PUT", "/api/user/me/social", links);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(links);
      const cleared = await call(customer.headers, "PUT", "/api/user/me/social", {
        ...links,
        github: "",
        x: null,
      });
      expect(cleared.json()).toEqual({ ...links, github: null, x: null });
      const [row] = await app.db.orm
        .select()
        .from(socialLinks)
        .where(eq(socialLinks.userId, customer.id));
      expect(row?.github).toBeNull();
    });

    it("refuses plain http, wrong hosts and non-URLs, naming the field, and stores nothing", async () => {
      const customer = await signedUpCustomer(app);
      const cases: [object, string][] = [
        [{ website: "http://keller-it.de" }, "website: Use an https:// address"],
        [
          { linkedin: "https://linkedin.evil.example/in/x" },
          "linkedin: Enter a LinkedIn address (linkedin.com)",
        ],
        [{ github: "https://gitlab.com/mkeller" }, "github: Enter a GitHub address (github.com)"],
        [{ x: "javascript:alert(1)" }, "x: Use an https:// address"],
        [{ website: "keller-it.de" }, "website: Enter a full address starting with https://"],
        [
          { mastodon: "https://mastodon.social/about" },
          "mastodon: Enter your profile address, such as https://mastodon.social/@name",
        ],
      ];
      for (const [links, detail] of cases) {
        const response = await call(customer.headers, "PUT", "/api/user/me/social", links);
        expect(response.statusCode, detail).toBe(422);
        expect(response.json().detail).toBe(detail);
      }
      expect((await call(customer.headers, "GET", "/api/user/me/social")).json()).toEqual(empty);
      expect((await call({}, "PUT", "/api/user/me/social", {})).statusCode).toBe(401);
    });
  });

  describe("details", () => {
    it("changes the names and the e-mail language", async () => {
      const customer = await signedUpCustomer(app);
      const response = await call(customer.headers, "PUT", "/api/user/me/details", {
        first_name: " Maria ",
        last_name: "Keller",
        locale: "de",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ first_name: "Maria", last_name: "Keller" });
      const [row] = await app.db.orm.select().from(users).where(eq(users.id, customer.id));
      expect(row?.locale).toBe("de");
      const bad = await call(customer.headers, "PUT", "/api/user/me/details", {
        first_name: "x".repeat(81),
        last_name: null,
        locale: "xx",
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail).toMatch(/^first_name: .*; locale: /);
    });
  });

  describe("sessions", () => {
    it("lists live sessions with browser and system, marks the current one, revokes another", async () => {
      const customer = await signedUpCustomer(app);
      time.advance(60_000);
      const other = await signIn(app, customer.email, customer.password, firefoxOnWindows);
      const list = (await call(customer.headers, "GET", "/api/user/me/sessions")).json().items;
      expect(list).toHaveLength(2);
      const current = list.find((item: { current: boolean }) => item.current);
      const firefox = list.find((item: { browser: string }) => item.browser === "Firefox");
      expect(current).toMatchObject({ browser: "Chrome", system: "Linux" });
      expect(firefox).toMatchObject({ system: "Windows", current: false });

      const revoked = await call(customer.headers, "DELETE", `/api/user/me/sessions/${firefox.id}`);
      expect(revoked.statusCode).toBe(204);
      const me = await call({ authorization: `Bearer ${other}` }, "GET", "/api/user/me/details");
      expect(me.statusCode).toBe(401);
      expect(
        (await call(customer.headers, "GET", "/api/user/me/sessions")).json().items,
      ).toHaveLength(1);
      expect(
        (await call(customer.headers, "DELETE", `/api/user/me/sessions/${firefox.id}`)).statusCode,
      ).toBe(404);
    });

    it("never lists or revokes another customer's session", async () => {
      const alice = await signedUpCustomer(app, "alice");
      const bob = await signedUpCustomer(app, "bob");
      const [aliceSession] = (await call(alice.headers, "GET", "/api/user/me/sessions")).json()
        .items;
      const bobList = (await call(bob.headers, "GET", "/api/user/me/sessions")).json().items;
      expect(bobList.map((item: { id: string }) => item.id)).not.toContain(aliceSession.id);
      const attempt = await call(bob.headers, "DELETE", `/api/user/me/sessions/${aliceSession.id}`);
      expect(attempt.statusCode).toBe(404);
      expect((await call(alice.headers, "GET", "/api/user/me/details")).statusCode).toBe(200);
      const [row] = await app.db.orm
        .select()
        .from(sessions)
        .where(eq(sessions.id, aliceSession.id));
      expect(row?.revokedAt).toBeNull();
    });
  });

  describe("deleting the account", () => {
    async function withWorkspaceAndBilling(customer: Customer) {
      const now = time.clock();
      const [trial] = await app.db.orm
        .insert(trials)
        .values({
          userId: customer.id,
          status: "active",
          companyName: "Nordlicht Logistik AG",
          appName: "Nordlicht Assets",
          appDomain: `nordlicht-${customer.id.slice(0, 8)}`,
          companyEmail: customer.email,
          phone: "+49 40 555 0101",
          streetAddress: "Am Sandtorkai 5",
          building: "A",
          postalCode: "20457",
          city: "Hamburg",
          country: "DE",
          firstName: "Jonas",
          lastName: "Brandt",
          title: "Mr",
          position: "IT Lead",
          department: "IT Operations",
          requestedAt: now,
          updatedAt: now,
        })
        .returning();
      await app.db.orm.insert(workspaces).values({
        trialId: trial!.id,
        appDomain: trial!.appDomain,
        name: trial!.appName,
        ownerUserId: customer.id,
        createdAt: now,
      });
      await call(customer.headers, "POST", "/api/customer/payment-methods", {
        holder: "Jonas Brandt",
        number: "4242424242424242",
        exp_month: 12,
        exp_year: 2030,
        cvc: "123",
      });
      const upgrade = await call(customer.headers, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(upgrade.statusCode, upgrade.body).toBe(201);
      return upgrade.json().invoice.id as string;
    }

    it("refuses a wrong password and keeps everything", async () => {
      const customer = await signedUpCustomer(app);
      const response = await call(customer.headers, "POST", "/api/user/me/delete", {
        password: "not-my-password",
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe("password: The password is not correct");
      expect((await call(customer.headers, "GET", "/api/user/me/details")).statusCode).toBe(200);
      expect((await call({}, "POST", "/api/user/me/delete", { password: "x" })).statusCode).toBe(
        401,
      );
    });

    it("deletes the account and personal data, keeps the invoice detached, and ends every session", async () => {
      const customer = await signedUpCustomer(app);
      const bystander = await signedUpCustomer(app);
      const invoiceId = await withWorkspaceAndBilling(customer);
      await call(customer.headers, "PUT", "/api/user/me/social", {
        github: "https://github.com/jbrandt",
      });

      const response = await call(customer.headers, "POST", "/api/user/me/delete", {
        password: customer.password,
      });
      expect(response.statusCode).toBe(204);

      expect(await app.db.orm.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
      expect(
        await app.db.orm
          .select()
          .from(paymentMethods)
          .where(eq(paymentMethods.userId, customer.id)),
      ).toEqual([]);
      expect(await app.db.orm.select().from(trials).where(eq(trials.userId, customer.id))).toEqual(
        [],
      );
      expect(
        await app.db.orm.select().from(workspaces).where(eq(workspaces.ownerUserId, customer.id)),
      ).toEqual([]);
      expect(
        await app.db.orm.select().from(socialLinks).where(eq(socialLinks.userId, customer.id)),
      ).toEqual([]);
      const [invoice] = await app.db.orm.select().from(invoices).where(eq(invoices.id, invoiceId));
      expect(invoice?.userId).toBeNull();

      expect((await call(customer.headers, "GET", "/api/user/me/details")).statusCode).toBe(401);
      const login = await app.inject({
        method: "POST",
        url: "/api/customer/auth/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          username: customer.email,
          password: customer.password,
        }).toString(),
        remoteAddress: nextClient(),
      });
      expect(login.statusCode).toBe(401);
      expect((await call(bystander.headers, "GET", "/api/user/me/details")).statusCode).toBe(200);
    });
  });
});
