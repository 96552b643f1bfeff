import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assets,
  statusLabels,
  auditLog,
  invoices,
  notifications,
  subscriptions,
  trials,
  unreconciledCharges,
  workspaces,
} from "../../../db/schema.ts";
import { days } from "../../../lib/clock.ts";
import { movableClock, outboxFor } from "../../../test-support/accounts.ts";
import { signedUpCustomer } from "../../../test-support/customers.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { invoicePdfAttachment } from "./service.ts";
import { billingRequests, visa } from "./test-support.ts";

describe.each(testDatabases)("billing API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date("2026-03-02T09:00:00.000Z"));
  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());
  const { call, addCard, giveTrial } = billingRequests(() => app, time);

  describe("plans and upgrade", () => {
    it("offers the pricing page's plans from the plans table, with no plan and no card yet", async () => {
      const customer = await signedUpCustomer(app);
      const response = await call(customer, "GET", "/api/customer/billing");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.plan).toEqual({
        kind: "none",
        plan_id: null,
        billing_cycle: null,
        since: null,
        devices: null,
      });
      expect(body.trial).toBeNull();
      const pricing = (await app.inject({ method: "GET", url: "/api/plans" })).json().items;
      expect(body.plans).toEqual(
        pricing.map((plan: { id: string }) => ({
          ...plan,
          purchasable: plan.id === "business",
        })),
      );
      expect(body.plans.map((plan: { id: string }) => plan.id)).toEqual([
        "trial",
        "business",
        "enterprise",
      ]);
      expect(body.plans[1]).toMatchObject({ price_monthly_cents: 400, price_yearly_cents: 4000 });
      expect(body.devices).toEqual({ in_workspace: 0, suggested: 25, min: 5, max: 5000 });
      expect(body.default_payment_method).toBeNull();
      expect(body.test_mode).toBe(true);
    });

    it("suggests the number of assets in the customer's own workspace", async () => {
      const customer = await signedUpCustomer(app);
      const trial = await giveTrial(customer, "active");
      const now = time.clock();
      const [workspace] = await app.db.orm
        .insert(workspaces)
        .values({
          trialId: trial.id,
          appDomain: trial.appDomain,
          name: trial.appName,
          ownerUserId: customer.id,
          createdAt: now,
        })
        .returning();
      const [label] = await app.db.orm
        .insert(statusLabels)
        .values({
          tenantId: workspace!.id,
          name: "Ready",
          kind: "deployable",
          colour: "#2f855a",
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      let tag = 0;
      const asset = (name: string, extra: Partial<typeof assets.$inferInsert> = {}) => ({
        tenantId: workspace!.id,
        name,
        assetTag: `T-${++tag}`,
        statusLabelId: label!.id,
        createdAt: now,
        updatedAt: now,
        ...extra,
      });
      await app.db.orm
        .insert(assets)
        .values([
          ...Array.from({ length: 7 }, (_, index) => asset(`Latitude 7450 #${index + 1}`)),
          asset("Sample MacBook Air", { isSample: true }),
          asset("Sample iPhone 15", { isSample: true }),
          asset("Old ThinkPad T480", { retiredAt: now }),
        ]);
      const body = (await call(customer, "GET", "/api/customer/billing")).json();
      expect(body.devices).toEqual({ in_workspace: 7, suggested: 7, min: 5, max: 5000 });

      // Another customer's workspace does not count.
      const other = (
        await call(await signedUpCustomer(app), "GET", "/api/customer/billing")
      ).json();
      expect(other.devices.in_workspace).toBe(0);
    });

    it("needs a payment method (409), a plan that is for sale and 5–5000 devices (422)", async () => {
      const customer = await signedUpCustomer(app);
      const noCard = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(noCard.statusCode).toBe(409);
      expect(noCard.json().detail).toBe("Add a payment method before choosing a plan");
      await addCard(customer);
      const cases: [object, RegExp][] = [
        [{ plan_id: "platinum" }, /^plan_id: Choose one of the plans on offer/],
        [{ plan_id: "starter" }, /^plan_id: Choose one of the plans on offer/],
        [{ plan_id: "enterprise" }, /^plan_id: The Enterprise plan is quoted on request/],
        [{ plan_id: "trial" }, /^plan_id: The free trial cannot be bought/],
        [{ devices: 4 }, /^devices: Enter a whole number of devices from 5 to 5000/],
        [{ devices: 5001 }, /^devices: Enter a whole number of devices from 5 to 5000/],
        [{ devices: 12.5 }, /^devices: /],
        [{ devices: "25" }, /^devices: /],
        [{ devices: undefined }, /^devices: /],
        [{ billing_cycle: "weekly" }, /^billing_cycle: /],
      ];
      for (const [change, detail] of cases) {
        const payload = { plan_id: "business", billing_cycle: "monthly", devices: 25, ...change };
        const response = await call(customer, "POST", "/api/customer/billing/upgrade", payload);
        expect(response.statusCode, JSON.stringify(change)).toBe(422);
        expect(response.json().detail, JSON.stringify(change)).toMatch(detail);
      }
      expect((await call(customer, "GET", "/api/customer/invoices")).json().items).toEqual([]);
      const subscription = await app.db.orm
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, customer.id));
      expect(subscription).toEqual([]);
      expect(await outboxFor(app, customer.email)).toHaveLength(1); // only the confirmation
    });

    it("buys Business per device without a trial: paid invoice, e-mail, notice and subscription", async () => {
      const customer = await signedUpCustomer(app);
      await addCard(customer);
      const response = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
        invoice: {
          number: expect.stringMatching(/^FW-INV-2026-\d{5}$/),
          status: "paid",
          currency: "EUR",
          subtotal_cents: 40000,
          tax_rate: 19,
          tax_cents: 7600,
          total_cents: 47600,
        },
      });
      const detail = (
        await call(customer, "GET", `/api/customer/invoices/${body.invoice.id}`)
      ).json();
      expect(detail.lines).toEqual([
        {
          description: "Business plan — 10 devices × €40.00 / year",
          quantity: 10,
          unit_price_cents: 4000,
          amount_cents: 40000,
        },
      ]);

      const overview = (await call(customer, "GET", "/api/customer/billing")).json();
      expect(overview.plan).toMatchObject({
        kind: "paid",
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
      });
      const [subscription] = await app.db.orm
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, customer.id));
      expect(subscription).toMatchObject({
        planId: "business",
        billingCycle: "yearly",
        devices: 10,
      });

      const mails = await outboxFor(app, customer.email);
      const invoiceMail = mails.find((mail) => mail.template === "invoice");
      expect(invoiceMail?.subject).toBe(`Your Fleetward invoice ${body.invoice.number}`);
      expect(invoiceMail?.html).toContain("€476.00");
      expect(invoiceMail?.link).toContain(`/user-invoice?id=${body.invoice.id}`);
      // The PDF goes with the e-mail, drawn at delivery: the same document as the download.
      expect(invoiceMail?.attachments).toEqual([{ kind: "invoice-pdf", id: body.invoice.id }]);
      const attached = await invoicePdfAttachment(app.db.orm, body.invoice.id);
      expect(attached?.filename).toBe(`${body.invoice.number}.pdf`);
      expect(attached?.contentType).toBe("application/pdf");
      expect(attached?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(await invoicePdfAttachment(app.db.orm, crypto.randomUUID())).toBeUndefined();

      const [notice] = await app.db.orm
        .select()
        .from(notifications)
        .where(eq(notifications.userId, customer.id));
      expect(notice).toMatchObject({ category: "billing", kind: "invoice.paid" });
      expect(notice?.title).toBe(`Invoice ${body.invoice.number} paid`);

      const again = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
      });
      expect(again.statusCode).toBe(409);
      // More devices is a new purchase.
      const more = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 1200,
      });
      expect(more.statusCode, more.body).toBe(201);
      expect(more.json().invoice).toMatchObject({ subtotal_cents: 4_800_000 });
      const moreDetail = (
        await call(customer, "GET", `/api/customer/invoices/${more.json().invoice.id}`)
      ).json();
      expect(moreDetail.lines[0].description).toBe("Business plan — 1,200 devices × €40.00 / year");
    });

    it("numbers invoices one after another", async () => {
      const customer = await signedUpCustomer(app);
      await addCard(customer);
      const first = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      const second = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 30,
      });
      const number = (response: typeof first) => Number(response.json().invoice.number.slice(-5));
      expect(number(second)).toBe(number(first) + 1);
    });

    it("upgrades an active trial: no expiry any more, the plan recorded, one audit entry", async () => {
      const customer = await signedUpCustomer(app);
      const trial = await giveTrial(customer, "active");
      const overview = (await call(customer, "GET", "/api/customer/billing")).json();
      expect(overview.plan.kind).toBe("trial");
      expect(overview.trial).toMatchObject({ status: "active", days_left: 10 });

      await addCard(customer);
      const response = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [after] = await app.db.orm.select().from(trials).where(eq(trials.id, trial.id));
      expect(after).toMatchObject({ status: "upgraded", expiresAt: null, planId: "business" });
      const audit = await app.db.orm.select().from(auditLog).where(eq(auditLog.entityId, trial.id));
      expect(audit).toMatchObject([{ fromStatus: "active", toStatus: "upgraded" }]);

      const invoice = (
        await call(customer, "GET", `/api/customer/invoices/${response.json().invoice.id}`)
      ).json();
      expect(invoice.billing_address).toMatchObject({
        name: "Maria Keller",
        company: "Keller IT Services GmbH",
        city: "Berlin",
        country: "DE",
      });
    });

    it("re-opens an expired trial and leaves a pending one alone", async () => {
      const expired = await signedUpCustomer(app);
      const expiredTrial = await giveTrial(expired, "expired");
      await addCard(expired);
      await call(expired, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      const [reopened] = await app.db.orm
        .select()
        .from(trials)
        .where(eq(trials.id, expiredTrial.id));
      expect(reopened?.status).toBe("upgraded");

      const pending = await signedUpCustomer(app);
      const pendingTrial = await giveTrial(pending, "pending_approval");
      await addCard(pending);
      const bought = await call(pending, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(bought.statusCode).toBe(201);
      const [unchanged] = await app.db.orm
        .select()
        .from(trials)
        .where(eq(trials.id, pendingTrial.id));
      expect(unchanged?.status).toBe("pending_approval");
    });

    it("skips the invoice e-mail when billing e-mails are off, but still notifies in the app", async () => {
      const customer = await signedUpCustomer(app);
      await call(customer, "PUT", "/api/user/me/notification-preferences", {
        trial: true,
        billing: false,
        security: true,
        product: false,
        workspace: true,
      });
      await addCard(customer);
      await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      const mails = await outboxFor(app, customer.email);
      expect(mails.some((mail) => mail.template === "invoice")).toBe(false);
      const feed = (await call(customer, "GET", "/api/user/me/notifications")).json();
      expect(feed.items[0].kind).toBe("invoice.paid");
    });

    it("records a charge whose invoice could not be written, and changes nothing else", async () => {
      time.advance(days(365 * 3)); // a year with no invoices yet
      const year = time.clock().getUTCFullYear();
      const [blocking] = await app.db.orm
        .insert(invoices)
        .values({
          number: `FW-INV-${year}-00001`,
          userId: null,
          issuedAt: time.clock(),
          dueAt: time.clock(),
          currency: "EUR",
          subtotalCents: 0,
          taxRate: 19,
          taxCents: 0,
          totalCents: 0,
          status: "void",
          billingAddress: {
            name: "Imported",
            company: null,
            email: "billing@example.com",
            street: null,
            postal_code: null,
            city: null,
            country: null,
          },
          createdAt: time.clock(),
        })
        .returning();
      const customer = await signedUpCustomer(app);
      await addCard(customer, { ...visa, exp_year: year + 2 });
      const response = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().detail).toMatch(/charged but we could not record the purchase/);
      const charges = await app.db.orm
        .select()
        .from(unreconciledCharges)
        .where(eq(unreconciledCharges.userId, customer.id));
      expect(charges).toMatchObject([{ amountCents: 11900, currency: "EUR" }]);
      expect(charges[0]?.chargeId).toMatch(/^ch_test_/);
      const subscription = await app.db.orm
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, customer.id));
      expect(subscription).toEqual([]);
      expect((await call(customer, "GET", "/api/customer/invoices")).json().items).toEqual([]);
      await app.db.orm.delete(invoices).where(eq(invoices.id, blocking!.id));
    });
  });
});
