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
import {
  operatorCredentials,
  signedInOperator,
  signedUpCustomer,
  validTrial,
  type Client,
} from "./test-helpers.ts";

const create = "/api/customer/trial/create";

describe.each(testDatabases)("trial API on $name", (database) => {
  let app: FastifyInstance;
  let operator: Client;

  beforeAll(async () => {
    // A step delay keeps approved trials from finishing before a test looks at them.
    app = await createTestApp(database, {
      config: { ...operatorCredentials, trialDeployStepDelayMs: 50 },
    });
    operator = await signedInOperator(app);
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
      const customer = await signedUpCustomer(app);
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
      const customer = await signedUpCustomer(app);
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
        const customer = await signedUpCustomer(app);
        const before = await rowCount(app, trials);
        const response = await customer.post(create, validTrial({ [field]: value }));
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().detail).toMatch(detail);
        expect(await rowCount(app, trials)).toBe(before);
        expect(await storedTrialOf(customer.email)).toBeUndefined();
      },
    );

    it("names every missing required field, and refuses unknown ones", async () => {
      const customer = await signedUpCustomer(app);
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
      const customer = await signedUpCustomer(app);
      const first = await customer.post(create, validTrial());
      expect(first.statusCode).toBe(201);
      const second = await customer.post(create, validTrial());
      expect(second.statusCode).toBe(409);
      expect(second.json().detail).toMatch(/already has a trial/);
      expect((await storedTrialOf(customer.email))?.id).toBe(first.json().id);
    });

    it("answers 409 naming app_domain when another account holds the address", async () => {
      const owner = await signedUpCustomer(app);
      const request = validTrial();
      expect((await owner.post(create, request)).statusCode).toBe(201);

      const other = await signedUpCustomer(app);
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
      const owner = await signedUpCustomer(app);
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
      const alice = await signedUpCustomer(app, "alice");
      const bob = await signedUpCustomer(app, "bob");
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

  describe("operator console", () => {
    it("is closed to customers (403) and to anonymous callers (401)", async () => {
      const customer = await signedUpCustomer(app);
      const own = (await customer.post(create, validTrial())).json();

      for (const [method, url] of [
        ["GET", "/api/admin/trials"],
        ["GET", `/api/admin/trials/${own.id}`],
        ["POST", `/api/admin/trials/${own.id}/approve`],
        ["POST", `/api/admin/trials/${own.id}/reject`],
      ] as const) {
        const asCustomer =
          method === "GET"
            ? await customer.get(url)
            : await customer.post(url, { reason: "Looks fine to me" });
        expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
        const anonymous = await app.inject({ method, url });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
      // A customer cannot approve even their own request.
      expect((await storedTrialOf(customer.email))?.status).toBe("pending_approval");
    });

    it("lists trials with status filter and search, and shows one with its audit trail", async () => {
      const customer = await signedUpCustomer(app);
      const marker = `zephyr-${Date.now().toString(36)}`;
      const created = (
        await customer.post(create, validTrial({ company_name: `Zephyr Logistics ${marker}` }))
      ).json();

      const found = (await operator.get(`/api/admin/trials?q=${marker}`)).json();
      expect(found.total).toBe(1);
      expect(found.items[0]).toMatchObject({
        id: created.id,
        status: "pending_approval",
        requester_email: customer.email,
        contact_name: "Hanna Krüger",
      });
      const byEmail = (
        await operator.get(`/api/admin/trials?q=${encodeURIComponent(customer.email)}`)
      ).json();
      expect(byEmail.items.map((item: { id: string }) => item.id)).toEqual([created.id]);
      const rejectedOnly = (
        await operator.get(`/api/admin/trials?status=rejected&q=${marker}`)
      ).json();
      expect(rejectedOnly.total).toBe(0);
      expect((await operator.get("/api/admin/trials?status=sleeping")).statusCode).toBe(422);

      const detail = (await operator.get(`/api/admin/trials/${created.id}`)).json();
      expect(detail.trial).toMatchObject({ id: created.id, requester_email: customer.email });
      expect(detail.audit).toEqual([
        expect.objectContaining({
          action: "trial.requested",
          to_status: "pending_approval",
          actor: customer.email,
        }),
      ]);
      expect(
        (await operator.get("/api/admin/trials/00000000-0000-4000-8000-000000000000")).statusCode,
      ).toBe(404);
      expect((await operator.get("/api/admin/trials/not-a-uuid")).statusCode).toBe(422);
    });

    it("rejects with a reason the customer reads; a second decision is a 409", async () => {
      const customer = await signedUpCustomer(app);
      const created = (await customer.post(create, validTrial())).json();
      const url = `/api/admin/trials/${created.id}`;

      expect((await operator.post(`${url}/reject`, { reason: "no" })).statusCode).toBe(422);
      const reason = "We could not verify the company; please use your work e-mail address.";
      const rejected = await operator.post(`${url}/reject`, { reason });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().trial).toMatchObject({ status: "rejected", rejection_reason: reason });
      expect(rejected.json().audit.at(-1)).toMatchObject({
        action: "trial.rejected",
        from_status: "pending_approval",
        to_status: "rejected",
        actor: operatorCredentials.operatorEmail,
      });

      expect((await customer.get("/api/customer/trial")).json().trial).toMatchObject({
        status: "rejected",
        rejection_reason: reason,
      });
      const again = await operator.post(`${url}/approve`);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(/cannot move to "approved"/);
      expect((await operator.post(`${url}/reject`, { reason })).statusCode).toBe(409);

      const mails = await app.db.orm
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, customer.email));
      const rejectionMail = mails.find((mail) => mail.template === "trial-rejected");
      expect(rejectionMail?.text).toContain(reason);
    });

    it("approves a pending trial once; approving again is a 409", async () => {
      const customer = await signedUpCustomer(app);
      const created = (await customer.post(create, validTrial())).json();
      const approved = await operator.post(`/api/admin/trials/${created.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(["approved", "deploying", "active"]).toContain(approved.json().trial.status);
      expect((await operator.post(`/api/admin/trials/${created.id}/approve`)).statusCode).toBe(409);
    });
  });

  describe("notification preferences", () => {
    it("skips the e-mail when trial e-mails are off, but keeps the in-app notice", async () => {
      const customer = await signedUpCustomer(app);
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

  describe("with TRIAL_AUTO_APPROVE", () => {
    it("approves a request as it arrives and starts its deployment", async () => {
      const autoApp = await createTestApp(database, {
        config: { trialAutoApprove: true, trialDeployStepDelayMs: 200 },
      });
      try {
        const customer = await signedUpCustomer(autoApp);
        const response = await customer.post(create, validTrial());
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().status).toBe("approved");
        const audit = await autoApp.db.orm
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.entityId, response.json().id), eq(auditLog.action, "trial.approved")),
          );
        expect(audit[0]).toMatchObject({ actorUserId: null, details: { automatic: true } });
      } finally {
        await autoApp.close();
      }
    });
  });
});
