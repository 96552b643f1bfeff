import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, trials, users } from "../../../db/schema.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { startSession } from "../auth/service.ts";
import { accountByEmail } from "../users/service.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  operatorCredentials,
  signedInOperator,
  signedUpClient,
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

  describe("operator console", () => {
    it("is closed to customers (403) and to anonymous callers (401)", async () => {
      const customer = await signedUpClient(app);
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

    it("needs two-step sign-in: a session of the password alone does not open the console", async () => {
      // Such a session is what the operator has before setting up a second factor.
      const user = await accountByEmail(app.db.orm, operatorCredentials.operatorEmail);
      if (!user) throw new Error("the operator is seeded");
      const client = { ip: "203.0.113.9", userAgent: undefined };
      const session = await startSession(
        { orm: app.db.orm, clock: app.clock },
        user,
        false,
        client,
      );
      const refused = await app.inject({
        method: "GET",
        url: "/api/admin/trials",
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toMatch(/needs two-step sign-in/);
      const own = await app.inject({
        method: "GET",
        url: "/api/user/me/security",
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(own.statusCode).toBe(200); // where the second factor is set up
      expect((await operator.get("/api/admin/trials")).statusCode).toBe(200);
    });

    it("lists trials with status filter and search, and shows one with its audit trail", async () => {
      const customer = await signedUpClient(app);
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
      const customer = await signedUpClient(app);
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
      const customer = await signedUpClient(app);
      const created = (await customer.post(create, validTrial())).json();
      const approved = await operator.post(`/api/admin/trials/${created.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(["approved", "deploying", "active"]).toContain(approved.json().trial.status);
      expect((await operator.post(`/api/admin/trials/${created.id}/approve`)).statusCode).toBe(409);
    });
  });

  describe("with TRIAL_AUTO_APPROVE", () => {
    it("approves a request as it arrives and starts its deployment", async () => {
      const autoApp = await createTestApp(database, {
        config: { trialAutoApprove: true, trialDeployStepDelayMs: 200 },
      });
      try {
        const customer = await signedUpClient(autoApp);
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
