import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  notificationPreferences,
  notifications,
  outbox,
  trials,
  users,
} from "../../../db/schema.ts";
import { rowCount } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { operatorCredentials, signedUpClient, validTrial } from "./test-helpers.ts";

const create = "/api/customer/trial/create";

describe.each(testDatabases)("trial API on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // A step delay keeps approved trials from finishing before a test looks at them.
    app = await createTestApp(database, {
      config: { ...operatorCredentials, trialDeployStepDelayMs: 50 },
    });
  });
  afterAll(() => app.close());

  const storedTrialOf = async (email: string) => {
    const [row] = await app.db.orm
      .select({ trial: trials })
      .from(trials)
      .innerJoin(users, eq(users.id, trials.userId))
      .where(eq(users.email, email));
    return row?.trial;
  };

  describe("POST /api/customer/trial/create", () => {
    it("stores the request in pending_approval and answers 201 with it", async () => {
      const customer = await signedUpClient(app);
      const request = validTrial({ fax: "+49 30 1234568", newsletter: true });
      const response = await customer.post(create, request);

      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        status: "pending_approval",
        company_name: request.company_name,
        app_name: request.app_name,
        app_domain: request.app_domain,
        app_url: `http://${request.app_domain}.localhost:3000`,
        fax: "+49 30 1234568",
        newsletter: true,
        expires_at: null,
        days_left: null,
        workspace: null,
      });
      const stored = await storedTrialOf(customer.email);
      expect(stored).toMatchObject({ id: body.id, status: "pending_approval", country: "DE" });

      const audit = await app.db.orm.select().from(auditLog).where(eq(auditLog.entityId, body.id));
      expect(audit.map((entry) => entry.action)).toEqual(["trial.requested"]);
      const notices = await app.db.orm
        .select()
        .from(notifications)
        .where(eq(notifications.userId, stored?.userId ?? ""));
      expect(notices.map((notice) => notice.kind)).toEqual(["trial.received"]);
      const mails = await app.db.orm
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, customer.email));
      expect(mails.map((mail) => mail.template)).toContain("trial-received");
    });

    it("normalises the address to lower case and the country code to upper case", async () => {
      const customer = await signedUpClient(app);
      const domain = `Mixed-${Date.now().toString(36)}`;
      const response = await customer.post(
        create,
        validTrial({ app_domain: domain, country: "fr" }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ app_domain: domain.toLowerCase(), country: "FR" });
    });

    it("answers 401 without a token, and stores nothing", async () => {
      const before = await rowCount(app, trials);
      const response = await app.inject({ method: "POST", url: create, payload: validTrial() });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe("No auth token found");
      expect(await rowCount(app, trials)).toBe(before);
    });

    const invalid: [string, unknown, RegExp][] = [
      ["company_name", "", /^company_name: /],
      ["company_name", "x".repeat(161), /^company_name: /],
      ["app_name", "   ", /^app_name: /],
      ["app_domain", "ab", /^app_domain: Use 3 to 40/],
      ["app_domain", "-acme", /^app_domain: Use 3 to 40/],
      ["app_domain", "acme-", /^app_domain: Use 3 to 40/],
      ["app_domain", "acme_it", /^app_domain: Use 3 to 40/],
      ["app_domain", "acme.it", /^app_domain: Use 3 to 40/],
      ["app_domain", "a".repeat(41), /^app_domain: /],
      ["app_domain", "www", /^app_domain: This address is reserved/],
      ["app_domain", "admin", /^app_domain: This address is reserved/],
      ["app_domain", "api", /^app_domain: This address is reserved/],
      ["app_domain", "mail", /^app_domain: This address is reserved/],
      ["company_email", "not-an-address", /^company_email: /],
      ["phone", "call me", /^phone: /],
      ["phone", "123", /^phone: /],
      ["fax", "fax-me", /^fax: /],
      ["street_address", "", /^street_address: /],
      ["building", "", /^building: /],
      ["postal_code", "!!", /^postal_code: /],
      ["city", "", /^city: /],
      ["country", "Germany", /^country: Use an ISO 3166-1 alpha-2/],
      ["country", "XX", /^country: Use an ISO 3166-1 alpha-2/],
      ["first_name", "", /^first_name: /],
      ["last_name", "", /^last_name: /],
      ["title", "Sir", /^title: Use one of Mr, Ms, Dr, Prof, Other/],
      ["position", "", /^position: /],
      ["department", "", /^department: /],
      ["newsletter", "yes", /^newsletter: /],
      ["accept_terms", false, /^accept_terms: Accept the trial terms/],
    ];

    it.each(invalid)(
      "answers 422 naming %s (%j) and stores nothing",
      async (field, value, detail) => {
        const customer = await signedUpClient(app);
        const before = await rowCount(app, trials);
        const response = await customer.post(create, validTrial({ [field]: value }));
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().detail).toMatch(detail);
        expect(await rowCount(app, trials)).toBe(before);
        expect(await storedTrialOf(customer.email)).toBeUndefined();
      },
    );

    it("names every missing required field, and refuses unknown ones", async () => {
      const customer = await signedUpClient(app);
      const response = await customer.post(create, {});
      expect(response.statusCode).toBe(422);
      const detail: string = response.json().detail;
      for (const field of [
        "company_name",
        "app_name",
        "app_domain",
        "company_email",
        "phone",
        "street_address",
        "building",
        "postal_code",
        "city",
        "country",
        "first_name",
        "last_name",
        "title",
        "position",
        "department",
        "accept_terms",
      ]) {
        expect(detail).toContain(`${field}:`);
      }
      expect(detail).not.toContain("fax:");
      expect(detail).not.toContain("newsletter:");

      const extra = await customer.post(create, validTrial({ status: "active" }));
      expect(extra.statusCode).toBe(422);
      expect(extra.json().detail).toMatch(/Unrecognized key: "status"/);
    });

    it("answers 409 for a second trial of the account, and keeps the first", async () => {
      const customer = await signedUpClient(app);
      const first = await customer.post(create, validTrial());
      expect(first.statusCode).toBe(201);
      const second = await customer.post(create, validTrial());
      expect(second.statusCode).toBe(409);
      expect(second.json().detail).toMatch(/already has a trial/);
      expect((await storedTrialOf(customer.email))?.id).toBe(first.json().id);
    });

    it("answers 409 naming app_domain when another account holds the address", async () => {
      const owner = await signedUpClient(app);
      const request = validTrial();
      expect((await owner.post(create, request)).statusCode).toBe(201);

      const other = await signedUpClient(app);
      const response = await other.post(create, {
        ...request,
        app_domain: request.app_domain.toUpperCase(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toMatch(/^app_domain: .* is already taken/);
      expect(await storedTrialOf(other.email)).toBeUndefined();
    });
  });

  describe("GET /api/customer/trial/availability", () => {
    it("tells free, taken, reserved and malformed addresses apart", async () => {
      const owner = await signedUpClient(app);
      const request = validTrial();
      await owner.post(create, request);
      const check = async (label: string) =>
        (
          await owner.get(
            `/api/customer/trial/availability?app_domain=${encodeURIComponent(label)}`,
          )
        ).json();

      expect(await check("free-address-7")).toEqual({
        app_domain: "free-address-7",
        available: true,
        reason: null,
      });
      expect(await check(request.app_domain)).toMatchObject({ available: false, reason: "taken" });
      expect(await check("WWW")).toMatchObject({
        app_domain: "www",
        available: false,
        reason: "reserved",
      });
      expect(await check("-x")).toMatchObject({ available: false, reason: "invalid" });
    });

    it("needs a session", async () => {
      const response = await app.inject({
        url: "/api/customer/trial/availability?app_domain=acme",
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("GET /api/customer/trial", () => {
    it("answers null before a request, and only ever the caller's own trial", async () => {
      const alice = await signedUpClient(app, "alice");
      const bob = await signedUpClient(app, "bob");
      expect((await bob.get("/api/customer/trial")).json()).toEqual({
        trial: null,
        app_url_template: "http://{app}.localhost:3000",
      });

      const created = (await alice.post(create, validTrial())).json();
      expect((await alice.get("/api/customer/trial")).json().trial).toMatchObject({
        id: created.id,
        status: "pending_approval",
      });
      expect((await bob.get("/api/customer/trial")).json().trial).toBeNull();
      expect((await app.inject({ url: "/api/customer/trial" })).statusCode).toBe(401);
    });
  });

  describe("notification preferences", () => {
    it("skips the e-mail when trial e-mails are off, but keeps the in-app notice", async () => {
      const customer = await signedUpClient(app);
      const [user] = await app.db.orm.select().from(users).where(eq(users.email, customer.email));
      await app.db.orm
        .insert(notificationPreferences)
        .values({ userId: user?.id ?? "", category: "trial", email: false });

      expect((await customer.post(create, validTrial())).statusCode).toBe(201);
      const mails = await app.db.orm
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, customer.email), eq(outbox.template, "trial-received")));
      expect(mails).toHaveLength(0);
      const notices = await app.db.orm
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user?.id ?? ""));
      expect(notices.map((notice) => notice.kind)).toEqual(["trial.received"]);
    });
  });
});
